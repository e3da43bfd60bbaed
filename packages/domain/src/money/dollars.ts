// Whole dollars either plain (1234) or grouped by thousands (1,234), then at most two decimals.
const AMOUNT = /^\$?(\d{1,9}|\d{1,3}(?:,\d{3}){1,2})(?:\.(\d{1,2}))?$/;

/** An amount typed in dollars ("450", "19.99", "$1,200.50") as integer cents; null when it is not one. */
export function dollarsToCents(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const whole = Number((match[1] ?? '').replaceAll(',', ''));
  // Parsed as text, never multiplied as a float: 19.99 * 100 is 1998.9999999999998.
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + cents;
}

/** Integer cents as the text a dollars field starts with: 45000 → "450.00". */
export function centsToDollars(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
