// The public club site's throughput: part of `npm run bench`, and runnable alone on the current build with
// `node --import tsx scripts/bench-public-site.ts`. Numbers are printed, never asserted.
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { startApp, type RunningApp } from '../e2e/support/app-server';
import { alternate, BENCH_APP_ENV, withPostgresApp } from './bench-support';

const TARGET_RPS = 1000;

/**
 * The public club site's data and page on PostgreSQL, 50 connections, beside the framework's bare route sending the
 * same body from memory in this process (the ceiling: no database, no stamp, no rate limit). The project checks the
 * site's live version and the club's newest History entry on every request, then sends the page its process built.
 */
export async function benchPublicSite(project: RunningApp): Promise<void> {
  await withPostgresApp(project, async (app) => {
    const body = await (await fetch(`${app.baseUrl}/api/public/clubs/club2/site`)).text();
    const bare = Fastify();
    bare.get('/site', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
    try {
      const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
      console.log(`\nPublic club site — PostgreSQL, autocannon 50 connections × 5 s (body ${(body.length / 1024).toFixed(1)} KB)`);
      const rates = await alternate({
        'bare Fastify route (same body)': `${bareUrl}/site`,
        'GET /api/public/clubs/club2/site': `${app.baseUrl}/api/public/clubs/club2/site`,
        'GET /c/club2 (HTML page)': `${app.baseUrl}/c/club2`,
      });
      const site = rates['GET /api/public/clubs/club2/site'];
      console.log(
        `public site data: ${Math.round(site)} req/s (target ≥ ${TARGET_RPS}); ÷ bare route ${(site / rates['bare Fastify route (same body)']).toFixed(2)}`,
      );
      console.log(`public site page: ${Math.round(rates['GET /c/club2 (HTML page)'])} req/s`);
    } finally {
      await bare.close();
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const app = await startApp({ databaseUrl: process.env.BENCH_DATABASE_URL, productionArgon2: true, env: BENCH_APP_ENV });
  try {
    await benchPublicSite(app);
  } finally {
    await app.stop();
  }
}
