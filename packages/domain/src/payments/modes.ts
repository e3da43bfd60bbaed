import type { LeaguePaymentMode } from '../schemas/leagues.js';

/** How someone joins a league from the public site. */
export const JOIN_ROLES = ['captain', 'player', 'free_agent'] as const;
export type JoinRole = (typeof JOIN_ROLES)[number];

export interface LeagueFees {
  payment_mode: LeaguePaymentMode;
  team_fee_cents: number;
  player_fee_cents: number;
  roster_min: number;
}

/**
 * One amount owed. `owner` says whose balance carries it: the team's (paid by its captain) or the registration's
 * (paid by that player). The registrant pays at checkout only what `due_now` marks; the rest waits on a balance.
 */
export interface ChargeLine {
  kind: 'team_fee' | 'player_fee' | 'player_share' | 'add_on';
  owner: 'team' | 'registration';
  quantity: number;
  unit_cents: number;
  amount_cents: number;
  due_now: boolean;
  /** A fee at its early-bird price. */
  early_bird?: boolean;
  /** An add-on: the product bought and its name. */
  product_id?: string;
  name?: string;
}

const line = (kind: ChargeLine['kind'], owner: ChargeLine['owner'], quantity: number, unit: number, dueNow = true): ChargeLine => ({
  kind,
  owner,
  quantity,
  unit_cents: unit,
  amount_cents: quantity * unit,
  due_now: dueNow,
});

/**
 * What joining a league adds to the ledger, per payment mode (issue 12 §3):
 * - free: nothing.
 * - captains_pay: the captain pays the team fee; players and free agents owe nothing.
 * - players_pay: everyone pays a share of the team fee: the invite's share when the captain set one, else the player
 *   fee; the team is confirmed once the shares cover the team fee.
 * - full_player_fee_from_player: everyone, free agents too, pays the full player fee.
 * - full_player_fee_from_captain: the captain pays the player fee for the roster minimum at registration; a player
 *   added beyond that minimum adds one player fee to the team's balance, for the captain to pay.
 * Zero amounts are left out: a league may charge nothing in a paying mode.
 */
export function joiningCharges(league: LeagueFees, role: JoinRole, context: { shareCents?: number | null; rosterAfterJoin?: number } = {}): ChargeLine[] {
  const lines: ChargeLine[] = [];
  switch (league.payment_mode) {
    case 'free':
      break;
    case 'captains_pay':
      if (role === 'captain') lines.push(line('team_fee', 'team', 1, league.team_fee_cents));
      break;
    case 'players_pay':
      lines.push(line('player_share', 'registration', 1, context.shareCents ?? league.player_fee_cents));
      break;
    case 'full_player_fee_from_player':
      lines.push(line('player_fee', 'registration', 1, league.player_fee_cents));
      break;
    case 'full_player_fee_from_captain':
      if (role === 'captain') lines.push(line('player_fee', 'team', Math.max(1, league.roster_min), league.player_fee_cents));
      else if (role === 'player' && (context.rosterAfterJoin ?? 0) > league.roster_min)
        lines.push(line('player_fee', 'team', 1, league.player_fee_cents, false));
      break;
  }
  return lines.filter((charge) => charge.amount_cents > 0);
}

/** What the registrant pays at checkout now. */
export const dueNowCents = (lines: readonly ChargeLine[]): number =>
  lines.filter((charge) => charge.due_now).reduce((sum, charge) => sum + charge.amount_cents, 0);

/** Which roles the public flow offers in a league: free agents only where the league takes individuals. */
export function joinRolesOf(registrationType: 'teams_only' | 'teams_and_individuals'): JoinRole[] {
  return registrationType === 'teams_and_individuals' ? ['captain', 'player', 'free_agent'] : ['captain', 'player'];
}
