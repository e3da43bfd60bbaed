import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { buildFormsOptions } from '@matchday/domain';
import { useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import en from '../../i18n/locales/en';
import { FormsOptionsContext } from '../../lib/forms-options/forms-options-context';
import { ClubSlugAndTimezone } from '../club/ClubSlugAndTimezone';
import { TimezoneField } from './TimezoneField';

function Picker({ timezone }: { timezone: string }) {
  const { control } = useForm({ defaultValues: { timezone } });
  return <TimezoneField control={control} name="timezone" />;
}

describe('timezone abbreviations in effect today', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('the picker names the chosen zone as today, even when the forms options were loaded in summer', () => {
    const loadedInJuly = buildFormsOptions(new Date('2026-07-01T12:00:00Z'));
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    render(
      <IntlProvider locale="en" messages={en}>
        <FormsOptionsContext.Provider value={loadedInJuly}>
          <Picker timezone="America/Chicago" />
        </FormsOptionsContext.Provider>
      </IntlProvider>,
    );
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Timezone' }).value).toBe('America/Chicago (CST)');
  });

  it("the choose-club and dashboard line shows the club's zone with today's abbreviation", () => {
    vi.setSystemTime(new Date('2026-01-15T12:00:00Z'));
    render(<ClubSlugAndTimezone club={{ slug: 'club4', timezone: 'Europe/London' }} />);
    expect(screen.getByText('Europe/London · GMT', { exact: true })).toBeTruthy();
    cleanup();
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
    render(<ClubSlugAndTimezone club={{ slug: 'club4', timezone: 'Europe/London' }} />);
    expect(screen.getByText('Europe/London · BST', { exact: true })).toBeTruthy();
  });
});
