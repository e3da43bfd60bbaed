import { landingPath, type LoggedInUser } from '@matchday/domain';
import { paths } from '../../lib/paths';

export interface Session {
  isLoggedIn: boolean;
  user: LoggedInUser | null;
}

/** Guests only (spec §2 noauth): a signed-in user goes on by role count; with no role they may stay. */
export function guestRedirect(session: Session): string | null {
  if (!session.isLoggedIn || !session.user) return null;
  const target = landingPath(session.user.roles);
  return target === paths.login ? null : target;
}
