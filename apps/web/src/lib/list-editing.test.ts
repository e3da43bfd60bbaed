import { describe, expect, it } from 'vitest';
import { moveItem, removeAt, updateAt } from './list-editing';

describe('list editing', () => {
  it('moves an item up and down', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the list as it is when the move would go past either end', () => {
    const list = ['a', 'b'];
    expect(moveItem(list, 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(list, 1, 1)).toEqual(['a', 'b']);
    expect(moveItem(list, 5, -1)).toEqual(['a', 'b']);
    expect(moveItem(list, 0, -1)).not.toBe(list);
  });

  it('removes and updates one item without touching the others', () => {
    const list = [{ n: 1 }, { n: 2 }, { n: 3 }];
    expect(removeAt(list, 1)).toEqual([{ n: 1 }, { n: 3 }]);
    const updated = updateAt(list, 2, (item) => ({ n: item.n * 10 }));
    expect(updated).toEqual([{ n: 1 }, { n: 2 }, { n: 30 }]);
    expect(updated[0]).toBe(list[0]);
  });
});
