import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLUB2_FIELDS, clubVersion, fields, multipart } from '../../../test/club-form.js';
import { bearer, useTestApp } from '../../../test/helper.js';
import { logoEtag } from './logo.js';

const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await t.loginAs('single@example.com');
});

/** PUT /api/club2/ as a browser's FormData sends it, with `data` as the logo file. */
async function upload(data: Buffer, filename = 'logo.png', type = 'image/png') {
  const form = fields({ ...CLUB2_FIELDS, row_version: String(await clubVersion(t.database.db)) });
  const { payload, headers } = multipart([...form, { name: 'logo', filename, type, data }]);
  return t.app.inject({ method: 'PUT', url: '/api/club2/', payload, headers: { ...headers, ...bearer(token) } });
}

async function uploadAndFetch(data: Buffer) {
  const response = await upload(data);
  expect(response.statusCode).toBe(200);
  return t.app.inject({ method: 'GET', url: response.json().logo_url });
}

const isWebp = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#1565c0' } });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG header declaring 65535×65535 RGBA pixels (16 GiB once decoded). */
function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(65535, 0);
  ihdr.writeUInt32BE(65535, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr), pngChunk('IDAT', Buffer.alloc(0)), pngChunk('IEND', Buffer.alloc(0))]);
}

describe('logo uploads are decoded and re-encoded', () => {
  it('strips EXIF (GPS), applies its orientation, bounds the size and serves a new WebP', async () => {
    const jpeg = await solid(1600, 800)
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } },
      })
      .toBuffer();
    const GPS_INFO_TAG = Buffer.from([0x25, 0x88]); // 0x8825, little-endian as sharp writes EXIF
    expect((await sharp(jpeg).metadata()).exif?.includes(GPS_INFO_TAG)).toBe(true);

    const served = await uploadAndFetch(jpeg);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(jpeg)).toBe(false);
    expect(isWebp(served.rawPayload)).toBe(true);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('serves the logo inline as image/webp, never sniffed, with the ETag of the stored WebP', async () => {
    const response = await upload(await solid(40, 40).png().toBuffer());
    const url: string = response.json().logo_url;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-disposition': 'inline; filename="logo.webp"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=86400',
      etag: `"${logoEtag(served.rawPayload)}"`,
    });
    expect(url).toContain(logoEtag(served.rawPayload));
    const cached = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(cached.statusCode).toBe(304);
  });

  it('refuses a decompression bomb from its header alone, quickly', async () => {
    const started = performance.now();
    const response = await upload(pngBomb());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ logo: ['The logo is too large: at most 40 megapixels'] });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('drops whatever follows a valid PNG: the served bytes hold no trace of it', async () => {
    const png = await solid(16, 16).png().toBuffer();
    const served = await uploadAndFetch(Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]));
    expect(isWebp(served.rawPayload)).toBe(true);
    expect(served.rawPayload.includes('<script')).toBe(false);
  });

  it('refuses a GIF/JavaScript polyglot', async () => {
    // Read as a script: a comment, then `=alert(1)`. Read as a GIF: a 10799-pixel-wide header and no image data.
    const polyglot = Buffer.concat([Buffer.from('GIF89a/*'), Buffer.from([0x01, 0x00, 0x00, 0x00, 0x00]), Buffer.from('*/=alert(1);')]);
    const response = await upload(polyglot, 'logo.gif', 'image/gif');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['logo']);
  });

  const refused: Array<[string, Buffer, string]> = [
    ['random bytes', randomBytes(4096), 'The logo must be a PNG, JPEG, WebP or GIF image'],
    ['random bytes behind a PNG signature', Buffer.concat([PNG_SIGNATURE, randomBytes(4096)]), 'The logo must be a PNG, JPEG, WebP or GIF image'],
    [
      'HTML behind a JPEG signature',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<html><script>alert(1)</script>')]),
      'The logo must be a PNG, JPEG, WebP or GIF image',
    ],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>'),
      'The logo must be a PNG, JPEG, WebP or GIF image',
    ],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>'), 'The logo must be a PNG, JPEG, WebP or GIF image'],
    ['a single byte', Buffer.from([0x89]), 'The logo must be a PNG, JPEG, WebP or GIF image'],
    ['a TIFF', Buffer.from('49492a00080000000000', 'hex'), 'The logo must be a PNG, JPEG, WebP or GIF image'],
  ];
  for (const [name, bytes, message] of refused) {
    it(`refuses ${name} with a 400 on the logo field`, async () => {
      const response = await upload(bytes);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ logo: [message] });
    });
  }

  it('refuses a truncated PNG as damaged', async () => {
    const png = await solid(64, 64).png().toBuffer();
    const response = await upload(png.subarray(0, png.length - 20));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ logo: ['The logo could not be read: the file is damaged or incomplete'] });
  });

  it('takes an empty file part as “no new logo”, storing nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/club2/show', headers: bearer(token) })).json().logo_url;
    const response = await upload(Buffer.alloc(0));
    expect(response.statusCode).toBe(200);
    expect(response.json().logo_url).toBe(before);
  });
});
