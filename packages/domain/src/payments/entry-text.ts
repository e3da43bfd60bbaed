import { z } from 'zod';
/**
 * What a ledger entry was for, as structured data a page says in its reader's language. The ledger keeps each entry's
 * description in English (the payer's e-mails and receipts quote it); `ledgerTextOf` reads it back into this.
 */
export const LEDGER_TOPICS = [
  'card_payment',
  'saved_card_payment',
  'cash_payment',
  'check_payment',
  'refund',
  'dashboard_refund',
  'write_off',
  'credit',
  'place_released',
  'team_fee',
  'player_fee',
  'player_fees',
  'player_share',
  'deposit',
  'team_fee_rest',
  /** Anything else: an add-on or a charge the admin added, named by `item` as it was typed. */
  'item',
] as const;
export type LedgerTopic = (typeof LEDGER_TOPICS)[number];

export const LedgerTextSchema = z.object({
  topic: z.enum(LEDGER_TOPICS),
  /** A fee at its early-bird price. */
  early_bird: z.boolean(),
  /** For `item`: the add-on's or charge's name as typed (with '× 3' when several). */
  item: z.string().nullable(),
  /** The admin's note or refund reason, as typed. */
  note: z.string().nullable(),
});
export type LedgerText = z.infer<typeof LedgerTextSchema>;

/** The English heads the API writes before ' — {league}', by topic (payments' entry writers name entries with these). */
export const LEDGER_HEADS = {
  card_payment: 'Card payment',
  cash_payment: 'Cash payment',
  check_payment: 'Check payment',
  refund: 'Refund',
  dashboard_refund: 'Refund in the Stripe dashboard',
  write_off: 'Waiver',
  credit: 'Credit',
  place_released: 'Place released — balance waived',
  team_fee: 'Team fee',
  player_fee: 'Player fee',
  player_fees: 'Player fees',
  player_share: 'Player share',
  deposit: 'Deposit',
  team_fee_rest: 'Rest of the team fee',
} as const satisfies Partial<Record<LedgerTopic, string>>;

const EARLY_BIRD = ' (early bird)';
const SAVED_CARD = /^Card payment \(saved card\): /;
const SEPARATOR = ' — ';
// Longest first: 'Refund in the Stripe dashboard' before 'Refund'.
const HEADS = (Object.entries(LEDGER_HEADS) as [LedgerTopic, string][]).sort(([, a], [, b]) => b.length - a.length);

/** What follows '{head} — ': the league's name (or 'team, league'), then the note in brackets when there is one. */
function noteAfter(tail: string, leagueName: string | undefined): string | null {
  if (leagueName !== undefined && (tail === leagueName || tail.endsWith(`, ${leagueName}`))) return null;
  if (leagueName !== undefined && tail.startsWith(`${leagueName} (`) && tail.endsWith(')')) return tail.slice(leagueName.length + 2, -1);
  // The league was renamed since (or is not known here): the note is the last bracket.
  return /^.+? \((.*)\)$/.exec(tail)?.[1] ?? null;
}

const text = (topic: LedgerTopic, rest: Partial<Omit<LedgerText, 'topic'>> = {}): LedgerText => ({
  topic,
  early_bird: false,
  item: null,
  note: null,
  ...rest,
});

/**
 * A ledger entry's description read back into what it was for: a known head ('Cash payment — Monday Sixes (check
 * #12)') gives its topic and the note; an add-on ('Jersey × 2 — Monday Sixes') or a charge the admin typed ('Late
 * fee') is an `item` named as written. `leagueName` (the entry's league now) tells the league from a note.
 */
export function ledgerTextOf(description: string, leagueName?: string): LedgerText {
  if (SAVED_CARD.test(description)) return text('saved_card_payment');
  for (const [topic, head] of HEADS) {
    for (const early of [true, false]) {
      const prefix = `${head}${early ? EARLY_BIRD : ''}${SEPARATOR}`;
      if (!description.startsWith(prefix)) continue;
      // A fee's name never carries a note; a head written before a league's name may.
      const tail = description.slice(prefix.length);
      return text(topic, { early_bird: early, note: noteAfter(tail, leagueName) });
    }
  }
  const suffix = leagueName !== undefined ? `${SEPARATOR}${leagueName}` : null;
  if (suffix && description.endsWith(suffix)) return text('item', { item: description.slice(0, -suffix.length) });
  return text('item', { item: description });
}

/** Who recorded a change when no administrator did: the names the API gives the system's actors. */
export const SYSTEM_ACTOR_NAMES = {
  stripe: 'Stripe',
  stripe_card_payment: 'Stripe (card payment)',
  stripe_dashboard_refund: 'Stripe (refund in the dashboard)',
  payment_deadline: 'Matchday (payment deadline)',
  checkout_not_completed: 'Matchday (checkout not completed)',
  demo_data: 'Matchday demo data',
} as const;
export type SystemActor = keyof typeof SYSTEM_ACTOR_NAMES;

const CLUB_SITE = / \(club site\)$/;

/** Who an actor's stored name says they are: a system actor, a person on the club site ('Ana Ruiz (club site)'), or a person. */
export type ActorKind = { kind: 'system'; system: SystemActor } | { kind: 'club_site'; name: string } | { kind: 'person'; name: string };

export function actorKindOf(name: string): ActorKind {
  const system = (Object.entries(SYSTEM_ACTOR_NAMES) as [SystemActor, string][]).find(([, known]) => known === name)?.[0];
  if (system) return { kind: 'system', system };
  if (CLUB_SITE.test(name)) return { kind: 'club_site', name: name.replace(CLUB_SITE, '') };
  return { kind: 'person', name };
}
