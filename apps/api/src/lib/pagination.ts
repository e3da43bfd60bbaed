import type { Page } from '@matchday/domain';

/** LIMIT and OFFSET of a 1-based page. */
export const pageWindow = (query: { page: number; page_size: number }) => ({ limit: query.page_size, offset: (query.page - 1) * query.page_size });

export const toPage = <T>(items: T[], total: number, query: { page: number; page_size: number }): Page<T> => ({
  items,
  total,
  page: query.page,
  page_size: query.page_size,
});

/** A search term for ILIKE, with its wildcards escaped so '%' and '_' match themselves. */
export const likePattern = (term: string): string => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
