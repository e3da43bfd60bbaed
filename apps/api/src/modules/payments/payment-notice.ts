import { formatMoney } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import type { LeagueRow } from '../leagues/league-access.js';
import { leagueRoster } from '../teams/league-roster.js';
import type { LedgerRow } from './ledger-repository.js';

const METHOD_WORDS = { card: 'card', cash: 'cash', check: 'check' } as const;

/** What the payer is told of a money movement the admin recorded; charges are not told here (the registration flow shows them). */
function noticeText(entry: LedgerRow, league: LeagueRow): { subject: string; text: string } | null {
  const amount = formatMoney(entry.amountCents);
  switch (entry.kind) {
    case 'payment':
      return {
        subject: `Receipt: ${league.name}`,
        text: `The club recorded your ${METHOD_WORDS[entry.method ?? 'cash']} payment of ${amount} for ${league.name}.\n\n${entry.description}\n\nKeep this e-mail as your receipt.`,
      };
    case 'refund':
      return {
        subject: `Refund: ${league.name}`,
        text: `The club refunded ${amount} for ${league.name}${entry.method === 'card' ? ' to the card you paid with; it shows on your statement within 5–10 days' : ''}.\n\n${entry.description}`,
      };
    case 'waiver':
    case 'credit':
      return {
        subject: `Your balance: ${league.name}`,
        text: `The club ${entry.kind === 'waiver' ? 'waived' : 'credited'} ${amount} of what you owe for ${league.name}.\n\n${entry.description}`,
      };
    default:
      return null;
  }
}

/**
 * Tells the payer (the player, or the team's captain for a team's balance) of a payment, refund, waiver or credit
 * the admin recorded: queued in the same transaction, so it goes once the change is committed, and only then.
 */
export async function queuePaymentNotice(tx: Executor, mailer: Mailer, league: LeagueRow, entry: LedgerRow): Promise<void> {
  const notice = noticeText(entry, league);
  if (!notice) return;
  const roster = await leagueRoster(tx, league.id);
  const captainId = roster.teams.find((team) => team.id === entry.teamId)?.captainPlayerId;
  const payer = roster.registrations.find((registration) =>
    entry.registrationId ? registration.id === entry.registrationId : registration.playerId === captainId,
  );
  if (!payer) return;
  await mailer.send({ to: payer.email, subject: notice.subject, text: `Hello ${payer.firstName},\n\n${notice.text}`, clubId: league.clubId }, tx);
}
