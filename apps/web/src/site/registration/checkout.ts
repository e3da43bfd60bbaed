/** Hands the visitor over to Stripe's hosted Checkout (a page of its own: the site is left). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
