import type { Executor } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import type { LeagueRow } from '../leagues/league-access.js';
import { countRoster, countTeams, type TeamRow } from './team-repository.js';

const capacityReached = (message: string) => new HttpError(409, 'capacity_reached', message);

/**
 * Refuses a new team when the league has team_capacity teams. Counts only hold when the caller
 * locked the league row FOR UPDATE first: two creations then count one after the other.
 */
export async function assertLeagueHasRoom(tx: Executor, league: LeagueRow): Promise<void> {
  const teams = await countTeams(tx, league.id);
  if (teams >= league.teamCapacity) throw capacityReached(`The league is full: it takes ${league.teamCapacity} teams`);
}

export function assertRosterSize(league: LeagueRow, size: number): void {
  if (size > league.rosterMax) throw capacityReached(`A team has at most ${league.rosterMax} players in this league`);
}

/** Refuses players beyond roster_max. The caller holds the team row FOR UPDATE, so concurrent additions count one after the other. */
export async function assertTeamHasRoom(tx: Executor, league: LeagueRow, team: TeamRow, adding = 1): Promise<void> {
  const roster = await countRoster(tx, team.id);
  if (roster + adding > league.rosterMax) throw capacityReached(`${team.name} is full: a team has at most ${league.rosterMax} players in this league`);
}
