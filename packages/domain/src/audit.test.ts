import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit.js';

describe('auditChanges', () => {
  it('lists every field of a create with a null before', () => {
    expect(auditChanges(null, { name: 'A', fee_cents: 100 })).toEqual({ name: { before: null, after: 'A' }, fee_cents: { before: null, after: 100 } });
  });

  it('keeps only changed fields of an update, comparing arrays and objects by value', () => {
    const before = { name: 'A', areas: ['Court 1', 'Court 2'], times: [{ day: 'mon' }], updated_at: '1' };
    const after = { name: 'A', areas: ['Court 1', 'Court 3'], times: [{ day: 'mon' }], updated_at: '2' };
    expect(auditChanges(before, after)).toEqual({ areas: { before: ['Court 1', 'Court 2'], after: ['Court 1', 'Court 3'] } });
  });

  it('treats a missing field as null and ignores the timestamps', () => {
    expect(auditChanges({ notes: null, created_at: 'x' }, { created_at: 'y' })).toEqual({});
    expect(auditChanges({ name: 'A' }, null)).toEqual({ name: { before: 'A', after: null } });
  });
});
