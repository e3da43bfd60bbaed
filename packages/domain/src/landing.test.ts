import { describe, expect, it } from 'vitest';
import { adminClubSlugs, landingPath } from './landing.js';
import type { Role } from './schemas/auth.js';

const admin = (club_slug: string): Role => ({ role: 'league_admin', club_slug });
// Roles the spec does not recognise may still arrive from storage; they must not count.
const coach = (club_slug: string) => ({ role: 'coach', club_slug }) as unknown as Role;

describe('landingPath (spec §2 Back to Home, §4 guest redirect)', () => {
  it('sends a user without league_admin roles to /login', () => {
    expect(landingPath([])).toBe('/login');
    expect(landingPath(null)).toBe('/login');
    expect(landingPath(undefined)).toBe('/login');
  });

  it("sends a user with exactly one league_admin role to that club's leagues", () => {
    expect(landingPath([admin('club2')])).toBe('/club/club2/leagues');
  });

  it('sends a user with several league_admin roles to /choose-club', () => {
    expect(landingPath([admin('club1'), admin('club2'), admin('club3')])).toBe('/choose-club');
    expect(landingPath([admin('club1'), admin('club4')])).toBe('/choose-club');
  });

  it('ignores roles other than league_admin', () => {
    expect(landingPath([coach('club1')])).toBe('/login');
    expect(landingPath([coach('club1'), admin('club4')])).toBe('/club/club4/leagues');
    expect(landingPath([coach('club1'), coach('club2'), admin('club3')])).toBe('/club/club3/leagues');
  });

  it('counts roles, so the same slug twice still means choose-club', () => {
    expect(landingPath([admin('club2'), admin('club2')])).toBe('/choose-club');
  });
});

describe('adminClubSlugs', () => {
  it('lists the administered slugs once each, in role order, without other roles', () => {
    expect(adminClubSlugs([admin('club3'), coach('club9'), admin('club1'), admin('club3')])).toEqual(['club3', 'club1']);
    expect(adminClubSlugs(null)).toEqual([]);
  });
});
