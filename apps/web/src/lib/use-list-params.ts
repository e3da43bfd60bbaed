import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { pageParam, pageSizeParam, withListChanges, type ListParamChanges } from './list-params';

/**
 * A server-side list's page, page size, search and filters, kept in the URL so a reload, a shared link
 * or the Back button shows the same rows.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback((changes: ListParamChanges) => setParams((current) => withListChanges(current, changes), { replace: true }), [setParams]);
  return { params, page: pageParam(params), pageSize: pageSizeParam(params), q: params.get('q') ?? '', update };
}

/**
 * Goes back to the last page when the one in the URL is past the end (rows deleted, a stale link), so
 * the list never shows an empty page while it has rows.
 */
export function useKeepPageInRange(total: number | undefined, { page, pageSize, update }: Pick<ListParams, 'page' | 'pageSize' | 'update'>): void {
  useEffect(() => {
    if (total === undefined || total === 0) return;
    const last = Math.ceil(total / pageSize);
    if (page > last) update({ page: last });
  }, [total, page, pageSize, update]);
}

export type ListParams = ReturnType<typeof useListParams>;
