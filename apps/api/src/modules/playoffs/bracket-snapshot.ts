import type { TeamRef } from '@matchday/domain';
import type { BracketRow } from './bracket-repository.js';

export const refOf = (names: ReadonlyMap<string, string>, teamId: string | null): TeamRef | null =>
  teamId ? { id: teamId, name: names.get(teamId) ?? '' } : null;

/** What the log keeps of a bracket: its format, its seeds by name and the games it could not place. */
export const bracketSnapshot = (
  bracket: Pick<BracketRow, 'type' | 'grandFinalReset' | 'seeds' | 'structure' | 'unplaced'>,
  names: ReadonlyMap<string, string>,
) => ({
  type: bracket.type,
  grand_final_reset: bracket.grandFinalReset,
  seeds: bracket.seeds.map((teamId) => refOf(names, teamId)),
  games: bracket.structure.length,
  unplaced: bracket.unplaced,
});
