import { TRANSITION_REFUSALS, type TransitionRefusal } from '@matchday/domain';
import { describe, expect, it } from 'vitest';
import en from '../../../../i18n/locales/en';
import { sampleLeague } from '../../test-data/sample-league';
import { refusalMessageKey, statusOptions } from './transition-options';

const TODAY = '2026-08-15';

describe('statusOptions', () => {
  it('offers the statuses the lifecycle allows from the current one', () => {
    expect(statusOptions(sampleLeague({ status: 'draft' }), TODAY)).toEqual([
      { status: 'registration_open', refusal: null },
      { status: 'archived', refusal: null },
    ]);
    expect(statusOptions(sampleLeague({ status: 'archived' }), TODAY)).toEqual([{ status: 'draft', refusal: null }]);
  });

  it('refuses opening registration once the close date has passed in the club', () => {
    const league = sampleLeague({ status: 'draft', registration_closes_on: '2026-08-14' });
    expect(statusOptions(league, TODAY)[0]).toEqual({ status: 'registration_open', refusal: 'registration_window_over' });
    expect(statusOptions({ ...league, registration_closes_on: TODAY }, TODAY)[0]?.refusal).toBeNull();
  });

  it('refuses going back to draft once anyone registered, free agents included', () => {
    const open = sampleLeague({ status: 'registration_open' });
    expect(statusOptions(open, TODAY)).toEqual([
      { status: 'registration_closed', refusal: null },
      { status: 'draft', refusal: null },
    ]);
    expect(statusOptions({ ...open, free_agents_count: 1 }, TODAY)[1]).toEqual({ status: 'draft', refusal: 'has_registrations' });
    expect(statusOptions({ ...open, teams_count: 1 }, TODAY)[1]?.refusal).toBe('has_registrations');
  });

  it('refuses starting a season with fewer than two teams', () => {
    const closed = sampleLeague({ status: 'registration_closed', teams_count: 1 });
    expect(statusOptions(closed, TODAY)[0]).toEqual({ status: 'in_season', refusal: 'too_few_teams' });
    expect(statusOptions({ ...closed, teams_count: 2 }, TODAY)[0]?.refusal).toBeNull();
  });
});

describe('refusalMessageKey', () => {
  it('says each refusal by the message the API names when it refuses the move', () => {
    expect(refusalMessageKey('too_few_teams')).toBe('validation.tooFewTeams');
    for (const refusal of Object.keys(TRANSITION_REFUSALS) as TransitionRefusal[]) expect(en[refusalMessageKey(refusal)]).toBeTruthy();
  });
});
