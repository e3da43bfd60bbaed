import { applicationFeeCents, chargeName, type ChargeLine, type RegistrationPrice } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import type { Actor } from '../audit/recorder.js';
import type { LeagueRow } from '../leagues/league-access.js';
import { chargesWithProducts } from './charge-products.js';
import { entryDescription } from './entry-text.js';
import { recordMoney } from './ledger.js';
import { placeOrder, type PlaceOrder } from './order-book.js';
import { productFor } from './price-list.js';

export interface RegistrationSale {
  club: { id: string; slug: string };
  league: LeagueRow;
  actor: Actor;
  at: Date;
  /** The domain's registrationPrice of this registration: every charge, what is due now, the deposit offered. */
  price: RegistrationPrice;
  /** The captain chose the deposit instead of the team-owned fees. */
  payDeposit: boolean;
  teamId: string | null;
  registrationId: string;
  /** Paid now by card: who pays, on which account, until when the place is held; null when nothing goes to Checkout. */
  checkout: {
    customer: PlaceOrder['customer'];
    accountId: string;
    feeBps: number;
    remainderConsent: boolean;
    requestIp: string;
    holdUntil: Date;
  } | null;
}

const lineDescription = (charge: ChargeLine, leagueName: string) =>
  `${chargeName(charge)}${charge.kind === 'add_on' && charge.quantity > 1 ? ` × ${charge.quantity}` : ''} — ${leagueName}`;

/**
 * Payments' side of a registration from the club site (issue 19 §7: payments owns products, orders and the ledger):
 * each charge of the price enters the ledger naming its product (fees' made on first sale, add-ons the admin's), and
 * what is due now by card becomes an order — the deposit in place of the team-owned fees when the captain chose it.
 * Runs in the registration's transaction; returns the order to open Checkout for, or null.
 */
export async function sellRegistration(tx: Executor, jobs: JobQueue, sale: RegistrationSale): Promise<string | null> {
  const { league, price, at } = sale;
  const deposit = sale.payDeposit ? price.deposit_cents : null;
  const sold = await chargesWithProducts(
    tx,
    league,
    price.lines.map((charge) => ({ charge })),
    at,
  );
  const paidByDeposit = (charge: ChargeLine) => deposit !== null && charge.owner === 'team' && charge.kind !== 'add_on';
  const items = sold.flatMap(({ charge, productId, productName }) =>
    charge.due_now && !paidByDeposit(charge)
      ? [{ productId, description: productName, quantity: charge.quantity, unitCents: charge.unit_cents, amountCents: charge.amount_cents }]
      : [],
  );
  if (deposit !== null) {
    const description = entryDescription('deposit', league.name);
    const productId = await productFor(tx, league, { kind: 'deposit', name: description, priceCents: deposit, at });
    items.unshift({ productId, description, quantity: 1, unitCents: deposit, amountCents: deposit });
  }
  const teamOwned = price.lines.some((charge) => charge.owner === 'team' && charge.due_now);
  const { checkout } = sale;
  const orderId = checkout
    ? await placeOrder(tx, jobs, {
        clubId: sale.club.id,
        clubSlug: sale.club.slug,
        leagueId: league.id,
        customer: checkout.customer,
        teamId: sale.teamId,
        registrationId: teamOwned ? null : sale.registrationId,
        items,
        applicationFeeCents: applicationFeeCents(price.due_now_cents, checkout.feeBps),
        stripeAccountId: checkout.accountId,
        remainderConsent: checkout.remainderConsent,
        requestIp: checkout.requestIp,
        expiresAt: checkout.holdUntil,
        at,
      })
    : null;
  await recordMoney(
    tx,
    { league, actor: sale.actor, at },
    sold.map(({ charge, productId }) => ({
      kind: 'charge' as const,
      amountCents: charge.amount_cents,
      quantity: charge.quantity,
      productId,
      description: lineDescription(charge, league.name),
      teamId: sale.teamId,
      registrationId: charge.owner === 'registration' ? sale.registrationId : null,
      orderId: charge.due_now ? orderId : null,
    })),
  );
  return orderId;
}
