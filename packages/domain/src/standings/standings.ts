import { matchResult } from '../match-result.js';
import type { GameScore, LeagueRules, StandingRow, TeamRef, Tiebreaker, TieNote } from '../schemas/schedule.js';

/** A regular-season game as the standings read it. */
export interface StandingGame {
  home_team_id: string | null;
  away_team_id: string | null;
  is_active: boolean;
  scores: readonly GameScore[];
}

interface Decided {
  home: string;
  away: string;
  winner: 'home' | 'away' | 'draw';
  homeFor: number;
  awayFor: number;
}

/** Active games between two of these teams that have a result by the spec §4 match rule. */
function decidedGames(teamIds: ReadonlySet<string>, games: readonly StandingGame[]): Decided[] {
  return games.flatMap((game) => {
    if (!game.is_active || !game.home_team_id || !game.away_team_id) return [];
    if (!teamIds.has(game.home_team_id) || !teamIds.has(game.away_team_id)) return [];
    const { winner } = matchResult(game.scores);
    if (winner === '') return [];
    const homeFor = game.scores.reduce((sum, score) => sum + score.home_points, 0);
    const awayFor = game.scores.reduce((sum, score) => sum + score.away_points, 0);
    return [{ home: game.home_team_id, away: game.away_team_id, winner, homeFor, awayFor }];
  });
}

/** League points each team earned in these games. */
function pointsIn(games: readonly Decided[], rules: LeagueRules): Map<string, number> {
  const points = new Map<string, number>();
  const add = (team: string, value: number) => points.set(team, (points.get(team) ?? 0) + value);
  for (const game of games) {
    if (game.winner === 'draw') {
      add(game.home, rules.points_for_draw);
      add(game.away, rules.points_for_draw);
    } else {
      add(game.winner === 'home' ? game.home : game.away, rules.points_for_win);
      add(game.winner === 'home' ? game.away : game.home, rules.points_for_loss);
    }
  }
  return points;
}

/**
 * The league table. Teams are ordered by league points (the league's points for a win, draw and loss),
 * then by the admin's tiebreaker chain, then by name. Head-to-head counts only the games between the
 * tied teams — a mini-table when three or more tie. When a rule splits a group into smaller groups that
 * are still level, the chain starts again from its first rule for each of them, so head-to-head is
 * re-applied to just the remaining teams. Every split leaves a note: the teams in their final order,
 * their points, the rule that separated them and each one's value under it.
 */
export function computeStandings(teams: readonly TeamRef[], games: readonly StandingGame[], rules: LeagueRules): { rows: StandingRow[]; ties: TieNote[] } {
  const decided = decidedGames(new Set(teams.map((team) => team.id)), games);
  const stats = new Map(teams.map((team) => [team.id, { team, played: 0, wins: 0, draws: 0, losses: 0, points_for: 0, points_against: 0 }]));
  for (const game of decided) {
    const home = stats.get(game.home)!;
    const away = stats.get(game.away)!;
    home.played += 1;
    away.played += 1;
    home.points_for += game.homeFor;
    home.points_against += game.awayFor;
    away.points_for += game.awayFor;
    away.points_against += game.homeFor;
    if (game.winner === 'draw') {
      home.draws += 1;
      away.draws += 1;
    } else {
      (game.winner === 'home' ? home : away).wins += 1;
      (game.winner === 'home' ? away : home).losses += 1;
    }
  }
  const leaguePoints = pointsIn(decided, rules);
  const points = (teamId: string) => leaguePoints.get(teamId) ?? 0;
  const valueOf = (rule: Tiebreaker, group: readonly string[]): Map<string, number> => {
    if (rule === 'head_to_head') {
      const members = new Set(group);
      const mini = pointsIn(
        decided.filter((game) => members.has(game.home) && members.has(game.away)),
        rules,
      );
      return new Map(group.map((teamId) => [teamId, mini.get(teamId) ?? 0]));
    }
    return new Map(
      group.map((teamId) => {
        const row = stats.get(teamId)!;
        return [teamId, rule === 'point_differential' ? row.points_for - row.points_against : rule === 'points_for' ? row.points_for : row.wins];
      }),
    );
  };
  const nameOf = (teamId: string) => stats.get(teamId)!.team.name;
  const ties: TieNote[] = [];

  const breakTie = (group: string[]): string[] => {
    if (group.length < 2) return group;
    for (const rule of rules.tiebreakers) {
      const values = valueOf(rule, group);
      const levels = [...new Set(values.values())].sort((a, b) => b - a);
      if (levels.length < 2) continue;
      const note: TieNote = { team_ids: [], points: points(group[0]!), rule, values: [], mini_table: rule === 'head_to_head' && group.length >= 3 };
      ties.push(note);
      const ordered = levels.flatMap((level) => breakTie(group.filter((teamId) => values.get(teamId) === level)));
      note.team_ids = ordered;
      note.values = ordered.map((teamId) => values.get(teamId)!);
      return ordered;
    }
    const ordered = [...group].sort((a, b) => nameOf(a).localeCompare(nameOf(b)) || a.localeCompare(b));
    ties.push({ team_ids: ordered, points: points(group[0]!), rule: 'name', values: ordered.map(() => 0), mini_table: false });
    return ordered;
  };

  const levels = [...new Set(teams.map((team) => points(team.id)))].sort((a, b) => b - a);
  const order = levels.flatMap((level) => breakTie(teams.filter((team) => points(team.id) === level).map((team) => team.id)));
  const rows = order.map((teamId, index): StandingRow => {
    const row = stats.get(teamId)!;
    return {
      rank: index + 1,
      team: row.team,
      played: row.played,
      wins: row.wins,
      draws: row.draws,
      losses: row.losses,
      points_for: row.points_for,
      points_against: row.points_against,
      point_differential: row.points_for - row.points_against,
      points: points(teamId),
    };
  });
  return { rows, ties };
}
