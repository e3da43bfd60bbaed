import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi, route, type FakeRoute } from '../testing/fake-api';
import { club, fakeId, LEAGUE_ID, leagueWith, page, teamSummary } from '../testing/fixtures';
import { renderInClub } from '../testing/render-in-club';
import { TeamsTab } from './TeamsTab';

const LEAGUE_PATH = `/club2/leagues/${LEAGUE_ID}`;
const hawks = teamSummary(fakeId(21), 'Hawks', 4);
const owls = teamSummary(fakeId(22), 'Owls', 10);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(league = leagueWith(), ...more: FakeRoute[]) {
  return installFakeApi([
    ...more,
    route('GET', '/club2/show', { body: club }),
    route('GET', LEAGUE_PATH, { body: league }),
    route('GET', /^\/club2\/leagues\/[^/]+\/teams\?/, { body: page([hawks, owls]) }),
  ]);
}

describe('TeamsTab', { timeout: 20_000 }, () => {
  it('lists the teams against the capacity, warning about a roster below the minimum', async () => {
    serve();
    renderInClub(<TeamsTab league={leagueWith()} />);
    expect(await screen.findByText('6 of 8 teams')).toBeTruthy();
    const hawksRow = (await screen.findByRole('link', { name: 'Hawks' })).closest('tr') as HTMLElement;
    expect(within(hawksRow).getByText('4 / 10')).toBeTruthy();
    expect(within(hawksRow).getByText('Below the league’s roster minimum of 6')).toBeTruthy();
    const owlsRow = screen.getByRole('link', { name: 'Owls' }).closest('tr') as HTMLElement;
    expect(within(owlsRow).getByText('10 / 10 · full')).toBeTruthy();
  });

  it('disables New team with the reason when the league is full', async () => {
    serve(leagueWith({ teams_count: 8 }));
    renderInClub(<TeamsTab league={leagueWith({ teams_count: 8 })} />);
    expect(await screen.findByText('8 of 8 teams')).toBeTruthy();
    expect(screen.getByText(/The league is full \(8 of 8 teams\)/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'New team' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('creates a team, showing a refusal of the server in the dialog', async () => {
    const calls = serve(leagueWith(), route('POST', `${LEAGUE_PATH}/teams`, { status: 409, body: { message: 'The league is full: 8 of 8 teams', code: 'capacity_reached' } }));
    renderInClub(<TeamsTab league={leagueWith()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'New team' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('6 of 8 teams')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Team name/), { target: { value: 'Falcons' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(await within(dialog).findByText('The league is full: 8 of 8 teams')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Falcons', player_ids: [], captain_player_id: null });
  });
});
