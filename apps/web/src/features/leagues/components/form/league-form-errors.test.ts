import type { FieldErrors, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { leagueErrorDescriptor } from './league-error-messages';
import { onLeagueFormFields } from './league-server-errors';
import { TRANSLATED_ERROR_TYPE, withTranslatedErrors } from './translated-resolver';

type Values = { name: string; team_fee: string; play_times: { start_time: string }[] };
const shout = (message: string) => (message.startsWith('Must') ? message.toUpperCase() : null);

describe('leagueErrorDescriptor', () => {
  it('knows the shared schema texts and the bounds', () => {
    expect(leagueErrorDescriptor('Must be on or after the season start')).toEqual({ id: 'leagues.form.error.endBeforeStart' });
    expect(leagueErrorDescriptor('At least 2')).toEqual({ id: 'leagues.form.error.atLeast', values: { value: '2' } });
    expect(leagueErrorDescriptor('At most $100,000.00')).toEqual({ id: 'leagues.form.error.atMost', values: { value: '$100,000.00' } });
    expect(leagueErrorDescriptor('Team capacity is below the 6 teams registered')).toBeNull();
  });
});

describe('withTranslatedErrors', () => {
  it('translates messages at any depth and marks them translated', async () => {
    const errors = {
      name: { type: 'too_small', message: 'Required' },
      play_times: [{ start_time: { type: 'invalid_format', message: 'Must be a time (HH:MM)' } }],
    } as unknown as FieldErrors<Values>;
    const resolver: Resolver<Values> = async () => ({ values: {}, errors });
    const result = await withTranslatedErrors(resolver, shout)({ name: '', team_fee: '', play_times: [] }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toEqual({
      name: { type: 'too_small', message: 'Required' },
      play_times: [{ start_time: { type: TRANSLATED_ERROR_TYPE, message: 'MUST BE A TIME (HH:MM)' } }],
    });
  });

  it('passes a valid result through', async () => {
    const resolver: Resolver<Values> = async (values) => ({ values, errors: {} });
    const values = { name: 'A', team_fee: '1', play_times: [] };
    expect(await withTranslatedErrors(resolver, shout)(values, undefined, { fields: {}, shouldUseNativeValidation: false })).toEqual({ values, errors: {} });
  });
});

describe('onLeagueFormFields', () => {
  it('puts the API field errors on the form fields, translated', () => {
    const failure = new ApiError(400, {
      message: 'Some fields need your attention',
      code: 'validation_error',
      errors: { team_fee_cents: ['Must not be negative'], 'questions.1.question_id': ['Unknown question'], name: ['Taken'] },
    });
    const mapped = onLeagueFormFields(failure, shout) as ApiError;
    expect(mapped).toBeInstanceOf(ApiError);
    expect(mapped.status).toBe(400);
    expect(mapped.errors).toEqual({ team_fee: ['MUST NOT BE NEGATIVE'], questions: ['Unknown question'], name: ['Taken'] });
  });

  it('leaves other failures alone', () => {
    const conflict = new ApiError(409, { message: 'Archived', code: 'not_editable' });
    expect(onLeagueFormFields(conflict, shout)).toBe(conflict);
    const offline = new Error('offline');
    expect(onLeagueFormFields(offline, shout)).toBe(offline);
  });
});
