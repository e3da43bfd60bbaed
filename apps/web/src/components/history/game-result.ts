import { matchResult } from '@matchday/domain';

/** A game's result as an entry tells it: the teams by name, home first (null when the entry cannot name one), and each game's points. */
export interface GameResult {
  home: string | null;
  away: string | null;
  scores: readonly { home_points: number; away_points: number }[];
}

type Changes = Readonly<Record<string, { before?: unknown; after?: unknown }>>;
type Side = 'before' | 'after';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isScore = (value: unknown): value is { home_points: number; away_points: number } =>
  isRecord(value) && typeof value.home_points === 'number' && typeof value.away_points === 'number';

const scoresOf = (value: unknown): GameResult['scores'] => (Array.isArray(value) ? value.filter(isScore) : []);

/** A team as entries keep it: its name (regular games), or { id, name } (playoff games). */
export const teamName = (value: unknown): string | null => {
  if (typeof value === 'string' && value !== '') return value;
  return isRecord(value) && typeof value.name === 'string' && value.name !== '' ? value.name : null;
};

/** The two teams of an entry's game label, 'Lions v Tigers', as older entries name them nowhere else. */
function teamsOfLabel(label: string): [string, string] | null {
  const parts = label.split(' v ');
  return parts.length === 2 && parts[0] && parts[1] ? [parts[0], parts[1]] : null;
}

/** The fields older entries kept the result in, before it became one value naming the teams. */
export const LEGACY_RESULT_FIELDS = ['scores', 'home_points', 'away_points', 'winner'] as const;

/**
 * The result on one side of a game's entry, or null when the game had none there. Entries keep it as one
 * `result` value with the team names; older ones kept loose fields, and name the teams only when they
 * changed, so their names come from the entry's label then.
 */
export function resultOf(changes: Changes, side: Side, label: string): GameResult | null {
  if ('result' in changes) {
    const result = changes.result?.[side];
    if (!isRecord(result)) return null;
    const scores = scoresOf(result.scores);
    return scores.length > 0 ? { home: teamName(result.home_team), away: teamName(result.away_team), scores } : null;
  }
  const scores = scoresOf(changes.scores?.[side]);
  if (scores.length === 0) return null;
  const [labelHome, labelAway] = teamsOfLabel(label) ?? [null, null];
  const named = (field: string, fallback: string | null) => (field in changes ? teamName(changes[field]?.[side]) : fallback);
  return { home: named('home_team', labelHome), away: named('away_team', labelAway), scores };
}

/** Whether the entry records a result: entered, corrected or cleared. */
export const changesResult = (changes: Changes): boolean => 'result' in changes || 'scores' in changes;

export interface ResultWords {
  /** 'Lions 5–2 Tigers': the teams with the points (of the match, or of its one game), home first. */
  score(home: string, homePoints: number, awayPoints: number, away: string): string;
  /** 'Lions 2–1 Tigers (25–20, 18–25, 15–10)': a match of several games, with each game's points. */
  games(score: string, games: string): string;
  /** The side the entry cannot name. */
  home: string;
  away: string;
}

/** The result as a reader says it, home team first: 'Lions 5–2 Tigers', or 'Lions 2–1 Tigers (25–20, 18–25, 15–10)'. */
export function formatResult(result: GameResult, words: ResultWords): string {
  const home = result.home ?? words.home;
  const away = result.away ?? words.away;
  const [only] = result.scores;
  if (result.scores.length === 1 && only) return words.score(home, only.home_points, only.away_points, away);
  const match = matchResult(result.scores);
  const score = words.score(home, match.home_points ?? 0, match.away_points ?? 0, away);
  return words.games(score, result.scores.map((game) => `${game.home_points}–${game.away_points}`).join(', '));
}
