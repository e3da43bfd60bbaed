import type { PasswordResetRequest, ResetPassword } from '@matchday/domain';
import { newId } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { addMinutes, type Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.js';
import { assertNotCommonPassword } from '../account/password-policy.js';
import { findAccount, replacePassword } from '../auth/accounts.js';
import type { Mailer } from '../mail/mailer.js';
import { THROTTLE_RULES, type Throttle } from '../throttle/service.js';
import { consumeResetToken, isLiveResetToken, replaceResetToken } from './repository.js';

export const RESET_TOKEN_TTL_MINUTES = 60;

export interface PasswordResetDeps {
  db: Database;
  clock: Clock;
  passwords: PasswordHasher;
  throttle: Throttle;
  mailer: Mailer;
  appUrl: string;
}

const resetMail = (link: string) =>
  [
    'Someone asked to reset the password of your Matchday account.',
    '',
    `Open this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose a new password:`,
    link,
    '',
    'If it was not you, ignore this message: your password stays as it is.',
  ].join('\n');

const invalidResetToken = () => new HttpError(400, 'invalid_reset_token', 'This reset link is invalid or has expired. Ask for a new one.');

export function createPasswordResetService({ db, clock, passwords, throttle, mailer, appUrl }: PasswordResetDeps) {
  return {
    /** Same answer whether or not the address has an account; counted per address and per IP either way. */
    async request({ email }: PasswordResetRequest, ip: string): Promise<void> {
      const keys = [
        { bucket: `reset:address:${email}`, rule: THROTTLE_RULES.resetAddress },
        { bucket: `reset:ip:${ip}`, rule: THROTTLE_RULES.resetIp },
      ];
      await throttle.count(keys);
      const user = await findAccount(db, email);
      if (!user) return;
      const token = newSecretToken();
      const now = clock();
      await inTransaction(db, (tx) =>
        replaceResetToken(tx, {
          id: newId(),
          userId: user.id,
          tokenHash: hashSecretToken(token),
          createdAt: now,
          expiresAt: addMinutes(now, RESET_TOKEN_TTL_MINUTES),
        }),
      );
      const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await mailer.send({ to: user.email, subject: 'Reset your Matchday password', text: resetMail(link), secrets: [link] });
    },

    /** The token is looked up before any hashing, so bogus tokens cost a query, not an argon2 run. */
    async reset({ token, password }: ResetPassword, ip: string): Promise<void> {
      await throttle.count([{ bucket: `reset-token:ip:${ip}`, rule: THROTTLE_RULES.resetTokenIp }]);
      const tokenHash = hashSecretToken(token);
      if (!(await isLiveResetToken(db, tokenHash, clock()))) throw invalidResetToken();
      assertNotCommonPassword(password);
      const passwordHash = await passwords.hash(password);
      const now = clock();
      const done = await inTransaction(db, async (tx) => {
        const userId = await consumeResetToken(tx, tokenHash, now);
        if (!userId) return false;
        // Changing the password also ends every other outstanding link of the user (see users.password_changed_at).
        await replacePassword(tx, userId, passwordHash, now);
        return true;
      });
      if (!done) throw invalidResetToken();
    },
  };
}
