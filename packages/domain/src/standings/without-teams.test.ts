import { describe, expect, it } from 'vitest';
import type { StandingRow, TieNote } from '../schemas/schedule.js';
import { withoutTeams } from './without-teams.js';

const row = (id: string, rank: number, points: number): StandingRow => ({
  rank,
  team: { id, name: id },
  played: points > 0 ? 1 : 0,
  wins: points > 0 ? 1 : 0,
  draws: 0,
  losses: 0,
  points_for: points,
  points_against: 0,
  point_differential: points,
  points,
});
const note = (team_ids: string[], rule: TieNote['rule'], values: number[]): TieNote => ({ team_ids, points: 0, rule, values, mini_table: false });

describe('a table without some teams', () => {
  const table = {
    rows: [row('A', 1, 3), row('B', 2, 0), row('HELD', 3, 0), row('C', 4, 0)],
    ties: [note(['B', 'HELD', 'C'], 'name', [0, 0, 0]), note(['HELD', 'D'], 'point_differential', [0, -2]), note(['A', 'HELD', 'E'], 'wins', [1, 0, 0])],
  };

  it('ranks the teams left from 1 in the same order', () => {
    const shown = withoutTeams(table, new Set(['HELD']));
    expect(shown.rows.map((entry) => [entry.rank, entry.team.id])).toEqual([
      [1, 'A'],
      [2, 'B'],
      [3, 'C'],
    ]);
  });

  it('keeps a tie note only for the teams left, while it still separates two of them', () => {
    const shown = withoutTeams(table, new Set(['HELD']));
    expect(shown.ties).toEqual([note(['B', 'C'], 'name', [0, 0]), note(['A', 'E'], 'wins', [1, 0])]);
    expect(JSON.stringify(shown)).not.toContain('HELD');
  });

  it('is the same table when no team is left out', () => {
    expect(withoutTeams(table, new Set())).toBe(table);
  });
});
