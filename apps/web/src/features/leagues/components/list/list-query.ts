import { LeagueListQuerySchema, PAGE_SIZES, type LeagueListQuery, type LeagueSort } from '@matchday/domain';
import type { ZodType } from 'zod';

/** The list as it opens: newest seasons first. */
export const LEAGUE_LIST_DEFAULTS: LeagueListQuery = { ...LeagueListQuerySchema.parse({}), order: 'desc' };

export type LeagueListFilters = Pick<LeagueListQuery, 'q' | 'status' | 'sport' | 'season'>;
const FILTER_KEYS = ['q', 'status', 'sport', 'season'] as const satisfies readonly (keyof LeagueListFilters)[];
// The URL lists its keys in this order so that one state always has one address.
const URL_KEYS = [...FILTER_KEYS, 'sort', 'order', 'page', 'page_size'] as const satisfies readonly (keyof LeagueListQuery)[];

const read = <T>(schema: ZodType<T>, raw: string | null, fallback: T): T => {
  if (raw === null || raw.trim() === '') return fallback;
  const parsed = schema.safeParse(raw);
  return parsed.success && parsed.data !== undefined ? parsed.data : fallback;
};

/** The list's state from the page address; whatever the API would refuse falls back to the default. */
export function leagueListQueryOf(search: URLSearchParams): LeagueListQuery {
  const shape = LeagueListQuerySchema.shape;
  const pageSize = read(shape.page_size, search.get('page_size'), LEAGUE_LIST_DEFAULTS.page_size);
  const query: LeagueListQuery = {
    page: read(shape.page, search.get('page'), LEAGUE_LIST_DEFAULTS.page),
    // Only the sizes the pager offers: any other would leave its menu without a selection.
    page_size: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : LEAGUE_LIST_DEFAULTS.page_size,
    sort: read(shape.sort, search.get('sort'), LEAGUE_LIST_DEFAULTS.sort),
    order: read(shape.order, search.get('order'), LEAGUE_LIST_DEFAULTS.order),
  };
  for (const key of FILTER_KEYS) {
    const value = read(shape[key], search.get(key), undefined);
    if (value !== undefined) Object.assign(query, { [key]: value });
  }
  return query;
}

/** The page address of a list state: only what differs from the defaults, so a plain link like ?status=draft means the same. */
export function leagueListSearchOf(query: LeagueListQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of URL_KEYS) {
    const value = query[key];
    if (value === undefined || value === '' || value === LEAGUE_LIST_DEFAULTS[key]) continue;
    search.set(key, String(value));
  }
  return search;
}

export const hasFilters = (query: LeagueListQuery): boolean => FILTER_KEYS.some((key) => query[key] !== undefined && query[key] !== '');

/** A filter changed: back to the first page, since the old page may not exist any more. */
export function withFilters(query: LeagueListQuery, filters: Partial<LeagueListFilters>): LeagueListQuery {
  return { ...query, ...filters, page: 1 };
}

export function withoutFilters(query: LeagueListQuery): LeagueListQuery {
  const { q: _q, status: _status, sport: _sport, season: _season, ...rest } = query;
  return { ...rest, page: 1 };
}

/** A click on a column header: the same column flips the order, another one sorts ascending. */
export function withSort(query: LeagueListQuery, sort: LeagueSort): LeagueListQuery {
  const order = query.sort === sort && query.order === 'asc' ? 'desc' : 'asc';
  return { ...query, sort, order, page: 1 };
}

/** What the CSV export takes: the filters and the order of the list, every page. */
export function exportQueryOf(query: LeagueListQuery): Omit<LeagueListQuery, 'page' | 'page_size'> {
  const { page: _page, page_size: _pageSize, ...rest } = query;
  return rest;
}
