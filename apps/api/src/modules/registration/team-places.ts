import { teamPlacesLeft, type TeamPlaces } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { teamCountsByLeague } from '../teams/public-join.js';
import { liveOffersByLeague } from './waitlist-repository.js';

interface WithCapacity {
  id: string;
  teamCapacity: number;
}

/** How each league's team places are used now (one read of the teams and one of the offers for all the leagues). */
export async function teamPlacesOf(db: Executor, leagues: readonly WithCapacity[], now: Date): Promise<Map<string, TeamPlaces>> {
  const ids = leagues.map((league) => league.id);
  // One after the other: inside a transaction both would queue on its one connection.
  const teams = await teamCountsByLeague(db, ids);
  const offers = await liveOffersByLeague(db, ids, now);
  return new Map(
    leagues.map((league) => [
      league.id,
      { capacity: league.teamCapacity, registered: 0, held: 0, ...teams.get(league.id), offered: offers.get(league.id) ?? 0 },
    ]),
  );
}

/** Team places a new team without a waitlist offer may take in each league: what the public pages show. */
export async function teamPlacesLeftByLeague(db: Executor, leagues: readonly WithCapacity[], now: Date): Promise<Map<string, number>> {
  const places = await teamPlacesOf(db, leagues, now);
  return new Map([...places].map(([id, counts]) => [id, teamPlacesLeft(counts)]));
}
