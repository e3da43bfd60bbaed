import { expect } from 'vitest';
import { newId, type RegistrationOptions, type RegistrationResult } from '@matchday/domain';
import { playerSessions } from '../../db/schema.js';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.js';
import { clubIdOf } from '../../../test/fixtures.js';
import { DEMO_WAIVER } from '../../db/seed-ledger.js';
import { waiverDigest } from './waiver-repository.js';
import type { StripeTestContext } from '../../../test/stripe-harness.js';
import type { startSmtpSink } from '../../../test/smtp-sink.js';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

/** Signs a person in on a club's site the way a browser does: asks for the code, reads it from the mail, verifies it. */
export async function signInPlayer(t: StripeTestContext, smtp: Sink, slug: string, email: string): Promise<string> {
  const since = smtp.received.length;
  const asked = await t.app.inject({ method: 'POST', url: `/api/public/clubs/${slug}/auth/code`, payload: { email } });
  expect(asked.statusCode).toBe(202);
  await t.app.jobs.drain();
  const mail = await smtp.lastTo(email, since);
  const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
  const verified = await t.app.inject({ method: 'POST', url: `/api/public/clubs/${slug}/auth/verify`, payload: { email, code } });
  expect(verified.statusCode).toBe(200);
  return verified.json<{ token: string }>().token;
}

export const playerBearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function registerBody(overrides: Record<string, unknown> = {}) {
  return {
    as: 'captain',
    team_name: 'Night Owls',
    first_name: 'Cara',
    last_name: 'Captain',
    phone: null,
    answers: [],
    waiver_sha256: waiverDigest(DEMO_WAIVER),
    ...overrides,
  };
}

/**
 * What a player's browser asks of club1's site about a league: `register` posts a registration (registerBody with the
 * test's fields, from a network address of the test's if given), `options` reads what its registration page offers,
 * `joinWaitlist` puts a team on its waitlist.
 */
export function publicRegistration(t: StripeTestContext) {
  const leagueUrl = (leagueId: string, rest: string) => `/api/public/clubs/club1/leagues/${leagueId}${rest}`;
  return {
    register: (token: string, leagueId: string, body: Record<string, unknown> = {}, remoteAddress?: string) =>
      t.app.inject({
        method: 'POST',
        url: leagueUrl(leagueId, '/registrations'),
        headers: playerBearer(token),
        payload: registerBody(body),
        ...(remoteAddress && { remoteAddress }),
      }),
    options: async (leagueId: string, query = '') =>
      (await t.app.inject({ method: 'GET', url: leagueUrl(leagueId, `/registration${query}`) })).json<RegistrationOptions>(),
    joinWaitlist: (token: string, leagueId: string, name: string, teamName: string) =>
      t.app.inject({
        method: 'POST',
        url: leagueUrl(leagueId, '/waitlist'),
        headers: playerBearer(token),
        payload: { kind: 'team', name, team_name: teamName },
      }),
  };
}

/** Pays an open checkout on the fake's hosted page (Pay posts the signed webhook), then runs the queued work. */
export async function payOnFake(t: StripeTestContext, result: RegistrationResult): Promise<void> {
  const sessionId = new URL(result.checkout_url!).pathname.split('/').pop()!;
  const paid = await fetch(`${t.fake.url}/_pay/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  await t.app.jobs.drain();
}

/** A signed-in session made directly in the database, for tests that need many people at once (the code path is tested on its own). */
export async function sessionFor(t: StripeTestContext, slug: string, email: string): Promise<string> {
  const token = newSecretToken();
  const now = t.clock();
  await t.database.db.insert(playerSessions).values({
    id: newId(),
    clubId: await clubIdOf(t.database.db, slug),
    email,
    tokenHash: hashSecretToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  return token;
}
