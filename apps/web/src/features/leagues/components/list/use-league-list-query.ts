import type { LeagueListQuery } from '@matchday/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { leagueListQueryOf, leagueListSearchOf } from './list-query';

export type ListNavigate = (next: LeagueListQuery, options?: { replace?: boolean }) => void;

/** The leagues list's state kept in the page address, so links, reloads and back/forward all show the same list. */
export function useLeagueListQuery(): [LeagueListQuery, ListNavigate] {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => leagueListQueryOf(search), [search]);
  const navigate = useCallback<ListNavigate>((next, options) => setSearch(leagueListSearchOf(next), options), [setSearch]);
  return [query, navigate];
}
