/** An open checkout holds its place this long (Stripe Checkout's shortest expiry). */
export const CHECKOUT_HOLD_MINUTES = 30;
/** A place freed for the waitlist is offered for this long. */
export const WAITLIST_OFFER_HOURS = 48;
/** A player's e-mailed sign-in code. */
export const SIGN_IN_CODE_MINUTES = 10;
export const SIGN_IN_CODE_ATTEMPTS = 5;
/** A player's session on a club's site lasts this long without use. */
export const PLAYER_SESSION_DAYS = 30;

/** Why an order ended unpaid, said to its payer and the club's admin (issue 19 §4): nothing was charged either way. */
export const ORDER_END_REASONS = ['stripe_unavailable', 'checkout_expired'] as const;
export type OrderEndReason = (typeof ORDER_END_REASONS)[number];
