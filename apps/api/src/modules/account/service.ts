import type { RegisterRequest, User } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import { uniqueViolation } from '../../db/errors.js';
import type { Clock } from '../../lib/clock.js';
import { conflict } from '../../lib/http-error.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import { toUser } from '../auth/user-view.js';
import { assertNotCommonPassword } from './password-policy.js';
import { insertUser } from './repository.js';

/** Which field a unique index speaks for; the insert itself decides, so two racing sign-ups cannot both win. */
const FIELD_OF_CONSTRAINT: Record<string, { field: string; message: string }> = {
  users_email_unique: { field: 'email', message: 'An account with this email already exists' },
  users_pkey: { field: 'id', message: 'This id is already taken' },
};

export function createAccountService({ db, clock, passwords }: { db: Database; clock: Clock; passwords: PasswordHasher }) {
  return {
    async register(input: RegisterRequest): Promise<User> {
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
