import { z } from 'zod';
import { IdSchema } from '../ids.js';
import { PathIdSchema, text } from './common.js';
import { LeaguePaymentModeSchema, RegistrationTypeSchema } from './leagues.js';
import { PUBLIC_LEAGUE_STATUSES } from '../registration/window.js';
import {
  BracketSideSchema,
  BracketSourceSchema,
  GameScoreSchema,
  GameStageSchema,
  StandingRowSchema,
  TeamRefSchema,
  TieNoteSchema,
  WinnerSchema,
} from './schedule.js';
import { SiteMediaSchema } from './site-media.js';
import { SiteDocumentSchema } from './site.js';

/**
 * What the public club site (/c/{slug}) reads: its own contracts, built field by field from the league data, never
 * an admin schema. No e-mail, phone number, player name, answer or payment of a person is in any of them; the
 * only contact details are the ones the club typed into its site document.
 */

export const PublicClubSchema = z.object({
  slug: z.string(),
  name: z.string(),
  timezone: z.string(),
  sport: z.string(),
  logo_url: z.string().nullable(),
});

/**
 * A game as a visitor sees it: when and where in its location's timezone, who plays, the result once there is one:
 * each game's points (`scores`, as entered) and the match result of spec §4 (`home_points`, `away_points`: games won,
 * so 1–0 for a one-game match; the domain's shownScore says which to show).
 */
export const PublicGameSchema = z
  .object({
    id: IdSchema,
    league_id: IdSchema,
    league_name: z.string(),
    stage: GameStageSchema,
    round: z.number().int().nullable(),
    date: z.string(),
    time: z.string(),
    starts_at: z.string(),
    timezone: z.string(),
    location_name: z.string(),
    court_name: z.string(),
    home_team: TeamRefSchema.nullable(),
    away_team: TeamRefSchema.nullable(),
    home_source: BracketSourceSchema.nullable(),
    away_source: BracketSourceSchema.nullable(),
    bracket_game: z.number().int().nullable(),
    scores: z.array(GameScoreSchema),
    home_points: z.number().int().nullable(),
    away_points: z.number().int().nullable(),
    winner: WinnerSchema,
  })
  .meta({ id: 'PublicGame' });
export type PublicGame = z.infer<typeof PublicGameSchema>;

export const PUBLIC_REGISTRATION_STATES = ['open', 'upcoming', 'closed'] as const;
export type PublicRegistrationState = (typeof PUBLIC_REGISTRATION_STATES)[number];

/** An add-on as a visitor sees it: what it is and what it costs. */
export const PublicAddOnSchema = z.object({ id: IdSchema, name: z.string(), description: z.string().nullable(), price_cents: z.number().int() });
export type PublicAddOn = z.infer<typeof PublicAddOnSchema>;

/** A league as the public site lists it (a draft or archived league is never listed). */
export const PublicLeagueSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    sport: z.string(),
    season: z.string(),
    season_start: z.string(),
    season_end: z.string(),
    description: z.string().nullable(),
    /** Where the league is in its year (a draft or archived league is never public): what its page says beside registration. */
    status: z.enum(PUBLIC_LEAGUE_STATUSES),
    locations: z.array(z.string()),
    registration_type: RegistrationTypeSchema,
    payment_mode: LeaguePaymentModeSchema,
    team_fee_cents: z.number().int(),
    player_fee_cents: z.number().int(),
    registration: z.object({
      state: z.enum(PUBLIC_REGISTRATION_STATES),
      opens_on: z.string(),
      closes_on: z.string(),
      /** Team places a new team may take (the domain's teamPlacesLeft): those held and those offered to the waitlist are taken. */
      places_left: z.number().int(),
    }),
    /**
     * The early-bird prices while they still apply (judged on the club's date, never once registration is closed):
     * the fees the league's payment mode charges at a lower price, and their last day. Null otherwise.
     */
    early_bird: z.object({ until: z.string(), team_fee_cents: z.number().int().nullable(), player_fee_cents: z.number().int().nullable() }).nullable(),
    /** What a captain may pay when registering instead of the team's fees (only where those fees are more). */
    deposit_cents: z.number().int().nullable(),
    /** The extras on sale with a registration: never one the club stopped selling, never how many were sold. */
    add_ons: z.array(PublicAddOnSchema),
    /** The league's iCal feed, when the club has made one. */
    calendar_url: z.string().nullable(),
  })
  .meta({ id: 'PublicLeague' });
