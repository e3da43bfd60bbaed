import { joiningCharges, type ChargeLine, type JoinRole, type LeagueFees } from './modes.js';

/** A league's price list beyond its fees: early-bird prices and the captain's deposit (issue 12 §3, products). */
export interface PriceList extends LeagueFees {
  /** The last day (in the club's timezone) the early-bird prices apply; null: no early bird. */
  early_bird_until: string | null;
  early_bird_team_fee_cents: number | null;
  early_bird_player_fee_cents: number | null;
  /** What a captain may pay at registration instead of the whole team-owned fee; null: no deposit. */
  deposit_cents: number | null;
}

export interface AddOnOffer {
  id: string;
  name: string;
  price_cents: number;
  max_quantity: number;
}

export interface AddOnChoice {
  product_id: string;
  quantity: number;
}

/** Whether the early-bird prices apply on `today` (YYYY-MM-DD in the club's timezone): through their last day, inclusive. */
export const isEarlyBird = (pricing: PriceList, today: string): boolean =>
  pricing.early_bird_until !== null &&
  today <= pricing.early_bird_until &&
  (pricing.early_bird_team_fee_cents !== null || pricing.early_bird_player_fee_cents !== null);

/** The fees charged to whoever registers on `today`: the early-bird ones where set and still open, else the league's. */
export function feesOn(pricing: PriceList, today: string): LeagueFees {
  const early = isEarlyBird(pricing, today);
  return {
    payment_mode: pricing.payment_mode,
    team_fee_cents: early ? (pricing.early_bird_team_fee_cents ?? pricing.team_fee_cents) : pricing.team_fee_cents,
    player_fee_cents: early ? (pricing.early_bird_player_fee_cents ?? pricing.player_fee_cents) : pricing.player_fee_cents,
    roster_min: pricing.roster_min,
  };
}

/** Which payment modes take a deposit: those where the captain pays a team-owned fee when registering. */
export const DEPOSIT_MODES: readonly LeagueFees['payment_mode'][] = ['captains_pay', 'full_player_fee_from_captain'];
/** Which modes sell an early-bird team fee: only where the team fee itself is charged (players_pay's shares cover the normal fee). */
export const EARLY_BIRD_TEAM_FEE_MODES: readonly LeagueFees['payment_mode'][] = ['captains_pay'];
/** Which modes charge a player fee (or a share that defaults to it) that an early-bird price can lower. */
export const EARLY_BIRD_PLAYER_FEE_MODES: readonly LeagueFees['payment_mode'][] = [
  'players_pay',
  'full_player_fee_from_player',
  'full_player_fee_from_captain',
];

/** The team-owned fees due now, add-ons aside: what a deposit stands in for. */
export const teamFeesDueNow = (lines: readonly ChargeLine[]): number =>
  lines.filter((line) => line.owner === 'team' && line.due_now && line.kind !== 'add_on').reduce((sum, line) => sum + line.amount_cents, 0);

/** The deposit offered against these charges: only when the team-owned fees due now exceed it. */
export function depositOffered(pricing: PriceList, lines: readonly ChargeLine[]): number | null {
  const deposit = pricing.deposit_cents;
  return deposit !== null && deposit > 0 && teamFeesDueNow(lines) > deposit ? deposit : null;
}

export interface RegistrationPrice {
  /** Every charge joining adds to the ledger: the mode's fees (early-bird where it applies) and the add-ons bought. */
  lines: ChargeLine[];
  early_bird: boolean;
  /** The deposit this registrant may pay instead of the team-owned fees (null when none is offered). */
  deposit_cents: number | null;
  /** Paid at checkout now. */
  due_now_cents: number;
  /** Left on the team's balance: fees due later, and what a deposit leaves of the fee. */
  later_cents: number;
}

/**
 * What registering costs: the payment mode's charges at today's prices, plus the add-ons chosen (each carried by
 * the balance the registrant pays now: the team's when the captain pays team fees, else their own), less what a
 * deposit leaves for later. Both the review step and the server price a registration with this one function.
 */
export function registrationPrice(
  pricing: PriceList,
  role: JoinRole,
  context: Parameters<typeof joiningCharges>[2],
  choice: { today: string; addOns: readonly AddOnOffer[]; chosen: readonly AddOnChoice[]; payDeposit: boolean },
): RegistrationPrice {
  const normal = joiningCharges(pricing, role, context);
  // A fee is early-bird when today's price differs from the normal one (a share the captain set never does).
  const fees = joiningCharges(feesOn(pricing, choice.today), role, context).map((line, index) =>
    normal[index]?.kind === line.kind && normal[index].unit_cents !== line.unit_cents ? { ...line, early_bird: true } : line,
  );
  const addOnOwner = teamFeesDueNow(fees) > 0 ? 'team' : 'registration';
  const addOns = choice.chosen.flatMap((chosen): ChargeLine[] => {
    const offer = choice.addOns.find((candidate) => candidate.id === chosen.product_id);
    if (!offer || chosen.quantity < 1) return [];
    const quantity = Math.min(chosen.quantity, offer.max_quantity);
    return [
      {
        kind: 'add_on',
        owner: addOnOwner,
        quantity,
        unit_cents: offer.price_cents,
        amount_cents: quantity * offer.price_cents,
        due_now: true,
        product_id: offer.id,
        name: offer.name,
      },
    ];
  });
  const lines = [...fees, ...addOns].filter((line) => line.amount_cents > 0);
  const deposit = depositOffered(pricing, lines);
  const teamFees = teamFeesDueNow(lines);
  const dueNowAll = lines.filter((line) => line.due_now).reduce((sum, line) => sum + line.amount_cents, 0);
  const dueNow = choice.payDeposit && deposit !== null ? dueNowAll - teamFees + deposit : dueNowAll;
  const total = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  return { lines, early_bird: isEarlyBird(pricing, choice.today), deposit_cents: deposit, due_now_cents: dueNow, later_cents: total - dueNow };
}
