import { newId, type RegisterRequest, type User } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import { uniqueViolation } from '../../db/errors.js';
import type { Clock } from '../../lib/clock.js';
import { conflict } from '../../lib/http-error.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import { toUser } from '../auth/user-view.js';
import { assertNotCommonPassword } from './password-policy.js';
import { THROTTLE_RULES, type Throttle } from '../throttle/service.js';
import { findRegisteredUser, insertUser } from './repository.js';

/** Which field a unique index speaks for; the insert itself decides, so two racing sign-ups cannot both win. */
const FIELD_OF_CONSTRAINT: Record<string, { field: string; message: string }> = {
  users_email_unique: { field: 'email', message: 'An account with this email already exists' },
};

export interface AccountServiceDeps {
  db: Database;
  clock: Clock;
  passwords: PasswordHasher;
  throttle: Throttle;
}

/** What a sign-up answers; a retry of it answers the same (the account as it was made, without roles). */
const registeredUser = (row: Parameters<typeof toUser>[0]): User => toUser(row, []);

export function createAccountService({ db, clock, passwords, throttle }: AccountServiceDeps) {
  /**
   * Sign-ups under way in this process, by email and registration key: a retry sent while the first is still
   * running waits for its outcome instead of being counted, hashed and inserted again. Only an optimisation:
   * between processes the database decides (see `register`), so nothing here has to agree with other processes.
   */
  const underWay = new Map<string, Promise<User>>();

  /** Counted per address and per e-mail before any hashing, so sign-ups cannot be used to keep the server hashing. */
  async function registerOnce(input: RegisterRequest, ip: string): Promise<User> {
    await throttle.count([
      { bucket: `register:ip:${ip}`, rule: THROTTLE_RULES.registerIp },
      { bucket: `register:address:${input.email}`, rule: THROTTLE_RULES.registerAddress },
    ]);
    // A retry of a sign-up that went through: the same account, without hashing again. Looked up after the
    // count, so guessing someone's key is throttled like any sign-up.
    const earlier = await findRegisteredUser(db, input.email, input.id);
    if (earlier) return registeredUser(earlier);
    assertNotCommonPassword(input.password);
    const passwordHash = await passwords.hash(input.password);
    const now = clock();
    try {
      const row = await insertUser(db, {
        id: newId(),
        registrationKey: input.id,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        createdAt: now,
        updatedAt: now,
      });
      return registeredUser(row);
    } catch (error) {
      const taken = FIELD_OF_CONSTRAINT[uniqueViolation(error) ?? ''];
      if (taken) {
        // The same sign-up, retried in another process, got there first: its account is this one's answer.
        const twin = await findRegisteredUser(db, input.email, input.id);
        if (twin) return registeredUser(twin);
        throw conflict(taken.field, taken.message);
      }
      throw error;
    }
  }

  return {
    /**
     * Spec §3. The request's `id` is the client's idempotency key for this sign-up; the user's id is a ULID the
     * server assigns. The key counts per email (the choice made where the spec is silent): the same id with the
     * same email is a retry and answers 201 with the account the first request made, never a second account nor
     * a 409; the same id with another email is another sign-up, so two people whose clients picked the same
     * PIN-like value can both register.
     */
    register(input: RegisterRequest, ip: string): Promise<User> {
      const key = `${input.email}\n${input.id}`;
      const running = underWay.get(key);
      if (running) return running;
      const attempt = registerOnce(input, ip).finally(() => underWay.delete(key));
      underWay.set(key, attempt);
      return attempt;
    },
  };
}
