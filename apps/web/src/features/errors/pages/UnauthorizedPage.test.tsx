import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Role } from '@matchday/domain';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import en from '../../../i18n/locales/en';
import UnauthorizedPage from './UnauthorizedPage';

const auth = vi.hoisted(() => ({ user: null as { roles: Role[] } | null }));
vi.mock('../../../lib/auth/use-auth', () => ({ useAuth: () => auth }));

const role = (club_slug: string): Role => ({ role: 'league_admin', club_slug });

function renderPage() {
  render(
    <IntlProvider locale="en" messages={en}>
      <MemoryRouter>
        <UnauthorizedPage />
      </MemoryRouter>
    </IntlProvider>,
  );
  return screen.getByRole('link', { name: 'Back to Home' });
}

afterEach(cleanup);

describe('401 page', () => {
  it('shows the spec texts word for word', () => {
    auth.user = null;
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You are not authorized!');
    expect(screen.getByText("You don't have permission to access this page. Go Home!")).toBeTruthy();
  });

  it('sends Back to Home by role count: none → /login, one → its leagues, several → choose-club', () => {
    auth.user = null;
    expect(renderPage().getAttribute('href')).toBe('/login');
    cleanup();
    auth.user = { roles: [] };
    expect(renderPage().getAttribute('href')).toBe('/login');
    cleanup();
    auth.user = { roles: [role('club4')] };
    expect(renderPage().getAttribute('href')).toBe('/club/club4/leagues');
    cleanup();
    auth.user = { roles: [role('club1'), role('club2'), role('club3')] };
    expect(renderPage().getAttribute('href')).toBe('/choose-club');
  });

  it('titles the document', () => {
    auth.user = null;
    renderPage();
    expect(document.title).toBe('You are not authorized! | Matchday');
  });
});
