import type { StandingRow, TieNote } from '../schemas/schedule.js';

/**
 * A table without some of its teams (the public's, without the teams still held by an open checkout): the others keep
 * their order and are ranked again from 1, and each tie note keeps the teams left in it, while at least two are left
 * and the rule still tells them apart ('name' always does). Meant for teams that have played no game yet, whose
 * removal changes no other team's results.
 */
export function withoutTeams<T extends { rows: StandingRow[]; ties: TieNote[] }>(standings: T, teamIds: ReadonlySet<string>): T {
  if (teamIds.size === 0) return standings;
  const rows = standings.rows.filter((row) => !teamIds.has(row.team.id)).map((row, index) => ({ ...row, rank: index + 1 }));
  const ties = standings.ties.flatMap((note): TieNote[] => {
    const kept = note.team_ids.flatMap((teamId, index) => (teamIds.has(teamId) ? [] : [{ teamId, value: note.values[index]! }]));
    const separated = note.rule === 'name' || new Set(kept.map((entry) => entry.value)).size > 1;
    if (kept.length < 2 || !separated) return [];
    return [{ ...note, team_ids: kept.map((entry) => entry.teamId), values: kept.map((entry) => entry.value) }];
  });
  return { ...standings, rows, ties };
}
