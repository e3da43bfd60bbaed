import { feeBpsFor } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import type { ClubRow } from '../clubs/club-row.js';
import { findClubAccount } from './repository.js';

export interface CardPaymentsAccount {
  /** The connected account the Checkout Session (a direct charge) is created on: `{ stripeAccount: accountId }`. */
  accountId: string;
  /** Matchday's application fee in basis points: the club's own rate, else PLATFORM_FEE_BPS. */
  feeBps: number;
}

type CardPaymentsClub = Pick<ClubRow, 'id' | 'connect' | 'platformFeeBps'>;

/** Where the club's card payments go, or null when it cannot take them (no connect flag, no account, charges off). */
export async function cardPaymentsAccount(db: Executor, club: CardPaymentsClub, platformFeeBps: number): Promise<CardPaymentsAccount | null> {
  if (!club.connect) return null;
  const account = await findClubAccount(db, club.id);
  if (!account?.charges_enabled) return null;
  return { accountId: account.account_id, feeBps: feeBpsFor(club.platformFeeBps, platformFeeBps) };
}

export const paymentsUnavailable = () =>
  new HttpError(409, 'payments_unavailable', 'Card payments are not available for this club right now. Contact the club to pay another way.');

/** The account for a card checkout, or 409 `payments_unavailable` (offline payment stays possible). */
export async function assertCardPaymentsAvailable(db: Executor, club: CardPaymentsClub, platformFeeBps: number): Promise<CardPaymentsAccount> {
  const account = await cardPaymentsAccount(db, club, platformFeeBps);
  if (!account) throw paymentsUnavailable();
  return account;
}
