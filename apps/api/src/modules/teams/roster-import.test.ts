import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { newId } from '@matchday/domain';
import { bearer, useTestApp } from '../../../test/helper.js';
import { insertLeague, insertPlayer, insertRegistration, insertTeam } from '../../../test/fixtures.js';
import { auditLog, players, registrations, teams } from '../../db/schema.js';
import { countRows, expectClubGuards, expectNotFound } from './test-support.js';

const t = useTestApp();
let admin = '';
beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
});

const db = () => t.database.db;
const HEADER = 'team,captain,first_name,last_name,email,phone,payment_status';
const csvOf = (...lines: string[]) => [HEADER, ...lines].join('\r\n') + '\r\n';
const importUrl = (slug: string, leagueId: string) => `/api/${slug}/leagues/${leagueId}/import`;
const exportUrl = (slug: string, leagueId: string) => `/api/${slug}/leagues/${leagueId}/roster.csv`;
const importCsv = (leagueId: string, csv: string) =>
  t.app.inject({ method: 'POST', url: importUrl('club2', leagueId), headers: bearer(admin), payload: { csv } });
const exportCsv = (leagueId: string) => t.app.inject({ method: 'GET', url: exportUrl('club2', leagueId), headers: bearer(admin) });
/** An email no other test uses. */
const email = (name: string) => `${name}.${newId().slice(-10).toLowerCase()}@example.com`;

