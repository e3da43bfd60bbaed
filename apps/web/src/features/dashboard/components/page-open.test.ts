import { describe, expect, it } from 'vitest';
import { isPageOpen } from './page-open';

const club = (connect: boolean, onboarded: boolean) => ({ slug: 'club3', connect, stripe_connect: { onboarding_done: onboarded } });

describe('isPageOpen', () => {
  it('closes the leagues pages until Stripe onboarding is done', () => {
    expect(isPageOpen(club(true, false), 'leagues')).toBe(false);
    expect(isPageOpen(club(true, false), 'leagueNew')).toBe(false);
    expect(isPageOpen(club(true, true), 'leagues')).toBe(true);
    expect(isPageOpen(club(false, false), 'leagues')).toBe(true);
  });

  it('leaves pages outside the menu open', () => {
    expect(isPageOpen(club(true, false), 'players')).toBe(true);
    expect(isPageOpen(club(true, false), 'locations')).toBe(true);
  });
});
