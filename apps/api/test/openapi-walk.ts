import { newId, ROSTER_CSV_COLUMNS } from '@matchday/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database.js';
import {
  auditLog,
  blackouts,
  calendarFeeds,
  games,
  ledgerEntries,
  products,
  leagues,
  locations,
  players,
  playingAreas,
  questions,
  registrations,
  teams,
} from '../src/db/schema.js';
import { newSecretToken } from '../src/lib/secret-token.js';
import { clubIdOf, insertGame, insertLeague, insertLocation, insertPlayer, insertRegistration, insertTeam } from './fixtures.js';

/**
 * Walking the OpenAPI document (made from the zod contracts): every operation with its parameters and
 * request body, so sweeps over "every route" include routes added later.
 */

/** The JSON Schema subset the zod → OpenAPI transform writes. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, with {name} placeholders. */
  path: string;
  parameters: Parameter[];
  /** The request body's media types and schema (references resolved), when the operation takes one. */
  body: { contentTypes: string[]; schema: JsonSchema } | null;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Inlines `#/components/schemas/…` references (a reference met again inside itself is left as `{}`). */
export function resolveRefs(schema: JsonSchema, components: Record<string, JsonSchema>, seen: readonly string[] = []): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = components[name];
    if (!target || seen.includes(name)) return {};
    return resolveRefs(target, components, [...seen, name]);
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([name, child]) => [name, resolveRefs(child, components, seen)]));
    } else if ((key === 'items' || key === 'additionalProperties') && value && typeof value === 'object') {
      out[key] = resolveRefs(value as JsonSchema, components, seen);
    } else if (['anyOf', 'oneOf', 'allOf', 'prefixItems'].includes(key) && Array.isArray(value)) {
      out[key] = (value as JsonSchema[]).map((child) => resolveRefs(child, components, seen));
    } else {
      out[key] = value;
    }
  }
  return out as JsonSchema;
}

/** Every operation of the OpenAPI document. */
export async function apiOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
  const document = response.json<OpenApiDocument>();
  const components = document.components?.schemas ?? {};
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = operation.requestBody?.content;
      const first = content ? Object.values(content)[0] : undefined;
      return {
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({ ...parameter, schema: resolveRefs(parameter.schema ?? {}, components) })),
        body: content && first ? { contentTypes: Object.keys(content), schema: resolveRefs(first.schema, components) } : null,
      };
    }),
  );
}

/** Every club-scoped operation (/api/{slug}/…). */
export async function clubOperations(app: FastifyInstance): Promise<Operation[]> {
  return (await apiOperations(app)).filter(({ path }) => path.startsWith('/api/{slug}/'));
}

/** The path with each {name} replaced by its value (taken as it is: encode beforehand what needs it). */
export const fill = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return value;
  });

/** One record of each kind a club-scoped route names, by path parameter name, plus what valid bodies need. */
export interface ClubRecords {
  slug: string;
  locationId: string;
  playingAreaId: string;
  leagueId: string;
  playerId: string;
  teamId: string;
  registrationId: string;
  questionId: string;
  /** A game of the league without a result (so it may be moved), and a second one. */
  gameId: string;
  secondGameId: string;
  blackoutId: string;
  /** A cash payment in the league's ledger (what a refund names). */
  entryId: string;
  /** An add-on of the league. */
  productId: string;
  /** `{token}.ics` of a calendar feed of the league. */
  file: string;
  /** The league's teams (at least two). */
  teamIds: string[];
  /** The first day of the league's season: dates inside it pass the season checks. */
  seasonDay: string;
}

/**
 * Records of another club, written straight to the database: a location with a court, a league with two
 * teams, a registered player and two games, a question, a blackout and a calendar feed.
 */
