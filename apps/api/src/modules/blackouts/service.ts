import { and, asc, eq, sql } from 'drizzle-orm';
import { newId, type Blackout, type BlackoutInputSchema } from '@matchday/domain';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/database.js';
import { blackouts, locations } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, fieldError, notFound } from '../../lib/http-error.js';
import { auditorFor, type Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { rethrowUniqueConflict } from '../players/unique-conflict.js';

type BlackoutInput = z.output<typeof BlackoutInputSchema>;

const selectBlackouts = (db: Executor) =>
  db
    .select({ id: blackouts.id, date: blackouts.date, location_id: blackouts.locationId, location_name: locations.name, reason: blackouts.reason })
    .from(blackouts)
    .leftJoin(locations, eq(locations.id, blackouts.locationId));

const auditBlackout = auditorFor<Blackout>(
  'blackout',
  (blackout) => `${blackout.date}${blackout.location_name ? ` · ${blackout.location_name}` : ''}`,
  ({ date, location_name, reason }) => ({ date, location: location_name, reason }),
);

/** The club's days without games, club-wide or at one location. Re-planning moves games off them; adding one does not by itself. */
export function createBlackoutsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async list(club: ClubRow): Promise<{ blackouts: Blackout[] }> {
      return {
        blackouts: await selectBlackouts(db)
          .where(eq(blackouts.clubId, club.id))
          .orderBy(asc(blackouts.date), sql`${locations.name} asc nulls first`),
      };
    },

    async create(club: ClubRow, input: BlackoutInput, actor: Actor): Promise<Blackout> {
      try {
        return await inTransaction(db, async (tx) => {
          if (input.location_id) {
            const [location] = await tx
              .select({ id: locations.id })
              .from(locations)
              .where(and(eq(locations.clubId, club.id), eq(locations.id, input.location_id)));
            if (!location) throw fieldError('location_id', 'Choose one of the club’s locations');
          }
          const id = newId();
          const at = clock();
          await tx.insert(blackouts).values({ id, clubId: club.id, locationId: input.location_id, date: input.date, reason: input.reason, createdAt: at });
          const [created] = await selectBlackouts(tx).where(eq(blackouts.id, id));
          await auditBlackout(tx, club, actor, at, 'create', null, created!);
          return created!;
        });
      } catch (error) {
        return rethrowUniqueConflict(error, { blackouts_club_location_date_unique: () => conflict('date', 'This day is already blacked out there') });
      }
    },

    async remove(club: ClubRow, blackoutId: string, actor: Actor): Promise<void> {
      await inTransaction(db, async (tx) => {
        const [found] = await selectBlackouts(tx).where(and(eq(blackouts.clubId, club.id), eq(blackouts.id, blackoutId)));
        if (!found) throw notFound('Blackout date not found');
        await tx.delete(blackouts).where(eq(blackouts.id, blackoutId));
        await auditBlackout(tx, club, actor, clock(), 'delete', found, null);
      });
    },
  };
}
