import type { Answer, Registration, RegistrationWithTeam } from '@matchday/domain';
import type { RegistrationRecord } from './registration-repository.js';

export const toRegistrationWithTeam = (record: RegistrationRecord, answers: readonly Answer[]): RegistrationWithTeam => ({
  id: record.id,
  player: {
    id: record.player.id,
    first_name: record.player.firstName,
    last_name: record.player.lastName,
    email: record.player.email,
    phone: record.player.phone,
  },
  team_id: record.teamId,
  team: record.team && { id: record.team.id, name: record.team.name },
  is_captain: record.team?.captainPlayerId === record.player.id,
  payment_status: record.paymentStatus,
  answers: [...answers],
  created_at: record.createdAt.toISOString(),
});

/** A roster line: the team is the one being shown. */
export const toRosterEntry = (record: RegistrationRecord, answers: readonly Answer[]): Registration => {
  const { team: _team, ...entry } = toRegistrationWithTeam(record, answers);
  return entry;
};

/** What the audit log keeps of a registration: the answer without its timestamp. */
export const registrationSnapshot = (registration: RegistrationWithTeam) => {
  const { created_at: _createdAt, ...snapshot } = registration;
  return snapshot;
};

export const playerNameOf = (record: RegistrationRecord): string => `${record.player.firstName} ${record.player.lastName}`;
