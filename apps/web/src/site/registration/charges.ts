import { joiningCharges, registrationPrice, type AddOnChoice, type JoinRole, type RegistrationOptions, type RegistrationPrice } from '@matchday/domain';

/** What the registrant chose on the review step: how many of each add-on (by product id), and to pay the deposit. */
export interface PriceChoices {
  add_ons: Record<string, number>;
  pay_deposit: boolean;
}

/** Nothing chosen: the price of joining in a role, as the role cards show it. */
export const NO_CHOICES: PriceChoices = { add_ons: {}, pay_deposit: false };

/** The add-ons the registrant buys, in the league's order: each still on sale, at least one, at most its maximum. */
export function chosenAddOns(options: RegistrationOptions, quantities: Record<string, number>): AddOnChoice[] {
  return options.add_ons.flatMap((offer) => {
    const quantity = Math.min(Math.trunc(quantities[offer.id] ?? 0), offer.max_quantity);
    return quantity > 0 ? [{ product_id: offer.id, quantity }] : [];
  });
}

/** Through an invite: the captain's share (players_pay) and the roster size after joining (full_player_fee_from_captain). */
const contextOf = (options: RegistrationOptions, role: JoinRole) =>
  role === 'player' && options.invite ? { shareCents: options.invite.share_cents, rosterAfterJoin: options.invite.roster_size + 1 } : {};

/**
 * What joining in a role costs, priced by the domain's registrationPrice as the server prices it: the payment mode's
 * fees at the club's date (early-bird where it applies), the add-ons chosen, and the deposit when chosen and offered.
 */
export function priceFor(options: RegistrationOptions, role: JoinRole, choices: PriceChoices = NO_CHOICES): RegistrationPrice {
  return registrationPrice(options.league, role, contextOf(options, role), {
    today: options.today,
    addOns: options.add_ons,
    chosen: chosenAddOns(options, choices.add_ons),
    payDeposit: choices.pay_deposit,
  });
}

/** The fees of joining at the league's normal prices: what an early-bird fee costs once the early bird is over. */
export const normalFees = (options: RegistrationOptions, role: JoinRole) => joiningCharges(options.league, role, contextOf(options, role));
