import { adminClubSlugs, landingPath, type LoggedInUser, type Role } from '@matchday/domain';
import { paths } from '../paths';

export interface Session {
  isLoggedIn: boolean;
  user: LoggedInUser | null;
}

/**
 * What a guard hands /login in the navigation state: the page to come back to once signed in (a visitor's
 * link, a session that ended mid-edit), unless the user signed out themselves and starts afresh.
 */
export function loginStateFor(signedOutByUser: boolean, { pathname, search }: { pathname: string; search: string }): { from: string } | undefined {
  return signedOutByUser ? undefined : { from: `${pathname}${search}` };
}

/** The page a guard sent the visitor away from, as it hands it to /login in the navigation state ({ from }). */
export function returnPathIn(state: unknown): string | undefined {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' ? from : undefined;
}

const isPageOf = (page: string, clubRoot: string): boolean => page === clubRoot || page.startsWith(`${clubRoot}/`) || page.startsWith(`${clubRoot}?`);

/**
 * Where a sign-in leads: back to the page the user was sent away from (`from`, e.g. when their session
 * ended mid-edit) when it belongs to a club they administer, else by role count (spec §4).
 */
export function signedInDestination(roles: readonly Role[], from: string | undefined): string {
  const comesBack = from !== undefined && adminClubSlugs(roles).some((slug) => isPageOf(from, paths.clubRoot(slug)));
  return comesBack ? from : landingPath(roles);
}

/** Guests only (spec §2 noauth): a signed-in user goes back to `from` or on by role count; with no role they may stay. */
export function guestRedirect(session: Session, from?: string): string | null {
  if (!session.isLoggedIn || !session.user) return null;
  const target = signedInDestination(session.user.roles, from);
  return target === paths.login ? null : target;
}
