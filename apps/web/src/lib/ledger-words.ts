import { actorKindOf, type LedgerText } from '@matchday/domain';
import type { MessageId } from '../i18n/messages';

/** One of the app's messages in the reader's language (intl.formatMessage, or the History's words.say). */
export type Say = (id: MessageId, values?: Readonly<Record<string, string | number>>) => string;

/**
 * What a ledger entry was for, in the reader's language: its topic ('Paiement par chèque'), or the add-on or charge
 * named as it was typed, with the admin's note as typed ('Paiement par chèque (chèque n° 12)').
 */
export function ledgerEntryWhat(say: Say, text: LedgerText): string {
  const topic = text.topic === 'item' ? (text.item ?? '') : say(`payments.entry.${text.topic}`);
  const what = text.early_bird ? say('payments.entry.earlyBird', { what: topic }) : topic;
  return text.note ? say('payments.entry.withNote', { what, note: text.note }) : what;
}

/** Who recorded a change, in the reader's language when the system did ('Stripe (paiement par carte)'); a person by their name. */
export function actorName(say: Say, name: string): string {
  const actor = actorKindOf(name);
  if (actor.kind === 'system') return say(`payments.actor.${actor.system}`);
  if (actor.kind === 'club_site') return say('payments.actor.club_site', { name: actor.name });
  return actor.name;
}
