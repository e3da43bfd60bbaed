import { describe, expect, it } from 'vitest';
import { canManageClub, canOnClub, defineAbilityFor } from './abilities.js';
import type { Role } from './schemas/auth.js';

const admin = (club_slug: string): Role => ({ role: 'league_admin', club_slug });

describe('defineAbilityFor (spec §6)', () => {
  const ability = defineAbilityFor([admin('club1'), admin('club2')]);

  it('lets a league admin manage League everywhere', () => {
    expect(ability.can('manage', 'League')).toBe(true);
    expect(ability.can('update', 'League')).toBe(true);
    expect(ability.can('delete', 'League')).toBe(true);
  });

  it('lets a league admin manage only the clubs of their own roles, checked on the instance', () => {
    expect(canManageClub(ability, { slug: 'club1' })).toBe(true);
    expect(canManageClub(ability, { slug: 'club2' })).toBe(true);
    expect(canManageClub(ability, { slug: 'club3' })).toBe(false);
    expect(canOnClub(ability, 'update', { slug: 'club2' })).toBe(true);
    expect(canOnClub(ability, 'read', { slug: 'club4' })).toBe(false);
  });

  it('is why canManageClub exists: the type-only check is true for any club', () => {
    const single = defineAbilityFor([admin('club2')]);
    expect(single.can('manage', 'Club')).toBe(true);
    expect(canManageClub(single, { slug: 'club1' })).toBe(false);
  });

  it('gives nothing to a user without roles', () => {
    for (const none of [defineAbilityFor([]), defineAbilityFor(null), defineAbilityFor(undefined)]) {
      expect(none.can('manage', 'League')).toBe(false);
      expect(none.can('read', 'League')).toBe(false);
      expect(none.can('manage', 'Club')).toBe(false);
      expect(canManageClub(none, { slug: 'club2' })).toBe(false);
    }
  });

  it('ignores roles other than league_admin', () => {
    const coach = defineAbilityFor([{ role: 'coach', club_slug: 'club2' } as unknown as Role]);
    expect(coach.can('manage', 'League')).toBe(false);
    expect(canManageClub(coach, { slug: 'club2' })).toBe(false);
  });

  it('compares slugs exactly', () => {
    expect(canManageClub(ability, { slug: 'CLUB1' })).toBe(false);
    expect(canManageClub(ability, { slug: 'club' })).toBe(false);
  });
});
