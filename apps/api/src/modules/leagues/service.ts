import {
  checkLeagueTransition,
  dateInTimezone,
  englishMessage,
  fieldMessage,
  newId,
  TRANSITION_REFUSALS,
  type AuditAction,
  type League,
  type LeagueInputParsed,
  type LeagueListQuery,
  type LeaguePage,
  type LeagueStatus,
  type LeagueUpdateParsed,
} from '@matchday/domain';
import type { Database, Executor } from '../../db/database.js';
import { uniqueViolation } from '../../db/errors.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, HttpError, notFound, validationError } from '../../lib/http-error.js';
import { pageWindow, toPage } from '../../lib/pagination.js';
import { refuseIfStale } from '../../lib/row-version.js';
import { recordAudit, type Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { copyTeams } from '../teams/copy-teams.js';
import { copyLeague, type LeagueDuplicateParsed } from './duplicate-league.js';
import { findLeague, LEAGUE_NOT_FOUND } from './league-access.js';
import { leaguesCsv } from './league-csv.js';
import { NOTHING_ATTACHED, referenceErrors } from './league-references.js';
import { leagueSnapshot, toLeague, toLeagueSummary, toLeagueValues } from './league-view.js';
import { leaguePages, selectLeagues, type LeagueFilters } from './list-query.js';
import * as repo from './repository.js';
import { inUse } from '../../lib/in-use.js';
import { deleteRefusal, usageErrors } from './usage-rules.js';
import type { ChargeOnCreation } from '../teams/fees-on-creation.js';

async function readLeague(db: Executor, clubId: string, leagueId: string): Promise<League | undefined> {
  const row = await repo.findLeagueDetail(db, clubId, leagueId);
  if (!row) return undefined;
  return toLeague(row, await repo.leagueLocationRows(db, leagueId), await repo.leagueQuestionRows(db, leagueId));
}

/** Reads back a league written in this transaction; it exists, since the transaction wrote or locked it. */
async function reread(tx: Executor, clubId: string, leagueId: string): Promise<League> {
  const league = await readLeague(tx, clubId, leagueId);
  if (!league) throw notFound(LEAGUE_NOT_FOUND);
  return league;
}

/** The unique index on (club, lower(name), lower(season)) settles races two requests would both pass a read check in. */
async function refusingDuplicateName<T>(name: string, season: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'leagues_club_name_season_unique') throw conflict('name', `The club already has a league named “${name}” in ${season}`);
    throw error;
  }
}

const questionLinks = (input: LeagueInputParsed): repo.LeagueQuestionLink[] =>
  input.questions.map((question) => ({ questionId: question.question_id, required: question.required }));

function throwIfAny(errors: Record<string, string[]>): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

interface Change {
  club: ClubRow;
  actor: Actor;
}

