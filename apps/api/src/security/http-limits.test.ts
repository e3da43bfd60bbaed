import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper.js';

const ORIGIN = 'https://admin.example.org';
const REQUEST_TIMEOUT_MS = 2_000;

let t: TestContext;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: ORIGIN, REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterAll(() => t.close());

describe('CORS preflight', () => {
  it('allows every method the API documents, PATCH included', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const methods = new Set(Object.values(document.paths).flatMap((operations) => Object.keys(operations).map((method) => method.toUpperCase())));
    expect(methods).toContain('PATCH');
    for (const method of methods) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/me',
        headers: { origin: ORIGIN, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(
        String(preflight.headers['access-control-allow-methods'])
          .split(',')
          .map((value) => value.trim()),
      ).toContain(method);
    }
  });
});

describe('a client trickling its headers', () => {
  it(`is cut off soon after REQUEST_TIMEOUT_MS (${REQUEST_TIMEOUT_MS} ms), not after Node's 30-second check`, async () => {
    const socket = connect(port, '127.0.0.1');
    const started = performance.now();
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X-Slow: a\r\n'), 300);
    const closedAfter = await new Promise<number>((resolve) => {
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(performance.now() - started));
      setTimeout(() => resolve(Number.POSITIVE_INFINITY), 10_000);
    });
    clearInterval(trickle);
    socket.destroy();
    expect(closedAfter).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(closedAfter).toBeLessThan(REQUEST_TIMEOUT_MS + 2_000);
  }, 15_000);
});
