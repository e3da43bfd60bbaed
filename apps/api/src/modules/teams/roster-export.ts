import { ROSTER_CSV_COLUMNS, toCsv } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import type { ClubRow } from '../clubs/repository.js';
import { findLeague } from './league-access.js';
import { registrationsOfLeague } from './registration-repository.js';

/** A file-name-safe form of a league name: lower-case words joined by dashes. */
export const slugify = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'league';

/** The league's players and teams in the import's own shape (ROSTER_CSV_COLUMNS): one line per registration, free agents last. */
export function createRosterExport({ db }: { db: Database }) {
  return async function exportRoster(club: ClubRow, leagueId: string): Promise<{ filename: string; csv: string }> {
    const league = await findLeague(db, club.id, leagueId);
    const lines = (await registrationsOfLeague(db, league.id)).map((registration) => {
      const cells: Record<(typeof ROSTER_CSV_COLUMNS)[number], string | null> = {
        team: registration.team?.name ?? null,
        captain: registration.team?.captainPlayerId === registration.player.id ? 'yes' : 'no',
        first_name: registration.player.firstName,
        last_name: registration.player.lastName,
        email: registration.player.email,
        phone: registration.player.phone,
        payment_status: registration.paymentStatus,
      };
      return ROSTER_CSV_COLUMNS.map((column) => cells[column]);
    });
    return { filename: `roster-${slugify(league.name)}.csv`, csv: toCsv([ROSTER_CSV_COLUMNS, ...lines]) };
  };
}
