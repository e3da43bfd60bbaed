import { auditChanges, newId, type Location, type LocationInputParsed, type LocationListQuery, type LocationUpdateParsed, type Page } from '@matchday/domain';
import type { Database, Executor } from '../../db/database.js';
import { uniqueViolation } from '../../db/errors.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { toPage } from '../../lib/pagination.js';
import { refuseIfStale } from '../../lib/row-version.js';
import { auditorFor, type Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { nextArchivedAt } from './archived-filter.js';
import { countOf, inUse, listUses } from '../../lib/in-use.js';
import { locationSnapshot, toLocation } from './location-view.js';
import { planPlayingAreas } from './playing-area-plan.js';
import * as repo from './repository.js';
import type { LocationRow, LocationUsage } from './repository.js';

const NOT_FOUND = 'Location not found';
const NAME_TAKEN = 'The club already has a location with this name';

/**
 * A name no form can send (area names are at most 60 characters). Renamed areas hold it for a moment,
 * so that two areas can swap names without tripping the unique index, which is checked row by row.
 */
const placeholderName = (id: string) => `${id}:renaming`.padEnd(61, '.');

const newPlayingArea = (area: { name: string; archived: boolean }, position: number, at: Date) => ({
  id: newId(),
  name: area.name,
  position,
  archivedAt: area.archived ? at : null,
});

/** The location's name is unique in the club: a concurrent create or rename that lost the race is answered like a taken name. */
async function withUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'locations_club_name_unique') throw conflict('name', NAME_TAKEN);
    throw error;
  }
}

export function createLocationsService({ db, clock }: { db: Database; clock: Clock }) {
  async function usageOne(executor: Executor, id: string): Promise<LocationUsage> {
    const usage = await repo.usageOf(executor, [id]);
    return usage.get(id)!;
  }

  async function reload(tx: Executor, club: ClubRow, id: string): Promise<Location> {
    const row = await repo.findLocation(tx, club.id, id);
    if (!row) throw notFound(NOT_FOUND);
    return toLocation(row, await usageOne(tx, id), club.defaultSport);
  }

  /** The location locked with its playing areas, so the games and leagues counted stay true until commit. */
  async function lockLocation(tx: Executor, club: ClubRow, id: string): Promise<{ row: LocationRow; usage: LocationUsage; location: Location }> {
    const row = await repo.findLocation(tx, club.id, id, true);
    if (!row) throw notFound(NOT_FOUND);
    await repo.lockPlayingAreas(tx, row.id);
    const usage = await usageOne(tx, row.id);
    return { row, usage, location: toLocation(row, usage, club.defaultSport) };
  }

  const audit = auditorFor<Location>('location', (record) => record.name, locationSnapshot);

  return {
    async list(club: ClubRow, query: LocationListQuery): Promise<Page<Location>> {
      const { rows, total } = await repo.listLocations(db, club.id, query);
      const usage = await repo.usageOf(
        db,
        rows.map((row) => row.id),
      );
      return toPage(
        rows.map((row) => toLocation(row, usage.get(row.id)!, club.defaultSport)),
        total,
        query,
      );
    },

    async show(club: ClubRow, id: string): Promise<Location> {
      return reload(db, club, id);
    },

    create(club: ClubRow, input: LocationInputParsed, actor: Actor): Promise<Location> {
      const at = clock();
      return withUniqueName(() =>
        inTransaction(db, async (tx) => {
          const id = newId();
          const { name, address, timezone, notes, sport } = input;
          await repo.insertLocation(tx, { id, clubId: club.id, name, address, timezone, notes, sport, createdAt: at, updatedAt: at });
          await repo.insertPlayingAreas(
            tx,
            id,
            input.playing_areas.map((area, position) => newPlayingArea(area, position, at)),
            at,
          );
          const created = await reload(tx, club, id);
          await audit(tx, club, actor, at, 'create', null, created);
          return created;
        }),
      );
    },

    /**
     * Replaces the fields and the ordered playing areas; removing an area that games use is refused before anything is written,
     * and so is a save from a form opened before the location's last change (409 stale_version).
     */
    update(club: ClubRow, id: string, input: LocationUpdateParsed, actor: Actor): Promise<Location> {
      const at = clock();
      return withUniqueName(() =>
        inTransaction(db, async (tx) => {
          const { row, usage, location: before } = await lockLocation(tx, club, id);
          // Checked under the row lock before the playing areas are written; the UPDATE below checks it again.
          refuseIfStale(row.rowVersion === input.row_version);
          const plan = planPlayingAreas(usage.areas, input.playing_areas);
          const used = plan.removed.filter((area) => area.gamesCount > 0);
          if (used.length > 0) {
            const uses = used.map((area) => `${area.name} is used by ${countOf(area.gamesCount, 'game')}`).join('; ');
            const message = `${uses}: archive ${used.length === 1 ? 'it' : 'them'} instead of removing ${used.length === 1 ? 'it' : 'them'}`;
            throw inUse(message, { playing_areas: [message] });
          }
          const unchanged = Object.keys(auditChanges(locationSnapshot(before), locationSnapshot({ ...input, archived: before.archived }))).length === 0;
          if (unchanged) return before;

          await repo.deletePlayingAreas(
            tx,
            plan.removed.map((area) => area.id),
          );
          const changedAreas = plan.kept.filter(
            ({ current, name, position, archived }) => current.name !== name || current.position !== position || (current.archivedAt !== null) !== archived,
          );
          for (const { current, name } of changedAreas) {
            if (current.name !== name) await repo.updatePlayingArea(tx, current.id, { name: placeholderName(current.id) });
          }
          for (const { current, name, position, archived } of changedAreas) {
            await repo.updatePlayingArea(tx, current.id, { name, position, archivedAt: nextArchivedAt(current.archivedAt, archived, at) });
          }
          await repo.insertPlayingAreas(
            tx,
            id,
            plan.added.map((area) => newPlayingArea(area, area.position, at)),
            at,
          );
          const { name, address, timezone, notes, sport } = input;
          refuseIfStale(await repo.updateLocation(tx, id, { name, address, timezone, notes, sport, updatedAt: at }, input.row_version));
          const after = await reload(tx, club, id);
          await audit(tx, club, actor, at, 'update', before, after);
          return after;
        }),
      );
    },

    archive(club: ClubRow, id: string, archived: boolean, actor: Actor): Promise<Location> {
      const at = clock();
      return inTransaction(db, async (tx) => {
        const { row, location: before } = await lockLocation(tx, club, id);
        if (before.archived === archived) return before;
        await repo.updateLocation(tx, id, { archivedAt: nextArchivedAt(row.archivedAt, archived, at), updatedAt: at });
        const after = await reload(tx, club, id);
        await audit(tx, club, actor, at, 'update', before, after);
        return after;
      });
    },

    /** Deletes a location no game and no league uses; otherwise says what uses it. */
    remove(club: ClubRow, id: string, actor: Actor): Promise<void> {
      const at = clock();
      return inTransaction(db, async (tx) => {
        const { usage, location } = await lockLocation(tx, club, id);
        // A game names both its location and its playing area: either reference keeps the location.
        const areaGames = usage.areas.reduce((sum, area) => sum + area.gamesCount, 0);
        const gamesCount = Math.max(usage.games, areaGames);
        if (gamesCount > 0 || usage.leagues > 0) {
          const uses = listUses([
            [gamesCount, 'game'],
            [usage.leagues, 'league'],
          ]);
          throw inUse(`Used by ${uses}: archive it instead`);
        }
        await repo.deleteLocation(tx, id);
        await audit(tx, club, actor, at, 'delete', location, null);
      });
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
