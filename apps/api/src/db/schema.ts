import { sql } from 'drizzle-orm';
import { AUDIT_ENTITIES, type BracketGameSpec, type BracketSource, type GameScore, type SiteDocument } from '@matchday/domain';
import { boolean, customType, date, index, integer, json, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const id = () => text('id').primaryKey();
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => instant('created_at').notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** A reset token issued before this moment is void: every password change ends every outstanding reset link. */
    passwordChangedAt: instant('password_changed_at'),
    /**
     * The PIN-like id the client sent with its sign-up (spec §3): its idempotency key. It counts per email,
     * and the email is unique, so no index of its own; null for accounts made any other way.
     */
    registrationKey: text('registration_key'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

export const clubs = pgTable('clubs', {
  id: id(),
  slug: text('slug').notNull().unique('clubs_slug_unique'),
  name: text('name').notNull(),
  timezone: text('timezone').notNull(),
  connect: boolean('connect').notNull().default(false),
  stripeOnboardingDone: boolean('stripe_onboarding_done').notNull().default(false),
  contactEmail: text('contact_email'),
  address: text('address'),
  defaultSport: text('default_sport').notNull().default('default'),
  logo: bytea('logo'),
  logoMime: text('logo_mime'),
  logoEtag: text('logo_etag'),
  createdAt: createdAt(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export const clubRoles = pgTable(
  'club_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: text('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['league_admin'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.clubId, table.role] }), index('club_roles_club_idx').on(table.clubId)],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('access_tokens_hash_unique'),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('access_tokens_user_idx').on(table.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_hash_unique'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/** One row per counted attempt; buckets look like 'login:account:<email>' or 'login:ip:<ip>'. */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    id: id(),
    bucket: text('bucket').notNull(),
    createdAt: instant('created_at').notNull(),
    /** A login whose password is still being checked: it holds a place in the bucket until it turns out right or wrong. */
    pending: boolean('pending').notNull().default(false),
  },
  (table) => [index('auth_throttle_bucket_idx').on(table.bucket, table.createdAt)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
    error: text('error'),
  },
  (table) => [index('outbox_created_idx').on(table.createdAt)],
);

const clubId = () =>
  text('club_id')
    .notNull()
    .references(() => clubs.id, { onDelete: 'cascade' });
const updatedAt = () => instant('updated_at').notNull().defaultNow();
const archivedAt = () => instant('archived_at');

export const locations = pgTable(
  'locations',
  {
    id: id(),
    clubId: clubId(),
    name: text('name').notNull(),
    address: text('address'),
    timezone: text('timezone').notNull(),
    notes: text('notes'),
    /** The sport played there, which names its playing areas; null follows the club's default sport. */
    sport: text('sport'),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('locations_club_name_unique').on(table.clubId, sql`lower(${table.name})`)],
);

export const playingAreas = pgTable(
  'playing_areas',
  {
    id: id(),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('playing_areas_location_name_unique').on(table.locationId, sql`lower(${table.name})`)],
);

export const questions = pgTable(
  'questions',
  {
    id: id(),
    clubId: clubId(),
    label: text('label').notNull(),
    type: text('type', { enum: ['mcq', 'text', 'textarea'] }).notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    helpText: text('help_text'),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('questions_club_idx').on(table.clubId)],
);

export const leagues = pgTable(
  'leagues',
  {
    id: id(),
    clubId: clubId(),
    name: text('name').notNull(),
    sport: text('sport').notNull(),
    description: text('description'),
    season: text('season').notNull(),
    seasonStart: date('season_start').notNull(),
    seasonEnd: date('season_end').notNull(),
    playTimes: jsonb('play_times').$type<{ day: string; start_time: string }[]>().notNull().default([]),
    status: text('status', { enum: ['draft', 'registration_open', 'registration_closed', 'in_season', 'completed', 'archived'] })
      .notNull()
      .default('draft'),
    registrationType: text('registration_type', { enum: ['teams_only', 'teams_and_individuals'] }).notNull(),
    paymentMode: text('payment_mode', {
      enum: ['captains_pay', 'players_pay', 'full_player_fee_from_player', 'full_player_fee_from_captain', 'free'],
    }).notNull(),
    teamFeeCents: integer('team_fee_cents').notNull().default(0),
    playerFeeCents: integer('player_fee_cents').notNull().default(0),
    teamCapacity: integer('team_capacity').notNull(),
    rosterMin: integer('roster_min').notNull(),
    rosterMax: integer('roster_max').notNull(),
    registrationOpensOn: date('registration_opens_on').notNull(),
    registrationClosesOn: date('registration_closes_on').notNull(),
    bracketType: text('bracket_type', { enum: ['single-elimination', 'double-elimination'] }).notNull(),
    duplicatedFromId: text('duplicated_from_id'),
    /** Match format and standings rules (LeagueRulesSchema); missing keys take their defaults. */
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('leagues_club_idx').on(table.clubId, table.status),
    uniqueIndex('leagues_club_name_season_unique').on(table.clubId, sql`lower(${table.name})`, sql`lower(${table.season})`),
  ],
);

export const leagueLocations = pgTable(
  'league_locations',
  {
    leagueId: text('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.leagueId, table.locationId] }), index('league_locations_location_idx').on(table.locationId)],
);

export const leagueQuestions = pgTable(
  'league_questions',
  {
    leagueId: text('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    required: boolean('required').notNull(),
  },
  (table) => [primaryKey({ columns: [table.leagueId, table.questionId] }), index('league_questions_question_idx').on(table.questionId)],
);

export const players = pgTable(
  'players',
  {
    id: id(),
    clubId: clubId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender', { enum: ['female', 'male', 'non_binary', 'undisclosed'] }),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('players_club_email_unique').on(table.clubId, sql`lower(${table.email})`)],
);

export const teams = pgTable(
  'teams',
  {
    id: id(),
    leagueId: text('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    captainPlayerId: text('captain_player_id').references(() => players.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('teams_league_name_unique').on(table.leagueId, sql`lower(${table.name})`)],
);

/** A player in a league: on a team's roster, or a free agent while team_id is null. One per player and league. */
export const registrations = pgTable(
  'registrations',
  {
    id: id(),
    leagueId: text('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid', 'refunded', 'waived'] })
      .notNull()
      .default('unpaid'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('registrations_league_player_unique').on(table.leagueId, table.playerId),
    index('registrations_team_idx').on(table.teamId),
    index('registrations_player_idx').on(table.playerId),
  ],
);

export const registrationAnswers = pgTable(
  'registration_answers',
  {
    registrationId: text('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.registrationId, table.questionId] }), index('registration_answers_question_idx').on(table.questionId)],
);

/** A league's playoff bracket: its type, seeds (team ids, seed 1 first) and game structure. One per league. */
export const brackets = pgTable(
  'brackets',
  {
    id: id(),
    leagueId: text('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['single-elimination', 'double-elimination'] }).notNull(),
    grandFinalReset: boolean('grand_final_reset').notNull(),
    seeds: jsonb('seeds').$type<string[]>().notNull(),
    structure: jsonb('structure').$type<BracketGameSpec[]>().notNull(),
    unplaced: jsonb('unplaced').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('brackets_league_unique').on(table.leagueId)],
);

/**
 * Scheduled games (spec §3). scores holds each game of the match; home_points, away_points and winner
 * are the match result of spec §4 computed from them. Playoff games belong to a bracket and carry their
 * game number and where each side comes from. No two active games share a court at one instant.
 */
export const games = pgTable(
  'games',
  {
    id: id(),
    leagueId: text('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    playingAreaId: text('playing_area_id')
      .notNull()
      .references(() => playingAreas.id, { onDelete: 'restrict' }),
    startsAt: instant('starts_at').notNull(),
    homeTeamId: text('home_team_id').references(() => teams.id, { onDelete: 'restrict' }),
    awayTeamId: text('away_team_id').references(() => teams.id, { onDelete: 'restrict' }),
    homePoints: integer('home_points'),
    awayPoints: integer('away_points'),
    isActive: boolean('is_active').notNull().default(true),
    stage: text('stage', { enum: ['regular', 'playoff'] })
      .notNull()
      .default('regular'),
    round: integer('round'),
    scores: jsonb('scores').$type<GameScore[]>().notNull().default([]),
    winner: text('winner', { enum: ['home', 'away', 'draw', ''] })
      .notNull()
      .default(''),
    bracketId: text('bracket_id').references(() => brackets.id, { onDelete: 'cascade' }),
    bracketGame: integer('bracket_game'),
    homeSource: jsonb('home_source').$type<BracketSource>(),
    awaySource: jsonb('away_source').$type<BracketSource>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('games_league_idx').on(table.leagueId, table.startsAt),
    index('games_location_idx').on(table.locationId),
    index('games_playing_area_idx').on(table.playingAreaId),
    uniqueIndex('games_court_slot_unique')
      .on(table.playingAreaId, table.startsAt)
      .where(sql`${table.isActive}`),
    index('games_home_team_idx').on(table.homeTeamId),
    index('games_away_team_idx').on(table.awayTeamId),
    uniqueIndex('games_bracket_game_unique').on(table.bracketId, table.bracketGame),
  ],
);

/** A day without games: club-wide when location_id is null, else at one location. */
export const blackouts = pgTable(
  'blackouts',
  {
    id: id(),
    clubId: clubId(),
    locationId: text('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('blackouts_club_location_date_unique').on(table.clubId, sql`coalesce(${table.locationId}, '')`, table.date)],
);

/**
 * The iCal feed of a league (team_id null) or of one team, at /api/calendar/{token}.ics. The token is
 * kept as it is so the admin can copy the address again; rotating replaces it, and the old one stops.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    clubId: clubId(),
    leagueId: text('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('calendar_feeds_token_unique').on(table.token),
    uniqueIndex('calendar_feeds_owner_unique').on(table.leagueId, sql`coalesce(${table.teamId}, '')`),
  ],
);

/** Every create, update and delete of club records, written in the transaction of the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    clubId: clubId(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    entityType: text('entity_type', { enum: AUDIT_ENTITIES }).notNull(),
    entityId: text('entity_id').notNull(),
    entityLabel: text('entity_label').notNull(),
    leagueId: text('league_id'),
    // json, not jsonb: an entry is written once and read whole, and json is sent back as stored, without the
    // conversion to text that made jsonb the largest part of reading a page of History (and keeps the keys' order).
    changes: json('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    // In the order History reads a club's log (newest first), so a page is read from the index without a sort.
    index('audit_log_club_idx').on(table.clubId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt),
    index('audit_log_league_idx').on(table.leagueId, table.createdAt),
    // The club's newest entry by id: the stamp public pages are cached against (audit/latest-entry.ts).
    index('audit_log_club_id_idx').on(table.clubId, table.id),
  ],
);

/**
 * A club's public site (Site Content): the draft the admin edits, and the document the public site shows,
 * copied from the draft when the admin publishes. `version` counts the publishes.
 */
export const siteSettings = pgTable('site_settings', {
  clubId: text('club_id')
    .primaryKey()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  draft: jsonb('draft').$type<SiteDocument>().notNull(),
  published: jsonb('published').$type<SiteDocument>(),
  version: integer('version').notNull().default(0),
  publishedAt: instant('published_at'),
  publishedByName: text('published_by_name'),
  /** A publish waiting for its time: the draft as it was when scheduled, made live once the time has come. */
  scheduledDocument: jsonb('scheduled_document').$type<SiteDocument>(),
  scheduledAt: instant('scheduled_at'),
  scheduledByName: text('scheduled_by_name'),
  updatedAt: updatedAt(),
});

/**
 * A site image (hero, sponsor logo, sharing image), stored as the pipeline re-encoded it: the upload itself is never
 * kept. Its id is derived from the club and the encoded bytes, so it cannot be guessed and an image uploaded twice is
 * stored once; its bytes never change, so its address can be cached for ever.
 */
export const siteMedia = pgTable(
  'site_media',
  {
    id: text('id').primaryKey(),
    clubId: clubId(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('site_media_club_idx').on(table.clubId)],
);

/** The WebP widths of a site image (640, 1280, 1920, never wider than the upload). */
export const siteMediaVariants = pgTable(
  'site_media_variants',
  {
    mediaId: text('media_id')
      .notNull()
      .references(() => siteMedia.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.mediaId, table.width] })],
);

/** Every published document, by version: the site's history, and what Restore brings back into the draft. */
export const siteVersions = pgTable(
  'site_versions',
  {
    clubId: clubId(),
    version: integer('version').notNull(),
    document: jsonb('document').$type<SiteDocument>().notNull(),
    publishedAt: instant('published_at').notNull(),
    publishedByName: text('published_by_name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.clubId, table.version] })],
);
