import { createHttpClient } from './http-client';

export { ApiError, isApiError } from './api-error';
export { setAuthToken, setSessionExpiredHandler, type HttpClient } from './http-client';

/**
 * The provider API under /api (spec §7): paths are relative to it, e.g. `api.get('/leagues')`. A call
 * the session no longer covers waits for the user to sign in again, then goes again.
 */
export const api = createHttpClient('/api');

/** The session's own calls (restoring it at start, signing out): for them a 401 is the answer, not a reason to ask for a sign-in. */
export const sessionApi = createHttpClient('/api', 'send');

/** Signing in, which must not carry the expired token it replaces. */
export const signInApi = createHttpClient('/api', 'none');
