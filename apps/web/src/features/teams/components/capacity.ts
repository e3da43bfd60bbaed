import type { League, TeamSummary } from '@matchday/domain';

type LeagueLimits = Pick<League, 'teams_count' | 'team_capacity' | 'roster_min' | 'roster_max' | 'status'>;

/** How many teams the league holds against its capacity, and whether another fits. */
export function leagueCapacity(league: Pick<League, 'teams_count' | 'team_capacity'>) {
  return { count: league.teams_count, capacity: league.team_capacity, full: league.teams_count >= league.team_capacity };
}

export type RosterLevel = 'short' | 'ok' | 'full';

/** Where a roster stands: below the league's minimum, within bounds, or at the maximum. */
export function rosterLevel(count: number, league: Pick<LeagueLimits, 'roster_min' | 'roster_max'>): RosterLevel {
  if (count >= league.roster_max) return 'full';
  return count < league.roster_min ? 'short' : 'ok';
}

/** Whether one more player fits on the team. */
export const hasRoom = (team: Pick<TeamSummary, 'roster_count'>, league: Pick<LeagueLimits, 'roster_max'>): boolean => team.roster_count < league.roster_max;

/** An archived league is read-only: the API answers 409 not_editable to every change. */
export const isLeagueEditable = (league: Pick<LeagueLimits, 'status'>): boolean => league.status !== 'archived';
