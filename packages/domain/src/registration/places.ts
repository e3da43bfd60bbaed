/** How a league's team places are used at one moment. */
export interface TeamPlaces {
  /** The league's team_capacity. */
  capacity: number;
  /** Teams registered: paid, or with nothing to pay now. */
  registered: number;
  /** Teams held while their checkout is open (they become registered when paid, or are released). */
  held: number;
  /** Freed places offered to the waitlist and not yet taken or expired: each is kept for the team it was offered to. */
  offered: number;
}

/**
 * Team places a new team may still take. A place offered to the waitlist is not left for anyone else, so a stranger
 * is turned away (and may join the waitlist) before the form rather than at Pay; the team holding the offer
 * (`holdsOffer`) counts on its own place. Never negative: an admin may add teams beyond the capacity.
 */
export function teamPlacesLeft(places: TeamPlaces, holdsOffer = false): number {
  const promisedToOthers = Math.max(0, places.offered - (holdsOffer ? 1 : 0));
  return Math.max(0, places.capacity - places.registered - places.held - promisedToOthers);
}
