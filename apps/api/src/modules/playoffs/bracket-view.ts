import type { Bracket, BracketGame, Game, TeamRef } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { loadGames } from '../games/load-games.js';
import { teamsByName } from '../teams/team-names.js';
import { bracketGameRows, type BracketRow } from './bracket-repository.js';
import { deriveBracket } from './derivation.js';

/**
 * The bracket as the admin sees it: every game of its structure with who plays it now, its status and
 * winner, and its scheduled game (time, court, score) unless it could not be placed; the champion once
 * the final is decided.
 */
export async function loadBracket(db: Executor, league: { id: string; clubId: string; name: string }, bracket: BracketRow): Promise<Bracket> {
  // One after the other: a bracket is read back inside the transaction that made it, on its one connection.
  const teams = await teamsByName(db, league.id);
  const rows = await bracketGameRows(db, bracket.id);
  const games = await loadGames(db, league, { stage: 'playoff' });
  const teamById = new Map(teams.map((team) => [team.id, team]));
  const refOf = (teamId: string | null): TeamRef | null => (teamId ? (teamById.get(teamId) ?? null) : null);
  const gameByNumber = new Map<number, Game>();
  for (const game of games) if (game.bracket_game !== null) gameByNumber.set(game.bracket_game, game);
  const derived = deriveBracket(bracket.structure, bracket.seeds, rows);

  const bracketGames: BracketGame[] = bracket.structure.map((spec) => {
    const resolved = derived.games.get(spec.number);
    return {
      ...spec,
      status: resolved?.status ?? 'waiting',
      home_team: refOf(resolved?.home_team_id ?? null),
      away_team: refOf(resolved?.away_team_id ?? null),
      winner_team_id: resolved?.winner_team_id ?? null,
      game: gameByNumber.get(spec.number) ?? null,
    };
  });
  return {
    id: bracket.id,
    type: bracket.type,
    grand_final_reset: bracket.grandFinalReset,
    seeds: bracket.seeds.flatMap((teamId, index) => {
      const team = refOf(teamId);
      return team ? [{ seed: index + 1, team }] : [];
    }),
    games: bracketGames,
    champion: refOf(derived.championTeamId),
    unplaced: bracket.unplaced,
    created_at: bracket.createdAt.toISOString(),
  };
}
