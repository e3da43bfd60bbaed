import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DayQuerySchema,
  DayViewSchema,
  GameListQuerySchema,
  GameListSchema,
  GameParamsSchema,
  GameSchema,
  GameSwapSchema,
  GameUpdateSchema,
  LeagueParamsSchema,
  LeagueRulesSchema,
  PlanningDataSchema,
  ScheduleSettingsSchema,
  SchedulePreviewSchema,
  SchedulePublishResultSchema,
  SchedulePublishSchema,
  ScoresInputSchema,
  ScoresResultSchema,
} from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { clubOf } from '../../plugins/club-access.js';
import { actorOf } from '../audit/recorder.js';
import { createGamesService } from './games-service.js';
import { createGenerationService } from './generation-service.js';
import { createResultsService } from './results-service.js';

/** A league's games, its schedule generation, its results and its rules. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const games = createGamesService(app);
  const results = createResultsService(app);
  const generation = createGenerationService(app);
  const tags = ['schedule'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.requireClubAdmin;
  const writeErrors = errorResponses(...CLUB_ROUTE_ERRORS, 409);

  app.get('/api/:slug/leagues/:leagueId/games', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The league’s games in time order, with the spec §5 duplicate flag; by team, stage or dates (club timezone)',
      params: LeagueParamsSchema,
      querystring: GameListQuerySchema,
      response: { 200: GameListSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => games.list(clubOf(request), request.params.leagueId, request.query),
  });

  app.get('/api/:slug/leagues/:leagueId/day', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'One day on the league’s courts: its games, the times, and what other leagues hold',
      params: LeagueParamsSchema,
      querystring: DayQuerySchema,
      response: { 200: DayViewSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => games.day(clubOf(request), request.params.leagueId, request.query.date),
  });

  app.patch('/api/:slug/leagues/:leagueId/games/:gameId', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Move, reschedule, cancel or re-activate a game (409 court_taken when another active game holds the court then)',
      params: GameParamsSchema,
      body: GameUpdateSchema,
      response: { 200: GameSchema, ...writeErrors },
    },
    handler: (request) => games.update(clubOf(request), request.params.leagueId, request.params.gameId, request.body, actorOf(request)),
  });

  app.post('/api/:slug/leagues/:leagueId/games/swap', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Two games of the league exchange their dates, times and courts',
      params: LeagueParamsSchema,
      body: GameSwapSchema,
      response: { 200: GameListSchema, ...writeErrors },
    },
    handler: (request) => games.swap(clubOf(request), request.params.leagueId, request.body.game_ids, actorOf(request)),
  });

  app.put('/api/:slug/leagues/:leagueId/scores', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Save a batch of results (all or nothing); each match result follows spec §4; playoff results advance the bracket',
      params: LeagueParamsSchema,
      body: ScoresInputSchema,
      response: { 200: ScoresResultSchema, ...writeErrors },
    },
    handler: (request) => results.saveScores(clubOf(request), request.params.leagueId, request.body, actorOf(request)),
  });

  app.get('/api/:slug/leagues/:leagueId/rules', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The league’s match format, league points and tiebreaker chain',
      params: LeagueParamsSchema,
      response: { 200: LeagueRulesSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => results.rules(clubOf(request), request.params.leagueId),
  });

  app.put('/api/:slug/leagues/:leagueId/rules', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Change the league’s rules (409 when a match already has more games scored than the new format allows)',
      params: LeagueParamsSchema,
      body: LeagueRulesSchema,
      response: { 200: LeagueRulesSchema, ...writeErrors },
    },
    handler: (request) => results.saveRules(clubOf(request), request.params.leagueId, request.body, actorOf(request)),
  });

  app.get('/api/:slug/leagues/:leagueId/schedule/planning', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'What the generator plans with: play times, teams, courts, blackouts, other leagues’ court times, the league’s games',
      params: LeagueParamsSchema,
      response: { 200: PlanningDataSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => generation.planning(clubOf(request), request.params.leagueId),
  });

  app.post('/api/:slug/leagues/:leagueId/schedule/preview', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Generate a schedule without saving it: the games, a fairness report and what could not be placed',
      params: LeagueParamsSchema,
      body: ScheduleSettingsSchema,
      response: { 200: SchedulePreviewSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => generation.preview(clubOf(request), request.params.leagueId, request.body),
  });

  app.post('/api/:slug/leagues/:leagueId/schedule/publish', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Save previewed games, replacing the unplayed ones; never touches a game with a result (409 court_taken on a clash)',
      params: LeagueParamsSchema,
      body: SchedulePublishSchema,
      response: { 200: SchedulePublishResultSchema, ...writeErrors },
    },
    handler: (request) => generation.publish(clubOf(request), request.params.leagueId, request.body, actorOf(request)),
  });
};

export default routes;
