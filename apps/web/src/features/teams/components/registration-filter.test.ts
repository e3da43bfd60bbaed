import { describe, expect, it } from 'vitest';
import { registrationFilterQuery } from './registration-filter';

describe('registrationFilterQuery', () => {
  it('maps each filter onto the list query', () => {
    expect(registrationFilterQuery('all')).toEqual({ kind: 'all' });
    expect(registrationFilterQuery('free_agents')).toEqual({ kind: 'free_agents' });
    expect(registrationFilterQuery('rostered')).toEqual({ kind: 'rostered' });
    expect(registrationFilterQuery('team:01JAAAAAAAAAAAAAAAAAAAAAAA')).toEqual({ kind: 'rostered', team_id: '01JAAAAAAAAAAAAAAAAAAAAAAA' });
  });
});
