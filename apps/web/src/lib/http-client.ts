import { AUTH_SCHEME } from '@matchday/domain';
import type { ZodType } from 'zod';
import { ApiError } from './api-error';

let authToken: string | null = null;
let onUnauthorized: (() => void) | null = null;

/** Installs (or removes) the bearer token every call carries (spec §4, §6). */
export function setAuthToken(token: string | null): void {
  authToken = token;
}

/** Called when an authenticated call comes back 401: the token expired or was revoked. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
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
  delete<T>(path: string): Promise<T>;
  putForm<T>(path: string, formData: FormData, schema?: ZodType<T>): Promise<T>;
}

/** A JSON client rooted at `baseUrl`; failures reject with an ApiError built from the server body. */
export function createHttpClient(baseUrl: string): HttpClient {
  async function request<T>(method: string, path: string, body: unknown, schema?: ZodType<T>): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const sentToken = authToken;
    if (sentToken) headers.Authorization = `${AUTH_SCHEME} ${sentToken}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload });
    } catch {
      throw new ApiError(0, undefined);
    }
    const data = await readBody(response);
    if (!response.ok) {
      if (response.status === 401 && sentToken && sentToken === authToken) onUnauthorized?.();
      throw new ApiError(response.status, data, retryAfterSeconds(response));
    }
    return (schema ? schema.parse(data) : data) as T;
  }

  return {
    get: (path, schema) => request('GET', path, undefined, schema),
    post: (path, body, schema) => request('POST', path, body, schema),
    put: (path, body, schema) => request('PUT', path, body, schema),
    delete: (path) => request('DELETE', path, undefined),
    putForm: (path, formData, schema) => request('PUT', path, formData, schema),
  };
}
