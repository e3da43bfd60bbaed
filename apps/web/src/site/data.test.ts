import { describe, expect, it } from 'vitest';
import { routeOf, sitePath } from './data';

describe('the site’s addresses', () => {
  it('reads the registration flow’s pages and writes them back', () => {
    const cases = [
      ['/c/club2', { kind: 'home' }],
      ['/c/club2/leagues/L1', { kind: 'league', id: 'L1' }],
      ['/c/club2/teams/T1', { kind: 'team', id: 'T1' }],
      ['/c/club2/leagues/L1/register', { kind: 'register', id: 'L1' }],
      ['/c/club2/orders/O1', { kind: 'order', id: 'O1' }],
      ['/c/club2/me', { kind: 'me' }],
    ] as const;
    for (const [path, route] of cases) {
      expect(routeOf(path)).toEqual({ slug: 'club2', route });
      expect(sitePath('club2', route)).toBe(path);
    }
    for (const path of ['/c/club2/me/x', '/c/club2/teams/T1/register', '/c/club2/orders', '/c/club2/leagues/L1/x', '/c/club2/other/x']) {
      expect(routeOf(path).route).toEqual({ kind: 'missing' });
    }
  });
});
