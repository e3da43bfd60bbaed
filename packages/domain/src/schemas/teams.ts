import { z } from 'zod';
import { IdSchema } from '../ids.js';
import { ListQuerySchema, pageOf, PathIdSchema, requiredText, rowVersionField, RowVersionSchema, text } from './common.js';
import { AnswerInputSchema, AnswerSchema } from './questions.js';
import { PaymentStatusSchema, PlayerInputSchema } from './players.js';
import { fieldMessage } from '../validation-messages.js';

/** A player on a roster or waiting as a free agent: one registration of the player in the league. */
export const RegistrationSchema = z
  .object({
    id: IdSchema,
    player: z.object({ id: IdSchema, first_name: z.string(), last_name: z.string(), email: z.string(), phone: z.string().nullable() }),
    team_id: IdSchema.nullable(),
    is_captain: z.boolean(),
    payment_status: PaymentStatusSchema,
    answers: z.array(AnswerSchema),
    created_at: z.string(),
  })
  .meta({ id: 'Registration' });
export type Registration = z.infer<typeof RegistrationSchema>;

export const TeamSummarySchema = z
  .object({
    id: IdSchema,
    league_id: IdSchema,
    name: z.string(),
    captain: z.object({ id: IdSchema, first_name: z.string(), last_name: z.string() }).nullable(),
    roster_count: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'TeamSummary' });
export type TeamSummary = z.infer<typeof TeamSummarySchema>;

/** GET /api/{slug}/leagues/{leagueId}/teams/{teamId}: the team with its roster. */
export const TeamSchema = TeamSummarySchema.extend({ roster: z.array(RegistrationSchema), updated_at: z.string(), row_version: RowVersionSchema }).meta({
  id: 'Team',
});
export type Team = z.infer<typeof TeamSchema>;

/**
 * POST …/teams: a team, optionally with the club players on its roster and one of them as captain.
 * `answers` holds, by player id, the answers to the league's questions of each player the team
 * registers; a free agent of the league joins with the answers they gave.
 */
export const TeamCreateSchema = z
  .strictObject({
    name: requiredText(80),
    player_ids: z.array(IdSchema).max(100).default([]),
    captain_player_id: IdSchema.nullable().default(null),
    answers: z.record(IdSchema, z.array(AnswerInputSchema).max(50)).default({}),
  })
  .superRefine((team, ctx) => {
    if (new Set(team.player_ids).size !== team.player_ids.length) ctx.addIssue({ code: 'custom', path: ['player_ids'], message: fieldMessage('playerTwice') });
    if (team.captain_player_id && !team.player_ids.includes(team.captain_player_id)) {
      ctx.addIssue({ code: 'custom', path: ['captain_player_id'], message: fieldMessage('captainOnTeam') });
    }
    for (const playerId of Object.keys(team.answers)) {
      if (!team.player_ids.includes(playerId)) ctx.addIssue({ code: 'custom', path: ['answers', playerId], message: fieldMessage('notTeamPlayer') });
    }
  })
  .meta({ id: 'TeamCreate' });
export type TeamCreate = z.input<typeof TeamCreateSchema>;

/** PUT …/teams/{teamId}: rename, or choose the captain among the roster (null for none), from the row_version the form was opened on. */
export const TeamUpdateSchema = z
  .strictObject({ name: requiredText(80), captain_player_id: IdSchema.nullable(), ...rowVersionField })
  .meta({ id: 'TeamUpdate' });
export type TeamUpdate = z.input<typeof TeamUpdateSchema>;

export const TEAM_SORTS = ['name', 'roster_count', 'created_at'] as const;
export const TeamListQuerySchema = ListQuerySchema.extend({ sort: z.enum(TEAM_SORTS).default('name') });
export const TeamPageSchema = pageOf(TeamSummarySchema).meta({ id: 'TeamPage' });
export const TeamParamsSchema = z.object({ slug: text().max(64), leagueId: PathIdSchema, teamId: PathIdSchema });

/**
 * POST /api/{slug}/leagues/{leagueId}/registrations: register a club player (by id) or a new one
 * (created in the club directory) onto a team, or as a free agent when team_id is null.
 */
export const RegistrationCreateSchema = z
  .strictObject({
    player_id: IdSchema.optional(),
    player: PlayerInputSchema.optional(),
    team_id: IdSchema.nullable(),
    answers: z.array(AnswerInputSchema).max(50).default([]),
  })
  .superRefine((input, ctx) => {
    if (Boolean(input.player_id) === Boolean(input.player)) {
      ctx.addIssue({ code: 'custom', path: ['player_id'], message: fieldMessage('playerOrNew') });
    }
  })
  .meta({ id: 'RegistrationCreate' });
export type RegistrationCreate = z.input<typeof RegistrationCreateSchema>;

/**
 * PATCH …/registrations/{id}: place a free agent on a team (or back to free agents with null), change answers. The
 * payment status is not set by hand: it is derived from the ledger (the league's Payments tab).
 */
export const RegistrationUpdateSchema = z
  .strictObject({
    team_id: IdSchema.nullable().optional(),
    answers: z.array(AnswerInputSchema).max(50).optional(),
  })
  .meta({ id: 'RegistrationUpdate' });
export type RegistrationUpdate = z.input<typeof RegistrationUpdateSchema>;

export const RegistrationListQuerySchema = ListQuerySchema.extend({
  sort: z.enum(['last_name', 'created_at']).default('last_name'),
  /** 'free_agents' lists those without a team, 'rostered' those on one. */
  kind: z.enum(['all', 'rostered', 'free_agents']).default('all'),
  /** 'missing' lists those without an answer to a question the league requires. */
  answers: z.enum(['any', 'missing']).default('any'),
  team_id: IdSchema.optional(),
});
export type RegistrationListQuery = z.infer<typeof RegistrationListQuerySchema>;
/** A registration with its team's name: the rows of the league's player and free-agent lists, and GET …/registrations/{id}. */
export const RegistrationWithTeamSchema = RegistrationSchema.extend({ team: z.object({ id: IdSchema, name: z.string() }).nullable() }).meta({
  id: 'RegistrationWithTeam',
});
export type RegistrationWithTeam = z.infer<typeof RegistrationWithTeamSchema>;
export const RegistrationPageSchema = pageOf(RegistrationWithTeamSchema).meta({ id: 'RegistrationPage' });
export const RegistrationParamsSchema = z.object({ slug: text().max(64), leagueId: PathIdSchema, registrationId: PathIdSchema });
