import { STORAGE_KEYS } from '@matchday/domain';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en';
import { AuthProvider } from './auth-context';

// The stored record's check (its contracts chunk) loads when the test opens this gate.
const contractsGate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
});
vi.mock('./contracts', async (importOriginal) => {
  await contractsGate.opened;
  return importOriginal();
});
import { useAuth } from './use-auth';

const me = { id: '01JD3Q7M8X4Y5Z6A7B8C9D0E1F', email: 'admin@example.com', name: 'Alex Morgan', first_name: 'Alex', last_name: 'Morgan', roles: [] };

function Who() {
  const { isLoggedIn, user } = useAuth();
  return <p data-testid="who">{isLoggedIn ? `signed in: ${user?.name}` : 'signed out'}</p>;
}

const renderProvider = () =>
  render(
    <IntlProvider locale="en" messages={en}>
      <AuthProvider>
        <Who />
      </AuthProvider>
    </IntlProvider>,
  );

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AuthProvider restoring a stored session', () => {
  it('asks /me without waiting for the stored record to be checked', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...me, accessToken: 'stored-token' }));
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(me)));
    vi.stubGlobal('fetch', fetchMock);
    renderProvider();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.anything()));
    expect(screen.queryByTestId('who')).toBeNull(); // still restoring: the check has not loaded
    contractsGate.open();
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('signed in: Alex Morgan'));
  });

  it('signs in with what /me answers for the stored token, and keeps it stored', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...me, name: 'Old Name', accessToken: 'stored-token' }));
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(me)));
    vi.stubGlobal('fetch', fetchMock);
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('signed in: Alex Morgan'));
    expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer stored-token' }) }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({ name: 'Alex Morgan', accessToken: 'stored-token' });
  });

  it('stays signed out when the stored record is not a user, whatever /me answers', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ accessToken: 'stored-token' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(me))),
    );
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('signed out'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('who').textContent).toBe('signed out');
  });

  it('signs out when /me refuses the stored token', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...me, accessToken: 'revoked' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Authentication required', code: 'unauthenticated' }), { status: 401 })),
    );
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('signed out'));
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('asks nothing of the server when nothing is stored', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('signed out'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
