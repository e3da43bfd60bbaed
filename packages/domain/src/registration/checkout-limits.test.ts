import { describe, expect, it } from 'vitest';
import { OPEN_CHECKOUTS_PER_ADDRESS_PER_CLUB, OPEN_CHECKOUTS_PER_ADDRESS_PER_LEAGUE, openCheckoutRefusal } from './checkout-limits.js';

const none = { personInLeague: 0, addressInLeague: 0, addressInClub: 0 };

describe('open checkouts', () => {
  it('lets a person open one checkout per league', () => {
    expect(openCheckoutRefusal(none)).toBeNull();
    expect(openCheckoutRefusal({ ...none, personInLeague: 1, addressInLeague: 1, addressInClub: 1 })).toBe('person');
  });

  it('lets an address hold a few places of a league and of the club, never more', () => {
    const league = OPEN_CHECKOUTS_PER_ADDRESS_PER_LEAGUE;
    const club = OPEN_CHECKOUTS_PER_ADDRESS_PER_CLUB;
    expect(openCheckoutRefusal({ ...none, addressInLeague: league - 1, addressInClub: league - 1 })).toBeNull();
    expect(openCheckoutRefusal({ ...none, addressInLeague: league, addressInClub: league })).toBe('address');
    expect(openCheckoutRefusal({ ...none, addressInLeague: 0, addressInClub: club - 1 })).toBeNull();
    expect(openCheckoutRefusal({ ...none, addressInLeague: 0, addressInClub: club })).toBe('address');
    // Fewer than a league's worth of throwaway e-mails from one address.
    expect(league).toBeLessThan(6);
  });
});
