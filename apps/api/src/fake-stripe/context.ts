import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormObject } from './form.js';
import type { FakeState } from './state.js';
import type { FakeWebhooks } from './webhooks.js';

/** What every part of the fake shares. */
export interface FakeContext {
  state: FakeState;
  webhooks: FakeWebhooks;
  /** Stripe's clock, in Unix seconds (movable: a test gives the app's clock). */
  now(): number;
  /** Where the fake listens, for the URLs of its hosted pages. */
  baseUrl(): string;
  log(message: string): void;
}

export const accountOf = (request: FastifyRequest): string | null => {
  const header = request.headers['stripe-account'];
  return typeof header === 'string' && header ? header : null;
};

export const bodyOf = (request: FastifyRequest): FormObject => (request.body && typeof request.body === 'object' ? (request.body as FormObject) : {});

/** Stripe's error body; the SDK turns it into StripeInvalidRequestError, StripeCardError and so on by `type`. */
export function stripeError(
  reply: FastifyReply,
  status: number,
  type: string,
  message: string,
  extra: { code?: string; param?: string; decline_code?: string } = {},
) {
  return reply.code(status).send({ error: { type, message, ...extra } });
}

export const missing = (reply: FastifyReply, kind: string, id: string) =>
  stripeError(reply, 404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param: 'id' });

/** A Stripe list. */
export const list = <T>(url: string, data: T[]) => ({ object: 'list', url, has_more: false, data });
