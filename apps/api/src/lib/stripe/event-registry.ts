import type Stripe from 'stripe';

export type StripeEventHandler = (event: Stripe.Event) => Promise<void>;

/**
 * Who handles which Stripe event: modules register when the app is built (`app.stripeEvents.on('account.updated', …)`),
 * the 'stripe-event' job dispatches each stored event once. Handlers must be idempotent: a job whose worker died
 * mid-way runs again, and Stripe may send one change as several events, in any order.
 */
export function createStripeEventRegistry() {
  const handlers = new Map<string, StripeEventHandler[]>();
  return {
    on(type: Stripe.Event.Type, handler: StripeEventHandler): void {
      handlers.set(type, [...(handlers.get(type) ?? []), handler]);
    },
    /** Runs the event's handlers one after the other; an event no module handles is simply done. */
    async dispatch(event: Stripe.Event): Promise<void> {
      for (const handler of handlers.get(event.type) ?? []) await handler(event);
    },
    handles: (type: string): boolean => (handlers.get(type)?.length ?? 0) > 0,
  };
}
export type StripeEventRegistry = ReturnType<typeof createStripeEventRegistry>;
