import { describe, expect, it } from 'vitest';
import { filterFromSearch, filterSearchChanges, registrationFilterQuery, type RegistrationFilter } from './registration-filter';

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

  it('keeps each filter in the URL and reads it back', () => {
    const filters: RegistrationFilter[] = ['all', 'rostered', 'free_agents', 'missing_answers', 'team:01JAAAAAAAAAAAAAAAAAAAAAAA'];
    for (const filter of filters) {
      const search = new URLSearchParams('tab=players&kind=free_agents&answers=missing');
      for (const [key, value] of Object.entries(filterSearchChanges(filter))) {
        if (value === null || value === undefined) search.delete(key);
        else search.set(key, String(value));
      }
      expect(filterFromSearch(search)).toBe(filter);
    }
  });
});
