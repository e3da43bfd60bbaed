import sharp from 'sharp';
import { defaultSiteDocument, SITE_IMAGE_MAX_BYTES, type SiteDocument, type SiteSettings } from '@matchday/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, type Part } from '../../../test/club-form.js';
import { bearer, useTestApp } from '../../../test/helper.js';

const t = useTestApp();
let admin = '';
beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
});

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1565c0' } })
    .composite([{ input: { create: { width: Math.ceil(width / 3), height: Math.ceil(height / 3), channels: 3, background: '#f9a825' } }, left: 10, top: 10 }])
    .jpeg()
    .toBuffer();

/** POST /api/club3/settings/site as the editor sends it: the document as JSON text and the image files. */
function saveWith(document: SiteDocument, files: { name: string; filename: string; type: string; data: Buffer }[]) {
  const parts: Part[] = [{ name: 'document', value: JSON.stringify(document) }, ...files];
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/club3/settings/site', payload, headers: { ...headers, ...bearer(admin) } });
}
const heroDocument = (): SiteDocument => ({
  ...defaultSiteDocument(),
  hero: { ...defaultSiteDocument().hero, alt: 'Players on the pitch', headline: 'Hello' },
});
const settings = async (): Promise<SiteSettings> => (await t.app.inject({ method: 'GET', url: '/api/club3/settings/site', headers: bearer(admin) })).json();
const publicSite = () => t.app.inject({ method: 'GET', url: '/api/public/clubs/club3/site' });
const jpeg = (data: Buffer, name = 'hero_image') => ({ name, filename: 'photo.jpg', type: 'image/jpeg', data });

describe('Site images: one pipeline for the hero, sponsor logos and the sharing image', () => {
  it('re-encodes an uploaded hero to WebP at 640, 1280 and 1920 px wide, with no metadata (GPS EXIF stays on the server)', async () => {
    const withGps = await sharp(await photo(2400, 1600))
      .withExif({
        IFD0: { Copyright: 'Someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();

    const saved = await saveWith(heroDocument(), [jpeg(withGps)]);
    expect(saved.statusCode).toBe(200);
    const body = saved.json() as SiteSettings;
    const mediaId = body.draft.hero.media_id!;
    expect(mediaId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(body.media[mediaId]).toMatchObject({ width: 2400, height: 1600 });
    expect(body.media[mediaId]!.variants.map((variant) => variant.width)).toEqual([640, 1280, 1920]);

    for (const variant of body.media[mediaId]!.variants) {
      const image = await t.app.inject({ method: 'GET', url: variant.url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(image.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: variant.width });
      expect(metadata.exif).toBeUndefined();
      expect(image.rawPayload.includes(Buffer.from('Someone'))).toBe(false);
    }
  });

  it('keeps the hero off the public site until Publish, then shows it there', async () => {
    const before = (await settings()).draft.hero.media_id;
    expect(before).not.toBeNull();
    expect((await publicSite()).statusCode).toBe(404);
    await t.app.inject({ method: 'POST', url: '/api/club3/settings/site/publish', headers: bearer(admin) });
    const live = (await publicSite()).json();
    expect(live.document.hero.media_id).toBe(before);
    expect(live.media[before!].variants).toHaveLength(3);
  });

  it('never enlarges: a narrow upload gives one variant at its own width', async () => {
    const saved = await saveWith(heroDocument(), [jpeg(await photo(500, 300))]);
    const body = saved.json() as SiteSettings;
    expect(body.media[body.draft.hero.media_id!]!.variants.map((variant) => variant.width)).toEqual([500]);
  });

  it('takes sponsor logos and the sharing image through the same pipeline', async () => {
    const document: SiteDocument = {
      ...heroDocument(),
      sponsors: [
        { name: 'Acme', url: null, logo_media_id: null },
        { name: 'Globex', url: null, logo_media_id: null },
      ],
    };
    const png = await sharp({ create: { width: 300, height: 120, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const saved = await saveWith(document, [
      { name: 'sponsor_logo_1', filename: 'globex.png', type: 'image/png', data: png },
      jpeg(await photo(1200, 630), 'share_image'),
    ]);
    expect(saved.statusCode).toBe(200);
    const body = saved.json() as SiteSettings;
    expect(body.draft.sponsors.map((sponsor) => sponsor.logo_media_id === null)).toEqual([true, false]);
    expect(body.media[body.draft.seo.share_media_id!]!.variants.map((variant) => variant.width)).toEqual([640, 1200]);
  });

  it('refuses a text file named .jpg, an SVG with a script, a 10000×10000 PNG (from its header) and an 11 MiB file, writing nothing', async () => {
    const before = await settings();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const cases: [Buffer, string, number, string][] = [
      [Buffer.from('just some text, not a photo\n'.repeat(20)), 'notes.jpg', 422, 'invalid_image'],
      [svg, 'logo.svg', 422, 'invalid_image'],
      [huge, 'huge.png', 422, 'image_too_large'],
      [Buffer.alloc(SITE_IMAGE_MAX_BYTES + 1024 * 1024, 1), 'big.jpg', 413, 'payload_too_large'],
    ];
    for (const [data, filename, status, code] of cases) {
      const started = Date.now();
      const response = await saveWith(heroDocument(), [{ name: 'hero_image', filename, type: 'image/jpeg', data }]);
      expect({ filename, status: response.statusCode, code: response.json().code }).toEqual({ filename, status, code });
      if (status === 422) expect(response.json().errors).toHaveProperty('hero_image');
      // The 100-megapixel PNG is refused from its header: well under the time decoding it would take.
      if (filename === 'huge.png') expect(Date.now() - started).toBeLessThan(2_000);
    }
    expect(await settings()).toEqual(before);
  });

  it('removes the hero from the draft only: the live site keeps it until the next publish', async () => {
    const live = (await publicSite()).json().document.hero.media_id;
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/club3/settings/site/remove-hero-image', headers: bearer(admin) });
    expect(removed.json().draft.hero.media_id).toBeNull();
    const site = (await publicSite()).json();
    expect(site.document.hero.media_id).toBe(live);
    expect((await t.app.inject({ method: 'GET', url: site.media[live].variants[0].url })).statusCode).toBe(200);
  });

  it('answers 404 for an image id or width that is not there', async () => {
    for (const url of ['/api/public/media/0123456789ABCDEFGHJKMNPQRS/640.webp', '/api/public/media/x/640.png']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
