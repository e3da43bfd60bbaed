import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { buildFormsOptions } from '@matchday/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueStore } from '../i18n/catalogue-store';
import { App } from './App';
import { createAppRouter } from './router';

// The signed-out screens render with the guest catalogue only (i18n/messages.ts): every message they show must be in it.
const GUEST_SCREENS = ['/login', '/register', '/forgot-password', '/reset-password?token=abc', '/401', '/404', '/500', '/no-such-page'];

const missingMessages = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((args) => args.map(String).join(' ')).filter((text) => text.includes('MISSING_TRANSLATION'));

beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/get-forms-options' ? new Response(JSON.stringify(buildFormsOptions(new Date()))) : new Response(null, { status: 404 }),
    ),
  );
});
afterAll(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe('guest catalogue', () => {
  it.each(GUEST_SCREENS)('has every message %s shows', { timeout: 30_000 }, async (path) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', path);
    render(<App router={createAppRouter()} />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeTruthy(), { timeout: 20_000 });
    expect(catalogueStore.get().catalogue).toBe('guest');
    expect(missingMessages(consoleError)).toEqual([]);
    consoleError.mockRestore();
  });
});
