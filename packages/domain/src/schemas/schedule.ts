import { z } from 'zod';
import { IdSchema } from '../ids.js';
import { DateOnlySchema, InstantSchema, optionalText, PathIdSchema, text, TimeOfDaySchema } from './common.js';
import { PlayTimeSchema } from './leagues.js';
import { PlayingAreaNameSchema } from './locations.js';
import { fieldMessage } from '../validation-messages.js';

/** A team as games and standings name it. */
export const TeamRefSchema = z.object({ id: IdSchema, name: z.string() }).meta({ id: 'TeamRef' });
export type TeamRef = z.infer<typeof TeamRefSchema>;

/** The points of one game of a match (a set, a frame…); a match has league.rules.games_per_match of them. */
export const GameScoreSchema = z.strictObject({
  home_points: z
    .number()
    .int()
    .min(0, { message: fieldMessage('notNegative') })
    .max(9999),
  away_points: z
    .number()
    .int()
    .min(0, { message: fieldMessage('notNegative') })
    .max(9999),
});
export type GameScore = z.infer<typeof GameScoreSchema>;

/** Where a playoff game's side comes from until its team is known. */
export const BracketSourceSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('seed'), seed: z.number().int().min(1) }),
    z.object({ kind: z.literal('winner'), game: z.number().int().min(1) }),
    z.object({ kind: z.literal('loser'), game: z.number().int().min(1) }),
  ])
  .meta({ id: 'BracketSource' });
export type BracketSource = z.infer<typeof BracketSourceSchema>;

export const GAME_STAGES = ['regular', 'playoff'] as const;
export const GameStageSchema = z.enum(GAME_STAGES);
export type GameStage = z.infer<typeof GameStageSchema>;

export const WinnerSchema = z.enum(['home', 'away', 'draw', '']);

/**
 * A scheduled game (spec §3): a date and time in its location's timezone, a location and a court
 * (playing area), is_active, the two teams, and the match result of spec §4 in home_points, away_points
 * and winner, computed from `scores` (each game of the match).
 */
export const GameSchema = z
  .object({
    id: IdSchema,
    league_id: IdSchema,
    stage: GameStageSchema,
    /** Round-robin round, or the bracket round of a playoff game. */
    round: z.number().int().nullable(),
    /** YYYY-MM-DD and HH:MM in the location's timezone. */
    date: z.string(),
    time: z.string(),
    starts_at: z.string(),
    timezone: z.string(),
    location_id: IdSchema,
    location_name: z.string(),
    playing_area_id: IdSchema,
    court_name: z.string(),
    is_active: z.boolean(),
    home_team: TeamRefSchema.nullable(),
    away_team: TeamRefSchema.nullable(),
    /** A playoff game's placeholders ("Winner of game 3") while its teams are not known. */
    home_source: BracketSourceSchema.nullable(),
    away_source: BracketSourceSchema.nullable(),
    /** The playoff game number, null in the regular season. */
    bracket_game: z.number().int().nullable(),
    scores: z.array(GameScoreSchema),
    home_points: z.number().int().nullable(),
    away_points: z.number().int().nullable(),
    winner: WinnerSchema,
    /** Spec §5: an inactive game whose date, time, location and court another league's active game now holds. */
    is_duplicate: z.boolean(),
    updated_at: z.string(),
  })
  .meta({ id: 'Game' });
export type Game = z.infer<typeof GameSchema>;

export const GameParamsSchema = z.object({ slug: text().max(64), leagueId: PathIdSchema, gameId: PathIdSchema });

/** GET …/games: the league's games in date order, optionally one team's or within dates. */
export const GameListQuerySchema = z.object({
  team_id: text().max(64).optional(),
  from: DateOnlySchema.optional(),
  to: DateOnlySchema.optional(),
  stage: GameStageSchema.optional(),
});
export const GameListSchema = z.object({ games: z.array(GameSchema) }).meta({ id: 'GameList' });
export type GameList = z.infer<typeof GameListSchema>;

/**
 * PATCH …/games/{gameId}: move or reschedule (date, time and court, in the court's location timezone),
 * cancel (is_active false) or re-activate. Refused with 409 court_taken when the court is busy then.
 */
