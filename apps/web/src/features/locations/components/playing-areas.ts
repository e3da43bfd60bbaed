import type { PlayingArea } from '@matchday/domain';

/** A playing area as the location form edits it: `key` tells rows apart (new areas have no id yet). */
export interface AreaDraft {
  key: string;
  id?: string;
  name: string;
  archived: boolean;
  /** Games on this area when the form opened: a removal of a used area will be refused. */
  games_count: number;
}

/** The drafts of a saved location's areas, in position order. */
export function areaDrafts(areas: readonly PlayingArea[]): AreaDraft[] {
  return [...areas]
    .sort((a, b) => a.position - b.position)
    .map((area) => ({ key: area.id, id: area.id, name: area.name, archived: area.archived, games_count: area.games_count }));
}

/**
 * The name suggested for a new area: the sport word and the next free number ('Court 3' after two),
 * skipping numbers already taken whatever their case.
 */
export function nextAreaName(names: readonly string[], nameFor: (number: number) => string): string {
  const taken = new Set(names.map((name) => name.trim().toLowerCase()));
  let number = names.length + 1;
  while (taken.has(nameFor(number).toLowerCase())) number += 1;
  return nameFor(number);
}

/** The list with a new, active area at the end. */
export const withNewArea = (areas: readonly AreaDraft[], key: string, name: string): AreaDraft[] => [...areas, { key, name, archived: false, games_count: 0 }];

/** How many areas a location still offers for new games. */
export const activeAreaCount = (areas: readonly Pick<PlayingArea, 'archived'>[]): number => areas.filter((area) => !area.archived).length;
