import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

/** Answers one API call (path without /api, query string included); undefined passes to the next route. */
export type FakeRoute = (call: FakeCall) => FakeReply | undefined;

/** A route for one method and path (a RegExp is matched against the path with its query string). */
export const route =
  (method: string, path: string | RegExp, reply: FakeReply | ((call: FakeCall) => FakeReply)): FakeRoute =>
  (call) => {
    const matches = typeof path === 'string' ? call.path.split('?')[0] === path : path.test(call.path);
    if (call.method !== method || !matches) return undefined;
    return typeof reply === 'function' ? reply(call) : reply;
  };

/** Replaces fetch with the given routes; an unrouted call fails the test loudly with a 599. Returns the calls made. */
export function installFakeApi(routes: FakeRoute[]): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: FakeCall = {
        method: init?.method ?? 'GET',
        path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const reply = routes.map((handle) => handle(call)).find((found) => found !== undefined) ?? {
        status: 599,
        body: { message: `No fake route for ${call.method} ${call.path}`, code: 'internal_error' },
      };
      const status = reply.status ?? 200;
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}
