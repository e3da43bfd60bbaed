import type { Clock } from '../../lib/clock.js';
import { tooManyRequests, type HttpError } from '../../lib/http-error.js';
import type { ThrottleRule } from './service.js';

/**
 * Failures of one kind across every address, in this process's memory: the newest `limit` of them in a ring, so
 * each record and check is O(1) and the count never touches the database (a shared row would serialise every
 * request of the kind). Each process behind a load balancer counts its own, which is what a load guard needs.
 */
export function createFailureWindow(clock: Clock, { limit, windowMinutes }: ThrottleRule) {
  const windowMs = windowMinutes * 60_000;
  const times = new Array<number>(limit).fill(Number.NEGATIVE_INFINITY);
  let next = 0;
  return {
    record(): void {
      times[next] = clock().getTime();
      next = (next + 1) % limit;
    },
    /** 429 with the time until the oldest of the last `limit` failures leaves the window, or null while fewer are in it. */
    refusal(): HttpError | null {
      const freesAt = times[next]! + windowMs;
      const now = clock().getTime();
      return freesAt > now ? tooManyRequests(Math.max(1, Math.ceil((freesAt - now) / 1_000))) : null;
    },
  };
}

export type FailureWindow = ReturnType<typeof createFailureWindow>;
