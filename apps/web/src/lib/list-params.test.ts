import { LocationListQuerySchema, QuestionTypeSchema } from '@matchday/domain';
import { describe, expect, it } from 'vitest';
import { pageParam, pageSizeParam, schemaParam, withListChanges } from './list-params';

describe('withListChanges', () => {
  it('goes back to page 1 when a search or filter changes', () => {
    const next = withListChanges(new URLSearchParams('page=3&q=park'), { q: 'river' });
    expect(next.toString()).toBe('q=river');
  });

  it('keeps the other parameters when only the page changes, and drops page 1', () => {
    expect(withListChanges(new URLSearchParams('q=park&archived=all'), { page: 2 }).toString()).toBe('q=park&archived=all&page=2');
    expect(withListChanges(new URLSearchParams('q=park&page=2'), { page: 1 }).toString()).toBe('q=park');
  });

  it('removes emptied values', () => {
    expect(withListChanges(new URLSearchParams('q=park&type=mcq'), { q: '', type: null }).toString()).toBe('');
  });
});

describe('reading list parameters', () => {
  it('falls back to page 1 and the default size for missing or made-up values', () => {
    expect(pageParam(new URLSearchParams('page=0'))).toBe(1);
    expect(pageParam(new URLSearchParams('page=abc'))).toBe(1);
    expect(pageParam(new URLSearchParams('page=4'))).toBe(4);
    expect(pageSizeParam(new URLSearchParams('page_size=33'))).toBe(25);
    expect(pageSizeParam(new URLSearchParams('page_size=50'))).toBe(50);
  });

  it('keeps only values the contract accepts', () => {
    expect(schemaParam(new URLSearchParams('type=mcq'), 'type', QuestionTypeSchema)).toBe('mcq');
    expect(schemaParam(new URLSearchParams('type=essay'), 'type', QuestionTypeSchema)).toBeUndefined();
    expect(schemaParam(new URLSearchParams(''), 'archived', LocationListQuerySchema.shape.archived)).toBeUndefined();
  });
});
