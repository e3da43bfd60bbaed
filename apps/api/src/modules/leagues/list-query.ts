import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { LEAGUE_STATUSES, type LeagueListQuery, type LeagueSort } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { leagues, registrations, teams } from '../../db/schema.js';
import { likePattern } from '../../lib/pagination.js';
import { qualified } from '../../db/qualified-column.js';

/** The list's filters and sort without paging: the export takes exactly these. */
export type LeagueFilters = Omit<LeagueListQuery, 'page' | 'page_size'>;

const leagueId = qualified(leagues.id);
const registrationsOnTeam = (onTeam: boolean) =>
  sql<number>`(select count(*) from ${registrations} where ${qualified(registrations.leagueId)} = ${leagueId} and ${qualified(registrations.teamId)} is ${sql.raw(onTeam ? 'not null' : 'null')})`.mapWith(Number);

/** Counted per league in SQL, so the list can sort by them and a page needs one query. */
const teamsCount = sql<number>`(select count(*) from ${teams} where ${qualified(teams.leagueId)} = ${leagueId})`.mapWith(Number);
const playersCount = registrationsOnTeam(true);
const freeAgentsCount = registrationsOnTeam(false);

export const leagueWithCountsColumns = { ...getTableColumns(leagues), teamsCount, playersCount, freeAgentsCount };

// Statuses sort in lifecycle order, not alphabetically.
const statusRank = sql`case ${leagues.status} ${sql.join(
  LEAGUE_STATUSES.map((status, rank) => sql`when ${status} then ${rank}`),
  sql` `,
)} end`;

const SORT_KEYS: Record<LeagueSort, SQL | AnyColumn> = {
  name: sql`lower(${leagues.name})`,
  season_start: leagues.seasonStart,
  status: statusRank,
  sport: leagues.sport,
  registration_closes_on: leagues.registrationClosesOn,
  teams_count: teamsCount,
  updated_at: leagues.updatedAt,
};

function filterLeagues(clubId: string, filters: LeagueFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(leagues.clubId, clubId)];
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(or(ilike(leagues.name, pattern), ilike(leagues.season, pattern), ilike(leagues.description, pattern)));
  }
  if (filters.status) conditions.push(eq(leagues.status, filters.status));
  if (filters.sport) conditions.push(eq(leagues.sport, filters.sport));
  if (filters.season) conditions.push(eq(leagues.season, filters.season));
  return and(...conditions);
}

/** The leagues of a club that match the filters, in the requested order (ties broken by id so pages never overlap); a window for one page. */
export function selectLeagues(db: Executor, clubId: string, filters: LeagueFilters, window?: { limit: number; offset: number }) {
  const direction = filters.order === 'desc' ? desc : asc;
  const query = db
    .select(leagueWithCountsColumns)
    .from(leagues)
    .where(filterLeagues(clubId, filters))
    .orderBy(direction(SORT_KEYS[filters.sort]), direction(leagues.id))
    .$dynamic();
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

export async function countLeagues(db: Executor, clubId: string, filters: LeagueFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(leagues).where(filterLeagues(clubId, filters));
  return row?.total ?? 0;
}

export type LeagueWithCounts = Awaited<ReturnType<typeof selectLeagues>>[number];
