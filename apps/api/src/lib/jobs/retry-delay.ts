const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** Exponential backoff after the given failed attempt (1-based): 30 s, 1 min, 2 min, … at most an hour. */
export const retryDelayMs = (attempt: number): number => Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempt - 1, 0), LONGEST_WAIT_MS);
