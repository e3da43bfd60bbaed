import type { FieldErrors, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { fieldMessage } from '@matchday/domain';
import { ApiError } from '../../../../lib/api-client';
import { leagueErrorDescriptor } from './league-error-messages';
import { onLeagueFormFields } from './league-server-errors';
import { TRANSLATED_ERROR_TYPE, withTranslatedErrors } from './translated-resolver';

type Values = { name: string; team_fee: string; play_times: { start_time: string }[] };
const shout = (message: string) => (message.startsWith('@@') ? message.slice(2).toUpperCase() : null);

describe('leagueErrorDescriptor', () => {
  it('knows the shared messages by id, with their bounds, and the form’s own words for pickers', () => {
    expect(leagueErrorDescriptor(fieldMessage('endBeforeSeasonStart'))).toEqual({ id: 'validation.endBeforeSeasonStart' });
    expect(leagueErrorDescriptor(fieldMessage('atLeast', { min: 2 }))).toEqual({ id: 'validation.atLeast', values: { min: 2 } });
    expect(leagueErrorDescriptor(fieldMessage('atMost', { max: '$100,000.00' }))).toEqual({ id: 'validation.atMost', values: { max: '$100,000.00' } });
    expect(leagueErrorDescriptor(fieldMessage('date'))).toEqual({ id: 'leagues.form.error.date' });
  });

  it('never matches English: a server text, even one that reads like a message, stays as sent', () => {
    expect(leagueErrorDescriptor('Must be on or after the season start')).toBeNull();
    expect(leagueErrorDescriptor('Team capacity is below the 6 teams registered')).toBeNull();
  });
});

describe('withTranslatedErrors', () => {
  it('translates messages at any depth and marks them translated', async () => {
    const errors = {
      name: { type: 'too_small', message: 'Required' },
      play_times: [{ start_time: { type: 'invalid_format', message: fieldMessage('time') } }],
    } as unknown as FieldErrors<Values>;
    const resolver: Resolver<Values> = async () => ({ values: {}, errors });
    const result = await withTranslatedErrors(resolver, shout)({ name: '', team_fee: '', play_times: [] }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({
      name: { type: 'too_small', message: 'Required' },
      play_times: [{ start_time: { type: TRANSLATED_ERROR_TYPE, message: 'TIME' } }],
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
      messages: { team_fee_cents: [{ id: 'notNegative' }], 'questions.1.question_id': [null], name: [null] },
    });
    const mapped = onLeagueFormFields(failure, shout) as ApiError;
    expect(mapped).toBeInstanceOf(ApiError);
    expect(mapped.status).toBe(400);
    expect(mapped.errors).toEqual({ team_fee: ['NOTNEGATIVE'], questions: ['Unknown question'], name: ['Taken'] });
  });

  it('leaves other failures alone', () => {
    const conflict = new ApiError(409, { message: 'Archived', code: 'not_editable' });
    expect(onLeagueFormFields(conflict, shout)).toBe(conflict);
    const offline = new Error('offline');
    expect(onLeagueFormFields(offline, shout)).toBe(offline);
  });
});