export async function insertClubRecords(db: Database, slug: string): Promise<ClubRecords> {
  const clubId = await clubIdOf(db, slug);
  const { location, areas } = await insertLocation(db, slug, ['Oval 1']);
  const league = await insertLeague(db, slug, { sport: 'cricket' });
  const player = await insertPlayer(db, slug);
  const team = await insertTeam(db, league.id);
  const otherTeam = await insertTeam(db, league.id);
  const registration = await insertRegistration(db, league.id, player.id, team.id);
  const questionId = newId();
  await db.insert(questions).values({ id: questionId, clubId, label: 'Size', type: 'text' });
  const game = await insertGame(db, league.id, location.id, areas[0]!.id, { homeTeamId: team.id, awayTeamId: otherTeam.id });
  const secondGame = await insertGame(db, league.id, location.id, areas[0]!.id, { homeTeamId: otherTeam.id, awayTeamId: team.id });
  const blackoutId = newId();
  await db.insert(blackouts).values({ id: blackoutId, clubId, locationId: location.id, date: '2026-12-25' });
  const token = newSecretToken();
  await db.insert(calendarFeeds).values({ id: newId(), clubId, leagueId: league.id, teamId: null, token });
  const entryId = await insertCashPayment(db, clubId, league.id, team.id);
  return {
    slug,
    locationId: location.id,
    playingAreaId: areas[0]!.id,
    leagueId: league.id,
    playerId: player.id,
    teamId: team.id,
    registrationId: registration.id,
    questionId,
    gameId: game.id,
    secondGameId: secondGame.id,
    blackoutId,
    entryId,
    productId: await insertAddOn(db, clubId, league.id),
    file: `${token}.ics`,
    teamIds: [team.id, otherTeam.id],
    seasonDay: league.seasonStart,
  };
}

/** A $10 cash payment of a team, straight into the league's ledger. */
async function insertCashPayment(db: Database, clubId: string, leagueId: string, teamId: string): Promise<string> {
  const id = newId();
  await db.insert(ledgerEntries).values({
    id,
    clubId,
    leagueId,
    teamId,
    kind: 'payment',
    method: 'cash',
    amountCents: 1_000,
    description: 'Cash payment',
    createdAt: new Date(),
    createdByName: 'Test',
  });
  return id;
}

/** A $25 add-on of the league. */
async function insertAddOn(db: Database, clubId: string, leagueId: string): Promise<string> {
  const id = newId();
  await db.insert(products).values({ id, clubId, leagueId, kind: 'add_on', name: 'Jersey', priceCents: 2_500, createdAt: new Date() });
  return id;
}

/**
 * Existing records of a demo club: the league with the most games, its teams, one registration, two
 * active games without a result, the court of the first, a question, a location, a registered player;
 * a blackout and a calendar feed are added when the club has none.
 */
