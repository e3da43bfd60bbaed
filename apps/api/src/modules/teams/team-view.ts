import type { Registration, Team, TeamSummary } from '@matchday/domain';
import type { TeamRecord } from './team-repository.js';

export const toTeamSummary = (record: TeamRecord): TeamSummary => ({
  id: record.id,
  league_id: record.leagueId,
  name: record.name,
  captain: record.captain && { id: record.captain.id, first_name: record.captain.firstName, last_name: record.captain.lastName },
  roster_count: record.rosterCount,
  created_at: record.createdAt.toISOString(),
});

export const toTeam = (record: TeamRecord, roster: Registration[]): Team => ({
  ...toTeamSummary(record),
  roster,
  updated_at: record.updatedAt.toISOString(),
  row_version: record.rowVersion,
});

/** What the audit log keeps of a team: its name and captain (the roster is audited per registration). */
export const teamSnapshot = (record: TeamRecord) => {
  const { roster_count: _rosterCount, created_at: _createdAt, ...snapshot } = toTeamSummary(record);
  return snapshot;
};
