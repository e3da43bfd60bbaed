import type { PlayerSession } from '@matchday/domain';

/** Where a player's session for one club is kept: a revocable session token from an e-mailed code, never a password. */
export const sessionKey = (slug: string) => `matchday-site-session:${slug}`;

export function readSession(slug: string): PlayerSession | null {
  try {
    const stored = localStorage.getItem(sessionKey(slug));
    if (!stored) return null;
    const session = JSON.parse(stored) as PlayerSession;
    if (typeof session.token !== 'string' || Date.parse(session.expires_at) <= Date.now()) {
      localStorage.removeItem(sessionKey(slug));
      return null;
    }
    return session;
  } catch {
    return null;
  }
}

export function writeSession(slug: string, session: PlayerSession | null): void {
  try {
    if (session) localStorage.setItem(sessionKey(slug), JSON.stringify(session));
    else localStorage.removeItem(sessionKey(slug));
  } catch {
    // Storage off (a private window): the session lasts as long as the page.
  }
}
