import type { Game } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { findGames, findOtherLeaguesGames, type GameFilter, type OtherLeagueGame } from './game-repository.js';
import { toGames } from './game-view.js';

/** The league's games with their duplicate flags: one query for the games, one for the other leagues' games on the inactive ones' courts. */
export async function loadGames(db: Executor, league: { id: string; clubId: string; name: string }, filter: GameFilter = {}): Promise<Game[]> {
  const records = await findGames(db, league.id, filter);
  const inactive = records.filter((record) => !record.game.isActive);
  if (inactive.length === 0) return toGames(records, league.name, []);
  const instants = inactive.map((record) => record.game.startsAt.getTime());
  const others = await findOtherLeaguesGames(
    db,
    league.clubId,
    league.id,
    [...new Set(inactive.map((record) => record.game.playingAreaId))],
    new Date(Math.min(...instants)),
    new Date(Math.max(...instants)),
  );
  return toGames(records, league.name, others);
}

/** The club's other leagues' games on these courts from one instant up to the next, cancelled ones too: what a day view shows beside the league's own. */
export function loadOtherLeaguesGames(
  db: Executor,
  league: { id: string; clubId: string },
  playingAreaIds: readonly string[],
  from: Date,
  to: Date,
): Promise<OtherLeagueGame[]> {
  return findOtherLeaguesGames(db, league.clubId, league.id, playingAreaIds, from, new Date(to.getTime() - 1));
}
