import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { lacksRequiredAnswer } from '../../db/missing-answers.js';
import { qualified } from '../../db/qualified-column.js';
import { updateVersioned } from '../../lib/row-version.js';
import { games, leagueLocations, leagueQuestions, leagues, locations, questions, registrations, teams } from '../../db/schema.js';
import { leagueWithCountsColumns } from './list-query.js';

export type LeagueRow = typeof leagues.$inferSelect;
export type LeagueValues = Omit<typeof leagues.$inferInsert, 'id' | 'clubId' | 'status' | 'duplicatedFromId' | 'createdAt' | 'updatedAt'>;
export interface LeagueQuestionLink {
  questionId: string;
  required: boolean;
}

const source = alias(leagues, 'source');

const missingAnswersCount =
  sql<number>`(select count(*) from ${registrations} where ${qualified(registrations.leagueId)} = ${qualified(leagues.id)} and ${lacksRequiredAnswer})`.mapWith(
    Number,
  );

/** A league of the club with its counts and the league it was duplicated from (null once that one is deleted). */
export async function findLeagueDetail(db: Executor, clubId: string, leagueId: string) {
  const [row] = await db
    .select({ ...leagueWithCountsColumns, sourceName: source.name, missingAnswersCount })
    .from(leagues)
    .leftJoin(source, and(eq(source.id, leagues.duplicatedFromId), eq(source.clubId, leagues.clubId)))
    .where(and(eq(leagues.id, leagueId), eq(leagues.clubId, clubId)));
  return row;
}
export type LeagueDetailRow = NonNullable<Awaited<ReturnType<typeof findLeagueDetail>>>;

/**
 * How a write holds the league row until it commits, so that what it read of the league stays true until
 * the write. 'update' serializes the writes that count what the league holds before adding to it (teams,
 * an import, a schedule, a bracket) and the league's own edits; 'share' lets writes to different teams or
 * games run together while keeping the league from being archived or resized under them.
 */
export type LeagueLock = 'update' | 'share';

/** The club's league row, held with the lock when one is given. */
export async function findLeagueRow(db: Executor, clubId: string, leagueId: string, lock?: LeagueLock): Promise<LeagueRow | undefined> {
  const query = db
    .select()
    .from(leagues)
    .where(and(eq(leagues.id, leagueId), eq(leagues.clubId, clubId)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export function leagueLocationRows(db: Executor, leagueId: string) {
  return db
    .select({ id: locations.id, name: locations.name, archivedAt: locations.archivedAt })
    .from(leagueLocations)
    .innerJoin(locations, eq(locations.id, leagueLocations.locationId))
    .where(eq(leagueLocations.leagueId, leagueId))
    .orderBy(asc(leagueLocations.position));
}

export function leagueQuestionRows(db: Executor, leagueId: string) {
  return db
    .select({
      questionId: questions.id,
      label: questions.label,
      type: questions.type,
      options: questions.options,
      helpText: questions.helpText,
      archivedAt: questions.archivedAt,
      required: leagueQuestions.required,
      position: leagueQuestions.position,
    })
    .from(leagueQuestions)
    .innerJoin(questions, eq(questions.id, leagueQuestions.questionId))
    .where(eq(leagueQuestions.leagueId, leagueId))
    .orderBy(asc(leagueQuestions.position));
}

export function clubLocationsAmong(db: Executor, clubId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: locations.id, name: locations.name, archivedAt: locations.archivedAt })
    .from(locations)
    .where(and(eq(locations.clubId, clubId), inArray(locations.id, ids)));
}

export function clubQuestionsAmong(db: Executor, clubId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: questions.id, name: questions.label, archivedAt: questions.archivedAt })
    .from(questions)
    .where(and(eq(questions.clubId, clubId), inArray(questions.id, ids)));
}

export interface LeagueUsage {
  teams: number;
  /** Registrations on a team plus free agents. */
  registrations: number;
  freeAgents: number;
  largestRoster: number;
  games: number;
}

/** What the league holds; read with the league locked for rules that must hold at the write. */
export async function leagueUsage(tx: Executor, leagueId: string): Promise<LeagueUsage> {
  const [teamRow] = await tx.select({ total: count() }).from(teams).where(eq(teams.leagueId, leagueId));
  const [gameRow] = await tx.select({ total: count() }).from(games).where(eq(games.leagueId, leagueId));
  const groups = await tx
    .select({ teamId: registrations.teamId, total: count() })
    .from(registrations)
    .where(eq(registrations.leagueId, leagueId))
    .groupBy(registrations.teamId);
  const rosters = groups.filter((group) => group.teamId !== null).map((group) => group.total);
  return {
    teams: teamRow?.total ?? 0,
    registrations: groups.reduce((sum, group) => sum + group.total, 0),
    freeAgents: groups.find((group) => group.teamId === null)?.total ?? 0,
    largestRoster: Math.max(0, ...rosters),
    games: gameRow?.total ?? 0,
  };
}

export async function insertLeague(tx: Executor, values: typeof leagues.$inferInsert): Promise<void> {
  await tx.insert(leagues).values(values);
}

/** Writes the changes as one more version of the league; with `version` (a form's save) only over that version (see updateVersioned). */
export function updateLeague(tx: Executor, leagueId: string, changes: Partial<typeof leagues.$inferInsert>, version?: number): Promise<boolean> {
  return updateVersioned(tx, leagues, leagueId, changes, version);
}

export async function deleteLeague(tx: Executor, leagueId: string): Promise<void> {
  await tx.delete(leagues).where(eq(leagues.id, leagueId));
}

/** The league's locations become exactly these, in this order. */
export async function replaceLeagueLocations(tx: Executor, leagueId: string, locationIds: string[]): Promise<void> {
  await tx.delete(leagueLocations).where(eq(leagueLocations.leagueId, leagueId));
  if (locationIds.length === 0) return;
  await tx.insert(leagueLocations).values(locationIds.map((locationId, position) => ({ leagueId, locationId, position })));
}

/** The league's questions become exactly these, in this order. */
export async function replaceLeagueQuestions(tx: Executor, leagueId: string, links: LeagueQuestionLink[]): Promise<void> {
  await tx.delete(leagueQuestions).where(eq(leagueQuestions.leagueId, leagueId));
  if (links.length === 0) return;
  await tx.insert(leagueQuestions).values(links.map((link, position) => ({ leagueId, questionId: link.questionId, required: link.required, position })));
}