export function createLeaguesService({ db, clock, chargeOnCreation }: { db: Database; clock: Clock; chargeOnCreation: ChargeOnCreation }) {
  const auditLeague = (tx: Executor, { club, actor }: Change, action: AuditAction, before: League | null, after: League | null) => {
    const league = (after ?? before) as League;
    return recordAudit(tx, {
      clubId: club.id,
      actor,
      at: clock(),
      action,
      entityType: 'league',
      entityId: league.id,
      entityLabel: league.name,
      leagueId: league.id,
      before: before && leagueSnapshot(before),
      after: after && leagueSnapshot(after),
    });
  };

  const leaguePage = leaguePages(db);

  return {
    async list(club: ClubRow, query: LeagueListQuery): Promise<LeaguePage> {
      const { rows, total, seasons } = await leaguePage(club.id, query, pageWindow(query));
      return { ...toPage(rows.map(toLeagueSummary), total, query), seasons };
    },

    /** Every league the filters show, in the list's order, as CSV of raw stored values. */
    async exportCsv(club: ClubRow, filters: LeagueFilters): Promise<{ filename: string; csv: string }> {
      const rows = await selectLeagues(db, club.id, filters);
      const today = dateInTimezone(clock(), club.timezone);
      return { filename: `leagues-${club.slug}-${today}.csv`, csv: leaguesCsv(rows.map(toLeagueSummary)) };
    },

    async show(club: ClubRow, leagueId: string): Promise<League> {
      const league = await readLeague(db, club.id, leagueId);
      if (!league) throw notFound(LEAGUE_NOT_FOUND);
      return league;
    },

    create(change: Change, input: LeagueInputParsed): Promise<League> {
      const { club } = change;
      return refusingDuplicateName(input.name, input.season, () =>
        inTransaction(db, async (tx) => {
          throwIfAny(await referenceErrors(tx, club.id, input, NOTHING_ATTACHED));
          const id = newId();
          const at = clock();
          await repo.insertLeague(tx, { ...toLeagueValues(input), id, clubId: club.id, status: 'draft', createdAt: at, updatedAt: at });
          await repo.replaceLeagueLocations(tx, id, input.location_ids);
          await repo.replaceLeagueQuestions(tx, id, questionLinks(input));
          const league = await reread(tx, club.id, id);
          await auditLeague(tx, change, 'create', null, league);
          return league;
        }),
      );
    },

    /** A save of the league form, refused (409 stale_version, nothing written) when the league changed since the form's row_version. */
    update(change: Change, leagueId: string, input: LeagueUpdateParsed): Promise<League> {
      const { club } = change;
      return refusingDuplicateName(input.name, input.season, () =>
        inTransaction(db, async (tx) => {
          const row = await findLeague(tx, club.id, leagueId, 'update');
          if (row.status === 'archived') throw new HttpError(409, 'not_editable', 'An archived league cannot be edited: move it back to draft first');
          const before = await reread(tx, club.id, leagueId);
          const attached = {
            locationIds: new Set(before.locations.map((location) => location.id)),
            questionIds: new Set(before.questions.map((question) => question.question_id)),
          };
          throwIfAny({ ...usageErrors(input, await repo.leagueUsage(tx, leagueId)), ...(await referenceErrors(tx, club.id, input, attached)) });
          refuseIfStale(await repo.updateLeague(tx, leagueId, { ...toLeagueValues(input), updatedAt: clock() }, input.row_version));
          await repo.replaceLeagueLocations(tx, leagueId, input.location_ids);
          await repo.replaceLeagueQuestions(tx, leagueId, questionLinks(input));
          const after = await reread(tx, club.id, leagueId);
          await auditLeague(tx, change, 'update', before, after);
          return after;
        }),
      );
    },

    changeStatus(change: Change, leagueId: string, status: LeagueStatus): Promise<League> {
      const { club } = change;
      return inTransaction(db, async (tx) => {
        const row = await findLeague(tx, club.id, leagueId, 'update');
        const usage = await repo.leagueUsage(tx, leagueId);
        const refusal = checkLeagueTransition(row.status, status, {
          today: dateInTimezone(clock(), club.timezone),
          registration_closes_on: row.registrationClosesOn,
          teams_count: usage.teams,
          registrations_count: usage.registrations,
        });
        if (refusal) {
          const message = { id: TRANSITION_REFUSALS[refusal] };
          throw new HttpError(409, 'invalid_transition', englishMessage(message), { status: [fieldMessage(message.id)] });
        }
        const before = await reread(tx, club.id, leagueId);
        await repo.updateLeague(tx, leagueId, { status, updatedAt: clock() });
        const after = await reread(tx, club.id, leagueId);
        await auditLeague(tx, change, 'update', before, after);
        return after;
      });
    },

    async duplicate(change: Change, sourceId: string, input: LeagueDuplicateParsed): Promise<League> {
      const { club, actor } = change;
      return refusingDuplicateName(input.name, input.season, () =>
        inTransaction(db, async (tx) => {
          // Locked so that the copied rosters are one consistent picture of the source.
          const source = await findLeague(tx, club.id, sourceId, 'update');
          const context = { clubId: club.id, actor, at: clock() };
          const id = await copyLeague(tx, source, input, context);
          await auditLeague(tx, change, 'create', null, await reread(tx, club.id, id));
          if (input.include_teams) await copyTeams(tx, chargeOnCreation, source.id, id, context);
          return reread(tx, club.id, id);
        }),
      );
    },

    remove(change: Change, leagueId: string): Promise<void> {
      const { club } = change;
      return inTransaction(db, async (tx) => {
        const row = await findLeague(tx, club.id, leagueId, 'update');
        const refusal = deleteRefusal(row, await repo.leagueUsage(tx, leagueId));
        if (refusal) throw inUse(refusal);
        const before = await reread(tx, club.id, leagueId);
        await repo.deleteLeague(tx, leagueId);
        await auditLeague(tx, change, 'delete', before, null);
      });
    },
  };
}

export type LeaguesService = ReturnType<typeof createLeaguesService>;
