import { computeStandings, parseStoredRules, type Standings } from '@matchday/domain';
import type { Database, Executor } from '../../db/database.js';
import type { ClubRow } from '../clubs/repository.js';
import { findLeague } from '../teams/league-access.js';
import { regularSeasonResults, teamRefsOf } from './repository.js';

/** The league's table from its regular-season results under its own rules. */
export async function standingsOf(db: Executor, league: { id: string; rules: unknown }): Promise<Standings> {
  const rules = parseStoredRules(league.rules);
  const [teams, games] = await Promise.all([teamRefsOf(db, league.id), regularSeasonResults(db, league.id)]);
  return { ...computeStandings(teams, games, rules), rules };
}

export function createStandingsService({ db }: { db: Database }) {
  return {
    async show(club: ClubRow, leagueId: string): Promise<Standings> {
      return standingsOf(db, await findLeague(db, club.id, leagueId));
    },
  };
}
