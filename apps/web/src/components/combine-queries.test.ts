import { describe, expect, it, vi } from 'vitest';
import { combineQueries } from './combine-queries';

const query = <T>(data: T | undefined, error: unknown = null) => ({ data, error, refetch: vi.fn() });

describe('combineQueries', () => {
  it('has data only once every query has it, null counting as data', () => {
    expect(combineQueries({ league: query({ id: 'L' }), team: query(undefined) }).data).toBeUndefined();
    expect(combineQueries({ league: query({ id: 'L' }), bracket: query(null) }).data).toEqual({ league: { id: 'L' }, bracket: null });
  });

  it('reports the first error and retries every query', async () => {
    const failure = new Error('offline');
    const league = query({ id: 'L' });
    const team = query(undefined, failure);
    const combined = combineQueries({ league, team });
    expect(combined.error).toBe(failure);
    await combined.refetch();
    expect(league.refetch).toHaveBeenCalledOnce();
    expect(team.refetch).toHaveBeenCalledOnce();
  });
});
