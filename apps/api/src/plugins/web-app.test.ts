import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper.js';

const dist = mkdtempSync(path.join(tmpdir(), 'matchday-web-'));
const indexHtml = `<!doctype html><title>Matchday</title><script type="module" src="/assets/app-1a2b.js"></script>${'<!-- padding -->'.repeat(80)}`;
const appJs = `console.log("app");\n${'export const value = "a line long enough to be worth compressing";\n'.repeat(40)}`;

/** A file of the build with the .br and .gz copies the web build writes next to it (apps/web/vite.config.ts). */
function writeBuilt(relativePath: string, content: string) {
  writeFileSync(path.join(dist, relativePath), content);
  writeFileSync(path.join(dist, `${relativePath}.br`), brotliCompressSync(content));
  writeFileSync(path.join(dist, `${relativePath}.gz`), gzipSync(content));
}

let t: TestContext;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeBuilt('index.html', indexHtml);
  writeBuilt(path.join('assets', 'app-1a2b.js'), appJs);
  // Too small to be worth compressing: the build leaves it alone.
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves index.html for the root and for every page path (single-page fallback)', async () => {
    for (const url of ['/', '/login', '/club/club2/leagues', '/club/club2/leagues/01HZX3Y4Z5A6B7C8D9E0F1G2H3']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Matchday</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('serves files, fingerprinted assets as immutable', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths, missing assets and non-GET requests as JSON 404s', async () => {
    // A chunk of an older build is gone after a deploy: a 404, not index.html served as JavaScript.
    for (const [method, url] of [
      ['GET', '/api/unknown'],
      ['POST', '/club/club2/leagues'],
      ['GET', '/api'],
      ['GET', '/assets/gone-9f8e.js'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual({ message: 'Not found', code: 'not_found' });
    }
  });
});

const varies = (header: unknown) =>
  String(header ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('compression of the built web app', () => {
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends the brotli copy to a browser that accepts brotli', async () => {
    const response = await get('/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(appJs);
    expect(varies(response.headers.vary)).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await get('/assets/app-1a2b.js', 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(appJs);
    expect(varies(response.headers.vary)).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the file itself to a client that accepts no encoding, still saying the answer varies', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/app-1a2b.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(appJs);
      expect(varies(response.headers.vary)).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // A file the build left uncompressed (too small) goes as it is, whatever the client accepts.
    const icon = await get('/favicon.svg', 'br, gzip');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(varies(icon.headers.vary)).toContain('accept-encoding');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('compresses index.html, for the root and for the page paths it answers, and never lets it be cached unchecked', async () => {
    for (const url of ['/', '/index.html', '/login', '/club/club2/dashboard']) {
      const br = await get(url, 'gzip, deflate, br');
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['content-type'], url).toContain('text/html');
      expect(br.headers['cache-control'], url).toBe('no-cache');
      expect(varies(br.headers.vary), url).toContain('accept-encoding');
      expect(br.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(indexHtml);

      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gzip.headers['cache-control'], url).toBe('no-cache');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(indexHtml);

      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers['cache-control'], url).toBe('no-cache');
      expect(varies(plain.headers.vary), url).toContain('accept-encoding');
      expect(plain.body, url).toBe(indexHtml);
    }
  });
});

describe('compression of the built web app with CORS open to an origin', () => {
  let cors: TestContext;
  beforeAll(async () => {
    cors = await createTestApp({ WEB_DIST_DIR: dist, CORS_ORIGINS: 'https://partner.example' });
  });
  afterAll(() => cors.close());

  it('varies on both Origin and Accept-Encoding', async () => {
    for (const url of ['/assets/app-1a2b.js', '/club/club2/dashboard']) {
      const response = await cors.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', origin: 'https://partner.example' } });
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(varies(response.headers.vary), url).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
    }
  });
});
