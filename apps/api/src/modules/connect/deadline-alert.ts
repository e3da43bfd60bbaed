import { formatDate, requirementTopics, type RequirementTopic } from '@matchday/domain';
import type { StoredAccount } from './account-state.js';

const TOPIC_TEXT: Record<RequirementTopic, string> = {
  identity_document: 'an identity document',
  personal_details: 'personal details of the account holder',
  bank_account: 'a bank account for payouts',
  business_details: 'details of the club as a business (website, activity)',
  company: 'company details (legal name, tax ID, address)',
  people: 'details of the people who own or run the club',
  terms: "acceptance of Stripe's terms of service",
  other: 'other information Stripe asks for',
};

/** The e-mail warning a club's admins that Stripe will turn payments off at a deadline unless they act. */
export function deadlineAlert(club: { name: string; slug: string; timezone: string }, account: StoredAccount, appUrl: string) {
  const deadline = formatDate(account.requirements.current_deadline!, club.timezone);
  const needed = requirementTopics([...account.requirements.past_due, ...account.requirements.currently_due]).map((topic) => `  - ${TOPIC_TEXT[topic]}`);
  const now = account.charges_enabled
    ? `Card payments still work for now, but Stripe will turn them off on ${deadline} unless it gets:`
    : `Card payments are turned off until Stripe gets (deadline ${deadline}):`;
  return {
    subject: `Action needed: Stripe needs information for ${club.name} by ${deadline}`,
    text: [
      `Stripe needs more information about ${club.name}'s account.`,
      '',
      now,
      ...needed,
      '',
      `Open the Stripe Connect page to provide it: ${appUrl}/club/${club.slug}/connect-integration`,
      '',
      'Until it is done, players can still pay the club another way (cash, bank transfer), recorded by an admin.',
    ].join('\n'),
  };
}
