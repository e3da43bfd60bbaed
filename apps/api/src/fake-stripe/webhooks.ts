import Stripe from 'stripe';
import { fakeId, type FakeEvent, type FakeState } from './state.js';

/** Where signed events go: a URL the fake POSTs to, or a function (a test's `app.inject`) answering with a status. */
export type WebhookTarget = { url: string } | { deliver: (body: string, signature: string) => Promise<number> } | null;

export interface DeliveryOptions {
  secret: string;
  /** Attempts per event before giving up (Stripe retries for days; a few quick tries are enough here). */
  attempts?: number;
  /** Milliseconds before the first retry, doubled each time. */
  retryDelayMs?: number;
  log?: (message: string) => void;
}

// Only its webhooks helpers are used: no request ever leaves with this key.
const signer = new Stripe('sk_test_fake_stripe_signer');

export function createWebhooks(state: FakeState, nowSeconds: () => number, options: DeliveryOptions) {
  let target: WebhookTarget = null;
  const attempts = options.attempts ?? 4;
  const retryDelayMs = options.retryDelayMs ?? 250;
  const underWay = new Set<Promise<boolean>>();

  /** The signature header Stripe sends: always signed at the real time, since the receiver checks against its own clock. */
  const sign = (body: string, timestamp = Math.floor(Date.now() / 1000)) =>
    signer.webhooks.generateTestHeaderString({ payload: body, secret: options.secret, timestamp });

  async function post(body: string): Promise<number> {
    if (!target) return 0;
    const signature = sign(body);
    if ('deliver' in target) return target.deliver(body, signature);
    const response = await fetch(target.url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
    return response.status;
  }

  /** One event to the target, retried on failure; true once it was answered 2xx. */
  async function deliver(event: FakeEvent): Promise<boolean> {
    if (!target) return false;
    const body = JSON.stringify(event, null, 2);
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const status = await post(body).catch(() => 0);
      if (status >= 200 && status < 300) return true;
      options.log?.(`webhook ${event.type} ${event.id}: attempt ${attempt} answered ${status || 'nothing'}`);
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (attempt - 1)));
    }
    return false;
  }

  const track = (delivery: Promise<boolean>) => {
    underWay.add(delivery);
    void delivery.finally(() => underWay.delete(delivery));
    return delivery;
  };

  return {
    sign,
    setTarget(next: WebhookTarget) {
      target = next;
    },
    /** Records an event and delivers it; the promise settles once delivered (or given up). */
    emit(type: string, account: string | null, object: unknown, previous?: Record<string, unknown>): { event: FakeEvent; delivered: Promise<boolean> } {
      const event: FakeEvent = {
        id: fakeId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: nowSeconds(),
        type,
        account,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      };
      state.events.set(event.id, event);
      return { event, delivered: track(deliver(event)) };
    },
    /** Delivers a stored event again, as Stripe does when it retries or when one resends it from the dashboard. */
    resend(eventId: string): Promise<boolean> {
      const event = state.events.get(eventId);
      if (!event) return Promise.reject(new Error(`no event ${eventId}`));
      return track(deliver(event));
    },
    /** Resolves once every delivery under way has finished. */
    async idle(): Promise<void> {
      while (underWay.size > 0) await Promise.all(underWay);
    },
  };
}
export type FakeWebhooks = ReturnType<typeof createWebhooks>;
