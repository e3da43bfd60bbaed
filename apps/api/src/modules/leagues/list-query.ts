import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { LEAGUE_STATUSES, type LeagueListQuery, type LeagueSort } from '@matchday/domain';
import type { Database, Executor } from '../../db/database.js';
import { preparedVariants } from '../../db/prepared.js';
import { qualified } from '../../db/qualified-column.js';
import { clubs, leagues, registrations, teams } from '../../db/schema.js';
import { likePattern } from '../../lib/pagination.js';

/** The list's filters and sort without paging: the export takes exactly these. */
export type LeagueFilters = Omit<LeagueListQuery, 'page' | 'page_size'>;

const leagueId = qualified(leagues.id);
const registrationsOnTeam = (onTeam: boolean) =>
  sql<number>`(select count(*) from ${registrations} where ${qualified(registrations.leagueId)} = ${leagueId} and ${qualified(registrations.teamId)} is ${sql.raw(onTeam ? 'not null' : 'null')})`.mapWith(
    Number,
  );

/** Counted per league in SQL, so the list can sort by them and a page needs one query. */
const teamsCount = sql<number>`(select count(*) from ${teams} where ${qualified(teams.leagueId)} = ${leagueId})`.mapWith(Number);
const playersCount = registrationsOnTeam(true);
const freeAgentsCount = registrationsOnTeam(false);

export const leagueWithCountsColumns = { ...getTableColumns(leagues), teamsCount, playersCount, freeAgentsCount };

/** What a row of the list and of the export shows: the summary's columns, not the whole league (rules, play times…). */
const leagueSummaryColumns = {
  id: leagues.id,
  name: leagues.name,
  sport: leagues.sport,
  season: leagues.season,
  seasonStart: leagues.seasonStart,
  seasonEnd: leagues.seasonEnd,
  status: leagues.status,
  registrationType: leagues.registrationType,
  paymentMode: leagues.paymentMode,
  teamCapacity: leagues.teamCapacity,
  registrationClosesOn: leagues.registrationClosesOn,
  updatedAt: leagues.updatedAt,
  teamsCount,
  playersCount,
  freeAgentsCount,
};

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

/** The values the list's conditions compare with, by placeholder name. */
const filterValues = (clubId: string, filters: LeagueFilters) => ({
  clubId,
  pattern: filters.q ? likePattern(filters.q) : undefined,
  status: filters.status,
  sport: filters.sport,
  season: filters.season,
});
type FilterValues = ReturnType<typeof filterValues>;

/** How a condition takes a filter's value: as it is, or as a placeholder of the same name in a prepared statement. */
type Bind = <T>(name: keyof FilterValues, value: T) => T | Placeholder;
const asValue: Bind = (_name, value) => value;
const asPlaceholder: Bind = (name) => sql.placeholder(name);

/** The conditions of the filters that are set. */
function filterLeagues(values: FilterValues, bind: Bind = asValue): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(leagues.clubId, bind('clubId', values.clubId))];
  if (values.pattern) {
    const pattern = bind('pattern', values.pattern);
    conditions.push(or(ilike(leagues.name, pattern), ilike(leagues.season, pattern), ilike(leagues.description, pattern)));
  }
  if (values.status) conditions.push(eq(leagues.status, bind('status', values.status)));
  if (values.sport) conditions.push(eq(leagues.sport, bind('sport', values.sport)));
  if (values.season) conditions.push(eq(leagues.season, bind('season', values.season)));
  return and(...conditions);
}

const ordered = (filters: LeagueFilters) => {
  const direction = filters.order === 'desc' ? desc : asc;
  return [direction(SORT_KEYS[filters.sort]), direction(leagues.id)];
};

/** The leagues of a club that match the filters, in the requested order (ties broken by id so pages never overlap): the export. */
export function selectLeagues(db: Executor, clubId: string, filters: LeagueFilters) {
  return db
    .select(leagueSummaryColumns)
    .from(leagues)
    .where(filterLeagues(filterValues(clubId, filters)))
    .orderBy(...ordered(filters));
}

/** The club's seasons for the list's filter, the newest season first (a subquery: its "leagues" is its own). */
const clubSeasons = sql<string[]>`(
  select coalesce(json_agg(seasons.season order by seasons.newest desc, seasons.season), '[]'::json)
  from (
    select ${qualified(leagues.season)} as season, max(${qualified(leagues.seasonStart)}) as newest
    from ${leagues} where ${qualified(leagues.clubId)} = ${sql.placeholder('clubId')} group by ${qualified(leagues.season)}
  ) as seasons
)`;

/** A page's SQL differs with the sort, the order and which filters are set; the values are placeholders. */
const pageShape = (filters: LeagueFilters) =>
  [filters.sort, filters.order, filters.q ? 'q' : '', filters.status ? 'status' : '', filters.sport ? 'sport' : '', filters.season ? 'season' : '']
    .filter(Boolean)
    .join('_');

/**
 * One page of the list in ONE statement: the page's leagues, each row also carrying the number of leagues matching
 * (a subquery PostgreSQL runs once, not a window over every match) and the club's seasons. A page past the end has
 * no row to carry them: `leaguePages` then asks for them separately.
 */
const leaguePageQuery = (db: Database, filters: LeagueFilters) => {
  // Which filters are set decides the conditions; every value, the club's id included, is a placeholder.
  const where = filterLeagues(filterValues('', filters), asPlaceholder);
  return db
    .select({
      ...leagueSummaryColumns,
      total: sql<number>`(select count(*) from ${leagues} where ${where})`.mapWith(Number),
      seasons: clubSeasons,
    })
    .from(leagues)
    .where(where)
    .orderBy(...ordered(filters))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
};

/** The list's pages on one database, as named prepared statements: one per combination of sort, order and filters set. */
export function leaguePages(db: Database) {
  const pages = preparedVariants();
  const seasons = db
    .select({ seasons: clubSeasons })
    .from(clubs)
    .where(eq(clubs.id, sql.placeholder('clubId')))
    .prepare('club_seasons');
  return async (clubId: string, filters: LeagueFilters, window: { limit: number; offset: number }) => {
    const page = pages(`leagues_page_${pageShape(filters)}`, () => leaguePageQuery(db, filters));
    const rows = await page.execute({ ...filterValues(clubId, filters), ...window });
    const first = rows[0];
    if (first) return { rows, total: first.total, seasons: first.seasons };
    // Nothing on this page: no match at all on the first page, else a page past the end.
    const [club] = await seasons.execute({ clubId });
    return { rows, total: window.offset === 0 ? 0 : await countLeagues(db, clubId, filters), seasons: club?.seasons ?? [] };
  };
}

export async function countLeagues(db: Executor, clubId: string, filters: LeagueFilters): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(leagues)
    .where(filterLeagues(filterValues(clubId, filters)));
  return row?.total ?? 0;
}

export type LeagueWithCounts = Awaited<ReturnType<typeof selectLeagues>>[number];
