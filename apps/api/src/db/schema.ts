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
/**
 * Counts the saves of a record an admin edits in a form: a save carries the version it was made from, and one made
 * from an older version is refused with a conflict instead of silently undoing the other admin's change.
 */
const rowVersion = () => integer('row_version').notNull().default(1);

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
  /** The platform's application fee on this club's card payments, in basis points; null takes PLATFORM_FEE_BPS. */
  platformFeeBps: integer('platform_fee_bps'),
  contactEmail: text('contact_email'),
  address: text('address'),
  defaultSport: text('default_sport').notNull().default('default'),
  logo: bytea('logo'),
  logoMime: text('logo_mime'),
  logoEtag: text('logo_etag'),
  createdAt: createdAt(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  rowVersion: rowVersion(),
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
    /**
     * Set, in its own commit, just before the SMTP call: a retry that finds it set with no outcome knows the process
     * died while the server may have accepted the message.
     */
    sendStartedAt: instant('send_started_at'),
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
    rowVersion: rowVersion(),
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
    rowVersion: rowVersion(),
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
    /** players_pay: the day shares must cover the team fee, and what happens to a team whose shares do not. */
    paymentDeadline: date('payment_deadline'),
    remainderPolicy: text('remainder_policy', { enum: ['charge_captain', 'mark_incomplete'] })
      .notNull()
      .default('mark_incomplete'),
    /** Early-bird prices, charged to whoever registers up to and including this day (club timezone); null: the normal fee. */
    earlyBirdUntil: date('early_bird_until'),
    earlyBirdTeamFeeCents: integer('early_bird_team_fee_cents'),
    earlyBirdPlayerFeeCents: integer('early_bird_player_fee_cents'),
    /** What a captain may pay at registration instead of the whole team-owned fee; the rest stays on the team's balance. */
    depositCents: integer('deposit_cents'),
    duplicatedFromId: text('duplicated_from_id'),
    /** Match format and standings rules (LeagueRulesSchema); missing keys take their defaults. */
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
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
    rowVersion: rowVersion(),
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
    /** Set while the team's place is held by an unpaid checkout; the team counts against capacity until then, and goes if unpaid. */
    holdExpiresAt: instant('hold_expires_at'),
    /** players_pay: marked at the payment deadline when the shares did not cover the team fee. */
    incompleteAt: instant('incomplete_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
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
    /** Derived from the ledger (modules/payments) and written with every ledger change; never set by hand. */
    paymentStatus: text('payment_status', { enum: ['unpaid', 'pending', 'partial', 'paid', 'refunded', 'waived'] })
      .notNull()
      .default('unpaid'),
    /** Set while the roster place is held by an unpaid checkout. */
    holdExpiresAt: instant('hold_expires_at'),
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
    rowVersion: rowVersion(),
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
  rowVersion: rowVersion(),
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

// ─── Money (issue 12): Connect accounts, background jobs, players' sign-in, registration checkout and the one ledger ───

/**
 * Background work stored with the data it is about. A job is claimed with FOR UPDATE SKIP LOCKED, so any number
 * of workers share the table; `key` (the business row, e.g. 'receipt:<payment id>') makes an enqueue idempotent.
 * A job that fails `max_attempts` times is dead: kept with its last error for the admin to see and retry.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    queue: text('queue').notNull(),
    key: text('key').notNull(),
    clubId: text('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: instant('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** A claim lasts until this instant; a worker killed mid-job leaves it to expire and the job runs again. */
    lockedUntil: instant('locked_until'),
    lockedBy: text('locked_by'),
    doneAt: instant('done_at'),
    deadAt: instant('dead_at'),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('jobs_key_unique').on(table.key),
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.doneAt} is null and ${table.deadAt} is null`),
    index('jobs_club_dead_idx')
      .on(table.clubId, table.deadAt)
      .where(sql`${table.deadAt} is not null`),
  ],
);

/** A club's connected Stripe account as Stripe last described it (a retrieve or a verified account.updated). */
export const stripeAccounts = pgTable('stripe_accounts', {
  clubId: text('club_id')
    .primaryKey()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  accountId: text('account_id').notNull().unique('stripe_accounts_account_unique'),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  /** Stripe's requirements hash: currently_due, past_due, eventually_due, current_deadline, disabled_reason. */
  requirements: jsonb('requirements').$type<Record<string, unknown>>().notNull().default({}),
  /** The deadline the admin was last warned about by e-mail: one alert per deadline, not one per event. */
  alertedDeadline: instant('alerted_deadline'),
  updatedAt: updatedAt(),
});

/** Every Stripe event received, once by its id: a replay finds the row and changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  accountId: text('account_id'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  receivedAt: instant('received_at').notNull(),
  processedAt: instant('processed_at'),
});

/** A 6-digit sign-in code e-mailed to a player or captain: stored hashed, 10 minutes, 5 attempts. */
export const playerSignInCodes = pgTable(
  'player_sign_in_codes',
  {
    id: id(),
    clubId: clubId(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('player_sign_in_codes_email_idx').on(table.clubId, sql`lower(${table.email})`, table.createdAt)],
);

/** A signed-in player's session on one club's site, by e-mail (a player record may not exist yet). */
export const playerSessions = pgTable(
  'player_sessions',
  {
    id: id(),
    clubId: clubId(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique('player_sessions_hash_unique'),
    createdAt: instant('created_at').notNull(),
    lastUsedAt: instant('last_used_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('player_sessions_club_email_idx').on(table.clubId, sql`lower(${table.email})`)],
);

/** A club's waiver, one row per version of its text; an acceptance keeps the version's SHA-256. */
export const waiverVersions = pgTable(
  'waiver_versions',
  {
    id: id(),
    clubId: clubId(),
    body: text('body').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('waiver_versions_club_idx').on(table.clubId, table.createdAt)],
);

/** The waiver a registrant accepted: which text (its hash), when, from which address and browser. */
export const waiverAcceptances = pgTable('waiver_acceptances', {
  registrationId: text('registration_id')
    .primaryKey()
    .references(() => registrations.id, { onDelete: 'cascade' }),
  waiverVersionId: text('waiver_version_id')
    .notNull()
    .references(() => waiverVersions.id, { onDelete: 'restrict' }),
  sha256: text('sha256').notNull(),
  acceptedAt: instant('accepted_at').notNull(),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull(),
});

/** What a league sells: generated from its payment mode and fees (team fee, player fee, share), plus extras. */
export const products = pgTable(
  'products',
  {
    id: id(),
    clubId: clubId(),
    leagueId: text('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['team_fee', 'player_fee', 'player_share', 'deposit', 'add_on'] }).notNull(),
    name: text('name').notNull(),
    /** An add-on's line under its name on the registration's review step. */
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    /** An add-on: how many one registration may buy. */
    maxQuantity: integer('max_quantity').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdAt: instant('created_at').notNull(),
    rowVersion: rowVersion(),
  },
  (table) => [index('products_league_idx').on(table.leagueId, table.kind)],
);

/** Whoever pays, per club (a captain, a player, a parent): one per e-mail. */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    clubId: clubId(),
    playerId: text('player_id').references(() => players.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    stripeCustomerId: text('stripe_customer_id'),
    /** Consent, given at checkout, to charge a saved card later without the customer present (players_pay remainders). */
    offSessionConsentAt: instant('off_session_consent_at'),
    stripePaymentMethodId: text('stripe_payment_method_id'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('customers_club_email_unique').on(table.clubId, sql`lower(${table.email})`)],
);

/**
 * One checkout (card) or one offline receipt. A pending card order holds its team place or roster place until
 * `expires_at`; the hold is the held team or registration row itself (hold_expires_at), so capacity counts it.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    clubId: clubId(),
    leagueId: text('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
    registrationId: text('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'paid', 'expired', 'canceled'] }).notNull(),
    totalCents: integer('total_cents').notNull(),
    applicationFeeCents: integer('application_fee_cents').notNull().default(0),
    /** The club's connected account the checkout was made on (the account may change or go later). */
    stripeAccountId: text('stripe_account_id'),
    checkoutSessionId: text('checkout_session_id').unique('orders_checkout_session_unique'),
    checkoutUrl: text('checkout_url'),
    paymentIntentId: text('payment_intent_id'),
    /** Consent to charge the rest of the team fee to this card at the deadline (players_pay captains). */
    remainderConsent: boolean('remainder_consent').notNull().default(false),
    /** A balance order (My registrations' Pay): the registration it was asked from; one pending such order per registration. */
    paysBalanceOf: text('pays_balance_of').references(() => registrations.id, { onDelete: 'set null' }),
    /** Why an order ended unpaid, in plain words for the admin and the payer (Stripe unreachable, checkout ran out…). */
    endReason: text('end_reason'),
    /** The address the checkout was asked from: how many places one address holds unpaid at once is limited. */
    requestIp: text('request_ip'),
    expiresAt: instant('expires_at'),
    paidAt: instant('paid_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('orders_league_idx').on(table.leagueId, table.createdAt),
    index('orders_pending_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
    index('orders_customer_idx').on(table.customerId),
    uniqueIndex('orders_one_pending_balance')
      .on(table.paysBalanceOf)
      .where(sql`${table.status} = 'pending' and ${table.paysBalanceOf} is not null`),
  ],
);

/**
 * An admin's money action done once per key (issue 19 §2): the dialog sends a key made when it opened, so a double
 * click or a retried request finds the first one's result here instead of paying, refunding or selling twice.
 */
export const actionKeys = pgTable(
  'action_keys',
  {
    clubId: clubId(),
    key: text('key').notNull(),
    /** What the key did ('offline_payment', 'refund', …): the same key sent to another action is refused. */
    action: text('action').notNull(),
    /** The row the action made (a ledger entry, a product). */
    resultId: text('result_id').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.clubId, table.key] })],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [index('order_items_order_idx').on(table.orderId)],
);

/**
 * The one ledger. Every amount owed (charge), received (payment: card, cash, check), given back (refund), forgiven
 * (waiver) or credited is one row, always positive; every balance and total is a sum over these rows.
 * An entry belongs to a team (team fee), a registration (player fee or share), or both (a player's share paid
 * towards their team). A card payment or refund carries Stripe's id, unique, so a replayed event adds nothing.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    clubId: clubId(),
    leagueId: text('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
    registrationId: text('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** What a charge sells (add-ons are told apart from fees by it). */
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** For a charge: how many of its product (five player fees, three jerseys). */
    quantity: integer('quantity').notNull().default(1),
    kind: text('kind', { enum: ['charge', 'payment', 'refund', 'waiver', 'credit'] }).notNull(),
    method: text('method', { enum: ['card', 'cash', 'check'] }),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    /** The payment a refund gives back. */
    refundOfId: text('refund_of_id'),
    /** Stripe's charge or refund id: one entry per Stripe object. */
    stripeRef: text('stripe_ref'),
    /** For a refund: who bears Stripe's fee ('club' keeps it lost, 'registrant' is refunded net of it). */
    feeBorneBy: text('fee_borne_by', { enum: ['club', 'registrant'] }),
    createdAt: instant('created_at').notNull(),
    createdByName: text('created_by_name').notNull(),
  },
  (table) => [
    index('ledger_entries_league_idx').on(table.leagueId, table.createdAt),
    index('ledger_entries_team_idx').on(table.teamId),
    index('ledger_entries_registration_idx').on(table.registrationId),
    uniqueIndex('ledger_entries_stripe_ref_unique')
      .on(table.stripeRef)
      .where(sql`${table.stripeRef} is not null`),
  ],
);

/** A team's shareable invite link (a capability, like a calendar feed), with the captain's share for players_pay. */
export const teamInvites = pgTable('team_invites', {
  teamId: text('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique('team_invites_token_unique'),
  shareCents: integer('share_cents'),
  createdAt: instant('created_at').notNull(),
});

/** A full league's waitlist, in order of arrival; a freed place is offered to the first waiting with a 48-hour link. */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    clubId: clubId(),
    leagueId: text('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['team', 'player'] }).notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    teamName: text('team_name'),
    status: text('status', { enum: ['waiting', 'offered', 'accepted', 'expired', 'removed'] }).notNull(),
    offerToken: text('offer_token').unique('waitlist_entries_offer_token_unique'),
    offerExpiresAt: instant('offer_expires_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('waitlist_entries_league_idx').on(table.leagueId, table.status, table.createdAt)],
);
