import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { newId, type GivenAnswer } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { players, registrations, teamInvites, teams } from '../../db/schema.js';
import { newSecretToken } from '../../lib/secret-token.js';
import type { LeagueRow } from '../leagues/league-access.js';
import { answersChecker } from './answers-check.js';
import { insertAnswers, questionsOfLeague } from './answers-repository.js';
import { assertLeagueHasRoom, assertTeamHasRoom } from './capacity.js';
import { auditRegistration, auditTeam, type LeagueWriteContext } from './league-audit.js';
import { loadRegistration } from './registration-loader.js';
import { insertRegistrations, registrationsOfPlayers } from './registration-repository.js';
import { rethrowTeamNameTaken } from './team-service.js';
import { countRoster, findTeam, insertTeams, lockTeams } from './team-repository.js';

/**
 * The teams module's writes for registration from the public site (modules/registration): a captain's new team, a
 * player joining a team by its invite, a free agent; each may be held (hold_expires_at) while its checkout is open,
 * and is confirmed or released later. The caller holds the league row FOR UPDATE, so capacity counts one at a time.
 */

export interface JoinContext {
  tx: Executor;
  league: LeagueRow;
  context: LeagueWriteContext;
  playerId: string;
  answers: GivenAnswer[];
  holdUntil: Date | null;
}

/** The registrant's answers checked against the league's questions: 400 for a wrong answer, 422 answers_required for a missing one. */
export async function checkedAnswers(tx: Executor, leagueId: string, given: readonly GivenAnswer[]): Promise<GivenAnswer[]> {
  const checker = answersChecker(await questionsOfLeague(tx, leagueId));
  const answers = checker.check(given);
  checker.refuse();
  return answers;
}

export async function isRegistered(tx: Executor, leagueId: string, playerId: string): Promise<boolean> {
  return (await registrationsOfPlayers(tx, leagueId, [playerId])).length > 0;
}

async function addRegistration(join: JoinContext, teamId: string | null): Promise<string> {
  const id = newId();
  await insertRegistrations(join.tx, [
    { id, leagueId: join.league.id, playerId: join.playerId, teamId, holdExpiresAt: join.holdUntil, createdAt: join.context.at, updatedAt: join.context.at },
  ]);
  await insertAnswers(join.tx, [{ registrationId: id, answers: join.answers }]);
  await auditRegistration(join.tx, join.context, 'create', null, (await loadRegistration(join.tx, join.league.id, id))!);
  return id;
}

/** A new team with the registrant as captain and first player; 409 capacity_reached when the league is full. */
export async function registerCaptainTeam(join: JoinContext, teamName: string): Promise<{ teamId: string; registrationId: string }> {
  await assertLeagueHasRoom(join.tx, join.league);
  const teamId = newId();
  try {
    await insertTeams(join.tx, [
      {
        id: teamId,
        leagueId: join.league.id,
        name: teamName,
        captainPlayerId: join.playerId,
        holdExpiresAt: join.holdUntil,
        createdAt: join.context.at,
        updatedAt: join.context.at,
      },
    ]);
  } catch (error) {
    rethrowTeamNameTaken(error);
  }
  await auditTeam(join.tx, join.context, 'create', null, (await findTeam(join.tx, join.league.id, teamId))!);
  return { teamId, registrationId: await addRegistration(join, teamId) };
}

/** The registrant on an existing team's roster (the team row locked, so roster_max holds). Returns the roster size after joining. */
export async function registerOnTeam(join: JoinContext, teamId: string): Promise<{ registrationId: string; rosterAfter: number }> {
  const team = (await lockTeams(join.tx, join.league.id, [teamId])).get(teamId);
  if (!team) throw new Error(`team ${teamId} is not in league ${join.league.id}`);
  await assertTeamHasRoom(join.tx, join.league, team);
  const registrationId = await addRegistration(join, teamId);
  return { registrationId, rosterAfter: await countRoster(join.tx, teamId) };
}

export const registerFreeAgent = (join: JoinContext): Promise<string> => addRegistration(join, null);

export async function deleteTeamWithRoster(tx: Executor, context: LeagueWriteContext, teamId: string): Promise<boolean> {
  const before = await findTeam(tx, context.leagueId, teamId);
  if (!before) return false;
  const roster = await tx.select({ id: registrations.id }).from(registrations).where(eq(registrations.teamId, teamId));
  for (const member of roster) {
    const registration = await loadRegistration(tx, context.leagueId, member.id);
    await tx.delete(registrations).where(eq(registrations.id, member.id));
    if (registration) await auditRegistration(tx, context, 'delete', registration, null);
  }
  await tx.delete(teams).where(eq(teams.id, teamId));
  await auditTeam(tx, context, 'delete', before, null);
  return true;
}