export async function demoClubRecords(db: Database, slug: string): Promise<ClubRecords> {
  const clubId = await clubIdOf(db, slug);
  const [busiest] = await db
    .select({ id: leagues.id, seasonStart: leagues.seasonStart, games: count(games.id) })
    .from(leagues)
    .leftJoin(games, eq(games.leagueId, leagues.id))
    .where(eq(leagues.clubId, clubId))
    .groupBy(leagues.id, leagues.seasonStart)
    .orderBy(desc(count(games.id)));
  if (!busiest) throw new Error(`${slug} has no league`);
  const unscored = await db
    .select()
    .from(games)
    .where(and(eq(games.leagueId, busiest.id), eq(games.winner, ''), eq(games.isActive, true)))
    .orderBy(games.startsAt)
    .limit(2);
  const [game, secondGame] = unscored.length ? unscored : await db.select().from(games).where(eq(games.leagueId, busiest.id)).limit(2);
  const [registration] = await db.select().from(registrations).where(eq(registrations.leagueId, busiest.id)).limit(1);
  const teamIds = (await db.select({ id: teams.id }).from(teams).where(eq(teams.leagueId, busiest.id))).map((row) => row.id);
  const [question] = await db.select().from(questions).where(eq(questions.clubId, clubId)).limit(1);
  const [location] = await db.select().from(locations).where(eq(locations.clubId, clubId)).limit(1);
  const [area] = game
    ? await db.select().from(playingAreas).where(eq(playingAreas.id, game.playingAreaId))
    : await db.select().from(playingAreas).where(eq(playingAreas.locationId, location!.id)).limit(1);
  const [player] = registration
    ? await db.select().from(players).where(eq(players.id, registration.playerId))
    : await db.select().from(players).where(eq(players.clubId, clubId)).limit(1);
  let [blackout] = await db.select().from(blackouts).where(eq(blackouts.clubId, clubId)).limit(1);
  if (!blackout) {
    [blackout] = await db.insert(blackouts).values({ id: newId(), clubId, locationId: null, date: '2026-11-26', reason: 'Thanksgiving' }).returning();
  }
  let [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.leagueId, busiest.id)).limit(1);
  if (!feed) [feed] = await db.insert(calendarFeeds).values({ id: newId(), clubId, leagueId: busiest.id, teamId: null, token: newSecretToken() }).returning();
  if (!game || !registration || teamIds.length < 2 || !question || !location || !area || !player) throw new Error(`${slug} lacks demo records`);
  return {
    slug,
    locationId: area.locationId,
    playingAreaId: area.id,
    leagueId: busiest.id,
    playerId: player.id,
    teamId: teamIds[0]!,
    registrationId: registration.id,
    questionId: question.id,
    gameId: game.id,
    secondGameId: secondGame?.id ?? newId(),
    blackoutId: blackout!.id,
    entryId: await insertCashPayment(db, clubId, busiest.id, teamIds[0]!),
    productId: await insertAddOn(db, clubId, busiest.id),
    file: `${feed!.token}.ics`,
    teamIds,
    seasonDay: busiest.seasonStart,
  };
}

/** Rows per table of a club's data, and the audit entries: what a refused write must leave as it was. */
export async function clubRowCounts(db: Database, slug: string): Promise<Record<string, number>> {
  const clubId = await clubIdOf(db, slug);
  const leagueIds = (await db.select({ id: leagues.id }).from(leagues).where(eq(leagues.clubId, clubId))).map((row) => row.id);
  const locationIds = (await db.select({ id: locations.id }).from(locations).where(eq(locations.clubId, clubId))).map((row) => row.id);
  const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const inLeagues = (column: AnyPgColumn) => inArray(column, leagueIds.length ? leagueIds : ['-']);
  return {
    leagues: leagueIds.length,
    locations: locationIds.length,
    playing_areas: await total(
      db
        .select({ n: count() })
        .from(playingAreas)
        .where(inArray(playingAreas.locationId, locationIds.length ? locationIds : ['-'])),
    ),
    players: await total(db.select({ n: count() }).from(players).where(eq(players.clubId, clubId))),
    questions: await total(db.select({ n: count() }).from(questions).where(eq(questions.clubId, clubId))),
    teams: await total(db.select({ n: count() }).from(teams).where(inLeagues(teams.leagueId))),
    registrations: await total(db.select({ n: count() }).from(registrations).where(inLeagues(registrations.leagueId))),
    games: await total(db.select({ n: count() }).from(games).where(inLeagues(games.leagueId))),
    blackouts: await total(db.select({ n: count() }).from(blackouts).where(eq(blackouts.clubId, clubId))),
    calendar_feeds: await total(db.select({ n: count() }).from(calendarFeeds).where(eq(calendarFeeds.clubId, clubId))),
    audit_log: await total(db.select({ n: count() }).from(auditLog).where(eq(auditLog.clubId, clubId))),
  };
}

// ---------------------------------------------------------------------------------------------
// Valid-shaped samples from the schemas, with real ids where an id is expected

export const ULID_PATTERN = '^[0-9A-HJKMNP-TV-Z]{26}$';
let counter = 0;

