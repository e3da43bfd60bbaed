import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { addMinutes, type Clock } from '../../lib/clock.js';
import { tooManyRequests } from '../../lib/http-error.js';
import { clearBucket, pruneBuckets, recentAttempts, recordAttempts } from './repository.js';

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

const KEEP_MINUTES = 24 * 60;

/** Attempt counters kept in the database, so every process behind a load balancer sees the same counts. */
export function createThrottle(db: Database, clock: Clock) {
  return {
    /** Throws 429 with Retry-After when any key has used up its window. */
    async assertAllowed(keys: readonly ThrottleKey[]): Promise<void> {
      const now = clock();
      let retryAfterMs = 0;
      for (const { bucket, rule } of keys) {
        const attempts = await recentAttempts(db, bucket, addMinutes(now, -rule.windowMinutes), rule.limit);
        const limiting = attempts[rule.limit - 1];
        if (limiting) retryAfterMs = Math.max(retryAfterMs, addMinutes(limiting, rule.windowMinutes).getTime() - now.getTime());
      }
      if (retryAfterMs > 0) throw tooManyRequests(Math.max(1, Math.ceil(retryAfterMs / 1000)));
    },
    async record(keys: readonly ThrottleKey[]): Promise<void> {
      const now = clock();
      const buckets = keys.map((key) => key.bucket);
      await inTransaction(db, async (tx) => {
        await recordAttempts(tx, buckets, now);
        await pruneBuckets(tx, buckets, addMinutes(now, -KEEP_MINUTES));
      });
    },
    clear: (key: ThrottleKey) => clearBucket(db, key.bucket),
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
