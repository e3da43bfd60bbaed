import { describe, expect, it } from 'vitest';
import { actorKindOf, ledgerTextOf } from './entry-text.js';

const LEAGUE = 'Monday Sixes (Coed)';

describe('ledgerTextOf: a stored English description read back into what the entry was for', () => {
  it.each([
    ['Card payment — Monday Sixes (Coed)', { topic: 'card_payment', note: null }],
    ['Card payment (saved card): $120.00', { topic: 'saved_card_payment', note: null }],
    ['Check payment — Monday Sixes (Coed) (check #12)', { topic: 'check_payment', note: 'check #12' }],
    ['Cash payment — Monday Sixes (Coed)', { topic: 'cash_payment', note: null }],
    ['Waiver — Monday Sixes (Coed) (hardship (agreed))', { topic: 'write_off', note: 'hardship (agreed)' }],
    ['Credit — Monday Sixes (Coed)', { topic: 'credit', note: null }],
    ['Refund — Monday Sixes (Coed) (injured)', { topic: 'refund', note: 'injured' }],
    ['Refund in the Stripe dashboard — Monday Sixes (Coed)', { topic: 'dashboard_refund', note: null }],
    ['Place released — balance waived — Monday Sixes (Coed)', { topic: 'place_released', note: null }],
    ['Rest of the team fee — Lions, Monday Sixes (Coed)', { topic: 'team_fee_rest', note: null }],
    ['Deposit — Monday Sixes (Coed)', { topic: 'deposit', note: null }],
    ['Player share — Monday Sixes (Coed)', { topic: 'player_share', note: null }],
  ] as const)('%s', (description, expected) => {
    expect(ledgerTextOf(description, LEAGUE)).toMatchObject({ ...expected, early_bird: false, item: null });
  });

  it('tells an early-bird fee', () => {
    expect(ledgerTextOf('Team fee (early bird) — Monday Sixes (Coed)', LEAGUE)).toEqual({ topic: 'team_fee', early_bird: true, item: null, note: null });
  });

  it('keeps an add-on and a charge the admin typed as they were written', () => {
    expect(ledgerTextOf('Jersey × 2 — Monday Sixes (Coed)', LEAGUE)).toMatchObject({ topic: 'item', item: 'Jersey × 2' });
    expect(ledgerTextOf('Late fee — week 3 (forgot)', LEAGUE)).toMatchObject({ topic: 'item', item: 'Late fee — week 3 (forgot)', note: null });
  });

  it('finds the note in the last bracket when the league was renamed since, or is not known', () => {
    expect(ledgerTextOf('Check payment — Old name (check #12)', LEAGUE)).toMatchObject({ topic: 'check_payment', note: 'check #12' });
    expect(ledgerTextOf('Waiver — Monday Sixes (hardship)')).toMatchObject({ topic: 'write_off', note: 'hardship' });
    expect(ledgerTextOf('Credit — Monday Sixes')).toMatchObject({ topic: 'credit', note: null });
  });
});

describe('actorKindOf', () => {
  it('knows the system actors, a person on the club site and an administrator', () => {
    expect(actorKindOf('Stripe (card payment)')).toEqual({ kind: 'system', system: 'stripe_card_payment' });
    expect(actorKindOf('Matchday (payment deadline)')).toEqual({ kind: 'system', system: 'payment_deadline' });
    expect(actorKindOf('Ana Ruiz (club site)')).toEqual({ kind: 'club_site', name: 'Ana Ruiz' });
    expect(actorKindOf('Ana Admin')).toEqual({ kind: 'person', name: 'Ana Admin' });
  });
});
