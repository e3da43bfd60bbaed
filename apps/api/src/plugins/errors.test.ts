import { describe, expect, it } from 'vitest';
import { isErrorBody } from '@matchday/domain';
import { bearer, useTestApp } from '../../test/helper.js';

const t = useTestApp();

const post = (url: string, payload: string | Buffer, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('bad input gets the one error body, never a 500', () => {
  it('malformed JSON → 400 bad_request', async () => {
    const response = await post('/api/login', '{"email": "admin@example.com",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON', code: 'bad_request' });
  });

  it('an unsupported content type → 415', async () => {
    const response = await post('/api/login', 'email=admin@example.com', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('a JSON body over 1 MiB → 413', async () => {
    const response = await post('/api/login', JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024 + 10) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('wrong types, missing and unknown fields → 400 with errors keyed by field', async () => {
    const response = await post('/api/login', JSON.stringify({ email: ['x'], role: 'admin' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      errors: { email: expect.any(Array), password: expect.any(Array), role: ['Unknown field'] },
    });
  });

  it('names at most 5 unknown fields and counts the rest, so the body stays small', async () => {
    const unknown = Object.fromEntries(Array.from({ length: 400 }, (_, index) => [`k${index}`, 1]));
    const response = await post('/api/login', JSON.stringify({ email: 'admin@example.com', ...unknown }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Some fields are not valid (395 more unknown fields are not listed)',
      code: 'validation_error',
      errors: {
        password: [expect.any(String)],
        k0: ['Unknown field'],
        k1: ['Unknown field'],
        k2: ['Unknown field'],
        k3: ['Unknown field'],
        k4: ['Unknown field'],
      },
      messages: expect.any(Object),
    });
    expect(response.body.length).toBeLessThan(1_024);
  });

  it('a sign-in body over 8 KiB → 413 from its Content-Length, where forms take up to 1 MiB', async () => {
    const response = await post('/api/login', JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(8 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large', code: 'payload_too_large' });
  });

  it('a body that is not an object, or none at all → 400', async () => {
    for (const payload of ['[]', '"text"', 'null']) {
      const response = await post('/api/login', payload);
      expect(response.statusCode).toBe(400);
      expect(isErrorBody(response.json())).toBe(true);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/login' });
    expect(empty.statusCode).toBe(400);
    expect(isErrorBody(empty.json())).toBe(true);
  });

  it('an unknown API route → JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here/at-all'],
      ['POST', '/api/nothing'],
      ['DELETE', '/api/club1/show'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found', code: 'not_found' });
    }
  });
});

describe('server errors', () => {
  it('a 5xx shows neither the message, the stack nor SQL', async () => {
    const token = await t.loginAs('admin@example.com');
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/club1/show', headers: bearer(token) });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error', code: 'internal_error' });
  });
});
