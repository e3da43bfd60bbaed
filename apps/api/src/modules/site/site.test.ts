import { defaultSiteDocument, SiteDocumentSchema, type SiteDocument } from '@matchday/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../../test/helper.js';
import { insertLeague } from '../../../test/fixtures.js';
import { auditLog } from '../../db/schema.js';
import { eq } from 'drizzle-orm';

const t = useTestApp();
let admin = '';
let otherClubAdmin = '';

beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
  otherClubAdmin = await t.loginAs('other@example.com');
});

const call = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, token: string | null = admin) =>
  t.app.inject({ method, url: `/api/club3/settings/site${path}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload }) });
const save = (document: object) => call('POST', '', { document });
const publicSite = (headers: Record<string, string> = {}, slug = 'club3') => t.app.inject({ method: 'GET', url: `/api/public/clubs/${slug}/site`, headers });

const withHeadline = (headline: string): SiteDocument => ({ ...defaultSiteDocument(), hero: { ...defaultSiteDocument().hero, headline } });

// club3 has no site in the demo data: these start from nothing.
describe('Site Content: draft, publish, versions (spec §1, §7)', () => {
  it('starts from the default draft, unpublished, and the public site is a 404 like an unknown club', async () => {
    const settings = await call('GET', '');
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({ draft: defaultSiteDocument(), published: null, has_unpublished_changes: true, version: 0, public_url: '/c/club3' });
    expect((await publicSite()).statusCode).toBe(404);
    expect((await publicSite({}, 'no-such-club')).json()).toEqual((await publicSite()).json());
  });

  it('publishes the draft; a later draft leaves the public site and its ETag alone until the next publish', async () => {
    expect((await save(withHeadline('Play with us'))).json()).toMatchObject({ has_unpublished_changes: true, version: 0 });
    const published = await call('POST', '/publish');
    expect(published.json()).toMatchObject({ version: 1, has_unpublished_changes: false, published_by: 'Alex Morgan' });

    const first = await publicSite();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ club: { slug: 'club3' }, version: 1, document: { hero: { headline: 'Play with us' } } });
    const etag = first.headers.etag as string;
    expect((await publicSite({ 'if-none-match': etag })).statusCode).toBe(304);

    expect((await save(withHeadline('Winter season open'))).json()).toMatchObject({ has_unpublished_changes: true });
    const unchanged = await publicSite();
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.json().document.hero.headline).toBe('Play with us');

    await call('POST', '/publish');
    const next = await publicSite({ 'if-none-match': etag });
    expect(next.statusCode).toBe(200);
    expect(next.json().document.hero.headline).toBe('Winter season open');
  });

  it('lists the versions newest first and restores one into the draft, which a publish makes live again', async () => {
    const versions = (await call('GET', '/versions')).json() as { version: number }[];
    expect(versions.map((entry) => entry.version)).toEqual([2, 1]);
    const restored = await call('POST', '/versions/1/restore');
    expect(restored.json()).toMatchObject({ draft: { hero: { headline: 'Play with us' } }, has_unpublished_changes: true });
    await call('POST', '/publish');
    expect((await publicSite()).json().document.hero.headline).toBe('Play with us');
    expect((await call('POST', '/versions/99/restore')).statusCode).toBe(404);
  });

  it('discards the draft’s unpublished changes', async () => {
    await save(withHeadline('Not this one'));
    const discarded = await call('POST', '/discard');
    expect(discarded.json()).toMatchObject({ draft: { hero: { headline: 'Play with us' } }, has_unpublished_changes: false });
  });

  it('cleans rich text to the allow-list before it is stored or shown (the sanitiser corpus)', async () => {
    const about = '<p onclick=x>Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>';
    const faq = [{ question: 'When?', answer: '<p>Mondays<iframe src="https://evil.example"></iframe></p>' }];
    const saved = await save({ ...defaultSiteDocument(), about, faq });
    expect(saved.statusCode).toBe(200);
    await call('POST', '/publish');
    const shown = (await publicSite()).body;
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<img', '<iframe']) expect(shown).not.toContain(bad);
    expect(saved.json().draft.about).toBe('<p>Hi<a rel="noopener noreferrer nofollow">x</a></p>');
  });

  it('refuses a colour white text cannot be read on, with its ratio, and writes nothing', async () => {
    const before = (await call('GET', '')).json();
    const refused = await save({ ...defaultSiteDocument(), theme: { primary: '#FFFF00', secondary: '#0f766e', mode: 'light' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual({ 'document.theme.primary': [{ id: 'contrastTooLow', values: { ratio: 1.07, min: 4.5 } }] });
    expect(refused.json().errors['document.theme.primary'][0]).toContain('1.07:1');
    expect((await call('GET', '')).json()).toEqual(before);
  });

  it('refuses a league of another club and an image that was never uploaded', async () => {
    const foreign = await insertLeague(t.database.db, 'club4');
    const own = await insertLeague(t.database.db, 'club3');
    const sections = defaultSiteDocument().sections.map((section) =>
      section.type === 'standings' ? { ...section, league_ids: [own.id, foreign.id] } : section,
    );
    const refused = await save({ ...defaultSiteDocument(), sections, hero: { ...defaultSiteDocument().hero, media_id: foreign.id, alt: 'A photo' } });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['hero.media_id', `sections.${sections.findIndex((s) => s.type === 'standings')}.league_ids`]);
    const ownOnly = sections.map((section) => ({ ...section, league_ids: section.league_ids.filter((id) => id === own.id) }));
    expect((await save({ ...defaultSiteDocument(), sections: ownOnly })).statusCode).toBe(200);
  });

  it('takes the hero image out of the draft only', async () => {
    const response = await call('DELETE', '/remove-hero-image');
    expect(response.statusCode).toBe(200);
    expect(response.json().draft.hero).toMatchObject({ media_id: null, alt: null });
  });

  it('is the club admin’s alone: another club’s admin gets 403, a guest 401', async () => {
    expect((await call('GET', '', undefined, otherClubAdmin)).statusCode).toBe(403);
    expect((await call('POST', '/publish', undefined, otherClubAdmin)).statusCode).toBe(403);
    expect((await call('GET', '', undefined, null)).statusCode).toBe(401);
  });

  it('records every change in History: draft edits and publishes', async () => {
    const entries = await t.database.db.select({ changes: auditLog.changes }).from(auditLog).where(eq(auditLog.entityType, 'site'));
    expect(entries.some((entry) => 'version' in entry.changes)).toBe(true);
    expect(entries.some((entry) => 'hero' in entry.changes)).toBe(true);
  });
});

describe('the demo sites', () => {
  it('has club2’s published with its sections, sponsors and announcement, and club1’s published with a draft of unpublished changes', async () => {
    const club2 = await publicSite({}, 'club2');
    expect(club2.statusCode).toBe(200);
    expect(SiteDocumentSchema.safeParse(club2.json().document).success).toBe(true);
    expect(club2.json()).toMatchObject({ version: 1, document: { hero: { headline: 'Play. Compete. Belong.' }, sponsors: [{}, {}] } });
    expect(club2.json().document.announcement.text).toContain('Winter registration');
    const club1Public = await publicSite({}, 'club1');
    expect(club1Public.json()).toMatchObject({ version: 1, document: { hero: { headline: 'Volleyball in Chicago, every night of the week' } } });
    const club1 = await t.app.inject({ method: 'GET', url: '/api/club1/settings/site', headers: bearer(admin) });
    expect(club1.json()).toMatchObject({ version: 1, has_unpublished_changes: true, draft: { hero: { headline: 'Winter leagues: registration opens soon' } } });
  });
});
