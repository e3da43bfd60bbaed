import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/http-error.js';

/** What the public may read without signing in: the club site's data and pages, its images, calendar feeds. */
const isPublicRead = (url: string) => url.startsWith('/api/public/') || url.startsWith('/api/calendar/') || url === '/c' || url.startsWith('/c/');

/** Past this many IPs, the ones whose bucket has refilled are forgotten (they are as if never seen). */
const MAX_TRACKED = 50_000;

/**
 * A token bucket per IP for the public reads, a minute's allowance deep. It is kept per process on purpose: a
 * shared counter would cost a database write on every visit to the busiest pages, and nothing needs the processes to
 * agree (behind N processes an IP gets at most N times the allowance, still a bound on scraping and floods). Signed-in
 * routes keep their database throttles.
 */
export default fp(
  async (app) => {
    const perMinute = app.config.PUBLIC_RATE_LIMIT_PER_MINUTE;
    const refillPerMs = perMinute / 60_000;
    const buckets = new Map<string, { tokens: number; at: number }>();

    const forgetFull = (now: number) => {
      for (const [ip, bucket] of buckets) if (bucket.tokens + (now - bucket.at) * refillPerMs >= perMinute) buckets.delete(ip);
    };

    app.addHook('onRequest', async (request) => {
      if (!isPublicRead(request.url)) return;
      const now = app.clock().getTime();
      const bucket = buckets.get(request.ip) ?? { tokens: perMinute, at: now };
      bucket.tokens = Math.min(perMinute, bucket.tokens + (now - bucket.at) * refillPerMs);
      bucket.at = now;
      if (bucket.tokens < 1) {
        buckets.set(request.ip, bucket);
        throw tooManyRequests(Math.ceil((1 - bucket.tokens) / refillPerMs / 1000));
      }
      bucket.tokens -= 1;
      buckets.set(request.ip, bucket);
      if (buckets.size > MAX_TRACKED) forgetFull(now);
    });
  },
  { name: 'public-rate-limit', dependencies: ['infrastructure'] },
);
