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
import * as repo from './repository.js';

const invalidCode = () => new HttpError(401, 'invalid_sign_in_code', 'That code is not right or has expired. Ask for a new one.');

const sameDigest = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const playerSessionExpiry = (now: Date): Date => addMinutes(now, PLAYER_SESSION_DAYS * 24 * 60);

/**
 * Sign-in without a password on a club's site: a 6-digit code e-mailed to the address (stored hashed, valid
 * SIGN_IN_CODE_MINUTES, SIGN_IN_CODE_ATTEMPTS guesses), then a session token stored as its SHA-256. Requests and
 * guesses are throttled in the database per address and per IP, like admin logins.
 */
export function createPlayerAuthService({ db, clock, mailer, throttle }: { db: Database; clock: Clock; mailer: Mailer; throttle: Throttle }) {
  return {
    async requestCode(club: ClubRow, email: string, ip: string): Promise<void> {
      await throttle.count([
        { bucket: `player-code:address:${club.id}:${email}`, rule: THROTTLE_RULES.playerCodeAddress },
        { bucket: `player-code:ip:${ip}`, rule: THROTTLE_RULES.playerCodeIp },
      ]);
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
      await throttle.count([{ bucket: `player-verify:ip:${ip}`, rule: THROTTLE_RULES.playerVerifyIp }]);
      const now = clock();
      const token = newSecretToken();
      const expiresAt = playerSessionExpiry(now);
      const ok = await inTransaction(db, async (tx) => {
        const latest = await repo.lockLatestCode(tx, club.id, email, now);
        if (!latest || latest.attempts >= SIGN_IN_CODE_ATTEMPTS) return false;
        if (!sameDigest(latest.codeHash, hashSecretToken(`${club.id}:${email}:${code}`))) {
          await repo.countAttempt(tx, latest.id);
          return false;
        }
        await repo.markCodeUsed(tx, latest.id, now);
        await repo.insertSession(tx, { id: newId(), clubId: club.id, email, tokenHash: hashSecretToken(token), createdAt: now, lastUsedAt: now, expiresAt });
        return true;
      });
      if (!ok) throw invalidCode();
      return { token, email, expires_at: expiresAt.toISOString() };
    },

    signOut: (sessionId: string) => repo.deleteSession(db, sessionId),
  };
}