export const GameUpdateSchema = z
  .strictObject({
    date: DateOnlySchema.optional(),
    time: TimeOfDaySchema.optional(),
    playing_area_id: IdSchema.optional(),
    is_active: z.boolean().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), { message: fieldMessage('nothingToChange') })
  .meta({ id: 'GameUpdate' });
export type GameUpdate = z.input<typeof GameUpdateSchema>;

/** POST …/games/swap: two games of the league exchange their dates, times and courts. */
export const GameSwapSchema = z
  .strictObject({ game_ids: z.tuple([IdSchema, IdSchema]) })
  .refine((input) => input.game_ids[0] !== input.game_ids[1], { path: ['game_ids'], message: fieldMessage('differentGames') })
  .meta({ id: 'GameSwap' });
export type GameSwap = z.input<typeof GameSwapSchema>;

/** PUT …/scores: a night of results in one save; an empty scores list clears a game's result. */
export const ScoresInputSchema = z
  .strictObject({
    results: z
      .array(z.strictObject({ game_id: IdSchema, scores: z.array(GameScoreSchema).max(9) }))
      .min(1)
      .max(500),
  })
  .superRefine((input, ctx) => {
    const ids = input.results.map((result) => result.game_id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['results'], message: fieldMessage('gameTwice') });
  })
  .meta({ id: 'ScoresInput' });
export type ScoresInput = z.input<typeof ScoresInputSchema>;
export const ScoresResultSchema = z.object({ games: z.array(GameSchema) }).meta({ id: 'ScoresResult' });

// ---------------------------------------------------------------------------------------------
// League rules: match format and standings

export const TIEBREAKERS = ['head_to_head', 'point_differential', 'points_for', 'wins'] as const;
export const TiebreakerSchema = z.enum(TIEBREAKERS);
export type Tiebreaker = z.infer<typeof TiebreakerSchema>;

export const DEFAULT_LEAGUE_RULES = {
  games_per_match: 1,
  game_minutes: 60,
  points_for_win: 3,
  points_for_draw: 1,
  points_for_loss: 0,
  tiebreakers: [...TIEBREAKERS],
} as const;

/** GET/PUT …/rules: how many games make a match, how long a slot lasts, league points and the tiebreaker chain. */
export const LeagueRulesSchema = z
  .strictObject({
    games_per_match: z.number().int().min(1).max(9),
    game_minutes: z.number().int().min(10).max(600),
    points_for_win: z.number().int().min(0).max(10),
    points_for_draw: z.number().int().min(0).max(10),
    points_for_loss: z.number().int().min(0).max(10),
    tiebreakers: z.array(TiebreakerSchema).max(TIEBREAKERS.length),
  })
  .superRefine((rules, ctx) => {
    if (new Set(rules.tiebreakers).size !== rules.tiebreakers.length)
      ctx.addIssue({ code: 'custom', path: ['tiebreakers'], message: fieldMessage('tiebreakerTwice') });
  })
  .meta({ id: 'LeagueRules' });
export type LeagueRules = z.infer<typeof LeagueRulesSchema>;

/** Rules as stored (possibly older, partial): anything missing takes its default. */
export const parseStoredRules = (stored: unknown): LeagueRules => {
  const parsed = LeagueRulesSchema.safeParse({ ...DEFAULT_LEAGUE_RULES, ...(typeof stored === 'object' && stored ? stored : {}) });
  return parsed.success ? parsed.data : { ...DEFAULT_LEAGUE_RULES, tiebreakers: [...DEFAULT_LEAGUE_RULES.tiebreakers] };
};

// ---------------------------------------------------------------------------------------------
// Standings

export const StandingRowSchema = z.object({
  rank: z.number().int(),
  team: TeamRefSchema,
  played: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  points_for: z.number().int(),
  points_against: z.number().int(),
  point_differential: z.number().int(),
  points: z.number().int(),
});
export type StandingRow = z.infer<typeof StandingRowSchema>;

/**
 * How one tie was broken: teams level on `points` (in their final order), the rule that separated
 * them ('name' when every tiebreaker left them level) and each team's value under that rule, in the
 * same order. A rule that splits only some of a group leaves a further note for the rest.
 */
