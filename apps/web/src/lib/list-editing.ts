/** Immutable edits of an ordered list, shared by the playing-area and answer-option editors. */

/** The list with the item at `index` moved by `delta` places; unchanged when that would leave the list. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** The list without the item at `index`. */
export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, position) => position !== index);

/** The list with the item at `index` replaced by what `change` makes of it. */
export const updateAt = <T>(list: readonly T[], index: number, change: (item: T) => T): T[] =>
  list.map((item, position) => (position === index ? change(item) : item));
