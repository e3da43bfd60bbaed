import { computeStandings, parseStoredRules, type Standings, type TeamRef } from '@matchday/domain';
import type { Database, Executor } from '../../db/database.js';
import type { ClubRow } from '../clubs/club-row.js';
import { findLeague } from '../leagues/league-access.js';
import { prepareStandingsReads, regularSeasonResults, teamRefsOf } from './repository.js';

type Results = Awaited<ReturnType<typeof regularSeasonResults>>;

/** The league's table from its regular-season results under its own rules. */
export async function standingsOf(db: Executor, league: { id: string; rules: unknown }): Promise<Standings> {
  // One after the other: playoffs seed from this inside a transaction, on its one connection.
  const teams = await teamRefsOf(db, league.id);
  return tableOf(league, [teams, await regularSeasonResults(db, league.id)]);
}

function tableOf(league: { rules: unknown }, [teams, games]: [TeamRef[], Results]): Standings {
  const rules = parseStoredRules(league.rules);
  return { ...computeStandings(teams, games, rules), rules };
}

export function createStandingsService({ db }: { db: Database }) {
  const reads = prepareStandingsReads(db);
  return {
    async show(club: ClubRow, leagueId: string): Promise<Standings> {
      const league = await findLeague(db, club.id, leagueId);
      return tableOf(league, await Promise.all([reads.teamRefs.execute({ leagueId: league.id }), reads.results.execute({ leagueId: league.id })]));
    },
  };
}
