import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { createHttpClient, setAuthToken, setSessionExpiredHandler } from './http-client';

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
  setSessionExpiredHandler(null);
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
    vi.stubGlobal(
      'fetch',
      respond(429, { message: 'Too many attempts', code: 'too_many_requests', errors: { email: ['Slow down'] } }, { 'Retry-After': '30' }),
    );
    const error = await failure(createHttpClient('/api').post('/login', {}));
    expect(error).toMatchObject({ status: 429, code: 'too_many_requests', message: 'Too many attempts', errors: { email: ['Slow down'] }, retryAfter: 30 });
  });

  it("rejects with 'Wrong Services' when there is no body, an unusable body or no answer", async () => {
    vi.stubGlobal('fetch', respond(502));
    expect((await failure(createHttpClient('').get('/x'))).message).toBe('Wrong Services');
    vi.stubGlobal('fetch', respond(500, '<html>oops</html>'));
    expect(await failure(createHttpClient('').get('/x'))).toMatchObject({ message: 'Wrong Services', code: null, status: 500 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await failure(createHttpClient('/api').get('/x'))).toMatchObject({ message: 'Wrong Services', status: 0 });
  });

  it('asks for a sign-in only when an authenticated call comes back 401', async () => {
    const onExpired = vi.fn(async () => false);
    setSessionExpiredHandler(onExpired);
    vi.stubGlobal('fetch', respond(401, { message: 'Invalid email or password', code: 'invalid_credentials' }));
    await failure(createHttpClient('/api').post('/login', {}));
    expect(onExpired).not.toHaveBeenCalled();

    setAuthToken('expired');
    vi.stubGlobal('fetch', respond(401, { message: 'Authentication required', code: 'unauthenticated' }));
    expect(await failure(createHttpClient('/api').get('/me'))).toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the calls an expired session refused waiting, and sends them again with the new token once the user signs in', async () => {
    setAuthToken('expired');
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string>).Authorization === 'Bearer renewed'
        ? new Response(JSON.stringify({ saved: true }), { status: 200 })
        : new Response(JSON.stringify({ message: 'Authentication required', code: 'unauthenticated' }), { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    let signedIn: (renewed: boolean) => void = () => undefined;
    const onExpired = vi.fn(() => new Promise<boolean>((resolve) => (signedIn = resolve)));
    setSessionExpiredHandler(onExpired);
    const client = createHttpClient('/api');

    const save = client.put('/club2/locations/1', { notes: 'Side door' });
    const list = client.get('/club2/locations');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(onExpired).toHaveBeenCalledTimes(1));

    setAuthToken('renewed');
    signedIn(true);
    await expect(save).resolves.toEqual({ saved: true });
    await expect(list).resolves.toEqual({ saved: true });
    // One sign-in for both calls, and the save goes again exactly as it was.
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(fetchMock).toHaveBeenCalledWith('/api/club2/locations/1', {
      method: 'PUT',
      headers: { Accept: 'application/json', Authorization: 'Bearer renewed', 'Content-Type': 'application/json' },
      body: '{"notes":"Side door"}',
    });
  });

  it('rejects the waiting calls with their 401 when the user leaves instead of signing in', async () => {
    setAuthToken('expired');
    vi.stubGlobal('fetch', respond(401, { message: 'Authentication required', code: 'unauthenticated' }));
    setSessionExpiredHandler(async () => {
      setAuthToken(null);
      return false;
    });
    expect(await failure(createHttpClient('/api').put('/club2/locations/1', {}))).toMatchObject({ status: 401, code: 'unauthenticated' });
  });

  it('sends a call refused under a token already replaced again at once, without asking', async () => {
    setAuthToken('expired');
    const onExpired = vi.fn(async () => true);
    setSessionExpiredHandler(onExpired);
    const fetchMock = vi.fn(async () => {
      // The user signed in again (another call's dialog, another tab) while this call was on its way.
      setAuthToken('renewed');
      return fetchMock.mock.calls.length === 1 ? new Response(null, { status: 401 }) : new Response('{"ok":1}', { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(createHttpClient('/api').get('/me')).resolves.toEqual({ ok: 1 });
    expect(onExpired).not.toHaveBeenCalled();
  });

  it("does not ask for a sign-in from the session's own calls, and sends no token when signing in", async () => {
    const onExpired = vi.fn(async () => true);
    setSessionExpiredHandler(onExpired);
    setAuthToken('expired');
    const fetchMock = respond(401, { message: 'Authentication required', code: 'unauthenticated' });
    vi.stubGlobal('fetch', fetchMock);
    await failure(createHttpClient('/api', 'send').get('/me'));
    await failure(createHttpClient('/api', 'none').post('/login', {}));
    expect(onExpired).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/login', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{}',
    });
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
