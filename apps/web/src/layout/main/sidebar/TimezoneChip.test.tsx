import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../../i18n/locales/en';
import { TimezoneChip } from './TimezoneChip';

const current = vi.hoisted(() => ({ timezone: 'America/New_York' as string | undefined }));
vi.mock('../../../lib/club/use-current-club', () => ({
  useCurrentClub: () => ({ slug: 'club2', club: current.timezone === undefined ? undefined : { timezone: current.timezone }, isLoading: false, error: null }),
}));

function chipAt(now: string, timezone: string | undefined, compact = false) {
  vi.setSystemTime(new Date(now));
  current.timezone = timezone;
  render(
    <IntlProvider locale="en" messages={en}>
      <TimezoneChip compact={compact} />
    </IntlProvider>,
  );
}

describe('TimezoneChip: the abbreviation in effect today', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it.each([
    ['2026-07-01T15:00:00Z', 'America/New_York', 'Timezone: EDT'],
    ['2026-11-24T15:00:00Z', 'America/New_York', 'Timezone: EST'],
    ['2026-01-15T15:00:00Z', 'Europe/London', 'Timezone: GMT'],
    ['2026-06-15T15:00:00Z', 'Europe/London', 'Timezone: BST'],
    ['2026-07-01T15:00:00Z', 'Pacific/Honolulu', 'Timezone: HST'],
    ['2026-11-24T15:00:00Z', 'Asia/Tokyo', 'Timezone: unknown TZ'],
  ])('on %s, a club in %s reads %s', (now, timezone, label) => {
    chipAt(now, timezone);
    expect(screen.getByText(label, { exact: true })).toBeTruthy();
  });

  it('shows the abbreviation alone when compact', () => {
    chipAt('2026-11-24T15:00:00Z', 'America/Chicago', true);
    expect(screen.getByText('CST', { exact: true })).toBeTruthy();
  });
});
