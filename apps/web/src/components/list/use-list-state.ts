import { DEFAULT_PAGE_SIZE } from '@matchday/domain';
import { useState } from 'react';

export type SortOrder = 'asc' | 'desc';

/**
 * The state of a server-side paged list: the search (the SearchField reports it trimmed, once the user
 * pauses), the page (0-based) and the sort. Changing the search, size or sort goes back to page one.
 */
export function useListState<S extends string>(defaultSort: S, defaultOrder: SortOrder = 'asc') {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSizeValue] = useState<number>(DEFAULT_PAGE_SIZE);
  const [sort, setSortValue] = useState<S>(defaultSort);
  const [order, setOrder] = useState<SortOrder>(defaultOrder);

  return {
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(0);
    },
    sort,
    order,
    /** A click on a sortable header: the same column flips its order, another column sorts ascending. */
    sortBy: (column: S) => {
      setOrder(column === sort && order === 'asc' ? 'desc' : 'asc');
      setSortValue(column);
      setPage(0);
    },
    /** What ListPagination takes, which counts pages from 1 as the API does. */
    pagination: {
      page: page + 1,
      pageSize,
      onPage: (next: number) => setPage(next - 1),
      onPageSize: (size: number) => {
        setPageSizeValue(size);
        setPage(0);
      },
    },
    /** The list query's paging, search and sort fields as the API takes them (1-based page). */
    query: { page: page + 1, page_size: pageSize, q: search || undefined, sort, order },
    resetPage: () => setPage(0),
  };
}
export type ListState<S extends string> = ReturnType<typeof useListState<S>>;
