import { AuditPageSchema, type AuditListQuery } from '@matchday/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { toSearchParams } from '../search-params';
import { auditKeys } from '../query-keys';

export type AuditFilters = Omit<Partial<AuditListQuery>, 'page' | 'page_size'>;

export const AUDIT_PAGE_SIZE = 20;

/** The club's change log for the filters, newest first, one page at a time ("Load more"). */
export function useAuditLog(slug: string, filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(slug, filters),
    queryFn: ({ pageParam }) =>
      api.get(`/${encodeURIComponent(slug)}/audit${toSearchParams({ ...filters, page: pageParam, page_size: AUDIT_PAGE_SIZE })}`, AuditPageSchema),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: slug !== '',
  });
}
