import type { LocationInputParsed } from '@matchday/domain';
import { validationError, type FieldErrors } from '../../lib/http-error.js';
import type { PlayingAreaWithGames } from './repository.js';

type PlayingAreaInput = LocationInputParsed['playing_areas'][number];

export interface PlayingAreaPlan {
  /** Existing areas left out of the list: deleted. */
  removed: PlayingAreaWithGames[];
  /** Existing areas kept, with their new name, place and archived flag. */
  kept: { current: PlayingAreaWithGames; name: string; position: number; archived: boolean }[];
  /** Areas without an id: created. */
  added: { name: string; position: number; archived: boolean }[];
}

/**
 * How a location's playing areas change when the form sends the full ordered list: the position of
 * each is its index. An id that is not one of this location's areas, or one listed twice, is a field error.
 */
export function planPlayingAreas(existing: readonly PlayingAreaWithGames[], input: readonly PlayingAreaInput[]): PlayingAreaPlan {
  const byId = new Map(existing.map((area) => [area.id, area]));
  const listed = new Set<string>();
  const errors: FieldErrors = {};
  const plan: PlayingAreaPlan = { removed: [], kept: [], added: [] };
  input.forEach((area, position) => {
    if (area.id === undefined) {
      plan.added.push({ name: area.name, position, archived: area.archived });
      return;
    }
    const current = byId.get(area.id);
    if (!current) errors[`playing_areas.${position}.id`] = ['Not a playing area of this location'];
    else if (listed.has(area.id)) errors[`playing_areas.${position}.id`] = ['Listed twice'];
    else plan.kept.push({ current, name: area.name, position, archived: area.archived });
    listed.add(area.id);
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  plan.removed = existing.filter((area) => !listed.has(area.id));
  return plan;
}
