import argon2 from 'argon2';
import { createBoundedQueue } from './bounded-queue.js';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification, so an unknown account answers as slowly as a known one. */
  verifyDummy(password: string): Promise<void>;
}

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
}

/**
 * Each argon2 run takes a core and its memory cost for a while, so runs are bounded: signing in
 * (verify) and setting a password (hash) have lanes of their own, so that a flood of sign-ups or
 * resets cannot starve logins, and each lane refuses with 503 once its short queue is full.
 */
const VERIFY_LANE = { concurrency: 2, maxWaiting: 64 };
const HASH_LANE = { concurrency: 1, maxWaiting: 16 };

export function createPasswordHasher(params: Argon2Params): PasswordHasher {
  const options = { type: argon2.argon2id, memoryCost: params.memoryCost, timeCost: params.timeCost, parallelism: 1 };
  const dummyHash = argon2.hash('matchday-dummy-password', options);
  const verifyLane = createBoundedQueue(VERIFY_LANE);
  const hashLane = createBoundedQueue(HASH_LANE);
  return {
    hash: (password) => hashLane(() => argon2.hash(password, options)),
    verify: (hash, password) => verifyLane(() => argon2.verify(hash, password)),
    async verifyDummy(password) {
      const hash = await dummyHash;
      await verifyLane(() => argon2.verify(hash, password));
    },
  };
}
