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
  patch<T>(path: string, body?: unknown, schema?: ZodType<T>): Promise<T>;
  delete<T>(path: string): Promise<T>;
  putForm<T>(path: string, formData: FormData, schema?: ZodType<T>): Promise<T>;
  /** A file (a CSV export): the body as a Blob, reporting the share received so far (0..1, or null when the size is unknown). */
  download(path: string, onProgress?: (share: number | null) => void): Promise<Blob>;
}

/** A JSON client rooted at `baseUrl`; failures reject with an ApiError built from the server body. */
export function createHttpClient(baseUrl: string): HttpClient {
  const authHeaders = (accept: string): Record<string, string> => ({
    Accept: accept,
    ...(authToken ? { Authorization: `${AUTH_SCHEME} ${authToken}` } : {}),
  });

  const failure = async (response: Response, sentToken: string | null): Promise<ApiError> => {
    if (response.status === 401 && sentToken && sentToken === authToken) onUnauthorized?.();
    return new ApiError(response.status, await readBody(response), retryAfterSeconds(response));
  };

  async function request<T>(method: string, path: string, body: unknown, schema?: ZodType<T>): Promise<T> {
    const headers = authHeaders('application/json');
    const sentToken = authToken;
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
    if (!response.ok) throw await failure(response, sentToken);
    const data = await readBody(response);
    return (schema ? schema.parse(data) : data) as T;
  }

  async function download(path: string, onProgress?: (share: number | null) => void): Promise<Blob> {
    const sentToken = authToken;
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, { headers: authHeaders('*/*') });
    } catch {
      throw new ApiError(0, undefined);
    }
    if (!response.ok) throw await failure(response, sentToken);
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
