import { describe, expect, it } from 'vitest';
import { priceFor } from './charges';
import { captainBlocked, initialRole } from './draft';
import { optionsOf } from './test-support';

describe('the price of joining through an invite', () => {
  const league = { payment_mode: 'full_player_fee_from_captain', team_fee_cents: 0, player_fee_cents: 3500, roster_min: 7, roster_max: 12 } as const;
  const invited = (roster_size: number) => optionsOf({ invite: { team_name: 'Hudson Strikers', share_cents: null, roster_size } }, league);

  it('adds a player fee to the team’s balance only for a player beyond the roster minimum, by the roster size the API sends', () => {
    expect(priceFor(invited(6), 'player').lines).toEqual([]);
    expect(priceFor(invited(7), 'player').lines).toMatchObject([{ kind: 'player_fee', owner: 'team', amount_cents: 3500, due_now: false }]);
    // A team an admin filled beyond roster_max is still priced by its real size.
    expect(priceFor(invited(13), 'player').lines).toHaveLength(1);
  });
});

describe('a new team’s place', () => {
  it('is offered while the API says a place is left for this visitor', () => {
    expect(captainBlocked(optionsOf({ places_left: 1, waitlist: false }))).toBe(false);
    expect(initialRole(optionsOf({ places_left: 1, waitlist: false }), 'captain')).toBe('captain');
  });

  it('is not offered when none is left, even through a waitlist offer the API no longer keeps a place for', () => {
    const offer = { team_name: 'Waiters', expires_at: '2026-11-03T12:00:00.000Z' };
    expect(captainBlocked(optionsOf({ places_left: 0, waitlist: true }))).toBe(true);
    expect(captainBlocked(optionsOf({ places_left: 0, waitlist: true, offer }))).toBe(true);
    expect(initialRole(optionsOf({ places_left: 0, waitlist: true, offer, roles: ['captain', 'player'] }), 'captain')).toBeNull();
    expect(captainBlocked(optionsOf({ places_left: 1, waitlist: false, offer }))).toBe(false);
  });
});
