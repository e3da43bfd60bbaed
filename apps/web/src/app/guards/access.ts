import { canManageClub, defineAbilityFor, landingPath, type LoggedInUser } from '@matchday/domain';
import { findMenuPathFor } from '../../menu/resolve-menu';
import type { MenuNode } from '../../menu/types';
import { paths } from '../../lib/paths';

interface Session {
  isLoggedIn: boolean;
  user: LoggedInUser | null;
}

/** Where a page of the main layout sends the visitor instead, or null to show it (spec §4, §6). */
export function mainLayoutRedirect(session: Session, slug: string | undefined): string | null {
  if (!session.isLoggedIn || !session.user) return paths.login;
  if (slug === undefined) return null;
  return canManageClub(defineAbilityFor(session.user.roles), { slug }) ? null : paths.unauthorized;
}

/** Guests only (spec §2 noauth): a signed-in user goes on by role count; with no role they may stay. */
export function guestRedirect(session: Session): string | null {
  if (!session.isLoggedIn || !session.user) return null;
  const target = landingPath(session.user.roles);
  return target === paths.login ? null : target;
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
