import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@matchday/domain';
import type { ZodType } from 'zod';

export type ListParamChanges = Record<string, string | number | null | undefined>;

/**
 * The search params of a list after a change. Empty values are dropped so the URL stays short, and any
 * change other than the page itself (a search, a filter, the page size, the sort) starts again at page 1.
 */
export function withListChanges(current: URLSearchParams, changes: ListParamChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!Object.hasOwn(changes, 'page') || next.get('page') === '1') next.delete('page');
  return next;
}

/** The 1-based page in the URL; 1 when missing or not a positive whole number. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The page size in the URL when it is one the lists offer, else the default. */
export function pageSizeParam(params: URLSearchParams): number {
  const size = Number(params.get('page_size'));
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/** A URL parameter read through a schema: its parsed value, or undefined when missing or not valid (a stale or edited link). */
export function schemaParam<T>(params: URLSearchParams, key: string, schema: ZodType<T>): T | undefined {
  const value = params.get(key);
  if (value === null) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
