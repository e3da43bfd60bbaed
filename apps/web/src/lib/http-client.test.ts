import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { createHttpClient, setAuthToken, setUnauthorizedHandler } from './http-client';

const respond = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status, headers }));

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthToken(null);
  setUnauthorizedHandler(null);
});

describe('http client (spec §7, §8)', () => {
  it('sends JSON with Accept and the bearer token, under its base path', async () => {
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    setAuthToken('abc');
    await createHttpClient('/api').post('/login', { email: 'a@b.c' });
    expect(fetchMock).toHaveBeenCalledWith('/api/login', {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: 'Bearer abc', 'Content-Type': 'application/json' },
      body: '{"email":"a@b.c"}',
    });
  });

  it('parses the response with the given schema', async () => {
    vi.stubGlobal('fetch', respond(200, { name: 'club2', extra: 1 }));
    await expect(createHttpClient('/api').get('/x', z.object({ name: z.string() }))).resolves.toEqual({ name: 'club2' });
  });

  it('rejects with the server body: message, code, field errors, Retry-After', async () => {
    vi.stubGlobal('fetch', respond(429, { message: 'Too many attempts', code: 'too_many_requests', errors: { email: ['Slow down'] } }, { 'Retry-After': '30' }));
    const error = await failure(createHttpClient('/api').post('/login', {}));
    expect(error).toMatchObject({ status: 429, code: 'too_many_requests', message: 'Too many attempts', errors: { email: ['Slow down'] }, retryAfter: 30 });
  });

  it("rejects with 'Wrong Services' when there is no body, an unusable body or no answer", async () => {
    vi.stubGlobal('fetch', respond(502));
    expect((await failure(createHttpClient('').get('/x'))).message).toBe('Wrong Services');
    vi.stubGlobal('fetch', respond(500, '<html>oops</html>'));
    expect(await failure(createHttpClient('').get('/x'))).toMatchObject({ message: 'Wrong Services', code: null, status: 500 });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await failure(createHttpClient('/api').get('/x'))).toMatchObject({ message: 'Wrong Services', status: 0 });
  });

  it('ends the session on a 401 of an authenticated call only', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', respond(401, { message: 'Invalid email or password', code: 'invalid_credentials' }));
    await failure(createHttpClient('/api').post('/login', {}));
    expect(onUnauthorized).not.toHaveBeenCalled();

    setAuthToken('expired');
    vi.stubGlobal('fetch', respond(401, { message: 'Session expired', code: 'unauthenticated' }));
    await failure(createHttpClient('/api').get('/me'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends form data as is and returns nothing for 204', async () => {
    const fetchMock = respond(204);
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.set('name', 'Club');
    await expect(createHttpClient('/api').putForm('/club2/', form)).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith('/api/club2/', { method: 'PUT', headers: { Accept: 'application/json' }, body: form });
  });
});
