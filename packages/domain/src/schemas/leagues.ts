import { z } from 'zod';
import { IdSchema } from '../ids.js';
import { BRACKET_TYPE_LABELS, REGISTRATION_TYPE_LABELS, type BracketType, type PaymentMode, type RegistrationType } from '../labels.js';
import { LEAGUE_STATUSES } from '../league-status.js';
import { SportSchema } from './club.js';
import {
  CentsSchema,
  DateOnlySchema,
  ListQuerySchema,
  optionalText,
  pageOf,
  PathIdSchema,
  requiredText,
  rowVersionField,
  RowVersionSchema,
  text,
  TimeOfDaySchema,
} from './common.js';
import { LeagueQuestionSchema } from './questions.js';
import { fieldMessage } from '../validation-messages.js';

export const LeagueStatusSchema = z.enum(LEAGUE_STATUSES);

/**
 * A league's payment mode: who pays (spec §4 Payment mode table, PAYMENT_MODE_LABELS), or 'free' (the Other
 * table's 'Free League', OTHER_LABELS.free); 'confirmed' is a payment state, not a mode. Their labels live in
 * those tables only.
 */
export const LEAGUE_PAYMENT_MODES = [
  'captains_pay',
  'players_pay',
  'full_player_fee_from_player',
  'full_player_fee_from_captain',
  'free',
] as const satisfies readonly (PaymentMode | 'free')[];
export type LeaguePaymentMode = (typeof LEAGUE_PAYMENT_MODES)[number];
export const LeaguePaymentModeSchema = z.enum(LEAGUE_PAYMENT_MODES);

export const RegistrationTypeSchema = z.enum(Object.keys(REGISTRATION_TYPE_LABELS) as [RegistrationType, ...RegistrationType[]]);
export const BracketTypeSchema = z.enum(Object.keys(BRACKET_TYPE_LABELS) as [BracketType, ...BracketType[]]);

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WeekdaySchema = z.enum(WEEKDAYS);

/** A weekly play slot: the day and the first game's start time (club timezone). */
export const PlayTimeSchema = z.strictObject({ day: WeekdaySchema, start_time: TimeOfDaySchema });
export type PlayTime = z.infer<typeof PlayTimeSchema>;

export const MAX_TEAM_CAPACITY = 512;
export const MAX_ROSTER_SIZE = 100;

const LeagueFieldsSchema = z.strictObject({
  name: requiredText(120),
  sport: SportSchema,
  description: optionalText(5000),
  /** A season label to filter by, such as 'Fall 2026'. */
  season: requiredText(60),
  season_start: DateOnlySchema,
  season_end: DateOnlySchema,
  play_times: z.array(PlayTimeSchema).max(14),
  location_ids: z.array(IdSchema).max(50),
  registration_type: RegistrationTypeSchema,
  payment_mode: LeaguePaymentModeSchema,
  team_fee_cents: CentsSchema,
  player_fee_cents: CentsSchema,
  team_capacity: z
    .number()
    .int()
    .min(2, { message: fieldMessage('atLeast', { min: 2 }) })
    .max(MAX_TEAM_CAPACITY),
  roster_min: z
    .number()
    .int()
    .min(1, { message: fieldMessage('atLeast', { min: 1 }) })
    .max(MAX_ROSTER_SIZE),
  roster_max: z
    .number()
    .int()
    .min(1, { message: fieldMessage('atLeast', { min: 1 }) })
    .max(MAX_ROSTER_SIZE),
  registration_opens_on: DateOnlySchema,
  registration_closes_on: DateOnlySchema,
  questions: z.array(z.strictObject({ question_id: IdSchema, required: z.boolean() })).max(50),
  bracket_type: BracketTypeSchema,
});

/** The cross-field rules of a league form, shared by the API and the web form. */
function refineLeague(league: z.output<typeof LeagueFieldsSchema>, ctx: z.RefinementCtx) {
  if (league.season_end < league.season_start) ctx.addIssue({ code: 'custom', path: ['season_end'], message: fieldMessage('endBeforeSeasonStart') });
  if (league.registration_closes_on < league.registration_opens_on) {
    ctx.addIssue({ code: 'custom', path: ['registration_closes_on'], message: fieldMessage('closesBeforeOpens') });
  }
  if (league.registration_closes_on > league.season_end) {
    ctx.addIssue({ code: 'custom', path: ['registration_closes_on'], message: fieldMessage('closesAfterSeason') });
  }
  if (league.roster_max < league.roster_min) ctx.addIssue({ code: 'custom', path: ['roster_max'], message: fieldMessage('rosterMaxBelowMin') });
  if (league.payment_mode === 'free' && (league.team_fee_cents > 0 || league.player_fee_cents > 0)) {
    ctx.addIssue({ code: 'custom', path: ['payment_mode'], message: fieldMessage('freeWithFees') });
  }
  if (new Set(league.location_ids).size !== league.location_ids.length)
    ctx.addIssue({ code: 'custom', path: ['location_ids'], message: fieldMessage('listedTwice') });
  const questionIds = league.questions.map((question) => question.question_id);
  if (new Set(questionIds).size !== questionIds.length) ctx.addIssue({ code: 'custom', path: ['questions'], message: fieldMessage('questionTwice') });
  const slots = league.play_times.map((slot) => `${slot.day} ${slot.start_time}`);
  if (new Set(slots).size !== slots.length) ctx.addIssue({ code: 'custom', path: ['play_times'], message: fieldMessage('playTimeTwice') });
}

