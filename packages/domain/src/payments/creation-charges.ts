import type { ChargeLine } from './modes.js';
import { LEDGER_HEADS } from './entry-text.js';
import { registrationPrice, type PriceList } from './prices.js';

/** A fee (no add-on): what a registrant owes by the payment mode alone. */
export type FeeLine = ChargeLine & { kind: Exclude<ChargeLine['kind'], 'add_on'> };
const isFee = (line: ChargeLine): line is FeeLine => line.kind !== 'add_on';

/**
 * What a team or registration the admin creates (New team, a roster import, a league duplicated with its teams, a
 * player added from the Registrations page) owes (issue 19 §4): what the payment mode charges a registrant who joins
 * the same way on the same day (registrationPrice: early-bird prices apply), without add-ons or a deposit, since no
 * one chose any. Nothing in a free league.
 */
const fees = (pricing: PriceList, today: string, role: 'captain' | 'player', rosterAfterJoin: number): FeeLine[] =>
  registrationPrice(pricing, role, { rosterAfterJoin }, { today, addOns: [], chosen: [], payDeposit: false }).lines.filter(isFee);

/** Lines of one kind and price become one line of their summed quantity (five player fees, not five entries). */
function merged(lines: readonly FeeLine[]): FeeLine[] {
  const byKey = new Map<string, FeeLine>();
  for (const line of lines) {
    const key = `${line.kind}:${line.unit_cents}:${line.early_bird === true}`;
    const same = byKey.get(key);
    byKey.set(key, same ? { ...same, quantity: same.quantity + line.quantity, amount_cents: same.amount_cents + line.amount_cents } : { ...line });
  }
  return [...byKey.values()];
}

/**
 * What a new team itself owes, its roster counted: the team-owned fees its captain would pay registering it (captains_pay:
 * the team fee; full_player_fee_from_captain: the roster minimum's player fees), named captain or not, plus those its
 * players add joining one by one (full_player_fee_from_captain: one player fee each beyond the minimum).
 */
export function newTeamCharges(pricing: PriceList, today: string, rosterSize: number): FeeLine[] {
  const joining = Array.from({ length: Math.max(0, rosterSize - 1) }, (_, index) => fees(pricing, today, 'player', index + 2));
  return merged([...fees(pricing, today, 'captain', 1), ...joining.flat()].filter((line) => line.owner === 'team'));
}

/**
 * What a new registration owes on its own balance (players_pay: the player's share at the player fee;
 * full_player_fee_from_player: the player fee; a free agent too), and what it adds to its team's (`rosterAfterJoin`:
 * the team's roster with it; full_player_fee_from_captain: a player fee beyond the minimum). Null for a free agent, and
 * for a registration created with its new team, whose roster newTeamCharges counts.
 */
export function newRegistrationCharges(pricing: PriceList, today: string, rosterAfterJoin: number | null): FeeLine[] {
  return fees(pricing, today, 'player', rosterAfterJoin ?? 0);
}

// Named by the ledger's heads: ledgerTextOf reads them back for pages in other languages.
const FEE_NAMES = { team_fee: LEDGER_HEADS.team_fee, player_fee: LEDGER_HEADS.player_fee, player_share: LEDGER_HEADS.player_share } as const;

/** What a charge is called in the ledger, on the order and on the receipt. */
export const chargeName = (charge: ChargeLine): string =>
  charge.kind === 'add_on' ? (charge.name ?? 'Add-on') : `${FEE_NAMES[charge.kind]}${charge.early_bird ? ' (early bird)' : ''}`;
