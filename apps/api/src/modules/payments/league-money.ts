import {
  ledgerTotals,
  paymentStatusOf,
  sharesShortfallCents,
  teamStatusOf,
  unchargedShortfallCents,
  type LedgerTotals,
  type PaymentStatus,
  type TeamStatus,
} from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import type { LeagueRow } from '../leagues/league-access.js';
import { leagueRoster, type RosterRegistration, type RosterTeam } from '../teams/league-roster.js';
import { ledgerOfLeague, openCheckouts, type LedgerRow } from './ledger-repository.js';
import { addOnIds } from './products-repository.js';
import { savedCardsOf } from './saved-cards.js';

/** A ledger row as the domain sums it; a charge for one of `addOns` is an add-on, never part of a fee. */
export const toLine = (row: LedgerRow, addOns: ReadonlySet<string> = new Set()) => ({
  kind: row.kind,
  method: row.method,
  amount_cents: row.amountCents,
  add_on: row.productId !== null && addOns.has(row.productId),
});

export interface TeamMoneyView extends RosterTeam {
  status: TeamStatus;
  rosterSize: number;
  /** The team's own entries (team fee, captain's player fees, a remainder): what its captain owes. */
  totals: LedgerTotals;
  /** Every entry of the team, its players' shares and fees included: what the team brought in and still owes in all. */
  allTotals: LedgerTotals;
  shortfallCents: number;
  /** What of the shortfall no balance carries yet (unchargedShortfallCents). */
  unchargedShortfallCents: number;
  /** The shortfall can be charged to the captain's card saved at checkout with their consent. */
  remainderChargeable: boolean;
}

export interface RegistrationMoneyView extends RosterRegistration {
  status: PaymentStatus;
  totals: LedgerTotals;
  /** Nothing is charged to the registration itself: its team's fees cover it, and its status is the team's. */
  coveredByTeam: boolean;
}

export interface LeagueTotals extends LedgerTotals {
  /** players_pay: the teams' shortfalls that no balance carries yet, summed. */
  uncharged_shortfall: number;
  /** What the club is still owed: every balance, plus the uncharged shortfall. */
  outstanding: number;
}

export interface LeagueMoney {
  totals: LeagueTotals;
  teams: TeamMoneyView[];
  registrations: RegistrationMoneyView[];
  entries: LedgerRow[];
}

/**
 * A league's money, from its ledger alone: the league's totals, each team's (its own entries: team fee, captain's
 * player fees) and each registration's (player fee or share), with the statuses derived from them
 * (packages/domain/src/payments/ledger.ts). A registration with no entry of its own takes its team's status, since
 * its team pays for it. Outstanding is the ledger's balance plus, in players_pay, what the teams' shortfalls leave
 * charged to no one: the money the club is still owed, not only what some balance carries.
 */
export async function leagueMoney(db: Executor, league: LeagueRow, now: Date): Promise<LeagueMoney> {
  // One after the other: inside a transaction the reads share its one connection.
  const roster = await leagueRoster(db, league.id);
  const entries = await ledgerOfLeague(db, league.id);
  const open = await openCheckouts(db, league.id);
  const addOns = await addOnIds(db, league.id);
  const line = (row: LedgerRow) => toLine(row, addOns);
  const own = (matches: (row: LedgerRow) => boolean) => ledgerTotals(entries.filter(matches).map(line));
  const teamEntries = new Map(roster.teams.map((team) => [team.id, own((row) => row.teamId === team.id && row.registrationId === null)]));
  const registrationEntries = new Map(roster.registrations.map((registration) => [registration.id, own((row) => row.registrationId === registration.id)]));
  const hasOwn = (registrationId: string) => entries.some((row) => row.registrationId === registrationId);
  const hasTeamEntries = (teamId: string) => entries.some((row) => row.teamId === teamId && row.registrationId === null);
  const playersPay = league.paymentMode === 'players_pay';
  const captains = playersPay ? roster.teams.flatMap((team) => (team.captainPlayerId ? [team.captainPlayerId] : [])) : [];
  const savedCards = await savedCardsOf(db, league.clubId, captains);

  const teams = roster.teams.map((team): TeamMoneyView => {
    const rosterRows = roster.registrations.filter((registration) => registration.teamId === team.id);
    const rosterTotals = rosterRows.map((registration) => registrationEntries.get(registration.id)!);
    const rosterIds = new Set(rosterRows.map((registration) => registration.id));
    const totals = teamEntries.get(team.id)!;
    const shares = { team_fee_cents: league.teamFeeCents, team: totals, roster: rosterTotals };
    const shortfallCents = playersPay ? sharesShortfallCents(shares) : 0;
    return {
      ...team,
      rosterSize: rosterRows.length,
      totals,
      // A player's entries count for the team they are on now (a moved player's share moves with them).
      allTotals: own((row) => (row.registrationId === null ? row.teamId === team.id : rosterIds.has(row.registrationId))),
      shortfallCents,
      unchargedShortfallCents: playersPay ? unchargedShortfallCents(shares) : 0,
      remainderChargeable: shortfallCents > 0 && team.captainPlayerId !== null && savedCards.has(team.captainPlayerId),
      status: teamStatusOf({
        mode: league.paymentMode,
        team_fee_cents: league.teamFeeCents,
        roster_min: league.rosterMin,
        roster_size: rosterRows.length,
        held: team.holdExpiresAt !== null && team.holdExpiresAt > now,
        incomplete: team.incompleteAt !== null,
        team: totals,
        roster: rosterTotals,
      }),
    };
  });

  const registrations = roster.registrations.map((registration): RegistrationMoneyView => {
    const mine = registrationEntries.get(registration.id)!;
    const viaTeam = !hasOwn(registration.id) && registration.teamId !== null && hasTeamEntries(registration.teamId);
    const totals = viaTeam ? teamEntries.get(registration.teamId!)! : mine;
    const checkoutOpen = open.registrationIds.has(registration.id) || (viaTeam && open.teamIds.has(registration.teamId!));
    return {
      ...registration,
      totals: mine,
      coveredByTeam: viaTeam,
      status: hasOwn(registration.id) || viaTeam ? paymentStatusOf(totals, checkoutOpen) : checkoutOpen ? 'pending' : 'unpaid',
    };
  });

  const ledger = ledgerTotals(entries.map(line));
  const uncharged = teams.reduce((sum, team) => sum + team.unchargedShortfallCents, 0);
  return { totals: { ...ledger, uncharged_shortfall: uncharged, outstanding: ledger.balance + uncharged }, teams, registrations, entries };
}

/** What a registration's person still owes in the league: their own balance, plus their team's when they captain it. */
export function owedBy(money: LeagueMoney, registrationId: string): number {
  const registration = money.registrations.find((row) => row.id === registrationId);
  if (!registration) return 0;
  const team = money.teams.find((row) => row.id === registration.teamId);
  const captain = team !== undefined && team.captainPlayerId === registration.playerId;
  return Math.max(0, registration.totals.balance) + (captain ? Math.max(0, team.totals.balance) : 0);
}