export const TieNoteSchema = z.object({
  team_ids: z.array(IdSchema),
  points: z.number().int(),
  rule: z.union([TiebreakerSchema, z.literal('name')]),
  values: z.array(z.number()),
  /** True when the head-to-head values come from a mini-table of three or more teams. */
  mini_table: z.boolean(),
});
export type TieNote = z.infer<typeof TieNoteSchema>;

export const StandingsSchema = z.object({ rows: z.array(StandingRowSchema), ties: z.array(TieNoteSchema), rules: LeagueRulesSchema }).meta({ id: 'Standings' });
export type Standings = z.infer<typeof StandingsSchema>;

// ---------------------------------------------------------------------------------------------
// Schedule generation

/** A court of the league's locations, as the generator and the day view see it. */
export const CourtSchema = z.object({
  playing_area_id: IdSchema,
  location_id: IdSchema,
  location_name: z.string(),
  court_name: z.string(),
  timezone: z.string(),
  /** What the court's location calls its playing areas (Court, Field…): by the location's sport, else the club's. */
  playing_area: PlayingAreaNameSchema,
});
export type Court = z.infer<typeof CourtSchema>;

/** A free date, time and court. */
export const SlotSchema = CourtSchema.extend({ date: z.string(), time: z.string(), starts_at: z.string() });
export type Slot = z.infer<typeof SlotSchema>;

export const BlackoutSchema = z
  .object({ id: IdSchema, date: z.string(), location_id: IdSchema.nullable(), location_name: z.string().nullable(), reason: z.string().nullable() })
  .meta({ id: 'Blackout' });
export type Blackout = z.infer<typeof BlackoutSchema>;
/** POST /api/{slug}/blackouts: a day without games, club-wide (location_id null) or at one location. */
export const BlackoutInputSchema = z
  .strictObject({ date: DateOnlySchema, location_id: IdSchema.nullable().default(null), reason: optionalText(200).default(null) })
  .meta({ id: 'BlackoutBody' });
export type BlackoutInput = z.input<typeof BlackoutInputSchema>;
export const BlackoutListSchema = z.object({ blackouts: z.array(BlackoutSchema) }).meta({ id: 'BlackoutList' });
export const BlackoutParamsSchema = z.object({ slug: text().max(64), blackoutId: PathIdSchema });

/** A game of the league as the planner sees it. */
export const PlannedGameSchema = z.object({
  id: IdSchema,
  home_team_id: IdSchema.nullable(),
  away_team_id: IdSchema.nullable(),
  starts_at: z.string(),
  playing_area_id: IdSchema,
  is_active: z.boolean(),
  stage: GameStageSchema,
  /** Whether any score is entered: such a game is never moved. */
  has_scores: z.boolean(),
});
export type PlannedGame = z.infer<typeof PlannedGameSchema>;

/**
 * GET …/schedule/planning: everything the generator needs, read at one moment. The browser runs the
 * generator on it (with progress); the server runs the same function on the same data to preview.
 */
export const PlanningDataSchema = z
  .object({
    league: z.object({
      id: IdSchema,
      name: z.string(),
      season_start: z.string(),
      season_end: z.string(),
      play_times: z.array(PlayTimeSchema),
      game_minutes: z.number().int(),
    }),
    /** Today in the club's timezone: re-planning never moves a game to before it. */
    today: z.string(),
    teams: z.array(TeamRefSchema),
    courts: z.array(CourtSchema),
    blackouts: z.array(z.object({ date: z.string(), location_id: IdSchema.nullable() })),
    /** Active games of other leagues on these courts within the season: their slots are taken. */
    busy: z.array(z.object({ playing_area_id: IdSchema, starts_at: z.string(), league_name: z.string() })),
    /** This league's regular-season games. */
    games: z.array(PlannedGameSchema),
  })
  .meta({ id: 'PlanningData' });
export type PlanningData = z.infer<typeof PlanningDataSchema>;

export const SCHEDULE_FORMATS = ['single', 'double'] as const;
export const ScheduleFormatSchema = z.enum(SCHEDULE_FORMATS);

/**
 * The generator's settings. mode 'new' replaces every unplayed game; 'replan' keeps games with scores
 * and active games before start_date, and places only the pairings still to play from start_date on.
 */
