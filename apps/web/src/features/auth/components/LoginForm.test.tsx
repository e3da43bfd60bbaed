import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { LoggedInUser, Role } from '@matchday/domain';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import en from '../../../i18n/locales/en';
import { ApiError } from '../../../lib/api-client';
import { LoginForm } from './LoginForm';

const auth = vi.hoisted(() => ({ login: vi.fn(), logout: vi.fn() }));
vi.mock('../../../lib/auth/use-auth', () => ({ useAuth: () => auth }));

const userWith = (roles: Role[]): LoggedInUser => ({
  id: '01JAAAAAAAAAAAAAAAAAAAAAAA',
  email: 'admin@example.com',
  name: 'Alex Morgan',
  first_name: 'Alex',
  last_name: 'Morgan',
  roles,
  accessToken: 'token',
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLogin(state?: unknown) {
  render(
    <IntlProvider locale="en" messages={en}>
      <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
        <Routes>
          <Route path="/login" element={<LoginForm />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}

async function signIn(email: string) {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'matchday-demo' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  auth.login.mockReset();
  auth.logout.mockReset().mockResolvedValue(undefined);
});
afterEach(cleanup);

describe('LoginForm', () => {
  it('sends an admin of several clubs to choose-club', async () => {
    auth.login.mockResolvedValue(
      userWith([
        { role: 'league_admin', club_slug: 'club1' },
        { role: 'league_admin', club_slug: 'club2' },
      ]),
    );
    renderLogin();
    await signIn('Admin@Example.com');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/choose-club'));
    expect(auth.login).toHaveBeenCalledWith('admin@example.com', 'matchday-demo');
  });

  it('sends an admin of one club to its leagues', async () => {
    auth.login.mockResolvedValue(userWith([{ role: 'league_admin', club_slug: 'club2' }]));
    renderLogin();
    await signIn('single@example.com');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/club/club2/leagues'));
  });

  it('brings a user sent away from a club page back to it, not to choose-club', async () => {
    auth.login.mockResolvedValue(
      userWith([
        { role: 'league_admin', club_slug: 'club1' },
        { role: 'league_admin', club_slug: 'club2' },
      ]),
    );
    renderLogin({ from: '/club/club2/locations/01JD3Q7M8X4Y5Z6A7B8C9D0E1F' });
    await signIn('admin@example.com');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/club/club2/locations/01JD3Q7M8X4Y5Z6A7B8C9D0E1F'));
  });

  it('keeps an account without a club on the login page, signed out, and says why', async () => {
    auth.login.mockResolvedValue(userWith([]));
    renderLogin();
    await signIn('norole@example.com');
    await screen.findByText(/does not administer any club/);
    expect(auth.logout).toHaveBeenCalledOnce();
  });

  it('shows the server message for wrong credentials', async () => {
    auth.login.mockRejectedValue(new ApiError(401, { message: 'Invalid email or password', code: 'invalid_credentials' }));
    renderLogin();
    await signIn('admin@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
  });

  it('checks the fields again as they change once the form was sent, and puts the focus on the first one in error', async () => {
    renderLogin();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'admin@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Required');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Password/));
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'not an email' } });
    await screen.findByText('Must be a valid email address');
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'x' } });
    await waitFor(() => expect(screen.queryByText('Required')).toBeNull());
    expect(auth.login).not.toHaveBeenCalled();
  });

  it("puts the server's field errors under their fields", async () => {
    auth.login.mockRejectedValue(new ApiError(400, { message: 'Invalid input', code: 'validation_error', errors: { email: ['No such mailbox'] } }));
    renderLogin();
    await signIn('admin@example.com');
    expect(await screen.findByText('No such mailbox')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/Email/));
  });

  it('validates with the shared schema before calling the API', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Must be a valid email address')).toBeTruthy();
    expect(auth.login).not.toHaveBeenCalled();
  });
});