/** A team's invite link token, made on first use. */
export async function inviteTokenOf(tx: Executor, teamId: string, at: Date): Promise<string> {
  await tx.insert(teamInvites).values({ teamId, token: newSecretToken(), createdAt: at }).onConflictDoNothing();
  const [invite] = await tx.select({ token: teamInvites.token }).from(teamInvites).where(eq(teamInvites.teamId, teamId));
  return invite!.token;
}

export async function setInviteShare(tx: Executor, teamId: string, shareCents: number | null, at: Date): Promise<void> {
  await inviteTokenOf(tx, teamId, at);
  await tx.update(teamInvites).set({ shareCents }).where(eq(teamInvites.teamId, teamId));
}

/** The team an invite token opens, with its league and share; undefined for an unknown token or a team still held. */
export async function teamOfInvite(db: Executor, leagueId: string, token: string) {
  const [row] = await db
    .select({ teamId: teams.id, teamName: teams.name, shareCents: teamInvites.shareCents, holdExpiresAt: teams.holdExpiresAt })
    .from(teamInvites)
    .innerJoin(teams, eq(teams.id, teamInvites.teamId))
    .where(and(eq(teamInvites.token, token), eq(teams.leagueId, leagueId)));
  if (!row || row.holdExpiresAt) return undefined;
  return { ...row, rosterSize: await countRoster(db, row.teamId) };
}

/** Each league's teams, registered and held (a league without teams is not in the map): what its places left are counted from. */
export async function teamCountsByLeague(db: Executor, leagueIds: readonly string[]): Promise<Map<string, { registered: number; held: number }>> {
  if (leagueIds.length === 0) return new Map();
  const rows = await db
    .select({
      leagueId: teams.leagueId,
      registered: sql<number>`(count(*) filter (where ${teams.holdExpiresAt} is null))::int`,
      held: sql<number>`(count(*) filter (where ${teams.holdExpiresAt} is not null))::int`,
    })
    .from(teams)
    .where(inArray(teams.leagueId, [...leagueIds]))
    .groupBy(teams.leagueId);
  return new Map(rows.map(({ leagueId, ...counts }) => [leagueId, counts]));
}

/** The teams of these leagues still held by an open checkout: not registered yet, so never shown to the public. */
export async function heldTeamIds(db: Executor, leagueIds: readonly string[]): Promise<Set<string>> {
  if (leagueIds.length === 0) return new Set();
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(inArray(teams.leagueId, [...leagueIds]), isNotNull(teams.holdExpiresAt)));
  return new Set(rows.map((row) => row.id));
}

/** The league's questions as the public registration form asks them. */
export async function questionsForRegistrants(db: Executor, leagueId: string) {
  return (await questionsOfLeague(db, leagueId)).map((question) => ({
    id: question.question_id,
    label: question.label,
    type: question.type,
    options: [...(question.options ?? [])],
    required: question.required,
  }));
}

/** A person's registrations in the club's leagues, by their e-mail (one player record per club and e-mail). */
export async function registrationsOfEmail(db: Executor, clubId: string, email: string) {
  return db
    .select({ id: registrations.id, leagueId: registrations.leagueId, teamId: registrations.teamId, playerId: registrations.playerId })
    .from(registrations)
    .innerJoin(players, eq(players.id, registrations.playerId))
    .where(and(eq(players.clubId, clubId), sql`lower(${players.email}) = ${email.toLowerCase()}`))
    .orderBy(registrations.createdAt);
}

/** The team, when this person (by e-mail) captains it in the club; undefined otherwise. */
export async function teamCaptainedBy(db: Executor, clubId: string, teamId: string, email: string) {
  const [row] = await db
    .select({ id: teams.id, leagueId: teams.leagueId, name: teams.name })
    .from(teams)
    .innerJoin(players, eq(players.id, teams.captainPlayerId))
    .where(and(eq(teams.id, teamId), eq(players.clubId, clubId), sql`lower(${players.email}) = ${email.toLowerCase()}`));
  return row;
}

/** players_pay, at the payment deadline: a team whose shares fell short is marked incomplete (once). */
export async function markTeamIncomplete(tx: Executor, teamId: string, at: Date): Promise<boolean> {
  const marked = await tx
    .update(teams)
    .set({ incompleteAt: at })
    .where(and(eq(teams.id, teamId), sql`${teams.incompleteAt} is null`))
    .returning({ id: teams.id });
  return marked.length > 0;
}
