import { describe, expect, it } from 'vitest';
import { LEAGUE_LIST_DEFAULTS, exportQueryOf, hasFilters, leagueListQueryOf, leagueListSearchOf, withFilters, withSort, withoutFilters } from './list-query';

const queryOf = (search: string) => leagueListQueryOf(new URLSearchParams(search));

describe('leagueListQueryOf', () => {
  it('opens on the first page, newest seasons first', () => {
    expect(queryOf('')).toEqual({ page: 1, page_size: 25, sort: 'season_start', order: 'desc' });
    expect(hasFilters(queryOf(''))).toBe(false);
  });

  it('reads the dashboard link and every other value from the address', () => {
    expect(queryOf('status=registration_open')).toEqual({ ...LEAGUE_LIST_DEFAULTS, status: 'registration_open' });
    expect(queryOf('q=%20coed%20&sport=soccer&season=Fall+2026&sort=name&order=asc&page=3&page_size=50')).toEqual({
      page: 3,
      page_size: 50,
      sort: 'name',
      order: 'asc',
      q: 'coed',
      sport: 'soccer',
      season: 'Fall 2026',
    });
  });

  it('falls back to the defaults for values the API would refuse', () => {
    expect(queryOf('status=closed&sport=quidditch&sort=colour&order=up&page=0&page_size=30&q=')).toEqual(LEAGUE_LIST_DEFAULTS);
    expect(queryOf('page=two&page_size=1000')).toEqual(LEAGUE_LIST_DEFAULTS);
  });
});

describe('leagueListSearchOf', () => {
  it('writes only what differs from the defaults, in a fixed order', () => {
    expect(leagueListSearchOf(LEAGUE_LIST_DEFAULTS).toString()).toBe('');
    expect(leagueListSearchOf({ ...LEAGUE_LIST_DEFAULTS, status: 'registration_open' }).toString()).toBe('status=registration_open');
    expect(leagueListSearchOf({ page: 2, page_size: 10, sort: 'name', order: 'asc', season: 'Fall 2026', q: 'coed' }).toString()).toBe(
      'q=coed&season=Fall+2026&sort=name&order=asc&page=2&page_size=10',
    );
  });

  it('round-trips any list state through the address', () => {
    const states = [
      LEAGUE_LIST_DEFAULTS,
      { ...LEAGUE_LIST_DEFAULTS, status: 'archived' as const, sport: 'hockey', page: 4 },
      { page: 1, page_size: 100, sort: 'teams_count' as const, order: 'asc' as const, q: 'Mon & Wed', season: 'Spring 2027' },
    ];
    for (const state of states) expect(leagueListQueryOf(leagueListSearchOf(state))).toEqual(state);
  });
});

describe('list state changes', () => {
  const onPageThree = { ...LEAGUE_LIST_DEFAULTS, page: 3 };

  it('goes back to the first page when a filter changes and keeps the others', () => {
    const filtered = withFilters({ ...onPageThree, sport: 'soccer' }, { status: 'draft' });
    expect(filtered).toEqual({ ...LEAGUE_LIST_DEFAULTS, sport: 'soccer', status: 'draft' });
    expect(hasFilters(filtered)).toBe(true);
    expect(withoutFilters({ ...filtered, sort: 'name', q: 'x' })).toEqual({ ...LEAGUE_LIST_DEFAULTS, sort: 'name' });
  });

  it('flips the order on the sorted column and sorts another column ascending', () => {
    expect(withSort(onPageThree, 'season_start')).toMatchObject({ sort: 'season_start', order: 'asc', page: 1 });
    expect(withSort({ ...onPageThree, order: 'asc' }, 'season_start')).toMatchObject({ order: 'desc' });
    expect(withSort(onPageThree, 'name')).toMatchObject({ sort: 'name', order: 'asc' });
  });

  it('exports the filters and order without paging', () => {
    expect(exportQueryOf({ ...onPageThree, status: 'draft' })).toEqual({ sort: 'season_start', order: 'desc', status: 'draft' });
  });
});
