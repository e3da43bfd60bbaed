import type { MyRegistrations } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import type { ClubRow } from '../clubs/club-row.js';
import { findLeague } from '../leagues/league-access.js';
import { leagueMoney, owedBy } from '../payments/league-money.js';
import { ordersOfEmail } from '../payments/order-book.js';
import { inviteTokenOf, registrationsOfEmail } from '../teams/public-join.js';
import { publicItemsOf } from './order-view.js';

const shortName = (first: string, last: string) => `${first} ${last.slice(0, 1)}.`.trim();

/**
 * The signed-in person's registrations in a club: their team and its status, what they owe (their own balance, and
 * their team's when they captain it), receipts, a checkout still open; captains also get the invite link and the
 * roster with who has paid (first names and initials only).
 */
export async function myRegistrations(db: Database, club: ClubRow, email: string, appUrl: string, now: Date): Promise<MyRegistrations> {
  const mine = await registrationsOfEmail(db, club.id, email);
  const orders = await ordersOfEmail(db, club.id, email);
  const registrations = [];
  for (const registration of mine) {
    const league = await findLeague(db, club.id, registration.leagueId);
    const money = await leagueMoney(db, league, now);
    const me = money.registrations.find((row) => row.id === registration.id)!;
    const team = money.teams.find((row) => row.id === registration.teamId);
    const captain = team !== undefined && team.captainPlayerId === registration.playerId;
    const leagueOrders = orders.filter((order) => order.leagueId === league.id);
    const pending = leagueOrders.find((order) => order.status === 'pending');
    registrations.push({
      id: registration.id,
      league: { id: league.id, name: league.name, season: league.season, payment_mode: league.paymentMode },
      team: team ? { id: team.id, name: team.name, status: team.status } : null,
      captain,
      payment_status: me.status,
      balance_cents: owedBy(money, registration.id),
      receipts: leagueOrders
        .filter((order) => order.status === 'paid')
        .map((order) => ({ order_id: order.id, paid_at: order.paidAt!.toISOString(), amount_cents: order.totalCents, items: publicItemsOf(order.items) })),
      pending_order: pending ? { id: pending.id, checkout_url: pending.checkoutUrl, expires_at: pending.expiresAt?.toISOString() ?? null } : null,
      invite_url:
        captain && !team.holdExpiresAt
          ? `${appUrl}/c/${encodeURIComponent(club.slug)}/leagues/${league.id}/register?invite=${await inviteTokenOf(db, team.id, now)}`
          : null,
      roster: captain
        ? money.registrations
            .filter((row) => row.teamId === team.id)
            .map((row) => ({
              name: shortName(row.firstName, row.lastName),
              captain: row.playerId === team.captainPlayerId,
              paid: row.status === 'paid' || row.status === 'waived' || (team.status === 'confirmed' && row.totals.charged === 0),
            }))
        : null,
    });
  }
  return { email, registrations };
}
