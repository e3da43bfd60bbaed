import type { ChangePassword, LoggedInUser, LoginRequest, UpdateProfile, User } from '@matchday/domain';
import { newId } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import { uniqueViolation } from '../../db/errors.js';
import { inTransaction } from '../../db/transaction.js';
import { addMinutes, type Clock } from '../../lib/clock.js';
import { conflict, fieldError, HttpError } from '../../lib/http-error.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.js';
import { tickBatch } from '../../lib/tick-batch.js';
import { assertNotCommonPassword } from '../account/password-policy.js';
import { createFailureWindow } from '../throttle/failure-window.js';
import { THROTTLE_RULES, type Throttle, type ThrottleKey } from '../throttle/service.js';
import { replacePassword } from './accounts.js';
import * as repo from './repository.js';
import { toUser } from './user-view.js';

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  passwords: PasswordHasher;
  throttle: Throttle;
  tokenTtlHours: number;
  tokenIdleMinutes: number;
}

export interface Session {
  user: User;
  tokenId: string;
}

/** last_used_at is written at most this often per token, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

const invalidCredentials = () => new HttpError(401, 'invalid_credentials', 'Invalid email or password');

export function createAuthService({ db, clock, passwords, throttle, tokenTtlHours, tokenIdleMinutes }: AuthServiceDeps) {
  const loginKeys = (email: string, ip: string): ThrottleKey[] => [
    { bucket: `login:account:${email}`, rule: THROTTLE_RULES.loginAccount },
    { bucket: `login:ip:${ip}`, rule: THROTTLE_RULES.loginIp },
  ];

  const sessionLookup = repo.prepareSessionLookup(db);
  const touchToken = repo.prepareTouchToken(db);
  /** The live sessions of the token hashes asked in one event-loop turn, read together (lib/tick-batch.ts). */
  const sessionsOf = tickBatch(async (tokenHashes: string[]): Promise<Map<string, Session>> => {
    const now = clock();
    const live = await sessionLookup.execute({
      tokenHashes,
      now: now.toISOString(),
      idleSince: addMinutes(now, -tokenIdleMinutes).toISOString(),
    });
    const stale = live.filter((row) => now.getTime() - row.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS);
    await Promise.all(stale.map((row) => touchToken.execute({ id: row.tokenId, at: now.toISOString() })));
    return new Map(live.map((row) => [row.tokenHash, { user: toUser(row.user, row.roles), tokenId: row.tokenId }]));
  });

  /** Failed logins across every address, in this process: past THROTTLE_RULES.loginGlobal the app is under a flood. */
  const failedLogins = createFailureWindow(clock, THROTTLE_RULES.loginGlobal);

  /** The per-account and per-address counts, the password check (or its dummy), and the session. */
  async function checkLogin(row: repo.UserRow | undefined, { email, password }: LoginRequest, ip: string): Promise<LoggedInUser> {
    const keys = loginKeys(email, ip);
    const admission = await throttle.hold(keys);
    const valid = row ? await passwords.verify(row.passwordHash, password) : (await passwords.verifyDummy(password), false);
    if (!row || !valid) {
      await throttle.settle(admission);
      // An unknown e-mail was counted when it was looked up.
      if (row) failedLogins.record();
      throw invalidCredentials();
    }
    // The account's earlier failures are forgiven with it.
    await throttle.release(admission, keys[0]);
    const now = clock();
    const accessToken = newSecretToken();
    await repo.insertAccessToken(db, {
      id: newId(),
      userId: row.id,
      tokenHash: hashSecretToken(accessToken),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: addMinutes(now, tokenTtlHours * 60),
    });
    return { ...toUser(row, await repo.rolesOfUser(db, row.id)), accessToken };
  }

  return {
    /**
     * During a flood (more failed logins across all addresses than THROTTLE_RULES.loginGlobal allows), an unknown
     * e-mail is answered 429 after a password check's time without a throttle count or a core (lib/passwords.ts),
     * while an account that exists is checked as always: the right password signs in. A wrong one, or an account
     * or address over its own limit, gets the same 429 as an unknown e-mail, so the answers do not tell which
     * e-mails have an account.
     */
    async login(input: LoginRequest, ip: string): Promise<LoggedInUser> {
      const row = await repo.findUserByEmail(db, input.email);
      const flood = failedLogins.refusal();
      // An e-mail without an account fails whatever the password: counted at once, so a burst is seen while in flight.
      if (!row) failedLogins.record();
      if (flood && !row) {
        await passwords.verifyDummy(input.password);
        throw flood;
      }
      try {
        return await checkLogin(row, input, ip);
      } catch (error) {
        if (flood && error instanceof HttpError && (error.code === 'invalid_credentials' || error.code === 'too_many_requests')) throw flood;
        throw error;
      }
    },
    /** The session behind a bearer token, or null when the token is unknown, revoked, expired or idle. */
    authenticate: async (token: string): Promise<Session | null> => (await sessionsOf(hashSecretToken(token))) ?? null,

    logout: (tokenId: string) => repo.revokeToken(db, tokenId, clock()),

    async updateProfile(userId: string, profile: UpdateProfile): Promise<User> {
      try {
        const row = await repo.updateProfile(db, userId, { firstName: profile.first_name, lastName: profile.last_name, email: profile.email }, clock());
        if (!row) throw invalidCredentials();
        return toUser(row, await repo.rolesOfUser(db, userId));
      } catch (error) {
        if (uniqueViolation(error) === 'users_email_unique') throw conflict('email', 'This email is already in use');
        throw error;
      }
    },

    async changePassword(session: Session, input: ChangePassword): Promise<void> {
      // Anyone holding a session could otherwise guess the current password without limit.
      const admission = await throttle.hold([{ bucket: `password:user:${session.user.id}`, rule: THROTTLE_RULES.passwordChangeUser }]);
      const row = await repo.findUserById(db, session.user.id);
      if (!row || !(await passwords.verify(row.passwordHash, input.current_password))) {
        await throttle.settle(admission);
        throw fieldError('current_password', 'The current password is not correct');
      }
      await throttle.release(admission);
      assertNotCommonPassword(input.password);
      const passwordHash = await passwords.hash(input.password);
      const now = clock();
      await inTransaction(db, (tx) => replacePassword(tx, row.id, passwordHash, now, session.tokenId));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
