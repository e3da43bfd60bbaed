import { randomInt, timingSafeEqual } from 'node:crypto';
import { newId, PLAYER_SESSION_DAYS, SIGN_IN_CODE_ATTEMPTS, SIGN_IN_CODE_MINUTES, type PlayerSession } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { addMinutes, type Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.js';
import type { ClubRow } from '../clubs/club-row.js';
import type { Mailer } from '../mail/mailer.js';
import { THROTTLE_RULES, type Throttle } from '../throttle/service.js';
import { codeRequestKeys, guessKey, guessNoticeKey } from './code-limits.js';
import * as repo from './repository.js';

const invalidCode = () => new HttpError(401, 'invalid_sign_in_code', 'That code is not right or has expired. Ask for a new one.');
const codeUsedUp = () => new HttpError(401, 'sign_in_code_used_up', 'You have used every try for this code. Ask for a new code.');

/** What a guess at the newest live code of an address came to. */
type Guess = 'signed_in' | 'wrong' | 'used_up' | 'no_code';

const guessNotice = (club: ClubRow, email: string) => ({
  to: email,
  clubId: club.id,
  subject: `Someone is trying to sign in to ${club.name} as you`,
  text: [
    `A sign-in code sent to ${email} for ${club.name}'s site was just entered wrongly ${SIGN_IN_CODE_ATTEMPTS} times, so that code no longer works.`,
    '',
    'If it was you, no action is needed: ask for a new code on the site.',
    'If it was not you, someone is trying to sign in as you. They cannot without a code from this mailbox, and the number of tries each day is limited.',
  ].join('\n'),
});

const sameDigest = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const playerSessionExpiry = (now: Date): Date => addMinutes(now, PLAYER_SESSION_DAYS * 24 * 60);

/**
 * Sign-in without a password on a club's site: a 6-digit code e-mailed to the address (stored hashed, valid
 * SIGN_IN_CODE_MINUTES, SIGN_IN_CODE_ATTEMPTS guesses), then a session token stored as its SHA-256. Requests and
 * guesses are throttled in the database per IP, and per address with a backoff and daily caps (code-limits.ts); the
 * address's owner is told, once a day at most, when a code of theirs has had every try used up.
 */
export function createPlayerAuthService({ db, clock, mailer, throttle }: { db: Database; clock: Clock; mailer: Mailer; throttle: Throttle }) {
  /** Tells the owner someone is guessing their codes; the day's one notice is counted like an attempt, so never twice. */
  async function noticeGuessing(club: ClubRow, email: string): Promise<void> {
    const sent = await throttle.count([guessNoticeKey(club.id, email)]).then(
      () => true,
      (error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 429) return false;
        throw error;
      },
    );
    if (sent) await mailer.send(guessNotice(club, email));
  }

  return {
    async requestCode(club: ClubRow, email: string, ip: string): Promise<void> {
      await throttle.count([...codeRequestKeys(club.id, email), { bucket: `player-code:ip:${ip}`, rule: THROTTLE_RULES.playerCodeIp }]);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = clock();
      await repo.insertCode(db, {
        id: newId(),
        clubId: club.id,
        email,
        codeHash: hashSecretToken(`${club.id}:${email}:${code}`),
        expiresAt: addMinutes(now, SIGN_IN_CODE_MINUTES),
        createdAt: now,
      });
      await mailer.send({
        to: email,
        subject: `Your ${club.name} sign-in code`,
        text: `Your code to sign in to ${club.name}: ${code}\n\nIt works for ${SIGN_IN_CODE_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
        secrets: [code],
      });
    },

    async verify(club: ClubRow, email: string, code: string, ip: string): Promise<PlayerSession> {
      const admission = await throttle.count([{ bucket: `player-verify:ip:${ip}`, rule: THROTTLE_RULES.playerVerifyIp }, guessKey(club.id, email)]);
      const now = clock();
      const token = newSecretToken();
      const expiresAt = playerSessionExpiry(now);
      const guess = await inTransaction(db, async (tx): Promise<Guess> => {
        const latest = await repo.lockLatestCode(tx, club.id, email, now);
        if (!latest) return 'no_code';
        if (latest.attempts >= SIGN_IN_CODE_ATTEMPTS) return 'used_up';
        if (!sameDigest(latest.codeHash, hashSecretToken(`${club.id}:${email}:${code}`))) {
          await repo.countAttempt(tx, latest.id);
          return latest.attempts + 1 >= SIGN_IN_CODE_ATTEMPTS ? 'used_up' : 'wrong';
        }
        await repo.markCodeUsed(tx, latest.id, now);
        await repo.insertSession(tx, { id: newId(), clubId: club.id, email, tokenHash: hashSecretToken(token), createdAt: now, lastUsedAt: now, expiresAt });
        return 'signed_in';
      });
      if (guess === 'signed_in') {
        // The owner got in: their guesses today no longer count against them.
        await throttle.release(admission);
        return { token, email, expires_at: expiresAt.toISOString() };
      }
      if (guess !== 'used_up') throw invalidCode();
      await noticeGuessing(club, email);
      throw codeUsedUp();
    },

    signOut: (sessionId: string) => repo.deleteSession(db, sessionId),
  };
}
