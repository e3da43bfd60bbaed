import type { Waiver } from '@matchday/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/locales/en';
import { WaiverCard } from './WaiverCard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const seeded: Waiver = { body: 'Play at your own risk.', sha256: 'a'.repeat(64), updated_at: '2026-03-01T17:30:00.000Z', version_count: 1 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <IntlProvider locale="en" messages={en}>
        <SnackbarProvider>
          <WaiverCard club={{ slug: 'club2', timezone: 'America/New_York' }} />
        </SnackbarProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );

describe('WaiverCard', () => {
  it('shows the waiver in a labelled field and saves a new version', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT' ? json({ ...seeded, body: 'Play fair.', sha256: 'b'.repeat(64), version_count: 2 }) : json(seeded),
    );
    vi.stubGlobal('fetch', fetchMock);
    show();
    const field = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Waiver text' });
    expect(field.value).toBe('Play at your own risk.');
    expect(screen.getByText(/^Version 1, saved 03-01-2026/)).toBeTruthy();
    expect(screen.getByText(/each change starts a new version/i)).toBeTruthy();

    fireEvent.change(field, { target: { value: '  Play fair.  ' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save waiver' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Save waiver' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/club2/waiver', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ body: 'Play fair.' }) })),
    );
    expect(await screen.findByText('Waiver saved')).toBeTruthy();
    expect(screen.getByText(/^Version 2, saved/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save waiver' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows what the API refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'PUT' ? json({ message: 'The waiver could not be saved', code: 'bad_request' }, 400) : json({ ...seeded, body: '', sha256: null }),
      ),
    );
    show();
    expect(await screen.findByText('No waiver: players register without accepting one.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Waiver text' }), { target: { value: 'New terms' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save waiver' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Save waiver' }));
    expect(await screen.findByText('The waiver could not be saved')).toBeTruthy();
  });
});
