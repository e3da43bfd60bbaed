import { setTimeout as sleep } from 'node:timers/promises';
import argon2 from 'argon2';
import { createBoundedQueue } from './bounded-queue.js';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Checks the password of an account that exists. */
  verify(hash: string, password: string): Promise<boolean>;
  /**
   * Takes the time of one verification, so an unknown account answers as slowly as a known one. When no check is
   * running it verifies against a dummy hash (in one slot of two: a known account arriving meanwhile starts at
   * once); otherwise it waits as long as a known account would (the queue ahead and one verification) on a timer,
   * without a core. So unknown e-mails never make a known account wait for a slot, and a flood of them costs one
   * hashing at a time. Refused with 503 exactly when a known account's check would be.
   */
  verifyDummy(password: string): Promise<void>;
}

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
}

/**
 * Each argon2 run takes a core and its memory cost for a while, so runs are bounded: signing in
 * (verify) and setting a password (hash) have lanes of their own, so that a flood of sign-ups or
 * resets cannot starve logins, and each lane refuses with 503 and Retry-After once the wait to
 * expect is over two seconds, rather than queueing until the request times out.
 */
const MAX_WAIT_MS = 2_000;
/** Until the lanes have timed a run; the production cost takes about this on one core. */
const INITIAL_RUN_MS = 250;
const VERIFY_LANE = { concurrency: 2, maxWaitMs: MAX_WAIT_MS, initialJobMs: INITIAL_RUN_MS };
const HASH_LANE = { concurrency: 1, maxWaitMs: MAX_WAIT_MS, initialJobMs: INITIAL_RUN_MS };

export function createPasswordHasher(params: Argon2Params): PasswordHasher {
  const options = { type: argon2.argon2id, memoryCost: params.memoryCost, timeCost: params.timeCost, parallelism: 1 };
  const verifyLane = createBoundedQueue(VERIFY_LANE);
  const hashLane = createBoundedQueue(HASH_LANE);
  // Made in the verify lane, as long as a verification: the lane's first timing is of a real run.
  const dummyHash = verifyLane.run(() => argon2.hash('matchday-dummy-password', options));
  return {
    hash: (password) => hashLane.run(() => argon2.hash(password, options)),
    verify: (hash, password) => verifyLane.run(() => argon2.verify(hash, password)),
    async verifyDummy(password) {
      const hash = await dummyHash;
      if (verifyLane.isIdle()) {
        await verifyLane.run(() => argon2.verify(hash, password));
        return;
      }
      verifyLane.assertAdmissible();
      await sleep(verifyLane.expectedWaitMs() + verifyLane.typicalJobMs());
    },
  };
}
