/**
 * How many checkouts may hold places unpaid at once from one network (an IPv4 address, an IPv6 /64). A checkout holds
 * its place for CHECKOUT_HOLD_MINUTES and an e-mail address costs nothing, so without these one client could sign in
 * with throwaway addresses and hold every place of a league. Yet strangers share an address too (a phone carrier's
 * NAT, a clubhouse's Wi-Fi, a household): three per league lets a few of them register at the same time while one
 * client holds only a few of a league's places; six across the club lets a family register in several leagues.
 */
export const OPEN_CHECKOUTS_PER_ADDRESS_PER_LEAGUE = 3;
export const OPEN_CHECKOUTS_PER_ADDRESS_PER_CLUB = 6;

/** The open (pending, unexpired) place-holding checkouts that bear on a new one. */
export interface OpenCheckouts {
  /** This person's (by e-mail) in this league. */
  personInLeague: number;
  /** From this network address in this league. */
  addressInLeague: number;
  /** From this network address in the club's leagues. */
  addressInClub: number;
}

/**
 * Why a new checkout may not hold a place now, or null when it may: the person already has one open in this league
 * (one person holds one place per league: finish it, or wait for it to end), or the address has reached its limit.
 */
export function openCheckoutRefusal(open: OpenCheckouts): 'person' | 'address' | null {
  if (open.personInLeague > 0) return 'person';
  if (open.addressInLeague >= OPEN_CHECKOUTS_PER_ADDRESS_PER_LEAGUE || open.addressInClub >= OPEN_CHECKOUTS_PER_ADDRESS_PER_CLUB) return 'address';
  return null;
}
