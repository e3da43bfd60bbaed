import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RegistrationWithTeam } from '@matchday/domain';
import { installFakeApi, route } from '../../../testing/fake-api';
import { ann, club, fakeId, LEAGUE_ID, leagueWith, page, Q_SHIRT } from '../../../testing/fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import { LeaguePlayersTab } from './LeaguePlayersTab';

const LEAGUE_PATH = `/club2/leagues/${LEAGUE_ID}`;
const unanswered: RegistrationWithTeam = {
  id: fakeId(51),
  player: { id: ann.id, first_name: ann.first_name, last_name: ann.last_name, email: ann.email, phone: null },
  team_id: null,
  team: null,
  is_captain: false,
  payment_status: 'unpaid',
  answers: [],
  created_at: '2026-08-03T15:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LeaguePlayersTab', { timeout: 30_000 }, () => {
  it('opens on the registrations missing a required answer when the overview links there, and lets them be answered', async () => {
    const calls = installFakeApi([
      route('GET', '/club2/show', { body: club }),
      route('GET', /^\/club2\/leagues\/[^/]+\/teams\?/, { body: page([]) }),
      route('GET', /^\/club2\/leagues\/[^/]+\/registrations\?/, { body: page([unanswered]) }),
      route('PATCH', `${LEAGUE_PATH}/registrations/${unanswered.id}`, {
        body: { ...unanswered, answers: [{ question_id: Q_SHIRT, label: 'Shirt size', type: 'mcq', value: 'M' }] },
      }),
    ]);
    renderInClub(<LeaguePlayersTab league={leagueWith({ missing_answers_count: 1 })} />, { path: '/club/club2/screen?tab=players&answers=missing' });
    const row = (await screen.findByRole('link', { name: 'Ann Lee' })).closest('tr') as HTMLElement;
    expect(calls.find((call) => call.path.includes('/registrations?'))?.path).toContain('answers=missing');
    expect(screen.getByRole('combobox', { name: 'Show' }).textContent).toBe('Missing required answers');
    expect(within(row).getByTitle('A required answer is missing')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Edit the answers of Ann Lee' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'M' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ answers: [{ question_id: Q_SHIRT, value: 'M' }] }));
  });

  it('keeps its filter in the URL with the search and page', async () => {
    const calls = installFakeApi([
      route('GET', '/club2/show', { body: club }),
      route('GET', /^\/club2\/leagues\/[^/]+\/teams\?/, { body: page([]) }),
      route('GET', /^\/club2\/leagues\/[^/]+\/registrations\?/, { body: page([unanswered]) }),
    ]);
    const { router } = renderInClub(<LeaguePlayersTab league={leagueWith()} />, { path: '/club/club2/screen?tab=players&kind=free_agents&q=ann&page=2' });
    const lastList = () => [...calls].reverse().find((call) => call.path.includes('/registrations?'))?.path;
    await waitFor(() => expect(lastList()).toBe(`${LEAGUE_PATH}/registrations?page=2&page_size=25&q=ann&sort=last_name&order=asc&kind=free_agents`));
    expect(screen.getByRole('combobox', { name: 'Show' }).textContent).toBe('Free agents');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Show' }));
    fireEvent.click(await screen.findByRole('option', { name: 'On a team' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=players&kind=rostered&q=ann'));
  });
});
