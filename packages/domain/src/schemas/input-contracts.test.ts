import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '../index.js';
import {
  DATE_RANGE_MESSAGE,
  DateOnlySchema,
  hasNoNul,
  InstantSchema,
  isWellFormedText,
  ListQuerySchema,
  MAX_INT4,
  NUL_MESSAGE,
  UNICODE_MESSAGE,
} from './common.js';
import { englishMessage, messageOfIssue, type IssueLike } from '../validation-messages.js';

// The English text the API sends for an issue (schemas write message ids, not English).
const englishOf = (issue: IssueLike) => englishMessage(messageOfIssue(issue));

/**
 * Every input contract of the domain, walked to its leaves: each string refuses NUL (PostgreSQL cannot
 * store it), each date stays within 1900–2199, and each number fits a PostgreSQL integer. An input is a
 * strict object (every body is one) or a route's params or query schema; walking them, rather than
 * reading the source, also covers strings that come from shared pieces (ids, emails, dates, text helpers).
 */

type Schema = z.core.$ZodType;
type Def = Schema['_zod']['def'] & Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value;
const defOf = (schema: Schema) => schema._zod.def as Def;

/** Strict objects (bodies), and *ParamsSchema / *QuerySchema exports (paths and query strings). */
function inputSchemas(): [string, Schema][] {
  return (Object.entries(domain) as [string, unknown][]).filter((entry): entry is [string, Schema] => {
    const [name, value] = entry;
    if (!isSchema(value)) return false;
    if (/(Params|Query)Schema$/.test(name)) return true;
    const def = defOf(value);
    return def.type === 'object' && isSchema(def.catchall) && defOf(def.catchall).type === 'never';
  });
}

interface Leaf {
  path: string;
  schema: Schema;
}

