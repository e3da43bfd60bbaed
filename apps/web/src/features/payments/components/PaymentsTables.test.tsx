import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeId } from '../../../testing/fixtures';
import { moneyTotals, teamMoney } from '../../../testing/payments-fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import { PaymentTotals } from './PaymentTotals';
import { PlayersPaymentsTable, type RegistrationMoney } from './PlayersPaymentsTable';
import { TeamsPaymentsTable, type TeamMoney } from './TeamsPaymentsTable';

const team = (name: string, overrides: Partial<TeamMoney>): TeamMoney =>
  teamMoney(fakeId(name.length + 70), name, {
    captain_name: `${name} Captain`,
    roster_size: 4,
    totals: moneyTotals({ charged: 10_000, balance: 10_000 }),
    shortfall_cents: 20_000,
    ...overrides,
  });

const player = (name: string, overrides: Partial<RegistrationMoney>): RegistrationMoney => ({
  id: fakeId(name.length + 80),
  player_id: fakeId(name.length + 90),
  player_name: name,
  team_id: null,
  team_name: null,
  payment_status: 'paid',
  covered_by_team: false,
  totals: moneyTotals(),
  ...overrides,
});

afterEach(cleanup);

describe('the Payments tab’s tables say what the ledger says', () => {
  it('offers "Charge rest to captain" only for a captain who consented at checkout', () => {
    const onChargeRest = vi.fn();
    const teams = [team('Agreed', { remainder_chargeable: true }), team('Refused', {}), team('Covered', { shortfall_cents: 0 })];
    renderInClub(<TeamsPaymentsTable teams={teams} timezone="America/New_York" playersPay onAction={vi.fn()} onChargeRest={onChargeRest} />);
    const table = screen.getByRole('table', { name: 'Teams’ payments' });
    const rowOf = (name: string) => within(table).getByText(name).closest('tr')!;
    expect(within(rowOf('Refused')).queryByRole('button', { name: 'Charge rest to captain' })).toBeNull();
    expect(within(rowOf('Covered')).queryByRole('button', { name: 'Charge rest to captain' })).toBeNull();
    fireEvent.click(within(rowOf('Agreed')).getByRole('button', { name: 'Charge rest to captain' }));
    expect(onChargeRest).toHaveBeenCalledWith(teams[0]);
    expect(within(table).getByTitle('What the players’ shares still lack of the team fee').textContent).toBe('Shortfall');
  });

  it('never says "Paid" for a player nothing was charged to: covered by the team fee, or nothing charged', () => {
    const registrations = [
      player('Cora Covered', { team_id: fakeId(1), team_name: 'Lions', covered_by_team: true }),
      player('Nell Nothing', { payment_status: 'unpaid' }),
      player('Pia Paid', { totals: moneyTotals({ charged: 5_000, paid: 5_000, collected: 5_000 }) }),
    ];
    renderInClub(<PlayersPaymentsTable registrations={registrations} onAction={vi.fn()} />);
    const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
    expect(within(rowOf('Cora Covered')).getByText('Covered by team fee')).toBeTruthy();
    expect(within(rowOf('Cora Covered')).queryByText('Paid')).toBeNull();
    expect(within(rowOf('Nell Nothing')).getByText('Nothing charged')).toBeTruthy();
    expect(within(rowOf('Nell Nothing')).queryByText('Unpaid')).toBeNull();
    expect(within(rowOf('Pia Paid')).getByText('Paid')).toBeTruthy();
  });

  it('shows Outstanding as the API counts it, with the team fees charged to no one, and each figure’s definition', async () => {
    renderInClub(<PaymentTotals totals={moneyTotals({ charged: 10_000, balance: 10_000, uncharged_shortfall: 90_000, outstanding: 100_000 })} />);
    const outstanding = screen.getByRole('button', { name: 'What “Outstanding” counts' }).closest('li')!;
    expect(within(outstanding).getByText('$1,000.00')).toBeTruthy();
    expect(within(outstanding).getByText('Of which team fees not yet charged: $900.00')).toBeTruthy();
    fireEvent.mouseOver(screen.getByRole('button', { name: 'What “Outstanding” counts' }));
    expect((await screen.findByRole('tooltip')).textContent).toMatch(/^Still owed to the club: every balance/);
    for (const figure of ['Charged', 'Collected by card', 'Collected offline', 'Refunded', 'Written off & credited'])
      expect(screen.getByRole('button', { name: `What “${figure}” counts` })).toBeTruthy();
  });
});