export type PublicLeague = z.infer<typeof PublicLeagueSchema>;

export const PublicStandingsSchema = z.object({ rows: z.array(StandingRowSchema), ties: z.array(TieNoteSchema) }).meta({ id: 'PublicStandings' });
export type PublicStandings = z.infer<typeof PublicStandingsSchema>;

export const PublicBracketSchema = z
  .object({
    type: z.enum(['single-elimination', 'double-elimination']),
    champion: TeamRefSchema.nullable(),
    games: z.array(
      z.object({
        number: z.number().int(),
        side: BracketSideSchema,
        round: z.number().int(),
        home: BracketSourceSchema,
        away: BracketSourceSchema,
        if_necessary: z.boolean(),
        home_team: TeamRefSchema.nullable(),
        away_team: TeamRefSchema.nullable(),
        winner_team_id: IdSchema.nullable(),
        game: PublicGameSchema.nullable(),
      }),
    ),
  })
  .meta({ id: 'PublicBracket' });
export type PublicBracket = z.infer<typeof PublicBracketSchema>;

/** A league's live blocks on the home page: its standings and bracket, when it has them. */
export const PublicLeagueTablesSchema = z.object({
  league_id: IdSchema,
  league_name: z.string(),
  standings: PublicStandingsSchema.nullable(),
  bracket: PublicBracketSchema.nullable(),
});

/**
 * GET /api/public/clubs/{slug}/site: the published document, the addresses of its images, and the live league
 * blocks its sections show (this week is Monday to Sunday in the club's timezone).
 */
export const PublicSiteSchema = z
  .object({
    club: PublicClubSchema,
    version: z.number().int(),
    document: SiteDocumentSchema,
    media: z.record(z.string(), SiteMediaSchema),
    leagues: z.array(PublicLeagueSchema),
    week: z.object({ from: z.string(), to: z.string(), games: z.array(PublicGameSchema) }),
    /** Results of the last fourteen days, newest first. */
    results: z.array(PublicGameSchema),
    tables: z.array(PublicLeagueTablesSchema),
  })
  .meta({ id: 'PublicSite' });
export type PublicSite = z.infer<typeof PublicSiteSchema>;

/** GET /api/public/clubs/{slug}/leagues/{leagueId}: one league's page. */
export const PublicLeaguePageSchema = z
  .object({
    club: PublicClubSchema,
    league: PublicLeagueSchema,
    teams: z.array(TeamRefSchema),
    games: z.array(PublicGameSchema),
    standings: PublicStandingsSchema,
    bracket: PublicBracketSchema.nullable(),
  })
  .meta({ id: 'PublicLeaguePage' });
export type PublicLeaguePage = z.infer<typeof PublicLeaguePageSchema>;

/** GET /api/public/clubs/{slug}/teams/{teamId}: a team's schedule and results. */
export const PublicTeamPageSchema = z
  .object({
    club: PublicClubSchema,
    league: PublicLeagueSchema,
    team: TeamRefSchema,
    games: z.array(PublicGameSchema),
  })
  .meta({ id: 'PublicTeamPage' });
export type PublicTeamPage = z.infer<typeof PublicTeamPageSchema>;

export const PublicLeagueParamsSchema = z.object({ slug: text().max(64), leagueId: PathIdSchema });
export const PublicTeamParamsSchema = z.object({ slug: text().max(64), teamId: PathIdSchema });
/** `/api/public/media/{id}/{width}.webp`: anything without NUL reaches the lookup, which finds nothing for a wrong one. */
export const PublicMediaParamsSchema = z.object({ id: text().max(64), file: text().max(20) });
