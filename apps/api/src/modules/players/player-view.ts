import type { Answer, Player, PlayerInputParsed, PlayerSummary } from '@matchday/domain';
import type { PlayerRegistrationRow, PlayerRow, PlayerValues } from './repository.js';

export const toPlayerSummary = (row: PlayerRow, leaguesCount: number): PlayerSummary => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  phone: row.phone,
  leagues_count: leaguesCount,
  created_at: row.createdAt.toISOString(),
});

export const toPlayer = (
  row: PlayerRow,
  registrations: readonly PlayerRegistrationRow[],
  answers: ReadonlyMap<string, Answer[]>,
  balances: ReadonlyMap<string, number>,
): Player => ({
  ...toPlayerSummary(row, registrations.length),
  date_of_birth: row.dateOfBirth,
  gender: row.gender,
  emergency_contact_name: row.emergencyContactName,
  emergency_contact_phone: row.emergencyContactPhone,
  notes: row.notes,
  registrations: registrations.map((registration) => ({
    id: registration.id,
    league: registration.league,
    team: registration.team && { id: registration.team.id, name: registration.team.name },
    is_captain: registration.team?.captainPlayerId === row.id,
    payment_status: registration.paymentStatus,
    balance_cents: balances.get(registration.id) ?? 0,
    answers: answers.get(registration.id) ?? [],
    created_at: registration.createdAt.toISOString(),
  })),
  updated_at: row.updatedAt.toISOString(),
  row_version: row.rowVersion,
});

/** The player as the audit log keeps it: the form's fields. */
export const playerSnapshot = (row: PlayerRow) => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  phone: row.phone,
  date_of_birth: row.dateOfBirth,
  gender: row.gender,
  emergency_contact_name: row.emergencyContactName,
  emergency_contact_phone: row.emergencyContactPhone,
  notes: row.notes,
});

export const playerValues = (input: PlayerInputParsed): PlayerValues => ({
  firstName: input.first_name,
  lastName: input.last_name,
  email: input.email,
  phone: input.phone,
  dateOfBirth: input.date_of_birth,
  gender: input.gender,
  emergencyContactName: input.emergency_contact_name,
  emergencyContactPhone: input.emergency_contact_phone,
  notes: input.notes,
});

export const fullName = (player: { firstName: string; lastName: string }): string => `${player.firstName} ${player.lastName}`;
