import type { RegistrationWithTeam, Team } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { answersOf } from './answers-repository.js';
import { findRegistration, rosterOf, type RegistrationRecord } from './registration-repository.js';
import { toRegistrationWithTeam, toRosterEntry } from './registration-view.js';
import { findTeam } from './team-repository.js';
import { toTeam } from './team-view.js';

/** Registrations as the API answers them, with their answers fetched in one query. */
export async function withAnswers(db: Executor, records: readonly RegistrationRecord[]): Promise<RegistrationWithTeam[]> {
  const answers = await answersOf(
    db,
    records.map((record) => record.id),
  );
  return records.map((record) => toRegistrationWithTeam(record, answers.get(record.id) ?? []));
}

export async function loadRegistration(db: Executor, leagueId: string, registrationId: string): Promise<RegistrationWithTeam | undefined> {
  const record = await findRegistration(db, leagueId, registrationId);
  return record && (await withAnswers(db, [record]))[0];
}

/** The team with its roster by player name. */
export async function loadTeam(db: Executor, leagueId: string, teamId: string): Promise<Team | undefined> {
  const record = await findTeam(db, leagueId, teamId);
  if (!record) return undefined;
  const roster = await rosterOf(db, teamId);
  const answers = await answersOf(
    db,
    roster.map((entry) => entry.id),
  );
  return toTeam(
    record,
    roster.map((entry) => toRosterEntry(entry, answers.get(entry.id) ?? [])),
  );
}
