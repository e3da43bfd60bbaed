import { actorKindOf, type LedgerText } from '@matchday/domain';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/**
 * What a ledger entry was for, in the reader's language: its topic ('Paiement par chèque'), or the add-on or charge
 * named as it was typed, with the admin's note as typed ('Paiement par chèque (chèque n° 12)').
 */
export function ledgerEntryWhat(intl: IntlShape, text: LedgerText): string {
  const topic = text.topic === 'item' ? (text.item ?? '') : intl.formatMessage({ id: `payments.entry.${text.topic}` as MessageId });
  const what = text.early_bird ? intl.formatMessage({ id: 'payments.entry.earlyBird' }, { what: topic }) : topic;
  return text.note ? intl.formatMessage({ id: 'payments.entry.withNote' }, { what, note: text.note }) : what;
}

/** Who recorded a change, in the reader's language when the system did ('Stripe (paiement par carte)'); a person by their name. */
export function actorName(intl: IntlShape, name: string): string {
  const actor = actorKindOf(name);
  if (actor.kind === 'system') return intl.formatMessage({ id: `payments.actor.${actor.system}` as MessageId });
  if (actor.kind === 'club_site') return intl.formatMessage({ id: 'payments.actor.club_site' }, { name: actor.name });
  return actor.name;
}
