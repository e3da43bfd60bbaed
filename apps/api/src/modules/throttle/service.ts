import { newId } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import { addMinutes, type Clock } from '../../lib/clock.js';
import { tooManyRequests } from '../../lib/http-error.js';
import { clearBucket, deleteAttempts, insertAttempts, pruneBuckets, recentAttempts, type Attempt } from './repository.js';

export interface ThrottleRule {
  limit: number;
  windowMinutes: number;
}

/** Spec'd limits: failed logins per account and per IP, reset requests per address (and per IP). */
export const THROTTLE_RULES = {
  loginAccount: { limit: 5, windowMinutes: 15 },
  loginIp: { limit: 20, windowMinutes: 15 },
  resetAddress: { limit: 5, windowMinutes: 60 },
  resetIp: { limit: 20, windowMinutes: 60 },
} as const satisfies Record<string, ThrottleRule>;

export interface ThrottleKey {
  bucket: string;
  rule: ThrottleRule;
}

/** The attempts one admitted request wrote, so a success can take its own back. */
export type Admission = readonly Attempt[];

const KEEP_MINUTES = 24 * 60;

/**
 * Attempt counters kept in the database, so every process behind a load balancer sees the same counts.
 *
 * An attempt is written first and counted after, each statement committed on its own: of any number of
 * simultaneous requests, at most `limit` see a count within the limit, because each of the later ones
 * sees every row committed before its own. Checking first and writing after the slow password check
 * would let a burst of guesses all pass.
 */
export function createThrottle(db: Database, clock: Clock) {
  return {
    /** Counts this attempt in every bucket, or throws 429 with Retry-After (and counts nothing) when any is full. */
    async admit(keys: readonly ThrottleKey[]): Promise<Admission> {
      const now = clock();
      const attempts = keys.map(({ bucket }) => ({ id: newId(), bucket, createdAt: now }));
      await insertAttempts(db, attempts);
      const own = new Set(attempts.map((attempt) => attempt.id));
      let retryAfterMs = 0;
      for (const { bucket, rule } of keys) {
        const recent = await recentAttempts(db, bucket, addMinutes(now, -rule.windowMinutes), rule.limit + 1);
        if (recent.length <= rule.limit) continue;
        // Admission needs a free place: the bucket opens when the limit-th most recent other attempt ages out.
        const limiting = recent.filter((attempt) => !own.has(attempt.id))[rule.limit - 1];
        if (limiting) retryAfterMs = Math.max(retryAfterMs, addMinutes(limiting.createdAt, rule.windowMinutes).getTime() - now.getTime());
      }
      if (retryAfterMs > 0) {
        await deleteAttempts(db, [...own]);
        throw tooManyRequests(Math.max(1, Math.ceil(retryAfterMs / 1000)));
      }
      await pruneBuckets(db, keys.map((key) => key.bucket), addMinutes(now, -KEEP_MINUTES));
      return attempts;
    },
    /** Takes back what an admitted request counted (e.g. a login that turned out right). */
    release: (admission: Admission) => deleteAttempts(db, admission.map((attempt) => attempt.id)),
    clear: (key: ThrottleKey) => clearBucket(db, key.bucket),
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
