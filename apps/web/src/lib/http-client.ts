import { AUTH_SCHEME } from '@matchday/domain';
import type { ZodType } from 'zod';
import { ApiError } from './api-error';

let authToken: string | null = null;
let onSessionExpired: (() => Promise<boolean>) | null = null;
/** The sign-in every call refused for an expired session waits for: one at a time, however many calls wait. */
let renewal: Promise<boolean> | null = null;

/** Installs (or removes) the bearer token every call carries (spec §4, §6). */
export function setAuthToken(token: string | null): void {
  authToken = token;
}

/**
 * Installs what runs when an authenticated call comes back 401 (the token expired or was revoked): it
 * asks the user to sign in again and resolves true once a new token is installed, false if they left.
 * The refused calls wait for it and are then sent again, so nothing the user was saving is lost.
 */
export function setSessionExpiredHandler(handler: (() => Promise<boolean>) | null): void {
  onSessionExpired = handler;
}

/** Whether a call refused with 401 under `sentToken` may go again, under a token installed since. */
async function renewedSince(sentToken: string): Promise<boolean> {
  // Someone signed in again while this call was on its way (another call's sign-in, another tab).
  if (authToken !== sentToken) return authToken !== null;
  if (!onSessionExpired) return false;
  renewal ??= onSessionExpired().finally(() => {
    renewal = null;
  });
  return (await renewal) && authToken !== null && authToken !== sentToken;
}

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const retryAfterSeconds = (response: Response): number | undefined => {
  const header = response.headers.get('Retry-After');
  const seconds = header === null ? Number.NaN : Number(header);
  return Number.isFinite(seconds) ? seconds : undefined;
};

export interface HttpClient {
  get<T>(path: string, schema?: ZodType<T>): Promise<T>;
  post<T>(path: string, body?: unknown, schema?: ZodType<T>): Promise<T>;
  put<T>(path: string, body?: unknown, schema?: ZodType<T>): Promise<T>;
  patch<T>(path: string, body?: unknown, schema?: ZodType<T>): Promise<T>;
  delete<T>(path: string): Promise<T>;
  putForm<T>(path: string, formData: FormData, schema?: ZodType<T>): Promise<T>;
  /** A file (a CSV export): the body as a Blob, reporting the share received so far (0..1, or null when the size is unknown). */
  download(path: string, onProgress?: (share: number | null) => void): Promise<Blob>;
}

/**
 * How a client uses the session: 'renew' sends the token and has a call the session no longer covers
 * wait for the user to sign in again, then go again; 'send' sends it and takes a 401 as the answer (the
 * session's own calls: restoring it at start, signing out); 'none' sends none (signing in, which must not
 * carry the expired token it replaces).
 */
export type SessionUse = 'renew' | 'send' | 'none';

/** A JSON client rooted at `baseUrl`; failures reject with an ApiError built from the server body. */
export function createHttpClient(baseUrl: string, session: SessionUse = 'renew'): HttpClient {
  const authHeaders = (accept: string): Record<string, string> => ({
    Accept: accept,
    ...(authToken && session !== 'none' ? { Authorization: `${AUTH_SCHEME} ${authToken}` } : {}),
  });

  /** Sends a request built afresh for each attempt (the token may have changed), until it is not a 401 a new sign-in answered. */
  async function send(path: string, init: (headers: Record<string, string>) => RequestInit, accept: string): Promise<Response> {
    for (;;) {
      const headers = authHeaders(accept);
      const sentToken = headers.Authorization === undefined ? null : authToken;
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${path}`, init(headers));
      } catch {
        throw new ApiError(0, undefined);
      }
      const retry = response.status === 401 && session === 'renew' && sentToken !== null && (await renewedSince(sentToken));
      if (!retry) return response;
    }
  }

  const failure = async (response: Response): Promise<ApiError> => new ApiError(response.status, await readBody(response), retryAfterSeconds(response));

  async function request<T>(method: string, path: string, body: unknown, schema?: ZodType<T>): Promise<T> {
    const isForm = body instanceof FormData;
    const payload: BodyInit | undefined = isForm ? body : body === undefined ? undefined : JSON.stringify(body);
    const response = await send(
      path,
      (headers) => ({ method, headers: payload === undefined || isForm ? headers : { ...headers, 'Content-Type': 'application/json' }, body: payload }),
      'application/json',
    );
    if (!response.ok) throw await failure(response);
    const data = await readBody(response);
    return (schema ? schema.parse(data) : data) as T;
  }

  async function download(path: string, onProgress?: (share: number | null) => void): Promise<Blob> {
    const response = await send(path, (headers) => ({ headers }), '*/*');
    if (!response.ok) throw await failure(response);
    const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
    if (!response.body || !onProgress) return new Blob([await response.arrayBuffer()], { type });
    const total = Number(response.headers.get('Content-Length')) || null;
    const reader = response.body.getReader();
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      received += value.byteLength;
      onProgress(total ? Math.min(1, received / total) : null);
    }
    onProgress(1);
    return new Blob(chunks, { type });
  }

  return {
    get: (path, schema) => request('GET', path, undefined, schema),
    post: (path, body, schema) => request('POST', path, body, schema),
    put: (path, body, schema) => request('PUT', path, body, schema),
    patch: (path, body, schema) => request('PATCH', path, body, schema),
    delete: (path) => request('DELETE', path, undefined),
    putForm: (path, formData, schema) => request('PUT', path, formData, schema),
    download,
  };
}