/** POST /api/{slug}/leagues and PUT /api/{slug}/leagues/{id}. Fees are integer cents; the form enters dollars. */
export const LeagueInputSchema = LeagueFieldsSchema.superRefine(refineLeague).meta({ id: 'LeagueBody' });
export type LeagueInput = z.input<typeof LeagueInputSchema>;
export type LeagueInputParsed = z.output<typeof LeagueInputSchema>;
/** PUT /api/{slug}/leagues/{id}: the form's fields and the row_version it was opened on. */
export const LeagueUpdateSchema = LeagueInputSchema.safeExtend(rowVersionField).meta({ id: 'LeagueUpdateBody' });
export type LeagueUpdate = z.input<typeof LeagueUpdateSchema>;
export type LeagueUpdateParsed = z.output<typeof LeagueUpdateSchema>;

/** A row of the leagues list. */
export const LeagueSummarySchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    sport: z.string(),
    season: z.string(),
    season_start: z.string(),
    season_end: z.string(),
    status: LeagueStatusSchema,
    registration_type: RegistrationTypeSchema,
    payment_mode: LeaguePaymentModeSchema,
    team_capacity: z.number().int(),
    registration_closes_on: z.string(),
    teams_count: z.number().int(),
    players_count: z.number().int(),
    free_agents_count: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: 'LeagueSummary' });
export type LeagueSummary = z.infer<typeof LeagueSummarySchema>;

/** GET /api/{slug}/leagues/{id}: everything of the form, with counts and the statuses it may move to. */
export const LeagueSchema = LeagueSummarySchema.extend({
  description: z.string().nullable(),
  play_times: z.array(PlayTimeSchema),
  locations: z.array(z.object({ id: IdSchema, name: z.string() })),
  team_fee_cents: z.number().int(),
  player_fee_cents: z.number().int(),
  roster_min: z.number().int(),
  roster_max: z.number().int(),
  registration_opens_on: z.string(),
  questions: z.array(LeagueQuestionSchema),
  bracket_type: BracketTypeSchema,
  duplicated_from: z.object({ id: IdSchema, name: z.string() }).nullable(),
  /** Registrations without an answer to a question the league requires (one it came to require later, say). */
  missing_answers_count: z.number().int(),
  created_at: z.string(),
  row_version: RowVersionSchema,
}).meta({ id: 'League' });
export type League = z.infer<typeof LeagueSchema>;

export const LEAGUE_SORTS = ['name', 'season_start', 'status', 'sport', 'registration_closes_on', 'teams_count', 'updated_at'] as const;
export type LeagueSort = (typeof LEAGUE_SORTS)[number];
export const LeagueListQuerySchema = ListQuerySchema.extend({
  sort: z.enum(LEAGUE_SORTS).default('season_start'),
  status: LeagueStatusSchema.optional(),
  sport: SportSchema.optional(),
  season: text().trim().max(60).optional(),
});
export type LeagueListQuery = z.infer<typeof LeagueListQuerySchema>;
export const LeaguePageSchema = pageOf(LeagueSummarySchema)
  .extend({ seasons: z.array(z.string()) })
  .meta({ id: 'LeaguePage' });
export type LeaguePage = z.infer<typeof LeaguePageSchema>;

/** POST /api/{slug}/leagues/{id}/status. */
export const LeagueStatusInputSchema = z.strictObject({ status: LeagueStatusSchema }).meta({ id: 'LeagueStatusInput' });

/** POST /api/{slug}/leagues/{id}/duplicate: a new draft league for another season with the same settings and questions. */
export const LeagueDuplicateInputSchema = z
  .strictObject({
    name: requiredText(120),
    season: requiredText(60),
    season_start: DateOnlySchema,
    season_end: DateOnlySchema,
    registration_opens_on: DateOnlySchema,
    registration_closes_on: DateOnlySchema,
    include_teams: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (input.season_end < input.season_start) ctx.addIssue({ code: 'custom', path: ['season_end'], message: fieldMessage('endBeforeSeasonStart') });
    if (input.registration_closes_on < input.registration_opens_on) {
      ctx.addIssue({ code: 'custom', path: ['registration_closes_on'], message: fieldMessage('closesBeforeOpens') });
    } else if (input.registration_closes_on > input.season_end) {
      ctx.addIssue({ code: 'custom', path: ['registration_closes_on'], message: fieldMessage('closesAfterSeason') });
    }
  })
  .meta({ id: 'LeagueDuplicateInput' });
export type LeagueDuplicateInput = z.input<typeof LeagueDuplicateInputSchema>;

export const LeagueParamsSchema = z.object({ slug: text().max(64), leagueId: PathIdSchema });

/** The columns of the leagues CSV export, in order. */
export const LEAGUE_CSV_COLUMNS = [
  'name',
  'sport',
  'season',
  'season_start',
  'season_end',
  'status',
  'registration_type',
  'payment_mode',
  'team_capacity',
  'teams',
  'players',
  'free_agents',
  'registration_closes_on',
] as const;
