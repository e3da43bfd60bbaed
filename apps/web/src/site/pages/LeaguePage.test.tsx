import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { PublicLeague, PublicLeaguePage } from '@matchday/domain';
import { withIntl } from '../registration/test-support';
import { LeaguePage } from './LeaguePage';

afterEach(cleanup);

const league = (over: Partial<PublicLeague> = {}): PublicLeague => ({
  id: '01JAAAAAAAAAAAAAAAAAAAAAA1',
  name: 'Sunday Soccer',
  sport: 'soccer',
  season: 'Winter 2027',
  season_start: '2027-01-10',
  season_end: '2027-03-28',
  description: null,
  locations: [],
  registration_type: 'teams_and_individuals',
  payment_mode: 'captains_pay',
  team_fee_cents: 28000,
  player_fee_cents: 0,
  registration: { state: 'open', opens_on: '2026-10-01', closes_on: '2026-12-15', places_left: 3 },
  early_bird: null,
  deposit_cents: null,
  add_ons: [],
  calendar_url: null,
  ...over,
});

const show = (shown: PublicLeague) => {
  const page: PublicLeaguePage = {
    club: { slug: 'club2', name: 'Hudson Sports Club', timezone: 'America/New_York', sport: 'soccer', logo_url: null },
    league: shown,
    teams: [],
    games: [],
    standings: { rows: [], ties: [] },
    bracket: null,
  };
  render(withIntl(<LeaguePage page={page} contact={{ email: null, phone: null, address: null }} />));
  const heading = screen.getByRole('heading', { level: 2, name: 'Payment Information' });
  return heading.closest('.payment-info') as HTMLElement;
};

const facts = (block: HTMLElement) => [...block.querySelectorAll('dl > div')].map((fact) => fact.textContent);

describe('a league’s Payment Information', () => {
  it('shows the early-bird price and until when, the deposit a captain may pay, and the add-ons on sale', () => {
    const block = show(
      league({
        early_bird: { until: '2026-11-30', team_fee_cents: 24000, player_fee_cents: null },
        deposit_cents: 10000,
        add_ons: [
          { id: '01JAAAAAAAAAAAAAAAAAAAAAP1', name: 'Team jersey', description: 'With your number', price_cents: 2500 },
          { id: '01JAAAAAAAAAAAAAAAAAAAAAP2', name: 'Team banner', description: null, price_cents: 4000 },
        ],
      }),
    );
    expect(facts(block)).toEqual([
      'Team fee$240.00Early bird until Nov 30, 2026, then $280.00',
      'Deposit available$100.00Captains may pay it when registering, and the rest of the fee later.',
    ]);
    const addOns = within(block).getByRole('list', { name: 'Add-ons' });
    expect(
      within(addOns)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Team jersey $25.00', 'Team banner $40.00']);
  });

  it('shows the normal fees alone when there is no early bird, deposit or add-on', () => {
    const block = show(league());
    expect(facts(block)).toEqual(['Team fee$280.00']);
    expect(within(block).queryByRole('list')).toBeNull();
  });

  it('shows an early-bird player fee in the modes that charge one, and a free league’s add-ons', () => {
    let block = show(
      league({
        payment_mode: 'players_pay',
        team_fee_cents: 80000,
        player_fee_cents: 9000,
        early_bird: { until: '2026-11-30', team_fee_cents: null, player_fee_cents: 7500 },
      }),
    );
    expect(facts(block)).toEqual(['Team fee$800.00', 'Player fee$75.00Early bird until Nov 30, 2026, then $90.00']);
    cleanup();
    block = show(
      league({
        payment_mode: 'free',
        team_fee_cents: 0,
        add_ons: [{ id: '01JAAAAAAAAAAAAAAAAAAAAAP1', name: 'Team jersey', description: null, price_cents: 2500 }],
      }),
    );
    expect(within(block).getByText('Free to play')).toBeTruthy();
    expect(within(block).getByRole('list', { name: 'Add-ons' }).textContent).toBe('Team jersey $25.00');
  });
});
