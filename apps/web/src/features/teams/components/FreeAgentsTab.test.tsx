import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlayerSummary, RegistrationWithTeam } from '@matchday/domain';
import { installFakeApi, route, type FakeRoute } from '../../../testing/fake-api';
import { ann, club, fakeId, LEAGUE_ID, leagueWith, page, Q_NOTE, Q_SHIRT, teamSummary } from '../../../testing/fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import { FreeAgentsTab } from './FreeAgentsTab';

const LEAGUE_PATH = `/club2/leagues/${LEAGUE_ID}`;

const waiting: RegistrationWithTeam = {
  id: fakeId(41),
  player: { id: fakeId(32), first_name: 'Bo', last_name: 'Ray', email: 'bo@example.com', phone: null },
  team_id: null,
  team: null,
  is_captain: false,
  payment_status: 'unpaid',
  answers: [{ question_id: Q_SHIRT, label: 'Shirt size', type: 'mcq', value: 'L' }],
  created_at: '2026-08-03T15:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(...more: FakeRoute[]) {
  return installFakeApi([
    ...more,
    route('GET', '/club2/show', { body: club }),
    route('GET', /^\/club2\/leagues\/[^/]+\/registrations\?/, { body: page([waiting]) }),
    route('GET', /^\/club2\/leagues\/[^/]+\/teams\?/, { body: page([teamSummary(fakeId(21), 'Hawks', 10), teamSummary(fakeId(22), 'Owls', 7)]) }),
    route('GET', /^\/club2\/players\?/, { body: page([ann]) }),
  ]);
}

describe('FreeAgentsTab', { timeout: 20_000 }, () => {
  it('explains that a teams-only league has no free agents', () => {
    serve();
    renderInClub(<FreeAgentsTab league={leagueWith({ registration_type: 'teams_only' })} />);
    expect(screen.getByText('This league registers teams only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register free agent' })).toBeNull();
  });

  it('lists the free agents with their answers, and places one on a team with room', async () => {
    const calls = serve(
      route('PATCH', `${LEAGUE_PATH}/registrations/${waiting.id}`, { body: { ...waiting, team_id: fakeId(22), team: { id: fakeId(22), name: 'Owls' } } }),
    );
    renderInClub(<FreeAgentsTab league={leagueWith()} />);
    const row = (await screen.findByRole('link', { name: 'Bo Ray' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Shirt size')).toBeTruthy();
    // Its name starts with the text it shows, then says whom it places (WCAG 2.5.3, axe label-content-name-mismatch).
    const place = within(row).getByRole('button', { name: 'Place on team: Bo Ray' });
    expect(place.textContent).toBe('Place on team');
    fireEvent.click(place);
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    const full = await screen.findByRole('option', { name: 'Hawks (10/10) · full' });
    expect(full.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Owls (7/10)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place on team' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ team_id: fakeId(22) });
  });

  it('shows players already registered in the league as not choosable, saying so', async () => {
    const bo: PlayerSummary = { ...ann, id: waiting.player.id, first_name: 'Bo', last_name: 'Ray', email: 'bo@example.com', leagues_count: 1 };
    const cy: PlayerSummary = { ...ann, id: fakeId(33), first_name: 'Cy', last_name: 'Dee', email: 'cy@example.com', leagues_count: 1 };
    const rostered: RegistrationWithTeam = {
      ...waiting,
      id: fakeId(43),
      player: { ...waiting.player, id: cy.id, first_name: 'Cy', last_name: 'Dee' },
      team_id: fakeId(23),
      team: { id: fakeId(23), name: 'Net Results' },
    };
    serve(
      route('GET', /^\/club2\/leagues\/[^/]+\/registrations\?/, { body: page([waiting, rostered]) }),
      route('GET', /^\/club2\/players\?/, { body: page([ann, bo, cy]) }),
    );
    renderInClub(<FreeAgentsTab league={leagueWith()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Register free agent' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Player/ }), { target: { value: 'e' } });
    const freeAgent = (await screen.findByText('Already registered in this league as a free agent')).closest('[role="option"]') as HTMLElement;
    expect(within(freeAgent).getByText('Bo Ray')).toBeTruthy();
    expect(freeAgent.getAttribute('aria-disabled')).toBe('true');
    const onTeam = screen.getByText('Already on Net Results').closest('[role="option"]') as HTMLElement;
    expect(within(onTeam).getByText('Cy Dee')).toBeTruthy();
    expect(onTeam.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('option', { name: /Ann Lee/ }).getAttribute('aria-disabled')).not.toBe('true');
  });

  it('registers a free agent, checking the answers first and showing the server’s answer errors on their question', async () => {
    const calls = serve(
      route('POST', `${LEAGUE_PATH}/registrations`, {
        status: 400,
        body: { message: 'Some fields need your attention', code: 'validation_error', errors: { [`answers.${Q_NOTE}`]: ['At most 2000 characters'] } },
      }),
    );
    renderInClub(<FreeAgentsTab league={leagueWith()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Register free agent' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(2));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByRole('combobox', { name: /Player/ }), { target: { value: 'ann' } });
    fireEvent.click(await screen.findByText('Ann Lee'));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'M' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('At most 2000 characters')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ player_id: ann.id, team_id: null, answers: [{ question_id: Q_SHIRT, value: 'M' }] });
  });

  it('keeps its page, size, search and sort in the URL, so a reload shows the same rows', async () => {
    const calls = serve();
    const { router } = renderInClub(<FreeAgentsTab league={leagueWith()} />, {
      path: '/club/club2/screen?tab=free-agents&q=bo&sort=last_name&page=2&page_size=50',
    });
    const lastList = () => [...calls].reverse().find((call) => call.path.includes('/registrations?'))?.path;
    await waitFor(() => expect(lastList()).toBe(`${LEAGUE_PATH}/registrations?page=2&page_size=50&q=bo&sort=last_name&order=asc&kind=free_agents`));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search free agents' }), { target: { value: 'ray' } });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=free-agents&q=ray&sort=last_name&page_size=50'));
    await waitFor(() => expect(lastList()).toBe(`${LEAGUE_PATH}/registrations?page=1&page_size=50&q=ray&sort=last_name&order=asc&kind=free_agents`));
  });
});
