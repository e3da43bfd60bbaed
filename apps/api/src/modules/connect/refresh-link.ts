import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a refresh link given to Stripe works: onboarding is often finished days later. */
const REFRESH_LINK_TTL_SECONDS = 7 * 86_400;

const signatureOf = (secret: string, slug: string, expires: number) =>
  createHmac('sha256', secret).update(`connect-refresh\n${slug}\n${expires}`).digest('base64url');

/**
 * The refresh_url of an Account Link: a public route (Stripe sends the browser there when a link has expired or was
 * used) that only works for the club and time it was made for, so no one can mint onboarding links for a club.
 */
export function signedRefreshUrl(apiBase: string, secret: string, slug: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + REFRESH_LINK_TTL_SECONDS;
  const query = new URLSearchParams({ exp: String(expires), sig: signatureOf(secret, slug, expires) });
  return `${apiBase}/api/public/connect/refresh/${encodeURIComponent(slug)}?${query}`;
}

export function refreshSignatureIsValid(secret: string, slug: string, expires: number, signature: string, now: Date): boolean {
  if (expires < now.getTime() / 1000) return false;
  const expected = Buffer.from(signatureOf(secret, slug, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
