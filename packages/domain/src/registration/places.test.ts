import { describe, expect, it } from 'vitest';
import { teamPlacesLeft } from './places.js';

describe('team places left', () => {
  it('is the capacity less the teams registered and held', () => {
    expect(teamPlacesLeft({ capacity: 8, registered: 4, held: 1, offered: 0 })).toBe(3);
  });

  it('keeps a place offered to the waitlist from everyone but the team it was offered to', () => {
    const places = { capacity: 8, registered: 7, held: 0, offered: 1 };
    expect(teamPlacesLeft(places)).toBe(0);
    expect(teamPlacesLeft(places, true)).toBe(1);
    expect(teamPlacesLeft({ capacity: 8, registered: 5, held: 1, offered: 2 }, true)).toBe(1);
  });

  it('is never negative, even when an admin added teams beyond the capacity', () => {
    expect(teamPlacesLeft({ capacity: 4, registered: 5, held: 1, offered: 1 })).toBe(0);
    expect(teamPlacesLeft({ capacity: 4, registered: 4, held: 0, offered: 1 }, true)).toBe(0);
  });
});
