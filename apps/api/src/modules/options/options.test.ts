import { describe, expect, it } from 'vitest';
import { buildFormsOptions } from '@matchday/domain';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();

describe('GET /api/get-forms-options', () => {
  it('returns the forms options without authentication', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get-forms-options' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(buildFormsOptions());
    expect(response.json().payment_modes[0]).toEqual({ value: 'captains_pay', label: 'Captains Responsible for Payment' });
    expect(response.json().timezones[0]).toEqual({ value: 'America/New_York', abbreviation: 'EDT' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});
