import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '@matchday/domain';
import sharp from 'sharp';
import { CLUB2_FIELDS, clubVersion, fields, multipart, type Part } from '../../../test/club-form.js';
import { bearer, createTestApp, type TestContext } from '../../../test/helper.js';

let t: TestContext;
let admin = '';
let single = '';
let other = '';
let norole = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin@example.com');
  single = await t.loginAs('single@example.com');
  other = await t.loginAs('other@example.com');
  norole = await t.loginAs('norole@example.com');
});
afterAll(() => t.close());

const PNG = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
  .png()
  .toBuffer();
const GIF = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'blue' } })
  .gif()
  .toBuffer();
/** club2's settings as a form opened now sends them back (JSON), and as multipart fields with `extra`. */
const opened = async () => ({ ...CLUB2_FIELDS, row_version: await clubVersion(t.database.db) });
const openedFields = async (extra: Record<string, string> = {}) => fields({ ...CLUB2_FIELDS, row_version: String(await clubVersion(t.database.db)), ...extra });

const putForm = (token: string, parts: Part[], slug = 'club2') => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'PUT', url: `/api/${slug}/`, payload, headers: { ...headers, ...bearer(token) } });
};

describe('club-scoped routes: access', () => {
  const routes = [
    { method: 'GET', path: 'show' },
    { method: 'GET', path: 'leagues-options' },
    { method: 'GET', path: 'admins' },
    // Only the last call reaches the body, the first save of the seeded club.
    { method: 'PUT', path: '', payload: { ...CLUB2_FIELDS, row_version: 1 } },
  ] as const;

  for (const route of routes) {
    it(`${route.method} /api/:slug/${route.path}: 401, 404, 403, then 200`, async () => {
      const call = (slug: string, token?: string) =>
        t.app.inject({
          method: route.method,
          url: `/api/${slug}/${route.path}`,
          headers: token ? bearer(token) : {},
          ...('payload' in route && { payload: route.payload }),
        });
      expect((await call('club2')).json()).toMatchObject({ code: 'unauthenticated' });
      expect((await call('club2')).statusCode).toBe(401);
      expect((await call('no-such-club', admin)).statusCode).toBe(404);
      expect((await call('no-such-club', admin)).json()).toEqual({ message: 'Club not found', code: 'not_found' });
      expect((await call('club1', single)).statusCode).toBe(403);
      expect((await call('club1', single)).json()).toMatchObject({ code: 'forbidden' });
      expect((await call('club2', other)).statusCode).toBe(403);
      expect((await call('club4', norole)).statusCode).toBe(403);
      expect((await call('club2', single)).statusCode).toBe(200);
    });
  }
});

describe('club-scoped routes under concurrency', () => {
  it('answers requests arriving together each for its own club and user', async () => {
    const calls = [
      ['club2', single, 200],
      ['club1', admin, 200],
      ['no-such-club', admin, 404],
      ['club1', single, 403],
      ['club3', admin, 200],
      ['club2', other, 403],
      ['club2', admin, 200],
    ] as const;
    const responses = await Promise.all(calls.map(([slug, token]) => t.app.inject({ method: 'GET', url: `/api/${slug}/show`, headers: bearer(token) })));
    expect(responses.map((response) => response.statusCode)).toEqual(calls.map(([, , status]) => status));
    expect(responses.map((response) => (response.statusCode === 200 ? response.json().slug : null))).toEqual(
      calls.map(([slug, , status]) => (status === 200 ? slug : null)),
    );
  });
});

describe('access is checked before the body is read', () => {
  it('answers 401/403 to a bad body or a large upload from someone without access', async () => {
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/club2/', payload: { nonsense: true } });
    expect(anonymous.statusCode).toBe(401);
    const big = multipart([{ name: 'logo', filename: 'big.png', type: 'image/png', data: Buffer.alloc(LOGO_MAX_BYTES + 10) }]);
    const outsider = await t.app.inject({ method: 'PUT', url: '/api/club2/', payload: big.payload, headers: { ...big.headers, ...bearer(other) } });
    expect(outsider.statusCode).toBe(403);
  });
});

describe('GET /api/:slug/show', () => {
  it('returns the club', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/club3/show', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: 'club3',
      name: 'Pacific Coast Leagues',
      timezone: 'America/Los_Angeles',
      connect: true,
      stripe_connect: { onboarding_done: false },
      logo_url: null,
    });
    expect(response.json().id).toHaveLength(26);
  });
});

describe('GET /api/:slug/leagues-options and /api/:slug/admins', () => {
  it('returns the club’s league-form options', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/club3/leagues-options', headers: bearer(admin) });
    expect(response.json()).toMatchObject({
      club_slug: 'club3',
      timezone: 'America/Los_Angeles',
      default_sport: 'basketball',
      playing_area: 'Court',
      payments_enabled: false,
    });
  });

  it('lists the club’s league admins', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/club2/admins', headers: bearer(single) });
    expect(response.json()).toEqual([
      { id: expect.any(String), name: 'Alex Morgan', email: 'admin@example.com' },
      { id: expect.any(String), name: 'Sam Rivera', email: 'single@example.com' },
    ]);
  });
});

