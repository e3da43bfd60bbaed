import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_LEAGUE_RULES, type Standings } from '@matchday/domain';
import { installFakeApi, route } from '../../../testing/fake-api';
import { club, fakeId, LEAGUE_ID, leagueWith } from '../../../testing/fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import { StandingsTab } from './StandingsTab';

const LEAGUE_PATH = `/club2/leagues/${LEAGUE_ID}`;
const RULES = { ...DEFAULT_LEAGUE_RULES, tiebreakers: [...DEFAULT_LEAGUE_RULES.tiebreakers] };
const team = (index: number, name: string) => ({ id: fakeId(30 + index), name });
const row = (rank: number, index: number, name: string, points: number, differential: number) => ({
  rank,
  team: team(index, name),
  played: 3,
  wins: points / 3,
  draws: 0,
  losses: 3 - points / 3,
  points_for: 40 + differential,
  points_against: 40,
  point_differential: differential,
  points,
});

const STANDINGS: Standings = {
  rows: [row(1, 1, 'Ash', 6, 5), row(2, 2, 'Birch', 6, 2), row(3, 3, 'Cedar', 6, -1), row(4, 4, 'Dogwood', 0, -6)],
  ties: [
    { team_ids: [fakeId(31), fakeId(32), fakeId(33)], points: 6, rule: 'head_to_head', values: [6, 3, 0], mini_table: true },
    { team_ids: [fakeId(32), fakeId(33)], points: 6, rule: 'name', values: [0, 0], mini_table: false },
  ],
  rules: RULES,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StandingsTab', { timeout: 20_000 }, () => {
  it('shows the table in order and a sentence for each broken tie', async () => {
    installFakeApi([route('GET', '/club2/show', { body: club }), route('GET', `${LEAGUE_PATH}/standings`, { body: STANDINGS })]);
    renderInClub(<StandingsTab league={leagueWith()} />);
    const table = await screen.findByRole('table', { name: 'League table' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tableRow) => within(tableRow).getAllByRole('cell')[1]!.textContent),
    ).toEqual(['Ash', 'Birch', 'Cedar', 'Dogwood']);
    expect(within(table).getByText('+5')).toBeTruthy();
    expect(
      screen.getByText('Ash, Birch, and Cedar were level on 6 points: the head-to-head mini-table between them (6, 3, and 0 points) put them in this order.'),
    ).toBeTruthy();
    expect(screen.getByText('Birch and Cedar were level on 6 points: still level after every tiebreaker, so they are listed by name.')).toBeTruthy();
  });

  it('saves a reordered tiebreaker chain and new points', async () => {
    const calls = installFakeApi([
      route('GET', '/club2/show', { body: club }),
      route('GET', `${LEAGUE_PATH}/standings`, { body: STANDINGS }),
      route('PUT', `${LEAGUE_PATH}/rules`, (call) => ({ body: call.body })),
    ]);
    renderInClub(<StandingsTab league={leagueWith()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rules' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Points for a win'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Points scored up' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Use Wins' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      ...RULES,
      points_for_win: 2,
      tiebreakers: ['head_to_head', 'points_for', 'point_differential'],
    });
  });
});
