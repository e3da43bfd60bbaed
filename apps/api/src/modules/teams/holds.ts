import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { registrations, teams } from '../../db/schema.js';
import { countOf } from '../../lib/in-use.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import { deleteTeamWithRoster } from './public-join.js';
import { loadRegistration } from './registration-loader.js';
import { countGamesOf, findTeam } from './team-repository.js';
import { auditRegistration, type LeagueWriteContext } from './league-audit.js';

/**
 * Held places (issue 19 §7): a team or a roster place taken by a registration whose checkout is open carries
 * `hold_expires_at`. It counts toward capacity, is never published, and ends one of three ways: confirmed when paid,
 * extended to the checkout session's own end, or released when the checkout ends unpaid.
 */

/** The place a checkout holds: the team it created (with its roster), or the one registration. */
export interface Hold {
  teamId: string | null;
  registrationId: string | null;
}

/** A freed team place goes to the league's waitlist: registration handles this queue (the offer e-mail). */
export const WAITLIST_OFFER_QUEUE = 'waitlist-offer';

/** Queues the waitlist offer of a team place freed in this transaction; once per freed team. */
export async function queueWaitlistOffer(tx: Executor, jobs: JobQueue, place: { clubId: string; leagueId: string; freedTeamId: string }): Promise<void> {
  await jobs.enqueue(tx, {
    queue: WAITLIST_OFFER_QUEUE,
    key: `waitlist-offer:${place.freedTeamId}`,
    clubId: place.clubId,
    payload: { club_id: place.clubId, league_id: place.leagueId },
  });
}

/** Ends the holds of a paid checkout: the team and the registration count as registered from now on. */
export async function confirmHolds(tx: Executor, hold: Hold): Promise<void> {
  if (hold.teamId) {
    await tx.update(teams).set({ holdExpiresAt: null }).where(eq(teams.id, hold.teamId));
    await tx
      .update(registrations)
      .set({ holdExpiresAt: null })
      .where(and(eq(registrations.teamId, hold.teamId), isNotNull(registrations.holdExpiresAt)));
  }
  if (hold.registrationId) await tx.update(registrations).set({ holdExpiresAt: null }).where(eq(registrations.id, hold.registrationId));
}

/** Keeps a hold until `until` (its checkout session's end), never shortening it and never reviving one already ended. */
export async function extendHolds(tx: Executor, hold: Hold, until: Date): Promise<void> {
  if (hold.teamId) {
    await tx
      .update(teams)
      .set({ holdExpiresAt: until })
      .where(and(eq(teams.id, hold.teamId), lt(teams.holdExpiresAt, until)));
    await tx
      .update(registrations)
      .set({ holdExpiresAt: until })
      .where(and(eq(registrations.teamId, hold.teamId), lt(registrations.holdExpiresAt, until)));
  }
  if (hold.registrationId)
    await tx
      .update(registrations)
      .set({ holdExpiresAt: until })
      .where(and(eq(registrations.id, hold.registrationId), lt(registrations.holdExpiresAt, until)));
}

/**
 * Gives back the places an unpaid checkout held: a held team goes with its roster (its place offered to the waitlist),
 * a held registration goes. Rows whose hold already ended (paid) stay. Returns the players whose registrations went.
 */
export async function releaseHolds(tx: Executor, jobs: JobQueue, context: LeagueWriteContext, hold: Hold): Promise<{ playerIds: string[] }> {
  const playerIds: string[] = [];
  if (hold.teamId) {
    const [team] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.id, hold.teamId), isNotNull(teams.holdExpiresAt)))
      .for('update');
    if (team) {
      const roster = await tx.select({ playerId: registrations.playerId }).from(registrations).where(eq(registrations.teamId, team.id));
      playerIds.push(...roster.map((row) => row.playerId));
      await deleteTeamWithRoster(tx, context, team.id);
      await queueWaitlistOffer(tx, jobs, { clubId: context.clubId, leagueId: context.leagueId, freedTeamId: team.id });
    }
  }
  if (hold.registrationId) {
    const registration = await loadRegistration(tx, context.leagueId, hold.registrationId);
    const deleted = await tx
      .delete(registrations)
      .where(and(eq(registrations.id, hold.registrationId), isNotNull(registrations.holdExpiresAt)))
      .returning({ playerId: registrations.playerId });
    if (deleted.length && registration) await auditRegistration(tx, context, 'delete', registration, null);
    playerIds.push(...deleted.map((row) => row.playerId));
  }
  return { playerIds };
}

/** A place someone paid for: the team with its roster, or one roster place or free agent. */
export type Place = { teamId: string } | { registrationId: string };

/** Why a place cannot be released now (its team is on the schedule), or null. */
export async function placeReleaseRefusal(db: Executor, leagueId: string, place: Place): Promise<string | null> {
  if (!('teamId' in place)) return null;
  const team = await findTeam(db, leagueId, place.teamId);
  const games = team ? await countGamesOf(db, team.id) : 0;
  return team && games > 0 ? `${team.name} is scheduled in ${countOf(games, 'game')}: take it off the schedule first` : null;
}

/**
 * Gives up a place whose payment was refunded (the admin's "Also release the place"): the team with its roster (its
 * place offered to the waitlist, like a hold's), or the one registration.
 */
export async function releasePlace(tx: Executor, jobs: JobQueue, context: LeagueWriteContext, place: Place): Promise<void> {
  if ('teamId' in place) {
    if (await deleteTeamWithRoster(tx, context, place.teamId))
      await queueWaitlistOffer(tx, jobs, { clubId: context.clubId, leagueId: context.leagueId, freedTeamId: place.teamId });
    return;
  }
  const registration = await loadRegistration(tx, context.leagueId, place.registrationId);
  if (registration) {
    await tx.delete(registrations).where(eq(registrations.id, place.registrationId));
    await auditRegistration(tx, context, 'delete', registration, null);
  }
}
