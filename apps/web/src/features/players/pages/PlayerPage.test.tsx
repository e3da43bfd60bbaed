import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Player } from '@matchday/domain';
import { installFakeApi, route, type FakeRoute } from '../../../testing/fake-api';
import { club, fakeId, LEAGUE_ID, Q_SHIRT } from '../../../testing/fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import PlayerPage from './PlayerPage';

const PLAYER_ID = fakeId(31);

const player: Player = {
  row_version: 1,
  id: PLAYER_ID,
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '555-0100',
  leagues_count: 1,
  created_at: '2026-08-02T15:00:00.000Z',
  updated_at: '2026-08-02T15:00:00.000Z',
  date_of_birth: '1990-04-02',
  gender: 'female',
  emergency_contact_name: null,
  emergency_contact_phone: null,
  notes: null,
  registrations: [
    {
      id: fakeId(41),
      league: { id: LEAGUE_ID, name: 'Monday Volleyball', season: 'Fall 2026', status: 'registration_open' },
      team: { id: fakeId(21), name: 'Hawks' },
      is_captain: true,
      payment_status: 'partial',
      balance_cents: 18_000,
      answers: [{ question_id: Q_SHIRT, label: 'Shirt size', type: 'mcq', value: 'M' }],
      created_at: '2026-08-03T15:00:00.000Z',
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openPlayer(...more: FakeRoute[]) {
  const calls = installFakeApi([...more, route('GET', '/club2/show', { body: club }), route('GET', `/club2/players/${PLAYER_ID}`, { body: player })]);
  renderInClub(<PlayerPage />, { path: `/club/club2/players/${PLAYER_ID}`, pattern: '/club/:slug/players/:playerId' });
  return calls;
}

describe('PlayerPage', { timeout: 20_000 }, () => {
  it('shows the player’s leagues: team, captaincy, payment status, what is owed and answers', async () => {
    openPlayer();
    expect(await screen.findByRole('heading', { name: 'Ann Lee' })).toBeTruthy();
    const leagues = screen.getByRole('region', { name: 'Leagues and teams' });
    expect(within(leagues).getByRole('link', { name: 'Monday Volleyball' }).getAttribute('href')).toBe(`/club/club2/leagues/${LEAGUE_ID}`);
    expect(within(leagues).getByRole('link', { name: 'Hawks' }).getAttribute('href')).toBe(`/club/club2/leagues/${LEAGUE_ID}/teams/${fakeId(21)}`);
    expect(within(leagues).getByText('Captain')).toBeTruthy();
    expect(within(leagues).getByText('Partly paid')).toBeTruthy();
    expect(within(leagues).getByText('Owes $180.00')).toBeTruthy();
    expect(within(leagues).getByRole('link', { name: 'Payments of Monday Volleyball' }).getAttribute('href')).toBe(
      `/club/club2/leagues/${LEAGUE_ID}?tab=payments`,
    );
    expect(within(leagues).getByText('Shirt size')).toBeTruthy();
    expect(within(leagues).getByText('M')).toBeTruthy();
  });

  it('saves edited details, sending blanks as null', async () => {
    const calls = openPlayer(route('PUT', `/club2/players/${PLAYER_ID}`, (call) => ({ body: { ...player, ...(call.body as object) } })));
    const phone = await screen.findByLabelText('Phone');
    fireEvent.change(phone, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      first_name: 'Ann',
      phone: null,
      date_of_birth: '1990-04-02',
      gender: 'female',
      notes: null,
    });
  });

  it('shows the server’s reason when the player cannot be deleted', async () => {
    openPlayer(
      route('DELETE', `/club2/players/${PLAYER_ID}`, {
        status: 409,
        body: { message: 'Ann Lee is registered in 1 league: remove the registration first', code: 'in_use' },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete player' }));
    expect(await within(dialog).findByText('Ann Lee is registered in 1 league: remove the registration first')).toBeTruthy();
  });
});
