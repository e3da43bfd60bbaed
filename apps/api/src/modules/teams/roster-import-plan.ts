import { fieldMessage, type GivenAnswer, type RosterCsvColumn, type RosterCsvRow, type RowErrors } from '@matchday/domain';
import type { PlayerValues } from '../players/player-writer.js';

/** What the database already holds that an import depends on. */
export interface ImportFacts {
  registrationType: 'teams_only' | 'teams_and_individuals';
  teamCapacity: number;
  rosterMax: number;
  /** The club's players by lower-cased email, with whether each is registered in this league already. */
  players: ReadonlyMap<string, { id: string; registered: boolean }>;
  /** The league's teams by lower-cased name. */
  teams: ReadonlyMap<string, { id: string; name: string; rosterCount: number; captainPlayerId: string | null }>;
}

export interface ImportPlan {
  newPlayers: PlayerValues[];
  /** Teams to create, by lower-cased name: the spelling of their first line and the captain's email. */
  newTeams: Map<string, { name: string; captainEmail: string | null }>;
  /** Existing teams (by id) that get the captain of the file (by email). */
  newCaptains: Map<string, string>;
  registrations: { email: string; teamKey: string | null; answers: GivenAnswer[] }[];
}

const teamKeyOf = (row: RosterCsvRow) => row.team?.toLowerCase() ?? null;

/**
 * Checks every row against the league (the checks parseRosterCsv cannot make) and, when all are
 * fine, plans the writes. Problems are keyed `rows.<line>.<column>`, and `file` for the league's capacity,
 * each said by a message token as parseRosterCsv says its own.
 */
export function planRosterImport(rows: readonly RosterCsvRow[], facts: ImportFacts): { errors: RowErrors; plan: ImportPlan } {
  const errors: RowErrors = {};
  const add = (key: string, message: string) => {
    errors[key] = [...(errors[key] ?? []), message];
  };
  const addToLine = (row: RosterCsvRow, column: RosterCsvColumn, message: string) => add(`rows.${row.line}.${column}`, message);
  const plan: ImportPlan = { newPlayers: [], newTeams: new Map(), newCaptains: new Map(), registrations: [] };
  const rosterSizes = new Map<string, number>();

  for (const row of rows) {
    const teamKey = teamKeyOf(row);
    const player = facts.players.get(row.email);
    if (player?.registered) addToLine(row, 'email', fieldMessage('alreadyRegistered', { email: row.email }));
    else if (!player) plan.newPlayers.push({ firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone });
    plan.registrations.push({ email: row.email, teamKey, answers: row.answers });

    if (!row.team || !teamKey) {
      if (facts.registrationType === 'teams_only') addToLine(row, 'team', fieldMessage('teamsOnlyLeague'));
      continue;
    }
    const existing = facts.teams.get(teamKey);
    // A player already in the league takes no new place: only the rows that would register someone count.
    const size = (rosterSizes.get(teamKey) ?? existing?.rosterCount ?? 0) + (player?.registered ? 0 : 1);
    rosterSizes.set(teamKey, size);
    if (!player?.registered && size > facts.rosterMax)
      addToLine(row, 'team', fieldMessage('teamOverRosterMax', { team: existing?.name ?? row.team, size, max: facts.rosterMax }));
    if (existing) {
      if (row.captain && existing.captainPlayerId) addToLine(row, 'captain', fieldMessage('teamHasCaptain', { team: existing.name }));
      else if (row.captain) plan.newCaptains.set(existing.id, row.email);
      continue;
    }
    const planned = plan.newTeams.get(teamKey) ?? { name: row.team, captainEmail: null };
    if (row.captain) planned.captainEmail = row.email;
    plan.newTeams.set(teamKey, planned);
  }

  const teamsAfter = facts.teams.size + plan.newTeams.size;
  if (plan.newTeams.size > 0 && teamsAfter > facts.teamCapacity)
    add('file', fieldMessage('overTeamCapacity', { teams: teamsAfter, capacity: facts.teamCapacity }));
  return { errors, plan };
}
