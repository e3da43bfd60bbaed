import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper.js';

let closed: TestContext;
let open: TestContext;
beforeAll(async () => {
  [closed, open] = await Promise.all([createTestApp(), createTestApp({ CORS_ORIGINS: 'https://admin.example.org, https://other.example.org' })]);
});
afterAll(() => Promise.all([closed.close(), open.close()]));

describe('security headers', () => {
  it('sends the strict CSP and the helmet headers', async () => {
    const response = await closed.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;" +
        "connect-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps API answers out of caches unless the route allows it', async () => {
    const login = await closed.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@example.com', password: 'matchday-demo' } });
    expect(login.headers['cache-control']).toBe('no-store');
    const refused = await closed.app.inject({ method: 'GET', url: '/api/me' });
    expect(refused.headers['cache-control']).toBe('no-store');
    const options = await closed.app.inject({ method: 'GET', url: '/api/get-forms-options' });
    expect(options.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('CORS', () => {
  const preflight = (t: TestContext, origin: string) =>
    t.app.inject({ method: 'OPTIONS', url: '/api/login', headers: { origin, 'access-control-request-method': 'POST' } });

  it('is closed by default', async () => {
    const response = await closed.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example.com' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(closed, 'https://evil.example.com')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens only to the CORS_ORIGINS', async () => {
    expect((await preflight(open, 'https://admin.example.org')).headers['access-control-allow-origin']).toBe('https://admin.example.org');
    expect((await preflight(open, 'https://evil.example.com')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