/** The string and number schemas a client's value reaches, with where they sit. */
function leavesOf(schema: Schema, path = '', out: Leaf[] = [], ancestors: readonly Schema[] = []): Leaf[] {
  if (ancestors.includes(schema)) return out; // a recursive schema: its leaves are already on the way
  const def = defOf(schema);
  const walk = (child: unknown, at: string) => isSchema(child) && leavesOf(child, at, out, [...ancestors, schema]);
  switch (def.type) {
    case 'string':
    case 'number':
    case 'bigint':
      out.push({ path: path || '(root)', schema });
      break;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, Schema>)) walk(child, path ? `${path}.${key}` : key);
      if (isSchema(def.catchall) && defOf(def.catchall).type !== 'never') walk(def.catchall, `${path}.*`);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'tuple':
      (def.items as Schema[]).forEach((item, index) => walk(item, `${path}[${index}]`));
      walk(def.rest, `${path}[…]`);
      break;
    case 'record':
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{}`);
      break;
    case 'union':
      (def.options as Schema[]).forEach((option) => walk(option, path));
      break;
    case 'intersection':
      walk(def.left, path);
      walk(def.right, path);
      break;
    case 'pipe':
      // The client's value meets the input side; the output side sees only what that let through,
      // unless the input side is a bare transform (a preprocess).
      walk(def.in, path);
      if (defOf(def.in as Schema).type === 'transform') walk(def.out, path);
      break;
    case 'lazy':
      walk((def.getter as () => Schema)(), path);
      break;
    default:
      walk(def.innerType, path);
  }
  return out;
}

const checksOf = (schema: Schema) => ((defOf(schema).checks ?? []) as unknown as Schema[]).map(defOf);
const refusesNulByCheck = (schema: Schema) => checksOf(schema).some((check) => check.check === 'custom' && check.fn === hasNoNul);
const refusesBrokenUnicodeByCheck = (schema: Schema) => checksOf(schema).some((check) => check.check === 'custom' && check.fn === isWellFormedText);
const formatOf = (schema: Schema) => (defOf(schema) as { format?: string }).format;

const inputs = inputSchemas();
const allLeaves = inputs.flatMap(([name, schema]) => leavesOf(schema).map((leaf) => ({ ...leaf, where: `${name}.${leaf.path}` })));

describe('the input contracts', () => {
  it('are found: every body, params and query schema the routes use', () => {
    const names = inputs.map(([name]) => name);
    for (const name of [
      'LoginRequestSchema',
      'RegisterRequestSchema',
      'ResetPasswordSchema',
      'UpdateProfileSchema',
      'ChangePasswordSchema',
      'ClubUpdateSchema',
      'ClubParamsSchema',
      'LocationInputSchema',
      'LocationListQuerySchema',
      'QuestionInputSchema',
      'LeagueInputSchema',
      'LeagueDuplicateInputSchema',
      'LeagueParamsSchema',
      'PlayerInputSchema',
      'TeamCreateSchema',
      'RegistrationCreateSchema',
      'RegistrationUpdateSchema',
      'RosterImportInputSchema',
      'AuditListQuerySchema',
      'GameListQuerySchema',
      'GameUpdateSchema',
      'ScoresInputSchema',
      'LeagueRulesSchema',
      'ScheduleSettingsSchema',
      'SchedulePublishSchema',
      'DayQuerySchema',
      'BlackoutInputSchema',
      'BracketCreateSchema',
      'CalendarFeedInputSchema',
    ]) {
      expect(names).toContain(name);
    }
    expect(allLeaves.filter((leaf) => defOf(leaf.schema).type === 'string').length).toBeGreaterThan(80);
  });

  it('refuse NUL and broken Unicode in every string', () => {
    const strings = allLeaves.filter((leaf) => defOf(leaf.schema).type === 'string');
    expect(strings.filter((leaf) => !refusesNulByCheck(leaf.schema)).map((leaf) => leaf.where)).toEqual([]);
    // Free text (no format or pattern of its own) also carries the well-formed Unicode check.
    const freeText = strings.filter((leaf) => !formatOf(leaf.schema) && !checksOf(leaf.schema).some((check) => check.check === 'string_format'));
    expect(freeText.filter((leaf) => !refusesBrokenUnicodeByCheck(leaf.schema)).map((leaf) => leaf.where)).toEqual([]);
    for (const leaf of strings) {
      for (const value of ['\u0000', 'a\u0000b', '2026-01-01\u0000', '01ARZ3NDEKTSV4RRFFQ69G5FA\u0000', '\ud800', 'a\udfffb', 'Fall \ud83d']) {
        expect({ where: leaf.where, value, accepted: z.safeParse(leaf.schema, value).success }).toEqual({ where: leaf.where, value, accepted: false });
      }
    }
  });

  it('keep every date within 1900–2199', () => {
    const dates = allLeaves.filter((leaf) => formatOf(leaf.schema) === 'date');
    const instants = allLeaves.filter((leaf) => formatOf(leaf.schema) === 'datetime');
    expect(dates.length).toBeGreaterThan(10);
    expect(instants.length).toBeGreaterThan(0);
    for (const leaf of dates) {
      for (const value of ['0000-01-01', '1899-12-31', '2200-01-01', '9999-12-31'])
        expect({ where: leaf.where, value, ok: z.safeParse(leaf.schema, value).success }).toEqual({ where: leaf.where, value, ok: false });
      for (const value of ['1900-01-01', '2026-09-01', '2199-12-31'])
        expect({ where: leaf.where, value, ok: z.safeParse(leaf.schema, value).success }).toEqual({ where: leaf.where, value, ok: true });
    }
    for (const leaf of instants) {
      for (const value of ['0000-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z', 'not a time'])
        expect({ where: leaf.where, value, ok: z.safeParse(leaf.schema, value).success }).toEqual({ where: leaf.where, value, ok: false });
      expect(z.safeParse(leaf.schema, '2026-09-01T23:00:00.000Z').success).toBe(true);
    }
    // No other string takes a date unchecked: a string whose name says it is a date or an instant has the format.
    const unformatted = allLeaves.filter(
      (leaf) => /(date|_on|_at|^from|^to|\.from|\.to|_start|_end)$/.test(leaf.where) && defOf(leaf.schema).type === 'string' && !formatOf(leaf.schema),
    );
    expect(unformatted.map((leaf) => leaf.where)).toEqual([]);
  });

  it('keep every number within a PostgreSQL integer', () => {
    const numbers = allLeaves.filter((leaf) => defOf(leaf.schema).type === 'number');
    expect(numbers.length).toBeGreaterThan(10);
    for (const leaf of numbers) {
      for (const value of [MAX_INT4 + 1, -MAX_INT4 - 2, 2 ** 53, 1e308, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect({ where: leaf.where, value, accepted: z.safeParse(leaf.schema, value).success }).toEqual({ where: leaf.where, value, accepted: false });
      }
    }
  });
});

describe('NUL in representative fields', () => {
  const issuesOf = (result: { success: boolean; error?: z.ZodError }) =>
    (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('refuses it in emails, passwords and names with one clear message', () => {
    expect(issuesOf(domain.LoginRequestSchema.safeParse({ email: 'admin@example.com\u0000', password: 'secret' }))).toEqual([`email: ${NUL_MESSAGE}`]);
    expect(issuesOf(domain.LoginRequestSchema.safeParse({ email: 'admin@example.com', password: 'sec\u0000ret' }))).toEqual([`password: ${NUL_MESSAGE}`]);
    const player = { first_name: 'Ada\u0000', last_name: 'Lovelace', email: 'ada@example.com', phone: null };
    expect(issuesOf(domain.PlayerInputSchema.safeParse(player))).toEqual([`first_name: ${NUL_MESSAGE}`]);
    expect(domain.PlayerInputSchema.safeParse({ ...player, first_name: 'Ada' }).success).toBe(true);
  });

  it('refuses half an emoji (a lone surrogate) in free text, which jsonb columns cannot store', () => {
    expect(issuesOf(domain.QuestionInputSchema.safeParse({ label: 'Size', type: 'mcq', options: ['S', 'M \ud83d'] }))).toEqual([
      `options.1: ${UNICODE_MESSAGE}`,
    ]);
    expect(domain.QuestionInputSchema.safeParse({ label: 'Size 👕', type: 'mcq', options: ['S 😀', 'M'] }).success).toBe(true);
  });

  it('refuses it in free text, the search query, ids in bodies and ids in paths', () => {
    expect(issuesOf(ListQuerySchema.safeParse({ q: 'river\u0000side' }))).toEqual([`q: ${NUL_MESSAGE}`]);
    expect(issuesOf(domain.BlackoutInputSchema.safeParse({ date: '2026-12-25', reason: 'Holiday\u0000' }))).toEqual([`reason: ${NUL_MESSAGE}`]);
    expect(issuesOf(domain.CalendarFeedInputSchema.safeParse({ team_id: '01ARZ3NDEKTSV4RRFFQ69G5FA\u0000' }))).toEqual([`team_id: ${NUL_MESSAGE}`]);
    expect(issuesOf(domain.LeagueParamsSchema.safeParse({ slug: 'club2', leagueId: 'x\u0000' }))).toEqual([`leagueId: ${NUL_MESSAGE}`]);
    expect(issuesOf(domain.ClubParamsSchema.safeParse({ slug: 'club2\u0000' }))).toEqual([`slug: ${NUL_MESSAGE}`]);
    // A malformed id in a path is still just not found (404), not a validation error.
    expect(domain.LeagueParamsSchema.safeParse({ slug: 'club2', leagueId: 'not-an-id' }).success).toBe(true);
  });
});

describe('dates and instants', () => {
  it('takes 1900-01-01 to 2199-12-31 and says so otherwise', () => {
    expect(DateOnlySchema.safeParse('1900-01-01').success).toBe(true);
    expect(DateOnlySchema.safeParse('2199-12-31').success).toBe(true);
    expect(DateOnlySchema.safeParse('0000-01-01').error?.issues.map((issue) => issue.message)).toEqual([DATE_RANGE_MESSAGE]);
    expect(DateOnlySchema.safeParse('9999-12-31').error?.issues.map((issue) => issue.message)).toEqual([DATE_RANGE_MESSAGE]);
    expect(DateOnlySchema.safeParse('2026-02-30').error?.issues.map(englishOf)).toEqual(['Must be a date (YYYY-MM-DD)']);
    expect(DateOnlySchema.safeParse('275760-09-13').success).toBe(false);
  });

  it('takes instants with Z or an offset within the same years', () => {
    expect(InstantSchema.safeParse('2026-09-01T23:00:00.000Z').success).toBe(true);
    expect(InstantSchema.safeParse('2026-09-01T19:00:00-04:00').success).toBe(true);
    expect(InstantSchema.safeParse('0000-01-01T00:00:00Z').error?.issues.map((issue) => issue.message)).toEqual([DATE_RANGE_MESSAGE]);
    expect(InstantSchema.safeParse('+275760-09-13T00:00:00.000Z').success).toBe(false);
  });

  it('refuses the dates that overflowed the API in every date field of a league', () => {
    const league = {
      name: 'Fall',
      sport: 'soccer',
      description: null,
      season: 'Fall 2026',
      season_start: '0000-01-01',
      season_end: '9999-12-31',
      play_times: [],
      location_ids: [],
      registration_type: 'teams_only',
      payment_mode: 'free',
      team_fee_cents: 0,
      player_fee_cents: 0,
      team_capacity: 8,
      roster_min: 1,
      roster_max: 10,
      registration_opens_on: '0000-01-01',
      registration_closes_on: '0000-01-02',
      questions: [],
      bracket_type: 'single-elimination',
    };
    const fields = (domain.LeagueInputSchema.safeParse(league).error?.issues ?? [])
      .filter((issue) => issue.message === DATE_RANGE_MESSAGE)
      .map((issue) => issue.path.join('.'));
    expect(fields.sort()).toEqual(['registration_closes_on', 'registration_opens_on', 'season_end', 'season_start']);
  });
});
