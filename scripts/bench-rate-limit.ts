// The public rate limiter holding 100,000 addresses: part of `npm run bench`, and runnable alone with
// `node --import tsx scripts/bench-rate-limit.ts`. Numbers are printed, never asserted.
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { createIpBuckets } from '../apps/api/src/plugins/public-rate-limit';
import { alternate } from './bench-support';

const ADDRESSES = 100_000;
/** The project's cap on tracked IPs, which the reference scanned its whole table past. */
const MAX_TRACKED = 50_000;
/** High enough that the measuring client is never refused; what matters is what each request costs. */
const PER_MINUTE = 1_000_000_000;
/**
 * The clock both limiters read, stopped: every filled address was seen "just now", so no bucket has refilled and none
 * may be forgotten. That is a flood of 100,000 addresses within one refill time, the case the reference degraded on.
 */
const NOW = Date.parse('2026-03-01T12:00:00Z');

type Limiter = (ip: string, now: number) => boolean;

/** The limiter as it was before issue 20 (the reference): past MAX_TRACKED, every request walked the whole table. */
function referenceLimiter(): Limiter {
  const refillPerMs = PER_MINUTE / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  const forgetFull = (now: number) => {
    for (const [ip, bucket] of buckets) if (bucket.tokens + (now - bucket.at) * refillPerMs >= PER_MINUTE) buckets.delete(ip);
  };
  return (ip, now) => {
    const bucket = buckets.get(ip) ?? { tokens: PER_MINUTE, at: now };
    bucket.tokens = Math.min(PER_MINUTE, bucket.tokens + (now - bucket.at) * refillPerMs);
    bucket.at = now;
    buckets.set(ip, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    if (buckets.size > MAX_TRACKED) forgetFull(now);
    return true;
  };
}

function projectLimiter(): Limiter {
  const buckets = createIpBuckets({ perMinute: PER_MINUTE });
  return (ip, now) => buckets.take(ip, now) === null;
}

/** A public read behind the limiter, after 100,000 other addresses have each made one. */
async function serve(limiter: Limiter): Promise<{ server: FastifyInstance; url: string }> {
  for (let index = 0; index < ADDRESSES; index += 1) limiter(`10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`, NOW);
  const server = Fastify();
  server.addHook('onRequest', async (request, reply) => {
    if (!limiter(request.ip, NOW)) await reply.code(429).send({ code: 'too_many_requests' });
  });
  server.get('/api/public/ping', async () => ({ ok: true }));
  return { server, url: `${await server.listen({ port: 0, host: '127.0.0.1' })}/api/public/ping` };
}

export async function benchPublicRateLimit(): Promise<void> {
  const reference = await serve(referenceLimiter());
  const project = await serve(projectLimiter());
  try {
    console.log(`\nPublic rate limiter holding ${ADDRESSES.toLocaleString('en')} addresses (none refilled) — autocannon 50 connections × 5 s`);
    const rates = await alternate({ 'reference (scans its table)': reference.url, 'project (looks at ≤ 4 entries)': project.url });
    console.log(
      `public requests per second: reference ${Math.round(rates['reference (scans its table)'])}, project ${Math.round(rates['project (looks at ≤ 4 entries)'])} (×${(rates['project (looks at ≤ 4 entries)'] / rates['reference (scans its table)']).toFixed(1)})`,
    );
  } finally {
    await reference.server.close();
    await project.server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchPublicRateLimit();
