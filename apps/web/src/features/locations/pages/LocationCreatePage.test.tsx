import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildFormsOptions } from '@matchday/domain';
import { FormsOptionsContext } from '../../../lib/forms-options/forms-options-context';
import { installFakeApi, route } from '../../../testing/fake-api';
import { club } from '../../../testing/fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import LocationCreatePage from './LocationCreatePage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LocationCreatePage', { timeout: 45_000 }, () => {
  it('names the areas by the club’s sport until the location gets its own, and sends that sport', async () => {
    const calls = installFakeApi([
      route('GET', '/club2/show', { body: { ...club, default_sport: 'soccer' } }),
      route('POST', '/club2/locations', { status: 422, body: { message: 'stop here', code: 'validation_error' } }),
    ]);
    renderInClub(
      <FormsOptionsContext.Provider value={buildFormsOptions(new Date('2026-07-01T12:00:00Z'))}>
        <LocationCreatePage />
      </FormsOptionsContext.Provider>,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), { target: { value: 'Northside Sports Center' } });
    const sport = screen.getByRole('combobox', { name: 'Sport' });
    expect(sport.textContent).toBe('Club default (Soccer), Field');
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    expect((screen.getByRole('textbox', { name: 'Field name' }) as HTMLInputElement).value).toBe('Field 1');

    fireEvent.mouseDown(sport);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: /^Basketball,\s*Court$/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add court' })).toBeTruthy());
    expect(screen.getByText('Courts')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Court name' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create location' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      name: 'Northside Sports Center',
      sport: 'basketball',
      playing_areas: [{ name: 'Field 1' }],
    });
  });
});
