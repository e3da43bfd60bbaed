import type { FormsOptions } from '@matchday/domain';
import { isApiError } from '../api-error';
import { getFormsOptions } from './api/get-forms-options';

/** Tries before giving up, and the wait before each retry: network and server failures only (a 4xx will not change). */
const RETRY_DELAYS_MS = [1000, 2000];

const retryable = (error: unknown) => !(isApiError(error) && error.status >= 400 && error.status < 500);

async function fetchWithRetries(): Promise<FormsOptions> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await getFormsOptions();
    } catch (error) {
      const delay = RETRY_DELAYS_MS[retry];
      if (delay === undefined || !retryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

let loading: Promise<FormsOptions> | undefined;

/**
 * The forms options, fetched once for the life of the page (spec §4) and shared by every caller; main.tsx
 * starts the fetch before the first render. Plain fetching, not the query cache: the first screens need no
 * TanStack Query. A load that failed (after its retries) is tried afresh by the next call.
 */
export function loadFormsOptions(): Promise<FormsOptions> {
  loading ??= fetchWithRetries().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
