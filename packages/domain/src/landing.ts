import type { Role } from './schemas/auth.js';

/**
 * Spec §2 and §4: where a signed-in user goes from a guest page or the 401 page's Back to Home —
 * no league_admin role → /login, exactly one → that club's leagues, several → choose-club.
 */
export function landingPath(roles: readonly Role[] | null | undefined): string {
  const adminRoles = (roles ?? []).filter((role) => role.role === 'league_admin');
  if (adminRoles.length === 0) return '/login';
  if (adminRoles.length === 1) return `/club/${adminRoles[0]!.club_slug}/leagues`;
  return '/choose-club';
}

/** The club slugs a user administers, without repeats, in role order. */
export function adminClubSlugs(roles: readonly Role[] | null | undefined): string[] {
  return [...new Set((roles ?? []).filter((role) => role.role === 'league_admin').map((role) => role.club_slug))];
}