describe('GET /api/me/clubs', () => {
  it('lists the clubs the user administers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me/clubs', headers: bearer(admin) });
    expect(response.json().map((club: { slug: string }) => club.slug)).toEqual(['club1', 'club3', 'club2']);
    expect(response.json()[0]).toEqual({ slug: 'club1', name: 'Lakeside Sports Club', timezone: 'America/Chicago', logo_url: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/me/clubs', headers: bearer(norole) })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/clubs' })).statusCode).toBe(401);
  });
});

describe('PUT /api/:slug/', () => {
  it('updates from JSON, with and without the trailing slash', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/club2/',
      headers: bearer(single),
      payload: { ...(await opened()), name: '  Riverside AL  ', contact_email: '', address: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Riverside AL', contact_email: null, address: null, default_sport: 'soccer' });
    const noSlash = await t.app.inject({ method: 'PUT', url: '/api/club2', headers: bearer(single), payload: await opened() });
    expect(noSlash.statusCode).toBe(200);
    expect(noSlash.json().name).toBe('Riverside Athletic League');
  });

  it('refuses invalid fields', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/club2/',
      headers: bearer(single),
      payload: { ...(await opened()), timezone: 'Mars/Olympus', default_sport: 'quidditch', contact_email: 'nope', connect: true },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['connect', 'contact_email', 'default_sport', 'timezone']);
  });

  it('takes multipart form data with a logo, serves it publicly, and removes it', async () => {
    const response = await putForm(single, [...(await openedFields()), { name: 'logo', filename: 'logo.png', type: 'image/png', data: PNG }]);
    expect(response.statusCode).toBe(200);
    const logoUrl: string = response.json().logo_url;
    expect(logoUrl).toMatch(/^\/api\/public\/clubs\/club2\/logo\?v=[0-9a-f]{32}$/);

    const logo = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');
    expect(logo.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const cached = await t.app.inject({ method: 'GET', url: logoUrl, headers: { 'if-none-match': String(logo.headers.etag) } });
    expect(cached.statusCode).toBe(304);

    const replaced = await putForm(single, [...(await openedFields()), { name: 'logo', filename: 'x.png', type: 'image/png', data: GIF }]);
    expect(replaced.json().logo_url).not.toBe(logoUrl);
    expect((await t.app.inject({ method: 'GET', url: replaced.json().logo_url })).headers['content-type']).toBe('image/webp');

    const kept = await putForm(single, await openedFields({ remove_logo: 'false' }));
    expect(kept.json().logo_url).toBe(replaced.json().logo_url);
    const removed = await putForm(single, await openedFields({ remove_logo: 'true' }));
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logo_url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/public/clubs/club2/logo' })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, whatever its declared type', async () => {
    const response = await putForm(single, [
      ...(await openedFields()),
      { name: 'logo', filename: 'logo.png', type: 'image/png', data: Buffer.from('<svg onload="alert(1)"/>') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ logo: ['The logo must be a PNG, JPEG, WebP or GIF image'] });
  });

  it('refuses a logo over LOGO_MAX_BYTES, two files, unknown file fields and bad form values', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES, 0)]);
    const tooBig = await putForm(single, [...(await openedFields()), { name: 'logo', filename: 'big.png', type: 'image/png', data: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('payload_too_large');

    const logo = { name: 'logo', filename: 'a.png', type: 'image/png', data: PNG };
    const twoFiles = await putForm(single, [...(await openedFields()), logo, { ...logo, filename: 'b.png' }]);
    expect(twoFiles.statusCode).toBe(413);

    const wrongField = await putForm(single, [...(await openedFields()), { ...logo, name: 'avatar' }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors).toEqual({ avatar: ['Unknown file field'] });

    const badBoolean = await putForm(single, await openedFields({ remove_logo: 'maybe' }));
    expect(badBoolean.statusCode).toBe(400);
    expect(Object.keys(badBoolean.json().errors)).toEqual(['remove_logo']);

    const garbled = await t.app.inject({
      method: 'PUT',
      url: '/api/club2/',
      payload: 'this is not multipart',
      headers: { 'content-type': 'multipart/form-data; boundary=nothing-here', ...bearer(single) },
    });
    expect(garbled.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbled.statusCode).toBeLessThan(500);
    expect(garbled.json().code).toBeDefined();

    const missing = await putForm(single, fields({ name: 'Only a name' }));
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['address', 'contact_email', 'default_sport', 'row_version', 'timezone']);
  });

  it('refuses a save from a form opened before another save (409 stale_version), writing nothing, from JSON and multipart alike', async () => {
    const form = await opened();
    const first = await t.app.inject({ method: 'PUT', url: '/api/club2/', headers: bearer(single), payload: { ...form, address: '1 First St' } });
    expect(first.json()).toMatchObject({ address: '1 First St', row_version: form.row_version + 1 });
    const stale = await t.app.inject({ method: 'PUT', url: '/api/club2/', headers: bearer(admin), payload: { ...form, name: 'Second tab' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version' });
    const staleForm = await putForm(admin, [
      ...fields({ ...CLUB2_FIELDS, row_version: String(form.row_version) }),
      { name: 'logo', filename: 'logo.png', type: 'image/png', data: PNG },
    ]);
    expect(staleForm.json()).toMatchObject({ code: 'stale_version' });
    expect((await t.app.inject({ method: 'GET', url: '/api/club2/show', headers: bearer(single) })).json()).toEqual(first.json());
  });
});
