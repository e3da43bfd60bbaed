import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAGUE_RULES, type LeagueRules } from '../schemas/schedule.js';
import { computeStandings, type StandingGame } from './standings.js';

const RULES: LeagueRules = { ...DEFAULT_LEAGUE_RULES, tiebreakers: [...DEFAULT_LEAGUE_RULES.tiebreakers] };
const teams = ['Ash', 'Birch', 'Cedar', 'Dogwood'].map((name) => ({ id: name.toUpperCase(), name }));
const game = (home: string, away: string, ...scores: [number, number][]): StandingGame => ({
  home_team_id: home,
  away_team_id: away,
  is_active: true,
  scores: scores.map(([home_points, away_points]) => ({ home_points, away_points })),
});
const order = (result: ReturnType<typeof computeStandings>) => result.rows.map((row) => row.team.name);

describe('computeStandings', () => {
  it('counts wins, draws, losses, points for and against, and league points by the league’s rules', () => {
    const games = [game('ASH', 'BIRCH', [3, 1]), game('CEDAR', 'DOGWOOD', [2, 2]), game('ASH', 'CEDAR', [0, 1])];
    const { rows } = computeStandings(teams, games, RULES);
    expect(rows.find((row) => row.team.name === 'Ash')).toMatchObject({
      played: 2,
      wins: 1,
      draws: 0,
      losses: 1,
      points_for: 3,
      points_against: 2,
      point_differential: 1,
      points: 3,
    });
    expect(rows.find((row) => row.team.name === 'Cedar')).toMatchObject({ played: 2, wins: 1, draws: 1, points: 4 });
    expect(order(computeStandings(teams, games, RULES))[0]).toBe('Cedar');
  });

  it('lets the points for a draw change the order', () => {
    const games = [game('ASH', 'BIRCH', [1, 0]), game('CEDAR', 'DOGWOOD', [1, 1]), game('CEDAR', 'BIRCH', [2, 2]), game('ASH', 'DOGWOOD', [0, 3])];
    // Ash: a win and a loss; Cedar: two draws.
    expect(order(computeStandings(teams, games, { ...RULES, points_for_win: 3, points_for_draw: 1 })).indexOf('Ash')).toBeLessThan(
      order(computeStandings(teams, games, RULES)).indexOf('Cedar'),
    );
    const generousDraws = computeStandings(teams, games, { ...RULES, points_for_win: 2, points_for_draw: 2 });
    expect(generousDraws.rows.find((row) => row.team.name === 'Cedar')!.points).toBe(4);
    expect(order(generousDraws).indexOf('Cedar')).toBeLessThan(order(generousDraws).indexOf('Ash'));
  });

  it('takes a best-of-three by the match rule and sums the set points', () => {
    const { rows } = computeStandings(teams.slice(0, 2), [game('ASH', 'BIRCH', [25, 20], [18, 25], [15, 10])], RULES);
    expect(rows[0]).toMatchObject({ team: { name: 'Ash' }, wins: 1, points_for: 58, points_against: 55 });
  });

  it('ignores cancelled games, games without a result, and teams of other leagues', () => {
    const games = [{ ...game('ASH', 'BIRCH', [5, 0]), is_active: false }, game('ASH', 'BIRCH'), game('ASH', 'ELM', [9, 0])];
    expect(computeStandings(teams, games, RULES).rows.every((row) => row.played === 0)).toBe(true);
  });

  it('breaks a two-team tie on head-to-head and says so', () => {
    const games = [game('BIRCH', 'ASH', [1, 0]), game('ASH', 'CEDAR', [5, 0]), game('BIRCH', 'CEDAR', [0, 1]), game('DOGWOOD', 'CEDAR', [0, 4])];
    const result = computeStandings(teams, games, RULES);
    expect(order(result).indexOf('Birch')).toBe(order(result).indexOf('Ash') - 1);
    const note = result.ties.find((tie) => tie.team_ids.includes('ASH'))!;
    expect(note).toEqual({ team_ids: ['BIRCH', 'ASH'], points: 3, rule: 'head_to_head', values: [3, 0], mini_table: false });
  });

  it('uses a mini-table for three tied teams, then re-applies head-to-head to the two still level', () => {
    // Among themselves Ash beat Birch and Cedar, who drew: a mini-table of 6, 1, 1. Outside, Ash drew Dogwood and lost to Elm
    // while Birch and Cedar beat both, so all three have 7 points.
    const five = [...teams, { id: 'ELM', name: 'Elm' }];
    const games = [
      game('ASH', 'BIRCH', [1, 0]),
      game('ASH', 'CEDAR', [1, 0]),
      game('BIRCH', 'CEDAR', [2, 2]),
      game('ASH', 'DOGWOOD', [0, 0]),
      game('ELM', 'ASH', [1, 0]),
      game('BIRCH', 'DOGWOOD', [6, 0]),
      game('BIRCH', 'ELM', [1, 0]),
      game('CEDAR', 'DOGWOOD', [1, 0]),
      game('CEDAR', 'ELM', [1, 0]),
    ];
    // A cycle (Ash beat Birch, Birch beat Cedar, Cedar beat Ash) leaves the mini-table level at 3 each.
    const threeWay = [
      game('ASH', 'BIRCH', [2, 0]),
      game('BIRCH', 'CEDAR', [1, 0]),
      game('CEDAR', 'ASH', [1, 0]),
      game('ASH', 'DOGWOOD', [1, 0]),
      game('BIRCH', 'DOGWOOD', [1, 0]),
      game('CEDAR', 'DOGWOOD', [1, 0]),
    ];
    const cyclic = computeStandings(teams, threeWay, RULES);
    expect(order(cyclic)).toEqual(['Ash', 'Cedar', 'Birch', 'Dogwood']);
    expect(cyclic.ties).toEqual([{ team_ids: ['ASH', 'CEDAR', 'BIRCH'], points: 6, rule: 'point_differential', values: [2, 1, 0], mini_table: false }]);
    const mini = computeStandings(five, games, RULES);
    expect(mini.ties[0]).toEqual({ team_ids: ['ASH', 'BIRCH', 'CEDAR'], points: 7, rule: 'head_to_head', mini_table: true, values: [6, 1, 1] });
    // Birch and Cedar start the chain again: their head-to-head is a draw, so point differential separates them.
    expect(mini.ties[1]).toEqual({ team_ids: ['BIRCH', 'CEDAR'], points: 7, rule: 'point_differential', mini_table: false, values: [6, 1] });
  });

  it('follows the admin’s chain order', () => {
    const games = [game('BIRCH', 'ASH', [1, 0]), game('ASH', 'CEDAR', [9, 0]), game('BIRCH', 'CEDAR', [0, 1]), game('DOGWOOD', 'CEDAR', [0, 4])];
    expect(order(computeStandings(teams, games, RULES)).indexOf('Birch')).toBeLessThan(order(computeStandings(teams, games, RULES)).indexOf('Ash'));
    const byScoring = computeStandings(teams, games, { ...RULES, tiebreakers: ['points_for', 'head_to_head'] });
    expect(order(byScoring).indexOf('Ash')).toBeLessThan(order(byScoring).indexOf('Birch'));
    expect(byScoring.ties.find((tie) => tie.team_ids.includes('ASH'))!.rule).toBe('points_for');
  });

  it('falls back to the name when every tiebreaker leaves teams level, and notes it', () => {
    const result = computeStandings([teams[1]!, teams[0]!], [], { ...RULES, tiebreakers: ['wins'] });
    expect(order(result)).toEqual(['Ash', 'Birch']);
    expect(result.ties).toEqual([{ team_ids: ['ASH', 'BIRCH'], points: 0, rule: 'name', values: [0, 0], mini_table: false }]);
    expect(result.rows.map((row) => row.rank)).toEqual([1, 2]);
  });
});
