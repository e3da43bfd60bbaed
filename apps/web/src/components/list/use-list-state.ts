import { ListQuerySchema } from '@matchday/domain';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { ZodType } from 'zod';
import { pageParam, pageSizeParam, schemaParam, withListChanges, type ListParamChanges } from '../../lib/list-params';

export type SortOrder = 'asc' | 'desc';

/**
 * The state of every server-side paged list: the page, page size, search (q), sort, order and the list's
 * own filters, all kept in the URL's search params so a reload, a shared link or Back/Forward shows the
 * same rows. Each step through the list (a page, the page size, a sort, a filter) is a history entry, so Back
 * goes to the previous page rather than leaving the list; typing a search replaces its entry. Any change but
 * the page itself starts again at page one. `sortSchema` (the list query's sort
 * field) keeps a stale or edited sort out of the query.
 */
export function useListState<S extends string>(sortSchema: ZodType<S>, defaultSort: S, defaultOrder: SortOrder = 'asc') {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: ListParamChanges, { replace = false }: { replace?: boolean } = {}) => setParams((current) => withListChanges(current, changes), { replace }),
    [setParams],
  );
  const page = pageParam(params);
  const pageSize = pageSizeParam(params);
  const search = params.get('q') ?? '';
  const sort = schemaParam(params, 'sort', sortSchema) ?? defaultSort;
  const order = schemaParam(params, 'order', ListQuerySchema.shape.order) ?? defaultOrder;

  return {
    /** The raw search params, for the list's own filters (read them with schemaParam). */
    params,
    /** Sets or clears (null, '') params as a new history entry (`replace` for a correction); the page goes back to 1 unless it is what changes. */
    update,
    search,
    // Replace, not push: typing a search would otherwise leave one history entry per pause.
    setSearch: (text: string) => update({ q: text }, { replace: true }),
    sort,
    order,
    /** A click on a sortable header: the same column flips its order, another column sorts ascending. */
    sortBy: (column: S) => update({ sort: column, order: column === sort && order === 'asc' ? 'desc' : 'asc' }),
    /** What ListPagination takes, which counts pages from 1 as the API does. */
    pagination: {
      page,
      pageSize,
      onPage: (next: number) => update({ page: next }),
      onPageSize: (size: number) => update({ page_size: size }),
    },
    /** The list query's paging, search and sort fields as the API takes them. */
    query: { page, page_size: pageSize, q: search || undefined, sort, order },
  };
}
export type ListState<S extends string> = ReturnType<typeof useListState<S>>;

/**
 * Goes back to the last page when the one in the URL is past the end (rows deleted, a stale link), so
 * the list never shows an empty page while it has rows.
 */
export function useKeepPageInRange<S extends string>(total: number | undefined, { pagination: { page, pageSize }, update }: ListState<S>): void {
  useEffect(() => {
    if (total === undefined || total === 0) return;
    const last = Math.ceil(total / pageSize);
    // A correction, not a step: Back must not return to the page past the end.
    if (page > last) update({ page: last }, { replace: true });
  }, [total, page, pageSize, update]);
}
