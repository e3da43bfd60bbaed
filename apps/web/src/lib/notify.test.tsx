import { act, renderHook, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en';
import fr from '../i18n/locales/fr';
import { ApiError } from './api-error';
import { useNotify } from './notify';

const wrapper =
  (locale: 'en' | 'fr') =>
  ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </IntlProvider>
  );

const notifyError = (locale: 'en' | 'fr', error: unknown) => {
  const { result } = renderHook(() => useNotify(), { wrapper: wrapper(locale) });
  act(() => result.current.error(error));
};

describe('useNotify (spec §4, §8)', () => {
  it("shows the server's message for an API error", async () => {
    notifyError('en', new ApiError(409, { message: 'That email is already taken', code: 'conflict' }));
    expect(await screen.findByText('That email is already taken')).toBeTruthy();
  });

  it("shows 'Unknown Server Error' when the server said nothing", async () => {
    notifyError('en', new Error('boom'));
    expect(await screen.findByText('Unknown Server Error')).toBeTruthy();
  });

  it('translates by error code in other languages', async () => {
    notifyError('fr', new ApiError(403, { message: 'Forbidden', code: 'forbidden' }));
    expect(await screen.findByText('Vous n’avez pas l’autorisation de faire cela.')).toBeTruthy();
  });

  it('shows success and info messages as given', async () => {
    const { result } = renderHook(() => useNotify(), { wrapper: wrapper('en') });
    act(() => result.current.success('Saved'));
    act(() => result.current.info('Heads up', { keepShowing: true }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(await screen.findByText('Heads up')).toBeTruthy();
  });
});
