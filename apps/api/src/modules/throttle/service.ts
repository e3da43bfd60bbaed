import { setTimeout as sleep } from 'node:timers/promises';
import { newId } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { addMinutes, type Clock } from '../../lib/clock.js';
import { tooManyRequests } from '../../lib/http-error.js';
import * as repo from './repository.js';

export interface ThrottleRule {
  limit: number;
  windowMinutes: number;
}

/**
 * Spec'd limits: failed logins per account and per IP (and across all, a flood), reset requests per address (and per IP); and, so that
 * nobody can make the server hash passwords without limit, sign-ups, reset attempts and password changes.
 */
export const THROTTLE_RULES = {
  loginAccount: { limit: 5, windowMinutes: 15 },
  loginIp: { limit: 20, windowMinutes: 15 },
  /** Failed logins across every address (in each process's memory: throttle/failure-window.ts), past which the app is under a flood. */
  loginGlobal: { limit: 50, windowMinutes: 15 },
  resetAddress: { limit: 5, windowMinutes: 60 },
  resetIp: { limit: 20, windowMinutes: 60 },
  resetTokenIp: { limit: 10, windowMinutes: 15 },
  registerAddress: { limit: 3, windowMinutes: 60 },
  registerIp: { limit: 20, windowMinutes: 60 },
  passwordChangeUser: { limit: 5, windowMinutes: 15 },
  playerCodeAddress: { limit: 5, windowMinutes: 15 },
  playerCodeIp: { limit: 30, windowMinutes: 15 },
  playerVerifyIp: { limit: 30, windowMinutes: 15 },
} as const satisfies Record<string, ThrottleRule>;

export interface ThrottleKey {
  bucket: string;
  rule: ThrottleRule;
}

/** The attempts one admitted request wrote, so that its outcome can settle or take them back. */
export interface Admission {
  ids: readonly string[];
}

export interface ThrottleOptions {
  /** A pending attempt older than this was cut short (a killed process): it no longer holds a place. */
  pendingTtlMs: number;
  /** How long a request waits for pending attempts ahead of it to be decided before it is refused. */
  maxWaitMs?: number;
}

const KEEP_MINUTES = 24 * 60;
/** Waiting requests poll with a growing pause, so that they do not crowd out the checks they wait for. */
const POLL_MS = { first: 20, max: 250 };

type Verdict = { admitted: Admission } | { retryAfterMs: number } | 'wait';

/**
 * Attempt counters kept in the database, so every process behind a load balancer sees the same counts.
 *
 * Admission runs under an advisory lock per bucket, so of any burst at most `limit` are admitted. A
 * 'pending' attempt (a password being checked) holds a place until it settles as a failure or is
 * released as a success; a request that finds the places held by pending attempts waits for them
 * rather than being refused, so ten simultaneous right passwords all sign in, while ten wrong ones
 * still get five checks.
 */
export function createThrottle(db: Database, clock: Clock, { pendingTtlMs, maxWaitMs = 5_000 }: ThrottleOptions) {
  function decide(keys: readonly ThrottleKey[], pending: boolean): Promise<Verdict> {
    return inTransaction(db, async (tx) => {
      await repo.lockBuckets(
        tx,
        keys.map((key) => key.bucket),
      );
      const now = clock();
      const states = await repo.bucketStates(
        tx,
        keys.map(({ bucket, rule }) => ({
          bucket,
          since: addMinutes(now, -rule.windowMinutes),
          pendingSince: new Date(now.getTime() - pendingTtlMs),
          limit: rule.limit,
        })),
      );
      let retryAfterMs = 0;
      let held = false;
      for (const { bucket, rule } of keys) {
        const { settled, pending } = states.get(bucket)!;
        if (settled.length >= rule.limit) {
          // A place frees when the limit-th most recent failure ages out of the window.
          retryAfterMs = Math.max(retryAfterMs, addMinutes(settled[rule.limit - 1]!, rule.windowMinutes).getTime() - now.getTime());
        } else if (settled.length + pending >= rule.limit) {
          held = true;
        }
      }
      if (retryAfterMs > 0) return { retryAfterMs };
      if (held) return 'wait';
      const attempts = keys.map(({ bucket }) => ({ id: newId(), bucket, createdAt: now, pending }));
      await repo.insertAttempts(tx, attempts, addMinutes(now, -KEEP_MINUTES));
      return { admitted: { ids: attempts.map((attempt) => attempt.id) } };
    });
  }

  async function admit(keys: readonly ThrottleKey[], pending: boolean): Promise<Admission> {
    const deadline = Date.now() + maxWaitMs;
    for (let pause = POLL_MS.first; ; pause = Math.min(pause * 2, POLL_MS.max)) {
      const verdict = await decide(keys, pending);
      if (verdict !== 'wait') {
        if ('admitted' in verdict) return verdict.admitted;
        throw tooManyRequests(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000)));
      }
      if (Date.now() >= deadline) throw tooManyRequests(1);
      await sleep(pause / 2 + Math.random() * pause);
    }
  }

  return {
    /** Counts this request in every bucket, or throws 429 with Retry-After (counting nothing) when any is full. */
    count: (keys: readonly ThrottleKey[]) => admit(keys, false),
    /** Holds a place in every bucket while the outcome is unknown; settle it as a failure or release it. */
    hold: (keys: readonly ThrottleKey[]) => admit(keys, true),
    /** The attempt failed: it counts until it ages out of the window. */
    settle: (admission: Admission) => repo.settleAttempts(db, admission.ids),
    /** The attempt succeeded: it no longer counts; nor, when given, does any earlier failure in `clear`'s bucket. */
    release: (admission: Admission, clear?: ThrottleKey) => repo.deleteAttempts(db, admission.ids, clear?.bucket),
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
