import { ROSTER_CSV_COLUMNS, rosterCsvHeader, toCsv } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import type { ClubRow } from '../clubs/club-row.js';
import { findLeague } from '../leagues/league-access.js';
import { answersOf, questionsOfLeague } from './answers-repository.js';
import { registrationsOfLeague } from './registration-repository.js';

/** A file-name-safe form of a league name: lower-case words joined by dashes. */
export const slugify = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'league';

/**
 * The league's players and teams in the import's own shape: ROSTER_CSV_COLUMNS, then one column per
 * question the league asks (headed by its label) with each registration's answer; one line per
 * registration, free agents last.
 */
export function createRosterExport({ db }: { db: Database }) {
  return async function exportRoster(club: ClubRow, leagueId: string): Promise<{ filename: string; csv: string }> {
    const league = await findLeague(db, club.id, leagueId);
    const [registrations, questions] = await Promise.all([registrationsOfLeague(db, league.id), questionsOfLeague(db, league.id)]);
    const answers = await answersOf(
      db,
      registrations.map((registration) => registration.id),
    );
    const lines = registrations.map((registration) => {
      const cells: Record<(typeof ROSTER_CSV_COLUMNS)[number], string | null> = {
        team: registration.team?.name ?? null,
        captain: registration.team?.captainPlayerId === registration.player.id ? 'yes' : 'no',
        first_name: registration.player.firstName,
        last_name: registration.player.lastName,
        email: registration.player.email,
        phone: registration.player.phone,
        payment_status: registration.paymentStatus,
      };
      const given = new Map((answers.get(registration.id) ?? []).map((answer) => [answer.question_id, answer.value]));
      return [...ROSTER_CSV_COLUMNS.map((column) => cells[column]), ...questions.map((question) => given.get(question.question_id) ?? null)];
    });
    return { filename: `roster-${slugify(league.name)}.csv`, csv: toCsv([rosterCsvHeader(questions), ...lines]) };
  };
}
