import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { RESERVED_CLUB_SLUGS } from '@matchday/domain';
import { routes } from './router';

/** The first segment of every route that starts at the root (layout routes without a path pass it on to their children). */
function topSegments(list: RouteObject[]): string[] {
  return list.flatMap((route) => (route.path === undefined ? topSegments(route.children ?? []) : [route.path.split('/')[0]!]));
}

describe('reserved club slugs', () => {
  it('hold every top-level route of the web app', () => {
    const segments = topSegments(routes).filter((segment) => segment !== '*' && !segment.startsWith(':'));
    expect(segments).toContain('club');
    expect(segments.filter((segment) => !(RESERVED_CLUB_SLUGS as readonly string[]).includes(segment))).toEqual([]);
  });
});
