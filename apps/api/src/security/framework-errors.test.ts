import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { ERROR_CODES, isErrorBody } from '@matchday/domain';
import { describe, expect, it } from 'vitest';
import { clubVersion } from '../../test/club-form.js';
import { bearer, useTestApp } from '../../test/helper.js';

/**
 * What the probe found outside any handler: router errors, connection errors, body parsers and
 * multipart. Every one answers a 4xx with the one error body, never Fastify's own shape or a 500.
 */

const t = useTestApp();

/** Sends raw bytes on a new connection and reads until the server closes it (or a time limit). */
async function raw(request: string | Buffer): Promise<string> {
  const address = t.app.server.address() ?? (await t.app.listen({ port: 0, host: '127.0.0.1' }), t.app.server.address());
  const { port } = address as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), 5_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    socket.write(request);
  });
}

function parseRaw(response: string) {
  const [head = '', body = ''] = response.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

const isOneBody = (body: unknown) => isErrorBody(body) && Object.keys(body as object).every((key) => ['message', 'code', 'errors', 'messages'].includes(key));

describe('connection errors (clientErrorHandler)', () => {
  it('answers headers over the limit with 431 and the one body, then closes', async () => {
    const response = parseRaw(await raw(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`));
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers.connection).toBe('close');
    expect(response.body).toEqual({ message: 'The request headers are too large', code: 'header_fields_too_large' });
  });

  it('answers what is not HTTP with 400 and the one body', async () => {
    for (const request of [
      'HELLO THERE\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nX-Nul: a\u0000b\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n',
    ]) {
      const response = parseRaw(await raw(request));
      expect({ request, status: response.status }).toEqual({ request, status: 400 });
      expect(response.body).toEqual({ message: 'The request is not valid HTTP', code: 'bad_request' });
    }
  });

  it('still answers ordinary requests on the same server', async () => {
    const response = await raw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 200 OK/);
  });
});

describe('router errors (frameworkErrors)', () => {
  it('answers a path parameter over 200 characters with 414 uri_too_long', async () => {
    const token = await t.loginAs('admin@example.com');
    const response = await t.app.inject({ method: 'GET', url: `/api/club2/leagues/${'x'.repeat(300)}`, headers: bearer(token) });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'A part of the address is too long', code: 'uri_too_long' });
  });

  it('answers a URL that does not decode with 400 bad_request', async () => {
    for (const url of ['/api/%E0%A4%A', '/api/club2/leagues/%', '/api/club2/players/%ED%A0%80']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 400,
        body: { message: 'The address is not valid', code: 'bad_request' },
      });
    }
  });

  it('answers unknown routes with the JSON 404', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });
});

describe('NUL in path parameters', () => {
  it('is refused before any lookup, on public and club routes alike', async () => {
    const token = await t.loginAs('admin@example.com');
    for (const [url, field] of [
      ['/api/calendar/x%00.ics', 'file'],
      ['/api/public/clubs/club2%00/logo', 'slug'],
      ['/api/club2%00/show', 'slug'],
      ['/api/club2/leagues/%00', 'leagueId'],
      ['/api/club2/players/x%00y', 'playerId'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 400,
        body: {
          message: 'Some fields are not valid',
          code: 'validation_error',
          errors: { [field]: ['Must not contain a NUL character'] },
          messages: { [field]: [{ id: 'noNul' }] },
        },
      });
    }
  });
});

describe('bodies the parsers refuse', () => {
  const put = async (payload: string | Buffer, contentType?: string) => {
    const token = await t.loginAs('admin@example.com');
    return t.app.inject({
      method: 'PUT',
      url: '/api/club2/',
      headers: { ...bearer(token), ...(contentType === undefined ? {} : { 'content-type': contentType }) },
      payload,
    });
  };
  const club = JSON.stringify({ name: 'Riverside', timezone: 'America/New_York', contact_email: '', address: '', default_sport: 'soccer' });
  /** The same settings as a form opened now sends them: each accepted save moves the club to its next row_version. */
  const openedClub = async () => JSON.stringify({ ...JSON.parse(club), row_version: await clubVersion(t.database.db) });

  it('answers multipart without a usable boundary with 400', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary=${'b'.repeat(300)}`]) {
      const response = await put('--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--x--\r\n', contentType);
      expect({ contentType, status: response.statusCode, oneBody: isOneBody(response.json()) }).toEqual({ contentType, status: 400, oneBody: true });
    }
  });

  it('answers a multipart body cut short with 400', async () => {
    const response = await put('--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nunterminated', 'multipart/form-data; boundary=zz');
    expect(response.statusCode).toBe(400);
    expect(isOneBody(response.json())).toBe(true);
  });

  it('answers other media types with 415, and odd JSON parameters with a 4xx or a success', async () => {
    for (const contentType of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const response = await put(club, contentType);
      expect({ contentType, status: response.statusCode, body: response.json() }).toEqual({
        contentType,
        status: 415,
        body: { message: 'This content type is not supported', code: 'unsupported_media_type' },
      });
    }
    for (const contentType of ['application/json; charset=latin1', 'application/json; charset="UTF-16"', 'application/json;charset=iso-8859-1']) {
      const response = await put(club, contentType);
      expect({ contentType, status: response.statusCode, body: response.json() }).toEqual({
        contentType,
        status: 415,
        body: { message: 'JSON must be sent as UTF-8', code: 'unsupported_media_type' },
      });
    }
    for (const contentType of ['', 'application/json, text/plain', 'application/vnd.api+json']) {
      const response = await put(club, contentType);
      expect({ contentType, status: response.statusCode, oneBody: isOneBody(response.json()) }).toEqual({ contentType, status: 415, oneBody: true });
    }
    // UTF-8, however it is spelled, and parameters JSON does not use, are read as they are.
    for (const contentType of [
      'application/json; charset=UTF-8',
      'application/json; charset="utf-8"',
      'application/json; foo=bar; charset=utf8',
      'APPLICATION/JSON',
    ]) {
      expect({ contentType, status: (await put(await openedClub(), contentType)).statusCode }).toEqual({ contentType, status: 200 });
    }
  });

  it('answers JSON that is not an object with 400', async () => {
    for (const payload of ['null', '[]', '42', '"text"', 'true', '', '{', '\uFEFF{}', `${'['.repeat(20_000)}${']'.repeat(20_000)}`]) {
      const response = await put(payload, 'application/json');
      expect({ payload: payload.slice(0, 20), status: response.statusCode, oneBody: isOneBody(response.json()) }).toEqual({
        payload: payload.slice(0, 20),
        status: 400,
        oneBody: true,
      });
    }
  });

  it('answers prototype keys as unknown fields, never a 500', async () => {
    for (const key of ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty']) {
      const response = await put(`{"${key}":{"isAdmin":true},${club.slice(1)}`, 'application/json');
      expect({ key, status: response.statusCode }).toEqual({ key, status: 400 });
      const body = response.json<{ code: string; errors?: Record<string, string[]> }>();
      expect(isOneBody(body)).toBe(true);
      if (key !== '__proto__') expect(Object.hasOwn(body.errors ?? {}, key)).toBe(true);
    }
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await put(JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }), 'application/json');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large', code: 'payload_too_large' });
  });

  it('keeps every code it answers among the documented error codes', () => {
    for (const code of ['uri_too_long', 'header_fields_too_large', 'bad_request', 'unsupported_media_type', 'payload_too_large'])
      expect(ERROR_CODES).toContain(code);
  });
});
