import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, route, type FakeRoute } from '../../../testing/fake-api';
import type { PlayerSummary, RegistrationWithTeam } from '@matchday/domain';
import { ann, club, fakeId, LEAGUE_ID, leagueWith, page, Q_SHIRT, teamSummary } from '../../../testing/fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import { TeamsTab } from './TeamsTab';

const LEAGUE_PATH = `/club2/leagues/${LEAGUE_ID}`;
const hawks = teamSummary(fakeId(21), 'Hawks', 4);
const owls = teamSummary(fakeId(22), 'Owls', 10);
const cy: PlayerSummary = { ...ann, id: fakeId(33), first_name: 'Cy', last_name: 'Dee', email: 'cy@example.com', leagues_count: 1 };
const bo: PlayerSummary = { ...ann, id: fakeId(34), first_name: 'Bo', last_name: 'Ray', email: 'bo@example.com', leagues_count: 1 };
const registrationOf = (player: PlayerSummary, id: number, team: { id: string; name: string } | null): RegistrationWithTeam => ({
  id: fakeId(id),
  player: { id: player.id, first_name: player.first_name, last_name: player.last_name, email: player.email, phone: null },
  team_id: team?.id ?? null,
  team,
  is_captain: false,
  payment_status: 'unpaid',
  answers: [],
  created_at: '2026-08-03T15:00:00.000Z',
});

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

  it('shows players already on a team of the league as not choosable, with the team they are on', async () => {
    serve(
      leagueWith(),
      route('GET', /^\/club2\/leagues\/[^/]+\/registrations\?/, {
        body: page([registrationOf(cy, 41, { id: fakeId(23), name: 'Net Results' }), registrationOf(bo, 42, null)]),
      }),
      route('GET', /^\/club2\/players\?/, { body: page([ann, cy, bo]) }),
    );
    renderInClub(<TeamsTab league={leagueWith()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'New team' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Players' }), { target: { value: 'e' } });
    const reason = await screen.findByText('Already on Net Results');
    const taken = reason.closest('[role="option"]') as HTMLElement;
    expect(within(taken).getByText('Cy Dee')).toBeTruthy();
    expect(taken.getAttribute('aria-disabled')).toBe('true');
    // A free agent of the league moves onto the new team, and a player of another league is free.
    expect(screen.getByRole('option', { name: /Bo Ray/ }).getAttribute('aria-disabled')).not.toBe('true');
    expect(screen.getByRole('option', { name: /Ann Lee/ }).getAttribute('aria-disabled')).not.toBe('true');
  });

  it('creates a team, showing a refusal of the server in the dialog', async () => {
    const calls = serve(
      leagueWith(),
      route('POST', `${LEAGUE_PATH}/teams`, { status: 409, body: { message: 'The league is full: 8 of 8 teams', code: 'capacity_reached' } }),
    );
    renderInClub(<TeamsTab league={leagueWith()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'New team' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('6 of 8 teams')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Team name/), { target: { value: 'Falcons' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(await within(dialog).findByText('The league is full: 8 of 8 teams')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Falcons', player_ids: [], captain_player_id: null, answers: {} });
  });

  it('asks each player the team registers for the league’s answers; a free agent keeps theirs', { timeout: 45_000 }, async () => {
    const calls = serve(
      leagueWith(),
      route('GET', /^\/club2\/leagues\/[^/]+\/registrations\?/, { body: page([registrationOf(bo, 42, null)]) }),
      route('GET', /^\/club2\/players\?/, { body: page([ann, bo]) }),
      route('POST', `${LEAGUE_PATH}/teams`, {
        status: 422,
        body: { message: 'Ann Lee has not answered “Shirt size”', code: 'answers_required', errors: { [`answers.${ann.id}.${Q_SHIRT}`]: ['Required'] } },
      }),
    );
    renderInClub(<TeamsTab league={leagueWith()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'New team' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Team name/), { target: { value: 'Falcons' } });
    for (const name of [/Ann Lee/, /Bo Ray/]) {
      fireEvent.change(within(dialog).getByRole('combobox', { name: 'Players' }), { target: { value: 'e' } });
      fireEvent.click(await screen.findByRole('option', { name }));
    }
    const answers = within(dialog).getByRole('group', { name: 'Ann Lee’s answers' });
    expect(within(dialog).queryByRole('group', { name: 'Bo Ray’s answers' })).toBeNull();
    expect(within(dialog).getByText('Free agents keep the answers they gave when they registered.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(await within(answers).findByText('Required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(answers).getByRole('radio', { name: 'M' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create team' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Falcons',
        player_ids: [ann.id, bo.id],
        captain_player_id: ann.id,
        answers: { [ann.id]: [{ question_id: Q_SHIRT, value: 'M' }] },
      }),
    );
    // The league came to require more meanwhile: the server's refusal names the player and the question.
    expect(await within(dialog).findByText('Ann Lee has not answered “Shirt size”.')).toBeTruthy();
  });

  it('keeps its page, size, search and sort in the URL, so a reload shows the same rows', async () => {
    const calls = serve();
    const { router } = renderInClub(<TeamsTab league={leagueWith()} />, {
      path: '/club/club2/screen?tab=teams&q=ha&sort=roster_count&order=desc&page=3&page_size=10',
    });
    const lastList = () => [...calls].reverse().find((call) => call.path.includes('/teams?'))?.path;
    await waitFor(() => expect(lastList()).toBe(`${LEAGUE_PATH}/teams?page=3&page_size=10&q=ha&sort=roster_count&order=desc`));
    expect((screen.getByRole('searchbox', { name: 'Search teams' }) as HTMLInputElement).value).toBe('ha');
    fireEvent.click(screen.getByRole('button', { name: 'Team' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=teams&q=ha&sort=name&order=asc&page_size=10'));
    await waitFor(() => expect(lastList()).toBe(`${LEAGUE_PATH}/teams?page=1&page_size=10&q=ha&sort=name&order=asc`));
  });
});
