import { beforeAll, describe, expect, it } from 'vitest';
import { LEAGUE_CSV_COLUMNS, newId, parseCsv } from '@matchday/domain';
import { insertLeague, insertPlayer, insertRegistration, insertTeam } from '../../../test/fixtures.js';
import { bearer, useTestApp } from '../../../test/helper.js';

const t = useTestApp();
let admin = '';
let other = '';
const marker = `csv${newId().slice(-8).toLowerCase()}`;

beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
  other = await t.loginAs('other@example.com');
  const db = t.database.db;
  const commas = await insertLeague(db, 'club2', {
    name: `Tuesdays, Wednesdays ${marker}`,
    sport: 'volleyball',
    season: 'Winter 2041',
    seasonStart: '2041-01-10',
    seasonEnd: '2041-03-20',
    status: 'in_season',
    registrationType: 'teams_only',
    paymentMode: 'full_player_fee_from_captain',
    teamCapacity: 10,
    registrationClosesOn: '2041-01-05',
  });
  const team = await insertTeam(db, commas.id);
  await insertTeam(db, commas.id);
  for (let index = 0; index < 3; index += 1) await insertRegistration(db, commas.id, (await insertPlayer(db, 'club2')).id, team.id);
  await insertLeague(db, 'club2', {
    name: `=HYPERLINK("http://evil.example") ${marker}`,
    season: 'Winter 2041',
    seasonStart: '2041-01-20',
    seasonEnd: '2041-03-30',
    status: 'draft',
    paymentMode: 'free',
    teamFeeCents: 0,
    registrationClosesOn: '2041-01-15',
  });
  await insertLeague(db, 'club2', {
    name: `Later ${marker}`,
    season: 'Summer 2041',
    seasonStart: '2041-06-01',
    seasonEnd: '2041-08-30',
    registrationClosesOn: '2041-05-20',
  });
});

const exportCsv = (query: string, slug = 'club2', token = admin) =>
  t.app.inject({ method: 'GET', url: `/api/${slug}/leagues/export.csv?q=${marker}${query}`, headers: token ? bearer(token) : {} });

describe('GET /api/:slug/leagues/export.csv', () => {
  it('exports every matching league, unpaged, in the list’s order, as raw values under the LEAGUE_CSV_COLUMNS header', async () => {
    const response = await exportCsv('&page_size=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="leagues-club2-2026-03-01.csv"');
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([...LEAGUE_CSV_COLUMNS]);
    expect(rows).toEqual([
      [
        `Tuesdays, Wednesdays ${marker}`,
        'volleyball',
        'Winter 2041',
        '2041-01-10',
        '2041-03-20',
        'in_season',
        'teams_only',
        'full_player_fee_from_captain',
        '10',
        '2',
        '3',
        '0',
        '2041-01-05',
      ],
      [
        `'=HYPERLINK("http://evil.example") ${marker}`,
        'soccer',
        'Winter 2041',
        '2041-01-20',
        '2041-03-30',
        'draft',
        'teams_and_individuals',
        'free',
        '8',
        '0',
        '0',
        '0',
        '2041-01-15',
      ],
      [
        `Later ${marker}`,
        'soccer',
        'Summer 2041',
        '2041-06-01',
        '2041-08-30',
        'registration_open',
        'teams_and_individuals',
        'captains_pay',
        '8',
        '0',
        '0',
        '0',
        '2041-05-20',
      ],
    ]);
    expect(response.body).toContain(`"Tuesdays, Wednesdays ${marker}"`);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"") ${marker}"`);
    expect(response.body.endsWith('\r\n')).toBe(true);
  });

  it('applies the list’s filters and sort', async () => {
    const names = async (query: string) =>
      parseCsv((await exportCsv(query)).body)
        .slice(1)
        .map((row) => row[0]);
    expect(await names('&season=Winter%202041&status=in_season')).toEqual([`Tuesdays, Wednesdays ${marker}`]);
    expect(await names('&sport=soccer&sort=name&order=desc')).toEqual([`Later ${marker}`, `'=HYPERLINK("http://evil.example") ${marker}`]);
    expect(await names('&sort=teams_count&order=desc&season=Winter%202041')).toEqual([
      `Tuesdays, Wednesdays ${marker}`,
      `'=HYPERLINK("http://evil.example") ${marker}`,
    ]);
    expect(await names('&status=completed')).toEqual([]);
  });

  it('validates the query, and answers 401 and 403 like every club route', async () => {
    const invalid = await exportCsv('&status=bogus');
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors)).toEqual(['status']);
    expect((await exportCsv('', 'club2', '')).statusCode).toBe(401);
    expect((await exportCsv('', 'club4')).statusCode).toBe(403);
    const club4 = await exportCsv('', 'club4', other);
    expect(club4.statusCode).toBe(200);
    expect(parseCsv(club4.body)).toEqual([[...LEAGUE_CSV_COLUMNS]]);
  });
});
