import { describe, expect, it } from 'vitest';
import { buildFormsOptions } from '@matchday/domain';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();

describe('GET /api/get-forms-options', () => {
  it('returns the forms options without authentication', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get-forms-options' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(buildFormsOptions(t.clock()));
    expect(response.json().payment_modes[0]).toEqual({ value: 'captains_pay', label: 'Captains Responsible for Payment' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('names each timezone as on the day it is asked, not as on the day the server started', async () => {
    const zones = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/get-forms-options' });
      const timezones: { value: string; abbreviation: string }[] = response.json().timezones;
      return Object.fromEntries(timezones.slice(0, 10).map((zone) => [zone.value, zone.abbreviation]));
    };
    // The test clock starts on 2026-03-01: standard time on both sides of the Atlantic.
    expect(await zones()).toMatchObject({ 'America/New_York': 'EST', 'Europe/London': 'GMT', 'America/Phoenix': 'MST', 'Pacific/Honolulu': 'HST' });
    t.clock.advanceMinutes(122 * 24 * 60); // 2026-07-01
    expect(await zones()).toMatchObject({ 'America/New_York': 'EDT', 'Europe/London': 'BST', 'America/Phoenix': 'MST', 'Pacific/Honolulu': 'HST' });
  });
});
