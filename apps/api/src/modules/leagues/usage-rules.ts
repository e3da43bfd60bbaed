import type { LeagueInputParsed } from '@matchday/domain';
import type { FieldErrors } from '../../lib/http-error.js';
import { countOf, listUses } from '../../lib/in-use.js';
import type { LeagueRow, LeagueUsage } from './repository.js';

/** An edit may not leave the league holding more than its new settings allow. */
export function usageErrors(input: LeagueInputParsed, usage: LeagueUsage): FieldErrors {
  const errors: FieldErrors = {};
  if (input.team_capacity < usage.teams) errors.team_capacity = [`The league already has ${countOf(usage.teams, 'team')}`];
  if (input.roster_max < usage.largestRoster) errors.roster_max = [`A team already has ${countOf(usage.largestRoster, 'player')}`];
  if (input.registration_type === 'teams_only' && usage.freeAgents > 0) {
    errors.registration_type = [`${countOf(usage.freeAgents, 'free agent')} ${usage.freeAgents === 1 ? 'is' : 'are'} waiting: place them on teams first`];
  }
  return errors;
}

/** Why a league cannot be deleted, or null: only an unused draft goes; anything else is archived instead. */
export function deleteRefusal(league: LeagueRow, usage: LeagueUsage): string | null {
  if (league.status !== 'draft') return 'Only a draft league can be deleted: archive it instead';
  const uses = listUses([
    [usage.teams, 'team'],
    [usage.registrations, 'registration'],
    [usage.games, 'game'],
  ]);
  return uses ? `The league has ${uses}: archive it instead` : null;
}
