import {
  checkSeasonAction,
  dateInTimezone,
  findCourtClashes,
  generateSchedule,
  newId,
  splitForReplan,
  type PlanningData,
  type ScheduleSettings,
  type SchedulePreview,
  type SchedulePublishResult,
  type SchedulePublishSchema,
} from '@matchday/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { assertSeasonAllows } from '../../lib/season-rule.js';
import { recordAudit, type Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { findLeague, lockEditableLeague } from '../leagues/league-access.js';
import { courtTaken, rethrowCourtRace } from './court-refusal.js';
import { loadPlanningData } from './planning.js';
import { deleteGames, insertGames } from './repository.js';
import { checkProposedGames, checkSettings } from './settings-checks.js';

type SchedulePublish = z.output<typeof SchedulePublishSchema>;

/** A league's regular season generated: what it plans with, a preview, and the previewed games saved. */
export function createGenerationService({ db, clock }: { db: Database; clock: Clock }) {
  const today = (club: ClubRow) => dateInTimezone(clock(), club.timezone);

  return {
    async planning(club: ClubRow, leagueId: string): Promise<PlanningData> {
      const league = await findLeague(db, club.id, leagueId);
      return loadPlanningData(db, club, league, today(club));
    },

    async preview(club: ClubRow, leagueId: string, settings: ScheduleSettings): Promise<SchedulePreview> {
      const league = await findLeague(db, club.id, leagueId);
      assertSeasonAllows(checkSeasonAction(league.status, 'plan_schedule'));
      const data = await loadPlanningData(db, club, league, today(club));
      checkSettings(settings, data);
      return generateSchedule(data, settings);
    },

    /**
     * Saves the previewed games in one transaction: the league is locked, the planning data re-read, every
     * game checked against it and against the court rule, the unplayed games it replaces removed. A game
     * with a result is never touched. The court index refuses a race with another league's publish.
     */
    async publish(club: ClubRow, leagueId: string, input: SchedulePublish, actor: Actor): Promise<SchedulePublishResult> {
      try {
        return await inTransaction(db, async (tx) => {
          const league = await lockEditableLeague(tx, club.id, leagueId, 'update');
          assertSeasonAllows(checkSeasonAction(league.status, 'plan_schedule'));
          const at = clock();
          const data = await loadPlanningData(tx, club, league, dateInTimezone(at, club.timezone));
          checkSettings(input.settings, data);
          checkProposedGames(input.games, input.settings, data);
          const { kept, replaced } = splitForReplan(data, input.settings);
          const bookings = [
            ...data.busy.map((game) => ({ ...game, is_active: true })),
            ...kept.map((game) => ({ ...game, league_name: league.name })),
            ...input.games.map((game) => ({ ...game, is_active: true, league_name: league.name })),
          ];
          const [clash] = findCourtClashes(bookings);
          if (clash) {
            const court = data.courts.find((candidate) => candidate.playing_area_id === clash[0].playing_area_id)!;
            throw courtTaken({
              courtName: court.court_name,
              locationName: court.location_name,
              timezone: court.timezone,
              startsAt: clash[0].starts_at,
              leagueName: clash[0].league_name,
            });
          }
          await deleteGames(
            tx,
            replaced.map((game) => game.id),
          );
          const locationOf = new Map(data.courts.map((court) => [court.playing_area_id, court.location_id]));
          await insertGames(
            tx,
            input.games.map((game) => ({
              id: newId(),
              leagueId: league.id,
              locationId: locationOf.get(game.playing_area_id)!,
              playingAreaId: game.playing_area_id,
              startsAt: new Date(game.starts_at),
              homeTeamId: game.home_team_id,
              awayTeamId: game.away_team_id,
              round: game.round,
              stage: 'regular' as const,
              createdAt: at,
              updatedAt: at,
            })),
          );
          const result = { created: input.games.length, removed: replaced.length, kept: kept.length };
          const { mode, format, start_date, end_date } = input.settings;
          await recordAudit(tx, {
            clubId: club.id,
            actor,
            action: 'create',
            entityType: 'schedule',
            entityId: newId(),
            entityLabel: league.name,
            leagueId: league.id,
            before: null,
            after: { ...result, mode, format, start_date, end_date },
            at,
          });
          return result;
        });
      } catch (error) {
        return rethrowCourtRace(error);
      }
    },
  };
}
