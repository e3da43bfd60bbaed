import Stripe from 'stripe';
import { HttpError } from '../http-error.js';

/**
 * Runs a Stripe call; Stripe unreachable, failing, or refusing what Matchday asked becomes a 502
 * `payment_provider_error` (logged with Stripe's own message) instead of a 500. Card declines and other
 * errors callers expect should be caught by the caller first.
 */
export async function stripeCall<T>(work: () => Promise<T>, log?: { warn(details: object, message: string): void }): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    log?.warn(
      { stripe: { type: error.type, code: error.code, status: error.statusCode, requestId: error.requestId, message: error.message } },
      'Stripe call failed',
    );
    throw new HttpError(502, 'payment_provider_error', 'Stripe could not be reached or refused the request. Try again in a moment.');
  }
}
