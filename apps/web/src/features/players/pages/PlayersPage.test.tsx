import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, route, type FakeCall } from '../../../testing/fake-api';
import { ann, club, page } from '../../../testing/fixtures';
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
});