export const ScheduleSettingsSchema = z
  .strictObject({
    mode: z.enum(['new', 'replan']).default('new'),
    format: ScheduleFormatSchema.default('single'),
    start_date: DateOnlySchema,
    end_date: DateOnlySchema,
    team_ids: z
      .array(IdSchema)
      .min(2, { message: fieldMessage('atLeastTeams', { min: 2 }) })
      .max(128),
    playing_area_ids: z
      .array(IdSchema)
      .min(1, { message: fieldMessage('chooseCourt') })
      .max(200),
    max_games_per_team_per_day: z.number().int().min(1).max(4).default(1),
    /** Minutes between the starts of two games of one team. */
    min_rest_minutes: z.number().int().min(0).max(10_080).default(0),
  })
  .superRefine((settings, ctx) => {
    if (settings.end_date < settings.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: fieldMessage('endBeforeStartDate') });
    if (new Set(settings.team_ids).size !== settings.team_ids.length) ctx.addIssue({ code: 'custom', path: ['team_ids'], message: fieldMessage('teamTwice') });
    if (new Set(settings.playing_area_ids).size !== settings.playing_area_ids.length) {
      ctx.addIssue({ code: 'custom', path: ['playing_area_ids'], message: fieldMessage('courtTwice') });
    }
  })
  .meta({ id: 'ScheduleSettings' });
export type ScheduleSettings = z.output<typeof ScheduleSettingsSchema>;
export type ScheduleSettingsInput = z.input<typeof ScheduleSettingsSchema>;

/** Rounds of a double round robin of the most teams a schedule takes, with room to spare. */
export const MAX_SCHEDULE_ROUND = 1_000;

/** A game the generator proposes (and the publish sends back as it was shown). */
export const ProposedGameSchema = z.object({
  round: z.number().int().min(1).max(MAX_SCHEDULE_ROUND),
  home_team_id: IdSchema,
  away_team_id: IdSchema,
  starts_at: InstantSchema,
  playing_area_id: IdSchema,
});
export type ProposedGame = z.infer<typeof ProposedGameSchema>;

export const UNPLACED_REASONS = ['no_free_court', 'team_limits', 'no_play_dates'] as const;
export const UnplacedReasonSchema = z.enum(UNPLACED_REASONS);
export type UnplacedReason = z.infer<typeof UnplacedReasonSchema>;

/** One team's share of the schedule: the fairness report. Early and late are the day's first and last start times. */
export const FairnessRowSchema = z.object({
  team_id: IdSchema,
  games: z.number().int(),
  home: z.number().int(),
  away: z.number().int(),
  byes: z.number().int(),
  early: z.number().int(),
  late: z.number().int(),
  /** Consecutive games with the same side (home twice, away twice). */
  breaks: z.number().int(),
  courts: z.array(z.object({ playing_area_id: IdSchema, games: z.number().int() })),
});
export type FairnessRow = z.infer<typeof FairnessRowSchema>;

export const SchedulePreviewSchema = z
  .object({
    games: z.array(ProposedGameSchema),
    unplaced: z.array(z.object({ round: z.number().int(), home_team_id: IdSchema, away_team_id: IdSchema, reason: UnplacedReasonSchema })),
    fairness: z.array(FairnessRowSchema),
    /** Games left as they are (with scores, or before start_date when re-planning). */
    kept: z.number().int(),
    /** Unplayed games the publish would replace. */
    replaced: z.number().int(),
    rounds: z.number().int(),
  })
  .meta({ id: 'SchedulePreview' });
export type SchedulePreview = z.infer<typeof SchedulePreviewSchema>;

/** POST …/schedule/publish: the previewed games, saved as they were shown, with the settings that made them. */
export const SchedulePublishSchema = z
  .strictObject({ settings: ScheduleSettingsSchema, games: z.array(ProposedGameSchema.strict()).max(10_000) })
  .meta({ id: 'SchedulePublish' });
export type SchedulePublishInput = z.input<typeof SchedulePublishSchema>;
export const SchedulePublishResultSchema = z
  .object({ created: z.number().int(), removed: z.number().int(), kept: z.number().int() })
  .meta({ id: 'SchedulePublishResult' });
