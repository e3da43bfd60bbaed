import { describe, expect, it } from 'vitest';
import { toSearchParams } from './search-params';

describe('toSearchParams', () => {
  it('leaves out empty values and encodes the rest', () => {
    expect(toSearchParams({ page: 2, q: 'a&b', status: undefined, sport: '', season: null })).toBe('?page=2&q=a%26b');
  });
  it('is empty for an empty query', () => {
    expect(toSearchParams({})).toBe('');
  });
});
