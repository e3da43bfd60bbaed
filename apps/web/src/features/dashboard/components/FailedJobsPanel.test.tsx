import type { Club, FailedJob } from '@matchday/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/locales/en';
import { FailedJobsPanel } from './FailedJobsPanel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const club = { slug: 'club2', timezone: 'America/New_York' } as Club;
const failedMail: FailedJob = {
  id: '01JABCDEFGHJKMNPQRSTVWXYZ0',
  queue: 'mail',
  description: 'E-mail “Your receipt” to sam@example.com',
  attempts: 8,
  last_error: 'connect ECONNREFUSED 127.0.0.1:587',
  dead_at: '2026-03-01T17:30:00.000Z',
};

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <IntlProvider locale="en" messages={en}>
        <SnackbarProvider>
          <FailedJobsPanel club={club} />
        </SnackbarProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );

describe('FailedJobsPanel', () => {
  it('shows nothing while no task has failed', async () => {
    const fetchMock = vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = show();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/club2/jobs/failed', expect.anything()));
    expect(container.textContent).toBe('');
  });

  it('lists a failed task in plain words with its error, in the club’s time, and retries it', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify([failedMail]), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    show();
    expect(await screen.findByRole('region', { name: 'Background tasks that failed' })).toBeTruthy();
    expect(screen.getByText('E-mail')).toBeTruthy();
    expect(screen.getByText('E-mail “Your receipt” to sam@example.com')).toBeTruthy();
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:587')).toBeTruthy();
    expect(screen.getByText(/^8 attempts, the last on Mar 1, 2026, 12:30/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry: E-mail — E-mail “Your receipt” to sam@example.com' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/club2/jobs/${failedMail.id}/retry`, expect.objectContaining({ method: 'POST' })));
    expect(await screen.findByText('The task will run again in a moment.')).toBeTruthy();
  });
});
