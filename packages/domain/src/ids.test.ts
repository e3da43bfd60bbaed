import { describe, expect, it } from 'vitest';
import { ID_LENGTH, IdSchema, newId } from './ids.js';

describe('ids', () => {
  it('makes 26-character ULIDs that the id schema accepts', () => {
    const id = newId();
    expect(id).toHaveLength(ID_LENGTH);
    expect(ID_LENGTH).toBe(26);
    expect(IdSchema.parse(id)).toBe(id);
  });

  it('never repeats an id', () => {
    const ids = Array.from({ length: 1000 }, newId);
    expect(new Set(ids).size).toBe(1000);
  });

  it('refuses ids of another length or alphabet', () => {
    expect(IdSchema.safeParse('01JD3QF8Z6W3N5V2Y7K8M9P0R').success).toBe(false);
    expect(IdSchema.safeParse('01JD3QF8Z6W3N5V2Y7K8M9P0RSX').success).toBe(false);
    expect(IdSchema.safeParse('01JD3QF8Z6W3N5V2Y7K8M9P0RU').success).toBe(false);
  });
});
