import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ledgerTextOf, SYSTEM_ACTOR_NAMES, type LedgerEntry } from '@matchday/domain';
import { IntlProvider } from 'react-intl';
import en from '../../../i18n/locales/en';
import fr from '../../../i18n/locales/fr';
import ro from '../../../i18n/locales/ro';
import zh from '../../../i18n/locales/zh';
import { fakeId } from '../../../testing/fixtures';
import { cardPaymentEntry } from '../../../testing/payments-fixtures';
import { LedgerTable } from './LedgerTable';

const LEAGUE = 'Monday Sixes';
const entry = (id: number, description: string, rest: Partial<LedgerEntry>) =>
  cardPaymentEntry({
    id: fakeId(id),
    amount_cents: 10_000,
    description,
    text: ledgerTextOf(description, LEAGUE),
    team_id: fakeId(90),
    team_name: 'Lions',
    refundable_cents: 0,
    ...rest,
  });

// What the API sends: English descriptions, structured text beside them, the actors' stored names.
const ENTRIES = [
  entry(1, `Card payment — ${LEAGUE}`, { created_by: SYSTEM_ACTOR_NAMES.stripe_card_payment }),
  entry(2, `Check payment — ${LEAGUE} (chèque 1234)`, { method: 'check', created_by: 'Ana Admin' }),
  entry(3, `Waiver — ${LEAGUE}`, { kind: 'waiver', method: null, created_by: 'Ana Admin' }),
  entry(4, `Team jersey × 2 — ${LEAGUE}`, { kind: 'charge', method: null, created_by: 'Rita Ruiz (club site)' }),
];

const MESSAGES = { en, fr, ro, zh } as const;

describe('LedgerTable: what each entry was for and who recorded it, in the reader’s language', () => {
  afterEach(cleanup);

  it.each([
    ['en', ['Card payment', 'Check payment (chèque 1234)', 'Write-off', 'Team jersey × 2'], ['Stripe (card payment)', 'Ana Admin', 'Rita Ruiz (club site)']],
    [
      'fr',
      ['Paiement par carte', 'Paiement par chèque (chèque 1234)', 'Exonération', 'Team jersey × 2'],
      ['Stripe (paiement par carte)', 'Rita Ruiz (site du club)'],
    ],
    ['ro', ['Plată cu cardul', 'Plată cu cec (chèque 1234)', 'Scutire', 'Team jersey × 2'], ['Stripe (plată cu cardul)', 'Rita Ruiz (site-ul clubului)']],
    ['zh', ['银行卡付款', '支票付款（chèque 1234）', '减免', 'Team jersey × 2'], ['Stripe（银行卡付款）', 'Rita Ruiz（俱乐部网站）']],
  ] as const)('%s', (locale, descriptions, actors) => {
    render(
      <IntlProvider locale={locale} messages={MESSAGES[locale]}>
        <LedgerTable entries={ENTRIES} timezone="America/New_York" onRefund={() => {}} />
      </IntlProvider>,
    );
    const table = screen.getByRole('table');
    for (const text of [...descriptions, ...actors]) expect(within(table).getAllByText(text).length).toBeGreaterThan(0);
    // The item and the admin's note stay as typed; no English description is left in another language.
    if (locale !== 'en') expect(within(table).queryByText(/Card payment|Waiver|Check payment/)).toBeNull();
  });
});
