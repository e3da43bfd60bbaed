import { TRANSITION_REFUSALS } from '@matchday/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderInClub } from '../../../testing/render-in-club';
import { sampleLeague } from '../test-data/sample-league';
import LeaguePage from './LeaguePage';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../lib/api-client')>()), api }));
vi.mock('../../../lib/club/use-current-club', () => ({
  useCurrentClub: () => ({ slug: 'club2', club: { slug: 'club2', timezone: 'America/New_York', default_sport: 'soccer' }, isLoading: false, error: null }),
}));

const league = sampleLeague();
const renderPage = (search = '') =>
  renderInClub(<LeaguePage renderTab={(tab) => <p>{tab} tab</p>} />, {
    pattern: '/club/:slug/leagues/:leagueId',
    path: `/club/club2/leagues/${league.id}${search}`,
  }).router;
const openMenu = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
};

beforeEach(() => {
  // Only the date is fixed (a day in the registration window); timers stay real for the page's own waits.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-08-15T16:00:00Z'));
  api.get.mockReset();
  api.post.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// MUI pages render slowly under jsdom, more so on a busy machine.
describe('LeaguePage', { timeout: 60_000 }, () => {
  it('shows the settings, and disables the moves the lifecycle refuses with the reason', async () => {
    api.get.mockResolvedValue({ ...league, status: 'registration_closed', teams_count: 1 });
    renderPage();
    expect(await screen.findByRole('heading', { name: league.name })).toBeTruthy();
    expect(screen.getByText('$450.00')).toBeTruthy();
    expect(screen.getByText('Monday · 7:00 PM')).toBeTruthy();
    expect(screen.getByText('7–14 players')).toBeTruthy();

    const menu = await openMenu('Change status');
    const inSeason = within(menu).getByRole('menuitem', { name: /Move to In Season/ });
    expect(inSeason.getAttribute('aria-disabled')).toBe('true');
    expect(within(inSeason).getByText('A season needs at least two teams')).toBeTruthy();
    expect(
      within(menu)
        .getByRole('menuitem', { name: /Move to Registration Open/ })
        .getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('shows a refusal of the server in the reader’s words', async () => {
    api.get.mockResolvedValue({ ...league, status: 'registration_closed', teams_count: 2 });
    // The page goes by the message id, never by the English text (which the API may word differently).
    const text = 'Registration closed on 2026-08-01';
    const message = { id: TRANSITION_REFUSALS.registration_window_over };
    api.post.mockRejectedValue(new ApiError(409, { message: text, code: 'invalid_transition', errors: { status: [text] }, messages: { status: [message] } }));
    renderPage();
    const menu = await openMenu('Change status');
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Move to Registration Open/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('The registration close date has passed');
    expect(api.post).toHaveBeenCalledWith(`/club2/leagues/${league.id}/status`, { status: 'registration_open' }, expect.anything());
  });

  it('keeps an archived league read only', async () => {
    api.get.mockResolvedValue({ ...league, status: 'archived' });
    renderPage();
    expect(await screen.findByText(/This league is archived and read only/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    const menu = await openMenu('More actions');
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  it('opens the tab the address names and puts the chosen tab in the address', async () => {
    api.get.mockResolvedValue(league);
    const router = renderPage('?tab=teams');
    expect((await screen.findByRole('tab', { name: /^Teams/ })).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=history'));
    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Shirt size')).toBeTruthy();
  });
});
