import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import { feeBpsFor, type ConnectPayoutList, type ConnectRedirect, type ConnectStatus } from '@matchday/domain';
import type { Database, Executor } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Env } from '../../env.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { stripeCall } from '../../lib/stripe/stripe-errors.js';
import { linkSecretOf } from '../../lib/stripe/stripe-client.js';
import { auditorFor, type Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { createClubsService } from '../clubs/service.js';
import type { Mailer } from '../mail/mailer.js';
import { connectState, hasDeadline, onboardingDone, storedAccountOf, type StoredAccount } from './account-state.js';
import { deadlineAlert } from './deadline-alert.js';
import { signedRefreshUrl } from './refresh-link.js';
import * as repo from './repository.js';

/** Who changed the account when the change came from Stripe (an event, or the account retrieved live). */
const STRIPE_ACTOR: Actor = { id: null, name: 'Stripe' };

/** Alerts go out when Stripe's deadline is this close. */
const ALERT_WINDOW_MS = 14 * 86_400_000;

/** The Standard-like account (the research's §4): full Stripe dashboard, the club pays Stripe's fees, Stripe carries losses and collects requirements. */
const CONTROLLER = {
  stripe_dashboard: { type: 'full' },
  fees: { payer: 'account' },
  losses: { payments: 'stripe' },
  requirement_collection: 'stripe',
} as const;

type AuditedAccount = StoredAccount & { id: string };

const auditAccount = auditorFor<AuditedAccount>(
  'stripe_account',
  (account) => account.account_id,
  (account) => ({
    account_id: account.account_id,
    state: connectState(account),
    charges_enabled: account.charges_enabled,
    payouts_enabled: account.payouts_enabled,
    details_submitted: account.details_submitted,
    currently_due: account.requirements.currently_due,
    current_deadline: account.requirements.current_deadline,
  }),
);

interface Deps {
  db: Database;
  clock: Clock;
  config: Env;
  stripe: Stripe;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export const connectNotEnabled = () => new HttpError(404, 'connect_not_enabled', 'Card payments through Stripe are not turned on for this club');

/** The club's connected Stripe account: onboarding, its state as Stripe tells it, payouts, and disconnecting. */
export function createConnectService({ db, clock, config, stripe, mailer, log }: Deps) {
  const clubs = createClubsService({ db, clock });
  const linkSecret = linkSecretOf(config);

  const statusOf = (club: ClubRow, account: StoredAccount | null): ConnectStatus => ({
    state: connectState(account),
    account_id: account?.account_id ?? null,
    charges_enabled: account?.charges_enabled ?? false,
    payouts_enabled: account?.payouts_enabled ?? false,
    details_submitted: account?.details_submitted ?? false,
    onboarding_done: onboardingDone(account),
    requirements: account?.requirements ?? { currently_due: [], past_due: [], current_deadline: null, disabled_reason: null },
    platform_fee_bps: feeBpsFor(club.platformFeeBps, config.PLATFORM_FEE_BPS),
  });

  /** The deadline to warn about now, unless its alert went out already: one e-mail per deadline, not one per event. */
  function deadlineToAlert(before: repo.ClubAccount, next: StoredAccount, now: Date): Date | null {
    if (!hasDeadline(next)) return null;
    const deadline = new Date(next.requirements.current_deadline!);
    if (deadline.getTime() - now.getTime() > ALERT_WINDOW_MS) return null;
    return before.alerted_deadline?.getTime() === deadline.getTime() ? null : deadline;
  }

  /**
   * Stores the account as Stripe describes it, with the club's derived onboarding flag, a History entry when its
   * state changed and the deadline alert when one is due. An account that is no longer the club's is ignored.
   */
  async function apply(club: ClubRow, account: Stripe.Account): Promise<StoredAccount | null> {
    const next = storedAccountOf(account);
    // Read before the transaction: inside it, only the transaction may touch the database.
    const admins = hasDeadline(next) ? await clubs.admins(club) : [];
    return inTransaction(db, async (tx) => {
      const before = await repo.findClubAccount(tx, club.id, true);
      if (!before || before.account_id !== next.account_id) return before;
      const at = clock();
      const alert = deadlineToAlert(before, next, at);
      await repo.updateClubAccount(tx, club.id, next, at, alert ?? undefined);
      await repo.setOnboardingDone(tx, club.id, onboardingDone(next));
      await auditAccount(tx, club, STRIPE_ACTOR, at, 'update', { ...before, id: club.id }, { ...next, id: club.id });
      if (alert) await sendAlert(tx, club, next, admins);
      return next;
    });
  }

  async function sendAlert(tx: Executor, club: ClubRow, account: StoredAccount, admins: { email: string }[]) {
    const message = deadlineAlert(club, account, config.APP_URL);
    for (const admin of admins) await mailer.send({ to: admin.email, ...message, clubId: club.id }, tx);
    log.info({ clubId: club.id, deadline: account.requirements.current_deadline, recipients: admins.length }, 'Stripe deadline alert queued');
  }

  async function forget(club: ClubRow, actor: Actor): Promise<void> {
    await inTransaction(db, async (tx) => {
      const before = await repo.findClubAccount(tx, club.id, true);
      if (!before) return;
      await repo.deleteClubAccount(tx, club.id);
      await repo.setOnboardingDone(tx, club.id, false);
      await auditAccount(tx, club, actor, clock(), 'delete', { ...before, id: club.id }, null);
    });
  }

  /** A fresh Account Link: single-use and short-lived on Stripe's side, so one is made for every visit. */
  async function onboardingLink(club: ClubRow, accountId: string): Promise<ConnectRedirect> {
    const link = await stripeCall(
      () =>
        stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: `${config.APP_URL}/club/${encodeURIComponent(club.slug)}/connect-integration?return=1`,
          refresh_url: signedRefreshUrl(config.APP_URL, linkSecret, club.slug, clock()),
        }),
      log,
    );
    return { url: link.url };
  }

  async function createAccount(club: ClubRow, actor: Actor): Promise<string> {
    const created = await stripeCall(
      () =>
        stripe.accounts.create(
          {
            controller: CONTROLLER,
            ...(club.contactEmail ? { email: club.contactEmail } : {}),
            // Stripe refuses a business URL it cannot reach; a local address is left for the club to fill in.
            business_profile: { name: club.name, ...(config.APP_URL.startsWith('https://') ? { url: `${config.APP_URL}/c/${club.slug}` } : {}) },
            metadata: { club_id: club.id, club_slug: club.slug },
          },
          // Two clicks at once (or a retry after a lost answer) make one account, not two.
          { idempotencyKey: `connect-account:${club.id}` },
        ),
      log,
    );
    const stored = storedAccountOf(created);
    return inTransaction(db, async (tx) => {
      const at = clock();
      if (!(await repo.insertClubAccount(tx, club.id, stored, at))) return (await repo.findClubAccount(tx, club.id))!.account_id;
      await repo.setOnboardingDone(tx, club.id, onboardingDone(stored));
      await auditAccount(tx, club, actor, at, 'create', null, { ...stored, id: club.id });
      return stored.account_id;
    });
  }

  return {
    /** Starts or resumes onboarding: the account is created the first time, then a new Account Link every time. */
    async onboarding(club: ClubRow, actor: Actor): Promise<ConnectRedirect> {
      const existing = await repo.findClubAccount(db, club.id);
      return onboardingLink(club, existing?.account_id ?? (await createAccount(club, actor)));
    },

    /** Stripe's refresh_url: a new link for a club still onboarding; a club already done goes back to its page. */
    async refreshLink(club: ClubRow): Promise<string> {
      const existing = club.connect ? await repo.findClubAccount(db, club.id) : null;
      if (!existing || existing.details_submitted) return `${config.APP_URL}/club/${encodeURIComponent(club.slug)}/connect-integration?return=1`;
      return (await onboardingLink(club, existing.account_id)).url;
    },

    /** The account retrieved live from Stripe (and stored): what the Connect page shows. */
    async status(club: ClubRow): Promise<ConnectStatus> {
      const stored = await repo.findClubAccount(db, club.id);
      if (!stored) return statusOf(club, null);
      const live = await stripeCall(() => stripe.accounts.retrieve(stored.account_id), log);
      return statusOf(club, await apply(club, live));
    },

    async payouts(club: ClubRow, limit = 10): Promise<ConnectPayoutList> {
      const stored = await repo.findClubAccount(db, club.id);
      if (!stored) return { payouts: [] };
      const list = await stripeCall(() => stripe.payouts.list({ limit }, { stripeAccount: stored.account_id }), log);
      return {
        payouts: list.data.map((payout) => ({
          id: payout.id,
          amount_cents: payout.amount,
          currency: payout.currency,
          arrival_date: new Date(payout.arrival_date * 1000).toISOString(),
          status: payout.status as ConnectPayoutList['payouts'][number]['status'],
        })),
      };
    },

    /** A link into the account's Stripe dashboard: a login link where Stripe makes one, else the dashboard itself. */
    async dashboardLink(club: ClubRow): Promise<ConnectRedirect> {
      const stored = await repo.findClubAccount(db, club.id);
      if (!stored) throw new HttpError(409, 'conflict', 'Connect a Stripe account first');
      try {
        return { url: (await stripe.accounts.createLoginLink(stored.account_id)).url };
      } catch (error) {
        // Accounts with the full Stripe dashboard sign in to Stripe directly: login links are for Express accounts.
        log.info({ reason: error instanceof Error ? error.message : String(error) }, 'No Stripe login link; using the dashboard address');
        return { url: 'https://dashboard.stripe.com/' };
      }
    },

    /**
     * Matchday stops using the account: the link is forgotten and card checkout is refused. The Stripe account, its
     * balance and payouts stay the club's (it is theirs, with its own dashboard); connecting again starts onboarding anew.
     */
    async disconnect(club: ClubRow, actor: Actor): Promise<ConnectStatus> {
      await forget(club, actor);
      return statusOf(club, null);
    },

    /** account.updated: re-read from Stripe, since events can arrive late and out of order. */
    async onAccountUpdated(event: Stripe.Event): Promise<void> {
      const accountId = event.account ?? (event.data.object as { id?: string }).id;
      if (!accountId) return;
      const club = await repo.findClubOfAccount(db, accountId);
      if (!club) return;
      await apply(club, await stripe.accounts.retrieve(accountId));
    },

    /** account.application.deauthorized: the club disconnected Matchday from its Stripe dashboard. */
    async onDeauthorized(event: Stripe.Event): Promise<void> {
      if (!event.account) return;
      const club = await repo.findClubOfAccount(db, event.account);
      if (club) await forget(club, STRIPE_ACTOR);
    },
  };
}

export type ConnectService = ReturnType<typeof createConnectService>;