export type SchedulePublishResult = z.infer<typeof SchedulePublishResultSchema>;

/** GET …/day?date= (default: the club's today): the day view of the league's courts: its games and what other leagues hold. */
export const DayQuerySchema = z.object({ date: DateOnlySchema.optional() });
export const DayViewSchema = z
  .object({
    date: z.string(),
    courts: z.array(CourtSchema),
    /** Every start time used that day on these courts, and the league's play times for that weekday. */
    times: z.array(z.string()),
    games: z.array(GameSchema),
    others: z.array(z.object({ playing_area_id: IdSchema, time: z.string(), league_name: z.string(), is_active: z.boolean() })),
  })
  .meta({ id: 'DayView' });
export type DayView = z.infer<typeof DayViewSchema>;

// ---------------------------------------------------------------------------------------------
// Playoffs

export const BRACKET_SIDES = ['winners', 'losers', 'final'] as const;
export const BracketSideSchema = z.enum(BRACKET_SIDES);
export type BracketSide = z.infer<typeof BracketSideSchema>;

/** One game of a bracket's structure, before any team is known. Numbers run in playing order from 1. */
export const BracketGameSpecSchema = z.object({
  number: z.number().int().min(1),
  side: BracketSideSchema,
  round: z.number().int().min(1),
  home: BracketSourceSchema,
  away: BracketSourceSchema,
  /** The grand-final reset: played only when the losers' bracket champion wins the grand final. */
  if_necessary: z.boolean(),
});
export type BracketGameSpec = z.infer<typeof BracketGameSpecSchema>;

export const BracketCreateSchema = z
  .strictObject({
    type: z.enum(['single-elimination', 'double-elimination']),
    /** The top teams of the standings, seeded 1 v N. */
    team_count: z.number().int().min(2).max(32),
    grand_final_reset: z.boolean().default(true),
    start_date: DateOnlySchema,
    playing_area_ids: z
      .array(IdSchema)
      .min(1, { message: fieldMessage('chooseCourt') })
      .max(200),
    /** Seed from the standings as they are although regular-season games have no result yet (recorded in the History). */
    override_unplayed: z.boolean().default(false),
  })
  .meta({ id: 'BracketCreate' });
export type BracketCreate = z.input<typeof BracketCreateSchema>;

export const BRACKET_GAME_STATUSES = ['waiting', 'ready', 'played', 'not_needed'] as const;
export const BracketGameSchema = BracketGameSpecSchema.extend({
  status: z.enum(BRACKET_GAME_STATUSES),
  home_team: TeamRefSchema.nullable(),
  away_team: TeamRefSchema.nullable(),
  winner_team_id: IdSchema.nullable(),
  game: GameSchema.nullable(),
});
export type BracketGame = z.infer<typeof BracketGameSchema>;

export const BracketSchema = z
  .object({
    id: IdSchema,
    type: z.enum(['single-elimination', 'double-elimination']),
    grand_final_reset: z.boolean(),
    seeds: z.array(z.object({ seed: z.number().int(), team: TeamRefSchema })),
    games: z.array(BracketGameSchema),
    champion: TeamRefSchema.nullable(),
    /** Games the bracket could not place on a court before the season's end. */
    unplaced: z.array(z.number().int()),
    created_at: z.string(),
  })
  .meta({ id: 'Bracket' });
export type Bracket = z.infer<typeof BracketSchema>;
export const BracketResponseSchema = z.object({ bracket: BracketSchema.nullable() }).meta({ id: 'BracketResponse' });

// ---------------------------------------------------------------------------------------------
// Calendar feeds

export const CalendarFeedSchema = z
  .object({ team: TeamRefSchema.nullable(), url: z.string().nullable(), created_at: z.string().nullable() })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;
export const CalendarFeedListSchema = z.object({ feeds: z.array(CalendarFeedSchema) }).meta({ id: 'CalendarFeedList' });
/** POST …/calendar-feeds: create the league's (team_id null) or a team's feed, or rotate it to a new address. */
export const CalendarFeedInputSchema = z.strictObject({ team_id: IdSchema.nullable() }).meta({ id: 'CalendarFeedBody' });
