import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/http-error.js';

/** What the public may read without signing in: the club site's data and pages, its images, calendar feeds. */
const isPublicRead = (url: string) => url.startsWith('/api/public/') || url.startsWith('/api/calendar/') || url === '/c' || url.startsWith('/c/');

/** Past this many IPs, the ones whose bucket has refilled are forgotten (they are as if never seen). */
const MAX_TRACKED = 50_000;
/**
 * How many of the longest-unseen IPs one request looks at to forget them: more than the one IP a request can add, so
 * the table shrinks back under MAX_TRACKED, and few enough that no request pays for the size of the table.
 */
const EVICT_PER_REQUEST = 4;

interface Bucket {
  tokens: number;
  at: number;
}

export interface IpBucketsOptions {
  perMinute: number;
  maxTracked?: number;
  evictPerRequest?: number;
  /** Called for each bucket looked at to forget it: how a test counts the work one request does. */
  onExamine?: () => void;
}

/**
 * Token buckets per IP, a minute's allowance deep. The Map's insertion order is kept as the order of last use (a
 * bucket moves to the end whenever its IP is seen), so its first entries are the IPs unseen longest. A bucket never
 * holds fewer than 0 tokens, so each is full again within a minute of its last use, and the longest-unseen are the
 * first to refill: past MAX_TRACKED, each request looks at a few of those first entries and forgets the full ones —
 * never an IP whose bucket has not refilled, and never a walk through the whole table.
 */
export function createIpBuckets({ perMinute, maxTracked = MAX_TRACKED, evictPerRequest = EVICT_PER_REQUEST, onExamine }: IpBucketsOptions) {
  const refillPerMs = perMinute / 60_000;
  const buckets = new Map<string, Bucket>();

  const forgetSomeFull = (now: number) => {
    let examined = 0;
    for (const [ip, bucket] of buckets) {
      if (examined === evictPerRequest) return;
      examined += 1;
      onExamine?.();
      if (bucket.tokens + (now - bucket.at) * refillPerMs >= perMinute) buckets.delete(ip);
    }
  };

  return {
    /** Spends one of the IP's tokens: null when it had one, else the milliseconds until it has. */
    take(ip: string, now: number): number | null {
      const bucket = buckets.get(ip) ?? { tokens: perMinute, at: now };
      bucket.tokens = Math.min(perMinute, bucket.tokens + (now - bucket.at) * refillPerMs);
      bucket.at = now;
      buckets.delete(ip);
      buckets.set(ip, bucket);
      if (buckets.size > maxTracked) forgetSomeFull(now);
      if (bucket.tokens < 1) return (1 - bucket.tokens) / refillPerMs;
      bucket.tokens -= 1;
      return null;
    },
    get size() {
      return buckets.size;
    },
  };
}

/**
 * A token bucket per IP for the public reads. It is kept per process on purpose: a shared counter would cost a
 * database write on every visit to the busiest pages, and nothing needs the processes to agree (behind N processes an
 * IP gets at most N times the allowance, still a bound on scraping and floods). Signed-in routes keep their database
 * throttles.
 */
export default fp(
  async (app) => {
    const buckets = createIpBuckets({ perMinute: app.config.PUBLIC_RATE_LIMIT_PER_MINUTE });
    app.addHook('onRequest', async (request) => {
      if (!isPublicRead(request.url)) return;
      const waitMs = buckets.take(request.ip, app.clock().getTime());
      if (waitMs !== null) throw tooManyRequests(Math.ceil(waitMs / 1000));
    });
  },
  { name: 'public-rate-limit', dependencies: ['infrastructure'] },
);
