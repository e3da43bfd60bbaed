import { sql } from 'drizzle-orm';
import { boolean, customType, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    clubId: text('club_id').notNull().references(() => clubs.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['league_admin'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.clubId, table.role] }), index('club_roles_club_idx').on(table.clubId)],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
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
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
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
