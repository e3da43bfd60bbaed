import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clubs, stripeAccounts } from '../../db/schema.js';
import type { ClubRow } from '../clubs/club-row.js';
import { storedRequirements, type StoredAccount } from './account-state.js';

/** The club as every club-scoped request carries it, without its logo bytes. */
const { logo: _logo, ...clubColumns } = getTableColumns(clubs);

const accountColumns = {
  clubId: stripeAccounts.clubId,
  accountId: stripeAccounts.accountId,
  chargesEnabled: stripeAccounts.chargesEnabled,
  payoutsEnabled: stripeAccounts.payoutsEnabled,
  detailsSubmitted: stripeAccounts.detailsSubmitted,
  requirements: stripeAccounts.requirements,
  alertedDeadline: stripeAccounts.alertedDeadline,
};

type AccountRow = { [K in keyof typeof accountColumns]: (typeof stripeAccounts.$inferSelect)[K] };

export interface ClubAccount extends StoredAccount {
  club_id: string;
  alerted_deadline: Date | null;
}

const toClubAccount = (row: AccountRow): ClubAccount => ({
  club_id: row.clubId,
  account_id: row.accountId,
  charges_enabled: row.chargesEnabled,
  payouts_enabled: row.payoutsEnabled,
  details_submitted: row.detailsSubmitted,
  requirements: storedRequirements(row.requirements),
  alerted_deadline: row.alertedDeadline,
});

/** The club's account; `lock` takes the row for the rest of the transaction (two updates of one account apply in turn). */
export async function findClubAccount(db: Executor, clubId: string, lock = false): Promise<ClubAccount | null> {
  const query = db.select(accountColumns).from(stripeAccounts).where(eq(stripeAccounts.clubId, clubId));
  const [row] = lock ? await query.for('update') : await query;
  return row ? toClubAccount(row) : null;
}

/** The club an account belongs to. */
export async function findClubOfAccount(db: Executor, accountId: string): Promise<ClubRow | null> {
  const [row] = await db
    .select(clubColumns)
    .from(stripeAccounts)
    .innerJoin(clubs, eq(clubs.id, stripeAccounts.clubId))
    .where(eq(stripeAccounts.accountId, accountId));
  return row ?? null;
}

/** Ties a new account to the club; false when the club already has one (a concurrent first click stored it). */
export async function insertClubAccount(tx: Executor, clubId: string, account: StoredAccount, at: Date): Promise<boolean> {
  const inserted = await tx
    .insert(stripeAccounts)
    .values({
      clubId,
      accountId: account.account_id,
      chargesEnabled: account.charges_enabled,
      payoutsEnabled: account.payouts_enabled,
      detailsSubmitted: account.details_submitted,
      requirements: account.requirements as unknown as Record<string, unknown>,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning({ clubId: stripeAccounts.clubId });
  return inserted.length > 0;
}

/** Stores the account as Stripe now describes it. */
export async function updateClubAccount(tx: Executor, clubId: string, account: StoredAccount, at: Date, alertedDeadline?: Date | null): Promise<void> {
  const fields = {
    accountId: account.account_id,
    chargesEnabled: account.charges_enabled,
    payoutsEnabled: account.payouts_enabled,
    detailsSubmitted: account.details_submitted,
    requirements: account.requirements as unknown as Record<string, unknown>,
    updatedAt: at,
    ...(alertedDeadline !== undefined ? { alertedDeadline } : {}),
  };
  await tx.update(stripeAccounts).set(fields).where(eq(stripeAccounts.clubId, clubId));
}

export async function deleteClubAccount(tx: Executor, clubId: string): Promise<void> {
  await tx.delete(stripeAccounts).where(eq(stripeAccounts.clubId, clubId));
}

/** The club's `stripe_connect.onboarding_done`, derived from the account. */
export async function setOnboardingDone(tx: Executor, clubId: string, done: boolean): Promise<void> {
  // The club's updated_at is its settings' version: Stripe's word on the account is not an edit of them.
  await tx
    .update(clubs)
    .set({ stripeOnboardingDone: done })
    .where(sql`${clubs.id} = ${clubId} and ${clubs.stripeOnboardingDone} is distinct from ${done}`);
}

/** Every connected account with its club's name: what `npm start` tells the fake Stripe about at start. */
export async function listConnectedAccounts(db: Executor) {
  return db
    .select({
      accountId: stripeAccounts.accountId,
      name: clubs.name,
      email: clubs.contactEmail,
      chargesEnabled: stripeAccounts.chargesEnabled,
      detailsSubmitted: stripeAccounts.detailsSubmitted,
    })
    .from(stripeAccounts)
    .innerJoin(clubs, eq(clubs.id, stripeAccounts.clubId));
}

/** A club by its slug, for Stripe's refresh link (a public route: no club-scoped request to take it from). */
export async function findClubBySlug(db: Executor, slug: string): Promise<ClubRow | null> {
  const [row] = await db.select(clubColumns).from(clubs).where(eq(clubs.slug, slug));
  return row ?? null;
}
