import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useGameFormat } from './use-game-format';

// A game at 19:00 in New York on a summer evening (EDT).
const GAME = { date: '2026-07-14', time: '19:00', starts_at: '2026-07-14T23:00:00Z', timezone: 'America/New_York' };

const formatIn = (locale: string) =>
  renderHook(() => useGameFormat(), { wrapper: ({ children }: { children: ReactNode }) => <IntlProvider locale={locale}>{children}</IntlProvider> }).result
    .current;

describe('useGameFormat: a game’s time in the reader’s clock, as the ledger and the league’s play times write it', () => {
  it.each([
    ['en', '7:00 PM EDT'],
    ['fr', '19:00 EDT'],
    ['ro', '19:00 EDT'],
    ['zh', '19:00 EDT'],
  ])('%s: %s', (locale, time) => {
    const format = formatIn(locale);
    expect(format.time(GAME)).toBe(time);
    expect(format.when(GAME)).toBe(`07-14-2026 ${time}`);
  });
});