describe('GET /api/:slug/leagues/:leagueId/roster.csv', () => {
  it('exports one line per registration: teams by name with rosters by last name, then free agents', async () => {
    const league = await insertLeague(db(), 'club2', { name: 'Sunday Co-ed Soccer!' });
    const wolves = await insertTeam(db(), league.id, { name: 'Wolves' });
    const bears = await insertTeam(db(), league.id, { name: 'bears' });
    const captain = await insertPlayer(db(), 'club2', { firstName: 'Ann', lastName: 'Zeller', email: 'ann.zeller@example.com', phone: '212-555-0111' });
    await insertRegistration(db(), league.id, captain.id, wolves.id);
    await db().update(teams).set({ captainPlayerId: captain.id }).where(eq(teams.id, wolves.id));
    const quoted = await insertPlayer(db(), 'club2', { firstName: 'Bo, "Jr."', lastName: 'Abel', email: 'bo.abel@example.com' });
    const paid = await insertRegistration(db(), league.id, quoted.id, wolves.id);
    await db().update(registrations).set({ paymentStatus: 'paid' }).where(eq(registrations.id, paid.id));
    await insertRegistration(
      db(),
      league.id,
      (await insertPlayer(db(), 'club2', { firstName: 'Cy', lastName: 'Moss', email: 'cy.moss@example.com' })).id,
      bears.id,
    );
    await insertRegistration(db(), league.id, (await insertPlayer(db(), 'club2', { firstName: 'Di', lastName: 'Ng', email: 'di.ng@example.com' })).id, null);

    const response = await exportCsv(league.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="roster-sunday-co-ed-soccer.csv"');
    expect(response.body).toBe(
      csvOf(
        'bears,no,Cy,Moss,cy.moss@example.com,,unpaid',
        'Wolves,no,"Bo, ""Jr.""",Abel,bo.abel@example.com,,paid',
        'Wolves,yes,Ann,Zeller,ann.zeller@example.com,212-555-0111,unpaid',
        ',no,Di,Ng,di.ng@example.com,,unpaid',
      ),
    );
  });

  it('exports the header alone for an empty league; 404 for another club’s league or a malformed id; guards the club', async () => {
    const league = await insertLeague(db(), 'club2');
    expect((await exportCsv(league.id)).body).toBe(`${HEADER}\r\n`);
    const foreign = await insertLeague(db(), 'club1');
    await expectNotFound(t, admin, { method: 'GET', urls: [exportUrl('club2', foreign.id), exportUrl('club2', 'roster')] });
    await expectClubGuards(t, admin, { method: 'GET', url: (slug) => exportUrl(slug, league.id) });
  });
});

describe('POST /api/:slug/leagues/:leagueId/import', () => {
  it('writes nothing when one row is bad, and reports that row', async () => {
    const league = await insertLeague(db(), 'club2');
    const before = await countRows(db(), 'club2', league.id);
    const response = await importCsv(
      league.id,
      csvOf(`Owls,yes,Ida,Ray,${email('ida')},,paid`, `Owls,no,Jo,Ray,not-an-email,,unpaid`, `Owls,no,Kai,Ray,${email('kai')},,unpaid`),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_error',
      message: 'Nothing was imported: correct the listed lines and import the file again',
      errors: { 'rows.3.email': ['Must be a valid email address'] },
      // The reason by id, so the web app says it in the reader's language.
      messages: { 'rows.3.email': [{ id: 'invalidEmail' }] },
    });
    expect(await countRows(db(), 'club2', league.id)).toEqual(before);
  });

  it('checks every row against the league and reports all problems at once, writing nothing', async () => {
    const league = await insertLeague(db(), 'club2', { teamCapacity: 2, rosterMax: 2 });
    const hawks = await insertTeam(db(), league.id, { name: 'Hawks' });
    const registered = await insertPlayer(db(), 'club2', { email: email('registered') });
    await insertRegistration(db(), league.id, registered.id, hawks.id);
    await db().update(teams).set({ captainPlayerId: registered.id }).where(eq(teams.id, hawks.id));
    const before = await countRows(db(), 'club2', league.id);

    const response = await importCsv(
      league.id,
      csvOf(
        `Hawks,no,Reg,Istered,${registered.email.toUpperCase()},,unpaid`,
        `hawks,yes,New,Captain,${email('captain')},,unpaid`,
        `Hawks,no,One,Toomany,${email('toomany')},,unpaid`,
        `Falcons,no,Fal,Con,${email('falcon')},,unpaid`,
        `Eagles,no,Ea,Gle,${email('eagle')},,unpaid`,
        `,no,Free,Agent,${email('free')},,unpaid`,
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'rows.2.email': [`${registered.email} is already registered in this league`],
      'rows.3.captain': ['Hawks already has a captain'],
      'rows.4.team': ['Hawks would have 3 players; a team has at most 2 in this league'],
      file: ['3 teams would exceed the league’s capacity of 2'],
    });
    expect(response.json().messages).toEqual({
      'rows.2.email': [{ id: 'alreadyRegistered', values: { email: registered.email } }],
      'rows.3.captain': [{ id: 'teamHasCaptain', values: { team: 'Hawks' } }],
      'rows.4.team': [{ id: 'teamOverRosterMax', values: { team: 'Hawks', size: 3, max: 2 } }],
      file: [{ id: 'overTeamCapacity', values: { teams: 3, capacity: 2 } }],
    });
    expect(await countRows(db(), 'club2', league.id)).toEqual(before);
  });

  it('refuses free agent rows in a teams-only league', async () => {
    const league = await insertLeague(db(), 'club2', { registrationType: 'teams_only' });
    const response = await importCsv(league.id, csvOf(`Lions,no,Lio,N,${email('lion')},,unpaid`, `,no,Lone,Wolf,${email('lone')},,unpaid`));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'rows.3.team': ['This league registers teams only: give the player’s team'] });
  });

  it('imports a good file: reuses club players by email (unchanged) and teams by name, creates the rest, all audited', async () => {
    const league = await insertLeague(db(), 'club2');
    const herons = await insertTeam(db(), league.id, { name: 'Herons' });
    const known = await insertPlayer(db(), 'club2', { firstName: 'Known', lastName: 'Player', email: email('known') });
    const before = await countRows(db(), 'club2', league.id);

    const newCaptain = email('cap');
    const response = await importCsv(
      league.id,
      csvOf(
        `HERONS,yes,Someone,Else,${known.email.toUpperCase()},,paid`,
        `Cranes,yes,Cara,Crane,${newCaptain},+44 20 7946 0000,waived`,
        `Cranes,,Cole,Crane,${email('cole')},,`,
        `,no,Fay,Free,${email('fay')},212-555-0123,unpaid`,
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rows: 4, teams_created: 1, players_created: 3, registrations_created: 4 });

    const after = await countRows(db(), 'club2', league.id);
    expect({ teams: after.teams - before.teams, players: after.players - before.players, registrations: after.registrations - before.registrations }).toEqual({
      teams: 1,
      players: 3,
      registrations: 4,
    });
    const [reused] = await db().select().from(players).where(eq(players.id, known.id));
    expect(reused).toMatchObject({ firstName: 'Known', lastName: 'Player', email: known.email });
    const [heronsAfter] = await db().select().from(teams).where(eq(teams.id, herons.id));
    expect(heronsAfter!.captainPlayerId).toBe(known.id);
    const [knownRegistration] = await db()
      .select()
      .from(registrations)
      .where(and(eq(registrations.leagueId, league.id), eq(registrations.playerId, known.id)));
    // payment_status in the file is ignored: a registration's status comes from the ledger, never from an import.
    expect(knownRegistration).toMatchObject({ teamId: herons.id, paymentStatus: 'unpaid' });

    const cranes = (await t.app.inject({ method: 'GET', url: `/api/club2/leagues/${league.id}/teams?q=cranes`, headers: bearer(admin) })).json().items[0];
    expect(cranes).toMatchObject({ name: 'Cranes', roster_count: 2, captain: { first_name: 'Cara', last_name: 'Crane' } });
    const freeAgents = (
      await t.app.inject({ method: 'GET', url: `/api/club2/leagues/${league.id}/registrations?kind=free_agents`, headers: bearer(admin) })
    ).json();
    expect(freeAgents.items).toEqual([expect.objectContaining({ player: expect.objectContaining({ first_name: 'Fay', phone: '212-555-0123' }), team: null })]);

    const entries = await db().select().from(auditLog).where(eq(auditLog.leagueId, league.id));
    const tally = entries.map((entry) => `${entry.entityType} ${entry.action}`).sort();
    // The new team owes its fee in this captains_pay league: its charge is in the ledger, with its History entry.
    expect(tally).toEqual([
      'payment create',
      'registration create',
      'registration create',
      'registration create',
      'registration create',
      'team create',
      'team update',
    ]);
    expect(entries.find((entry) => entry.entityType === 'payment')!.entityLabel).toBe(`Team fee — ${league.name}: $500.00`);
    expect(after.audit - before.audit).toBe(7 + 3);
    const heronsEntry = entries.find((entry) => entry.entityId === herons.id)!;
    expect(heronsEntry.changes.captain).toEqual({ before: null, after: { id: known.id, first_name: 'Known', last_name: 'Player' } });
  });

  it('gives back the same roster when an export is imported into an empty league (round trip)', async () => {
    const source = await insertLeague(db(), 'club2');
    const imported = await importCsv(
      source.id,
      csvOf(
        `Ravens,yes,Rae,Ward,${email('rae')},212-555-0144,paid`,
        `Ravens,no,"Lu, Jr.",Ortiz,${email('lu')},,refunded`,
        `Robins,no,Mo,Ito,${email('mo')},646.555.0188,unpaid`,
        `,no,Ned,Kay,${email('ned')},,waived`,
      ),
    );
    expect(imported.statusCode).toBe(200);
    const exported = (await exportCsv(source.id)).body;

    const target = await insertLeague(db(), 'club2');
    const roundTrip = await importCsv(target.id, exported);
    expect(roundTrip.statusCode).toBe(200);
    expect(roundTrip.json()).toEqual({ rows: 4, teams_created: 2, players_created: 0, registrations_created: 4 });
    expect((await exportCsv(target.id)).body).toBe(exported);
  });

  it('refuses an empty body or a file without the columns (400) and an archived league (409)', async () => {
    const league = await insertLeague(db(), 'club2');
    const empty = await importCsv(league.id, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ csv: ['Required'] });
    const columns = await importCsv(league.id, 'name,email\r\nA,a@example.com\r\n');
    expect(columns.json().errors).toEqual({ file: ['Missing columns: team, captain, first_name, last_name, phone'] });
    const unknownField = await t.app.inject({
      method: 'POST',
      url: importUrl('club2', league.id),
      headers: bearer(admin),
      payload: { csv: 'x', dry_run: true },
    });
    expect(unknownField.json().errors).toEqual({ dry_run: ['Unknown field'] });

    const archived = await insertLeague(db(), 'club2', { status: 'archived' });
    const refused = await importCsv(archived.id, csvOf(`Owls,no,Ida,Ray,${email('late')},,unpaid`));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('not_editable');
    expect(await countRows(db(), 'club2', archived.id)).toMatchObject({ teams: 0, registrations: 0 });
  });

  it('answers 404 for another club’s league and a malformed id, and guards the club', async () => {
    const foreign = await insertLeague(db(), 'club1');
    const payload = { csv: csvOf(`Owls,no,Ida,Ray,${email('foreign')},,unpaid`) };
    await expectNotFound(t, admin, { method: 'POST', payload, urls: [importUrl('club2', foreign.id), importUrl('club2', 'import')] });
    expect(await countRows(db(), 'club1', foreign.id)).toMatchObject({ teams: 0, registrations: 0 });
    await expectClubGuards(t, admin, { method: 'POST', url: (slug) => importUrl(slug, foreign.id), payload });
  });
});
