import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddOnCreateInputSchema,
  AddOnUpdateInputSchema,
  AddOnSchema,
  LeagueParamsSchema,
  LeaguePricingInputSchema,
  LeaguePricingSchema,
  PathIdSchema,
} from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { clubOf } from '../../plugins/club-access.js';
import { actorOf } from '../audit/recorder.js';
import { moneyDepsOf } from './money-deps.js';
import { createPricesAdmin } from './prices-service.js';

const AddOnParamsSchema = LeagueParamsSchema.extend({ productId: PathIdSchema });

/** A league's price list on its Payments tab: early-bird prices, the captain's deposit, add-ons. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const prices = createPricesAdmin(moneyDepsOf(app));
  const tags = ['payments'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.requireClubAdmin;
  const base = '/api/:slug/leagues/:leagueId/payments';

  app.get(`${base}/prices`, {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The league’s fees, early-bird prices, deposit and add-ons',
      params: LeagueParamsSchema,
      response: { 200: LeaguePricingSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => prices.get(clubOf(request), request.params.leagueId),
  });

  app.put(`${base}/prices`, {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Set the early-bird prices (through a day, inclusive) and the deposit a captain may pay at registration',
      params: LeagueParamsSchema,
      body: LeaguePricingInputSchema,
      response: { 200: LeaguePricingSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: (request) => prices.update(clubOf(request), request.params.leagueId, request.body, actorOf(request)),
  });

  app.post(`${base}/add-ons`, {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Add an add-on sold with registrations (a jersey, a parking pass), once per action_key',
      params: LeagueParamsSchema,
      body: AddOnCreateInputSchema,
      response: { 201: AddOnSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await prices.createAddOn(clubOf(request), request.params.leagueId, request.body, actorOf(request))),
  });

  app.put(`${base}/add-ons/:productId`, {
    onRequest,
    schema: {
      tags,
      security,
      summary:
        'Change an add-on, or stop (or resume) selling it, from the row_version it was read at (409 stale_version when it changed since); what was sold keeps its price',
      params: AddOnParamsSchema,
      body: AddOnUpdateInputSchema,
      response: { 200: AddOnSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: (request) => prices.updateAddOn(clubOf(request), request.params.leagueId, request.params.productId, request.body, actorOf(request)),
  });
};

export default routes;
