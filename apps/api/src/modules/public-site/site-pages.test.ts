import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../../test/helper.js';

// A stand-in for the built apps/web/dist/site.html: the two markers the server writes the page into.
const dist = mkdtempSync(path.join(tmpdir(), 'matchday-site-'));
writeFileSync(path.join(dist, 'site.html'), '<html><head><!--site-head--></head><body><div id="root"></div><!--site-data--></body></html>');
const t = useTestApp({ WEB_DIST_DIR: dist });

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the public site pages (/c/{slug})', () => {
  it('carry the title, description and sharing tags of the published site in the HTML, and its data', async () => {
    const home = await page('/c/club2');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.body).toContain('<title>Riverside Athletic League</title>');
    expect(home.body).toContain('<meta name="description" content="Adult sports leagues in Springfield: register, see schedules and standings." />');
    expect(home.body).toMatch(/<meta property="og:image" content="[^"]+\/api\/public\/media\/[0-9A-Z]{26}\/1280\.webp" \/>/);
    expect(home.body).toContain('<link rel="preload" as="image"');
    const data = JSON.parse(/<script type="application\/json" id="site-data">(.*)<\/script>/.exec(home.body)![1]!);
    expect(data.site.document.hero.headline).toBe('Play. Compete. Belong.');
    // The admin app may frame it (the editor's preview); no other site may.
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(home.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await page('/c/club2', { 'if-none-match': home.headers.etag as string })).statusCode).toBe(304);
  });

  it('names a league’s page after the league, and escapes what the club typed', async () => {
    const site = JSON.parse(/id="site-data">(.*)<\/script>/.exec((await page('/c/club2')).body)![1]!);
    const league = site.site.leagues.find((entry: { name: string }) => entry.name === 'Sunday Soccer 7v7');
    const leaguePage = await page(`/c/club2/leagues/${league.id}`);
    expect(leaguePage.statusCode).toBe(200);
    expect(leaguePage.body).toContain('<title>Sunday Soccer 7v7 — Riverside Athletic League</title>');
    expect(leaguePage.body).not.toContain('<link rel="preload" as="image"');

    const admin = bearer(await t.loginAs('admin@example.com'));
    const { draft } = (await t.app.inject({ method: 'GET', url: '/api/club2/settings/site', headers: admin })).json();
    const document = { ...draft, seo: { ...draft.seo, title: 'Riverside </title><script>alert(1)</script>' } };
    await t.app.inject({ method: 'POST', url: '/api/club2/settings/site', headers: admin, payload: { document } });
    await t.app.inject({ method: 'POST', url: '/api/club2/settings/site/publish', headers: admin });
    const escaped = (await page('/c/club2')).body;
    expect(escaped).toContain('<title>Riverside &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(escaped).not.toContain('<script>alert(1)');
  });

  it('serves the registration flow’s pages, out of search results: a league’s registration, an order, my registrations', async () => {
    const site = JSON.parse(/id="site-data">(.*)<\/script>/.exec((await page('/c/club2')).body)![1]!);
    const league = site.site.leagues.find((entry: { name: string }) => entry.name === 'Sunday Soccer 7v7');
    const [register, order, mine, missing] = await Promise.all(
      [
        `/c/club2/leagues/${league.id}/register`,
        '/c/club2/orders/01JAAAAAAAAAAAAAAAAAAAAAAA',
        '/c/club2/me',
        '/c/club2/leagues/01JAAAAAAAAAAAAAAAAAAAAAAA/register',
      ].map((url) => page(url)),
    );
    expect(register!.statusCode).toBe(200);
    expect(register!.body).toContain('<title>Register: Sunday Soccer 7v7 — ');
    expect(order!.statusCode).toBe(200);
    expect(order!.body).toContain('<title>Payment — ');
    expect(mine!.statusCode).toBe(200);
    expect(mine!.body).toContain('<title>My registrations — ');
    for (const response of [register, order, mine]) expect(response!.body).toContain('<meta name="robots" content="noindex" />');
    expect(missing!.statusCode).toBe(404);
    expect((await page('/c/club2/me/else')).statusCode).toBe(404);
  });

  it('answers an unpublished club, an unknown one and a missing league with the same 404 page', async () => {
    const pages = await Promise.all(['/c/club3', '/c/nobody', '/c/club2/leagues/01JAAAAAAAAAAAAAAAAAAAAAAA'].map((url) => page(url)));
    expect(pages.map((response) => response.statusCode)).toEqual([404, 404, 404]);
    expect(pages[0]!.body).toContain('<meta name="robots" content="noindex" />');
    expect(pages[0]!.body).not.toContain('Pacific Coast Leagues');
  });
});
