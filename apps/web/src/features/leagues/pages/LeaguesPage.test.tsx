import type { LeagueSummary } from '@matchday/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInClub } from '../../../testing/render-in-club';
import { sampleLeague } from '../test-data/sample-league';
import LeaguesPage from './LeaguesPage';

const api = vi.hoisted(() => ({ get: vi.fn(), download: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../lib/api-client')>()), api }));
vi.mock('../../../lib/club/use-current-club', () => ({
  useCurrentClub: () => ({ slug: 'club2', club: { slug: 'club2', timezone: 'America/New_York', default_sport: 'soccer' }, isLoading: false, error: null }),
}));

const { id, name, sport, season, season_start, season_end, status, registration_type, payment_mode, team_capacity, registration_closes_on, updated_at } =
  sampleLeague({ status: 'registration_open' });
const summary: LeagueSummary = {
  id,
  name,
  sport,
  season,
  season_start,
  season_end,
  status,
  registration_type,
  payment_mode,
  team_capacity,
  registration_closes_on,
  updated_at,
  teams_count: 3,
  players_count: 31,
  free_agents_count: 2,
};
const pageOf = (items: LeagueSummary[]) => ({ items, total: items.length, page: 1, page_size: 25, seasons: ['Fall 2026'] });

/** The query of the last leagues list call. */
const lastListQuery = () => {
  const path = String(api.get.mock.calls.at(-1)?.[0]);
  expect(path.startsWith('/club2/leagues')).toBe(true);
  return Object.fromEntries(new URLSearchParams(path.split('?')[1]));
};

const renderPage = (url: string) => renderInClub(<LeaguesPage />, { pattern: '/club/:slug/leagues', path: url }).router;

beforeEach(() => {
  api.get.mockReset();
});
afterEach(cleanup);

// MUI pages render slowly under jsdom, more so on a busy machine.
describe('LeaguesPage', { timeout: 60_000 }, () => {
  it('reads the filters from the address and tells apart an empty filter from an empty club', async () => {
    api.get.mockResolvedValue(pageOf([]));
    const router = renderPage('/club/club2/leagues?status=registration_open');
    expect(await screen.findByText('No league matches these filters')).toBeTruthy();
    expect(lastListQuery()).toEqual({ page: '1', page_size: '25', sort: 'season_start', order: 'desc', status: 'registration_open' });

    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(await screen.findByRole('link', { name: 'Create your first league' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(lastListQuery()).not.toHaveProperty('status');
  });

  it('shows the leagues and sorts by a column header through the address', async () => {
    api.get.mockResolvedValue(pageOf([summary]));
    const router = renderPage('/club/club2/leagues');
    const link = await screen.findByRole('link', { name: summary.name });
    expect(link.getAttribute('href')).toBe(`/club/club2/leagues/${summary.id}`);
    expect(screen.getByText('3/8')).toBeTruthy();
    expect(screen.getByText('09-07-2026 – 11-23-2026')).toBeTruthy();
    expect(screen.getByText('Registration Open')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'League' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&order=asc'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sort: 'name', order: 'asc' }));
  });
});
