import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, route, type FakeCall } from '../../../testing/fake-api';
import { ann, club, fakeId, page } from '../../../testing/fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import PlayersPage from './PlayersPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openDirectory = (
  players: (typeof ann)[],
  search = '',
  extra = route('POST', '/club2/players', {
    status: 409,
    body: { message: 'The club already has a player with this email', code: 'conflict', errors: { email: ['The club already has a player with this email'] } },
  }),
) => {
  const calls = installFakeApi([extra, route('GET', '/club2/show', { body: club }), route('GET', /^\/club2\/players\?/, { body: page(players) })]);
  const { router } = renderInClub(<PlayersPage />, { path: `/club/club2/players${search}`, pattern: '/club/:slug/players' });
  return Object.assign(calls, { router });
};

const lastListCall = (calls: FakeCall[]) => [...calls].reverse().find((call) => call.method === 'GET' && call.path.startsWith('/club2/players?'));

describe('PlayersPage', { timeout: 20_000 }, () => {
  it('invites the first player when the directory is empty', async () => {
    openDirectory([]);
    expect(await screen.findByText('No players yet')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New player' })).toHaveLength(1);
  });

  it('lists, searches and sorts the directory on the server', async () => {
    const calls = openDirectory([ann]);
    expect((await screen.findByRole('link', { name: 'Ann Lee' })).getAttribute('href')).toBe(`/club/club2/players/${ann.id}`);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name, email or phone' }), { target: { value: 'lee' } });
    await waitFor(() => expect(lastListCall(calls)?.path).toContain('q=lee'));
    fireEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(lastListCall(calls)?.path).toContain('sort=email'));
  });

  it('puts a duplicate email refused by the server on the email field', async () => {
    openDirectory([ann]);
    fireEvent.click(await screen.findByRole('button', { name: 'New player' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'Ann' } });
    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: 'Lee' } });
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'ann@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add player' }));
    expect(await within(dialog).findByText('The club already has a player with this email')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps its page, size, search and sort in the URL, so a reload shows the same rows', async () => {
    const calls = openDirectory([ann], '?q=lee&sort=email&order=desc&page=2&page_size=50');
    await waitFor(() => expect(lastListCall(calls)?.path).toBe('/club2/players?page=2&page_size=50&q=lee&sort=email&order=desc'));
    expect((screen.getByRole('searchbox', { name: 'Search by name, email or phone' }) as HTMLInputElement).value).toBe('lee');
    fireEvent.click(await screen.findByRole('button', { name: 'Email' }));
    await waitFor(() => expect(calls.router.state.location.search).toBe('?q=lee&sort=email&order=asc&page_size=50'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name, email or phone' }), { target: { value: 'ann' } });
    await waitFor(() => expect(calls.router.state.location.search).toBe('?q=ann&sort=email&order=asc&page_size=50'));
  });

  it('makes each page a history entry, so Back goes to the previous page; a search replaces its entry (issue 20 §2)', async () => {
    const players = Array.from({ length: 60 }, (_, index) => ({ ...ann, id: fakeId(100 + index) }));
    const calls = installFakeApi([
      route('GET', '/club2/show', { body: club }),
      route('GET', /^\/club2\/players\?/, { body: { ...page(players.slice(0, 25)), total: players.length } }),
    ]);
    const { router } = renderInClub(<PlayersPage />, { path: '/club/club2/players?sort=email', pattern: '/club/:slug/players' });
    await screen.findByText('1–25 of 60');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=email&page=2'));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=email&page=3'));
    const search = screen.getByRole('searchbox', { name: 'Search by name, email or phone' });
    for (const typed of ['l', 'le', 'lee']) fireEvent.change(search, { target: { value: typed } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=email&q=lee'));

    // Back: the search was one entry in place of page 3, then page 2, then page 1; still the directory.
    await act(() => router.navigate(-1));
    expect(router.state.location).toMatchObject({ pathname: '/club/club2/players', search: '?sort=email&page=2' });
    await waitFor(() => expect(lastListCall(calls)?.path).toBe('/club2/players?page=2&page_size=25&sort=email&order=asc'));
    await act(() => router.navigate(-1));
    expect(router.state.location).toMatchObject({ pathname: '/club/club2/players', search: '?sort=email' });
  });
});
