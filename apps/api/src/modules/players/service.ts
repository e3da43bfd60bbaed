import type { Player, PlayerInputParsed, PlayerListQuery, PlayerSummary, PlayerUpdateParsed, Page } from '@matchday/domain';
import type { Database, Executor } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-error.js';
import { toPage } from '../../lib/pagination.js';
import { staleVersion } from '../../lib/row-version.js';
import { recordAudit, type Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { answersOfRegistrations } from '../teams/registration-answers.js';
import { balancesOf } from '../payments/balances.js';
import { createPlayers, removePlayer, rethrowEmailTaken } from './player-writer.js';
import { countOf, inUse } from '../../lib/in-use.js';
import { fullName, playerSnapshot, playerValues, toPlayer, toPlayerSummary } from './player-view.js';
import * as repo from './repository.js';

const NOT_FOUND = 'Player not found';

async function showPlayer(db: Executor, row: repo.PlayerRow, now: Date): Promise<Player> {
  const registrations = await repo.registrationsOfPlayer(db, row.id);
  const ids = registrations.map((registration) => registration.id);
  const balances = await balancesOf(
    db,
    row.clubId,
    registrations.map((registration) => ({ id: registration.id, leagueId: registration.league.id })),
    now,
  );
  return toPlayer(row, registrations, await answersOfRegistrations(db, ids), balances);
}

export function createPlayersService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async list(club: ClubRow, query: PlayerListQuery): Promise<Page<PlayerSummary>> {
      const { rows, total } = await repo.listPlayers(db, club.id, query);
      return toPage(
        rows.map((row) => toPlayerSummary(row.player, row.leaguesCount)),
        total,
        query,
      );
    },

    async show(club: ClubRow, playerId: string): Promise<Player> {
      const row = await repo.findPlayer(db, club.id, playerId);
      if (!row) throw notFound(NOT_FOUND);
      return showPlayer(db, row, clock());
    },

    async create(club: ClubRow, input: PlayerInputParsed, actor: Actor): Promise<Player> {
      const context = { clubId: club.id, actor, at: clock() };
      try {
        return await inTransaction(db, async (tx) => {
          const [created] = await createPlayers(tx, context, [playerValues(input)]);
          return showPlayer(tx, created!, clock());
        });
      } catch (error) {
        return rethrowEmailTaken(error, 'email');
      }
    },

    /** A save of the player form; refused (409 stale_version, nothing written) when the player changed since the form's row_version. */
    async update(club: ClubRow, playerId: string, input: PlayerUpdateParsed, actor: Actor): Promise<Player> {
      const at = clock();
      try {
        return await inTransaction(db, async (tx) => {
          const before = await repo.findPlayer(tx, club.id, playerId, 'update');
          if (!before) throw notFound(NOT_FOUND);
          const after = await repo.updatePlayer(tx, playerId, playerValues(input), at, input.row_version);
          if (!after) throw staleVersion();
          await recordAudit(tx, {
            clubId: club.id,
            actor,
            action: 'update',
            entityType: 'player',
            entityId: playerId,
            entityLabel: fullName(after),
            before: playerSnapshot(before),
            after: playerSnapshot(after),
            at,
          });
          return showPlayer(tx, after, clock());
        });
      } catch (error) {
        return rethrowEmailTaken(error, 'email');
      }
    },

    async remove(club: ClubRow, playerId: string, actor: Actor): Promise<void> {
      const at = clock();
      await inTransaction(db, async (tx) => {
        // The row lock waits for any registration of this player being written (its foreign key check shares the row).
        const player = await repo.findPlayer(tx, club.id, playerId, 'update');
        if (!player) throw notFound(NOT_FOUND);
        const leagues = await repo.countRegistrationsOf(tx, playerId);
        if (leagues > 0) {
          throw inUse(`${fullName(player)} is registered in ${countOf(leagues, 'league')}: remove those registrations first`);
        }
        await removePlayer(tx, { clubId: club.id, actor, at }, player);
      });
    },
  };
}