/** A real id for a property by its name; the n-th item of an id list gets a different record where there are several. */
export function idFor(name: string, records: ClubRecords, index = 0): string {
  if (/^team_ids$/.test(name)) return records.teamIds[index % records.teamIds.length]!;
  if (/^away_team_id$/.test(name)) return records.teamIds[1 % records.teamIds.length]!;
  if (/^home_team_id$/.test(name)) return records.teamIds[0]!;
  if (/^team_ids?$/.test(name)) return records.teamId;
  if (/^game_ids$/.test(name)) return [records.gameId, records.secondGameId][index % 2]!;
  if (/location_ids?$/.test(name)) return records.locationId;
  if (/playing_area_ids?$/.test(name)) return records.playingAreaId;
  if (/player_ids?$/.test(name)) return records.playerId;
  if (/question_ids?$/.test(name)) return records.questionId;
  if (/game_ids?$/.test(name)) return records.gameId;
  if (/league_id$/.test(name)) return records.leagueId;
  if (/registration_id$/.test(name)) return records.registrationId;
  return newId();
}

export const isUlid = (schema: JsonSchema) => schema.pattern === ULID_PATTERN;
export const isDate = (schema: JsonSchema) => schema.format === 'date';
export const isDateTime = (schema: JsonSchema, name: string) => schema.format === 'date-time' || /(^|_)at$/.test(name);

/** The non-null alternatives of an anyOf / oneOf. */
export function variantsOf(schema: JsonSchema): JsonSchema[] {
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter((child) => child.type !== 'null');
}

function rosterCsv(): string {
  const row: Record<string, string> = {
    team: 'Fuzz FC',
    captain: 'no',
    first_name: 'Fuzz',
    last_name: 'Tester',
    email: `fuzz-csv-${++counter}@example.com`,
    phone: '+1 212 555 0100',
    payment_status: 'unpaid',
  };
  return `${ROSTER_CSV_COLUMNS.join(',')}\n${ROSTER_CSV_COLUMNS.map((column) => row[column] ?? '').join(',')}\n`;
}

/** A value of the schema that passes validation where it can, named by its property (ids of the records, dates in their season). */
export function sample(schema: JsonSchema, name: string, records: ClubRecords, index = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== '' && value !== 'default') ?? schema.enum[0];
  const alternatives = variantsOf(schema);
  if (alternatives.length) return sample(alternatives[0]!, name, records, index);
  if (schema.allOf?.length) return sample(Object.assign({}, ...schema.allOf) as JsonSchema, name, records);
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        // "player_id or a new player": the id alone.
        if (schema.properties?.[`${key}_id`]) continue;
        out[key] = sample(child, key, records);
      }
      return out;
    }
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((child, index) => sample(child, name, records, index));
      // One item, or two where two distinct ones are known (options, teams, games), so "at least 2" and "listed twice" pass.
      const items = schema.items ?? {};
      const two = (items.type === 'string' && !isUlid(items) && !items.enum) || /^(team|game)_ids$/.test(name);
      const length = Math.min(Math.max(schema.minItems ?? 0, two ? 2 : 1), schema.maxItems ?? 2);
      return Array.from({ length }, (_, index) => sample(items, name, records, index));
    }
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    case 'boolean':
      return false;
    default:
      return sampleString(schema, name, records, index);
  }
}

function sampleString(schema: JsonSchema, name: string, records: ClubRecords, index: number): string {
  if (isUlid(schema)) return idFor(name, records, index);
  if (isDate(schema)) return records.seasonDay;
  if (isDateTime(schema, name)) return `${records.seasonDay}T23:00:00.000Z`;
  if (schema.format === 'email' || /email/.test(name)) return `fuzz-${++counter}@example.com`;
  if (schema.pattern?.includes(':[0-5]')) return '19:00';
  if (name === 'timezone') return 'America/New_York';
  if (/phone/.test(name)) return '+1 212 555 0100';
  if (/password/.test(name)) return 'fuzz-password-1234';
  if (name === 'csv') return rosterCsv();
  if (name === 'token') return 'x'.repeat(43);
  if (name === 'slug') return records.slug;
  const text = `Fuzz ${name} ${++counter}${index ? ` ${index}` : ''}`;
  return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, schema.minLength ?? 0)) : text;
}
