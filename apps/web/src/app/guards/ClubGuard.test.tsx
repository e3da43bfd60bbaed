import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Club } from '@matchday/domain';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import en from '../../i18n/locales/en';
import { ClosedPageNotice } from '../../features/dashboard/components/ClosedPageNotice';
import { club as club2 } from '../../testing/fixtures';
import { ClubGuard } from './ClubGuard';

const current = vi.hoisted(() => ({ club: null as Club | null }));
vi.mock('../../lib/auth/use-auth', () => ({
  useAuth: () => ({
    isLoggedIn: true,
    signedOutByUser: false,
    user: { id: 'u1', name: 'Ana Admin', roles: [{ role: 'league_admin', club_slug: 'club3' }] },
  }),
}));
vi.mock('../../lib/club/use-current-club', () => ({
  useCurrentClub: () => ({ slug: 'club3', club: current.club, isLoading: false, error: null }),
}));

function open(path: string, club: Club) {
  current.club = club;
  const router = createMemoryRouter(
    [
      {
        path: '/club/:slug',
        element: <ClubGuard />,
        children: [
          { path: 'dashboard', element: <ClosedPageNotice club={club} /> },
          { path: 'leagues', element: <p>Leagues page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <IntlProvider locale="en" messages={en}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return router;
}

describe('ClubGuard: a page closed until onboarding says why on the dashboard', () => {
  afterEach(cleanup);
  const pending: Club = { ...club2, slug: 'club3', connect: true, stripe_connect: { onboarding_done: false } };

  it('sends /club/club3/leagues before onboarding to the dashboard, which says why and how to finish', async () => {
    const router = open('/club/club3/leagues', pending);
    expect(await screen.findByText('Finish setting up your club to manage leagues')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/club/club3/dashboard');
    expect(screen.getByRole('link', { name: 'Finish setup' }).getAttribute('href')).toBe('/club/club3/connect-integration');
  });

  it('says nothing on a dashboard opened on its own, and opens Leagues once onboarded', async () => {
    open('/club/club3/dashboard', pending);
    expect(screen.queryByText('Finish setting up your club to manage leagues')).toBeNull();
    cleanup();
    open('/club/club3/leagues', { ...pending, stripe_connect: { onboarding_done: true } });
    expect(await screen.findByText('Leagues page')).toBeTruthy();
  });
});
