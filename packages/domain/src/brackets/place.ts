import type { BracketGameSpec, Slot } from '../schemas/schedule.js';

/**
 * Each bracket game on a free slot (slots sorted by instant, then court) starting at least gapMinutes after
 * every game it depends on, so a team's next game comes after the one that sends it there; games that do
 * not depend on each other may share a time on different courts. A game without a slot, and every game
 * after it, is listed as unplaced.
 */
export function placeBracketGames(
  specs: readonly BracketGameSpec[],
  slots: readonly Slot[],
  gapMinutes: number,
): { placed: Map<number, Slot>; unplaced: number[] } {
  const placed = new Map<number, Slot>();
  const unplaced: number[] = [];
  const used = new Set<number>();
  const instants = slots.map((slot) => Date.parse(slot.starts_at));
  const gap = gapMinutes * 60_000;
  for (const spec of [...specs].sort((a, b) => a.number - b.number)) {
    const dependencies = [spec.home, spec.away].flatMap((source) => (source.kind === 'seed' ? [] : [source.game]));
    if (dependencies.some((number) => !placed.has(number))) {
      unplaced.push(spec.number);
      continue;
    }
    const earliest = Math.max(-Infinity, ...dependencies.map((number) => Date.parse(placed.get(number)!.starts_at) + gap));
    const index = slots.findIndex((_, candidate) => !used.has(candidate) && instants[candidate]! >= earliest);
    if (index === -1) {
      unplaced.push(spec.number);
      continue;
    }
    used.add(index);
    placed.set(spec.number, slots[index]!);
  }
  return { placed, unplaced };
}
