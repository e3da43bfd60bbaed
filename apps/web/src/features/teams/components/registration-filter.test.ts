import { describe, expect, it } from 'vitest';
import { filterFromSearch, registrationFilterQuery } from './registration-filter';

describe('registrationFilterQuery', () => {
  it('maps each filter onto the list query', () => {
    expect(registrationFilterQuery('all')).toEqual({ kind: 'all' });
    expect(registrationFilterQuery('free_agents')).toEqual({ kind: 'free_agents' });
    expect(registrationFilterQuery('rostered')).toEqual({ kind: 'rostered' });
    expect(registrationFilterQuery('team:01JAAAAAAAAAAAAAAAAAAAAAAA')).toEqual({ kind: 'rostered', team_id: '01JAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(registrationFilterQuery('missing_answers')).toEqual({ kind: 'all', answers: 'missing' });
  });

  it('starts from the filter a link asks for', () => {
    expect(filterFromSearch(new URLSearchParams('tab=players&answers=missing'))).toBe('missing_answers');
    expect(filterFromSearch(new URLSearchParams('tab=players'))).toBe('all');
  });
});
