import type { RegisterRequest, User } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import { uniqueViolation } from '../../db/errors.js';
import type { Clock } from '../../lib/clock.js';
import { conflict } from '../../lib/http-error.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import { toUser } from '../auth/user-view.js';
import { assertNotCommonPassword } from './password-policy.js';
import { THROTTLE_RULES, type Throttle } from '../throttle/service.js';
import { insertUser } from './repository.js';

/** Which field a unique index speaks for; the insert itself decides, so two racing sign-ups cannot both win. */
const FIELD_OF_CONSTRAINT: Record<string, { field: string; message: string }> = {
  users_email_unique: { field: 'email', message: 'An account with this email already exists' },
  users_pkey: { field: 'id', message: 'This id is already taken' },
};

export interface AccountServiceDeps {
  db: Database;
  clock: Clock;
  passwords: PasswordHasher;
  throttle: Throttle;
}

export function createAccountService({ db, clock, passwords, throttle }: AccountServiceDeps) {
  return {
    /** Counted per address and per e-mail before any hashing, so sign-ups cannot be used to keep the server hashing. */
    async register(input: RegisterRequest, ip: string): Promise<User> {
      await throttle.count([
        { bucket: `register:ip:${ip}`, rule: THROTTLE_RULES.registerIp },
        { bucket: `register:address:${input.email}`, rule: THROTTLE_RULES.registerAddress },
      ]);
      assertNotCommonPassword(input.password);
      const passwordHash = await passwords.hash(input.password);
      const now = clock();
      try {
        const row = await insertUser(db, {
          id: input.id,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          createdAt: now,
          updatedAt: now,
        });
        return toUser(row, []);
      } catch (error) {
        const taken = FIELD_OF_CONSTRAINT[uniqueViolation(error) ?? ''];
        if (taken) throw conflict(taken.field, taken.message);
        throw error;
      }
    },
  };
}
