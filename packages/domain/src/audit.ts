export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITIES = [
  'location',
  'league',
  'team',
  'player',
  'registration',
  'question',
  'game',
  'schedule',
  'bracket',
  'blackout',
  'calendar_feed',
  'site',
  /** A money movement in the ledger (charge, payment, refund, waiver, credit). */
  'payment',
  /** The club's Stripe Connect account (connected, state changed, disconnected). */
  'stripe_account',
  /** The club's registration waiver: each saved text is a new version. */
  'waiver',
  /** A league's add-on (an extra sold with a registration). */
  'product',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export type AuditValue = string | number | boolean | null | readonly unknown[] | { readonly [key: string]: unknown };
export type AuditChanges = Record<string, { before: AuditValue; after: AuditValue }>;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two snapshots of a record, with before and after. A create has no
 * before (pass null) and a delete no after; fields listed in `ignore` (timestamps) are left out.
 */
export function auditChanges(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
  ignore: readonly string[] = ['created_at', 'updated_at'],
): AuditChanges {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChanges = {};
  for (const key of keys) {
    if (ignore.includes(key)) continue;
    const from = (before?.[key] ?? null) as AuditValue;
    const to = (after?.[key] ?? null) as AuditValue;
    if (!same(from, to)) changes[key] = { before: from, after: to };
  }
  return changes;
}
