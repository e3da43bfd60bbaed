import { canManageClub, defineAbilityFor } from '@matchday/domain';
import { findMenuPathFor } from '../../menu/resolve-menu';
import type { MenuNode } from '../../menu/types';
import { paths } from '../../lib/paths';
import type { Session } from '../../lib/auth/access';

// Kept apart from access.ts, which the guest pages (/login) load in the entry: they need neither the
// abilities (CASL) nor the menu that these checks bring along.

/** Where a page of the main layout sends the visitor instead, or null to show it (spec §4, §6). */
export function mainLayoutRedirect(session: Session, slug: string | undefined): string | null {
  if (!session.isLoggedIn || !session.user) return paths.login;
  if (slug === undefined) return null;
  return canManageClub(defineAbilityFor(session.user.roles), { slug }) ? null : paths.unauthorized;
}

/**
 * A page whose menu item is hidden for this club (e.g. Connect without the connect flag) does not exist;
 * one whose item is disabled (Leagues before Connect onboarding, spec §4) is closed too, and the club's
 * dashboard, which says what is missing, opens instead. Pages below an item (a league, its teams) follow it.
 */
export function menuRedirect(resolvedMenu: readonly MenuNode[], pathname: string, slug: string): string | null {
  const item = findMenuPathFor(resolvedMenu, pathname)?.at(-1);
  if (item?.hide) return paths.notFound;
  return item?.disabled ? paths.club(slug) : null;
}
