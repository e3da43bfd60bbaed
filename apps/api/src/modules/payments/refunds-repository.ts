import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { ledgerEntries } from '../../db/schema.js';
import type { LedgerRow } from './ledger-repository.js';

/** The card payment a Stripe PaymentIntent (or session) made, in whichever club's ledger it is. */
export async function findPaymentByStripeRef(db: Executor, stripeRef: string): Promise<LedgerRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'payment'), eq(ledgerEntries.stripeRef, stripeRef)));
  return row;
}

/** Which of these Stripe object ids the ledger already holds. */
export async function knownStripeRefs(db: Executor, refs: readonly string[]): Promise<Set<string>> {
  if (!refs.length) return new Set();
  const rows = await db
    .select({ ref: ledgerEntries.stripeRef })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.stripeRef, [...refs]));
  return new Set(rows.flatMap((row) => (row.ref ? [row.ref] : [])));
}
