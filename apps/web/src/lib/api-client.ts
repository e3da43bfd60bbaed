import { createHttpClient } from './http-client';

export { ApiError, isApiError } from './api-error';
export { setAuthToken, setUnauthorizedHandler, type HttpClient } from './http-client';

/** The provider API under /api (spec §7): paths are relative to it, e.g. `api.get('/me')`. */
export const api = createHttpClient('/api');
