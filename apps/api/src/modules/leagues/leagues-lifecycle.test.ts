import { beforeAll, describe, expect, it } from 'vitest';
import { englishMessage, newId, TRANSITION_REFUSALS, type LeagueStatus } from '@matchday/domain';
import { insertGame, insertLeague, insertLocation, insertPlayer, insertRegistration, insertTeam } from '../../../test/fixtures.js';
import { bearer, useTestApp } from '../../../test/helper.js';
import { auditEntriesOf, leagueInput } from './league-test-data.js';

const t = useTestApp();
let admin = '';
let other = '';
const logIn = async () => {
  admin = await t.loginAs('admin@example.com');
  other = await t.loginAs('other@example.com');
};
beforeAll(logIn);

/** Moves the clock; tokens idle longer than an hour expire, so both users log in again. */
async function advanceHours(hours: number) {
  t.clock.advanceMinutes(hours * 60);
  await logIn();
}

const move = (id: string, status: string, slug = 'club2', token = admin) =>
  t.app.inject({ method: 'POST', url: `/api/${slug}/leagues/${id}/status`, headers: bearer(token), payload: { status } });
const remove = (id: string, slug = 'club2', token = admin) => t.app.inject({ method: 'DELETE', url: `/api/${slug}/leagues/${id}`, headers: bearer(token) });

async function createDraft(): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/club2/leagues', headers: bearer(admin), payload: leagueInput() });
  return response.json().id;
}

async function expectRefused(id: string, to: LeagueStatus, key: keyof typeof TRANSITION_REFUSALS) {
  const auditBefore = (await auditEntriesOf(t.database.db, id)).length;
  const response = await move(id, to);
  expect(response.statusCode, `${to}: ${key}`).toBe(409);
  const message = { id: TRANSITION_REFUSALS[key] };
  const english = englishMessage(message);
  // The English text for any reader of the API, the message id for the web app to translate.
  expect(response.json()).toEqual({ code: 'invalid_transition', message: english, errors: { status: [english] }, messages: { status: [message] } });
  expect(await auditEntriesOf(t.database.db, id)).toHaveLength(auditBefore);
}

describe('POST /api/:slug/leagues/:leagueId/status', () => {
  it('makes every allowed move, each audited as a status change', async () => {
    const id = await createDraft();
    const teams = [await insertTeam(t.database.db, id), await insertTeam(t.database.db, id)];
    const path: LeagueStatus[] = [
      'registration_open',
      'registration_closed',
      'registration_open',
      'registration_closed',
      'in_season',
      'completed',
      'in_season',
      'completed',
      'archived',
      'draft',
      'archived',
      'draft',
    ];
    for (const status of path) {
      const response = await move(id, status);
      expect(response.statusCode, status).toBe(200);
      expect(response.json()).toMatchObject({ id, status, teams_count: teams.length });
    }
    const updates = (await auditEntriesOf(t.database.db, id)).filter((entry) => entry.action === 'update');
    expect(updates).toHaveLength(path.length);
    for (const entry of updates) expect(Object.keys(entry.changes)).toEqual(['status']);
    expect(updates.map((entry) => entry.changes.status?.after).sort()).toEqual([...path].sort());

    const fresh = await createDraft();
    expect((await move(fresh, 'registration_open')).statusCode).toBe(200);
    expect((await move(fresh, 'draft')).json().status).toBe('draft');
  });

  it('refuses moves the lifecycle does not allow, with the reason, writing nothing', async () => {
    const id = await createDraft();
    await expectRefused(id, 'in_season', 'not_allowed');
    await expectRefused(id, 'completed', 'not_allowed');
    await expectRefused(id, 'draft', 'same_status');

    expect((await move(id, 'registration_open')).statusCode).toBe(200);
    await insertTeam(t.database.db, id);
    await expectRefused(id, 'draft', 'has_registrations');

    expect((await move(id, 'registration_closed')).statusCode).toBe(200);
    await expectRefused(id, 'in_season', 'too_few_teams');
    await expectRefused(id, 'archived', 'not_allowed');

    const withFreeAgent = await createDraft();
    expect((await move(withFreeAgent, 'registration_open')).statusCode).toBe(200);
    await insertRegistration(t.database.db, withFreeAgent, (await insertPlayer(t.database.db, 'club2')).id, null);
    await expectRefused(withFreeAgent, 'draft', 'has_registrations');
  });

  it('refuses to open registration once the close date has passed in the club’s timezone', async () => {
    const league = await insertLeague(t.database.db, 'club2', { status: 'registration_closed', registrationClosesOn: '2026-03-05' });
    // 2026-03-06 03:00 UTC is still March 5 in New York (club2's timezone).
    await advanceHours(4 * 24 + 15);
    expect((await move(league.id, 'registration_open')).statusCode).toBe(200);
    expect((await move(league.id, 'registration_closed')).statusCode).toBe(200);
    await advanceHours(6);
    await expectRefused(league.id, 'registration_open', 'registration_window_over');
  });

  it('validates the status, and answers 401, 403 and 404 like every club route', async () => {
    const id = await createDraft();
    const invalid = await move(id, 'finished');
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors)).toEqual(['status']);
    const foreign = await insertLeague(t.database.db, 'club4', { status: 'draft' });
    expect((await move(foreign.id, 'registration_open')).statusCode).toBe(404);
    expect((await move('not-an-id', 'registration_open')).statusCode).toBe(404);
    expect((await move(id, 'registration_open', 'club4')).statusCode).toBe(403);
    expect((await move(foreign.id, 'registration_open', 'club4', other)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/club2/leagues/${id}/status`, payload: { status: 'registration_open' } })).statusCode).toBe(401);
  });
});

describe('DELETE /api/:slug/leagues/:leagueId', () => {
  it('deletes an unused draft with its locations and questions, and audits it', async () => {
    const { location } = await insertLocation(t.database.db, 'club2');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/club2/leagues',
      headers: bearer(admin),
      payload: leagueInput({ location_ids: [location.id] }),
    });
    const id: string = created.json().id;
    const response = await remove(id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await t.app.inject({ method: 'GET', url: `/api/club2/leagues/${id}`, headers: bearer(admin) })).statusCode).toBe(404);
    const deletion = (await auditEntriesOf(t.database.db, id)).find((entry) => entry.action === 'delete');
    expect(deletion?.changes).toMatchObject({
      name: { before: created.json().name, after: null },
      locations: { before: [{ id: location.id, name: location.name }], after: null },
    });
    expect((await remove(id)).statusCode).toBe(404);
  });

  it('refuses a league that is not a draft, or has teams, registrations or games, saying why', async () => {
    const open = await insertLeague(t.database.db, 'club2', { status: 'registration_open' });
    const refusedOpen = await remove(open.id);
    expect(refusedOpen.statusCode).toBe(409);
    expect(refusedOpen.json()).toEqual({ code: 'in_use', message: 'Only a draft league can be deleted: archive it instead' });

    const withTeams = await insertLeague(t.database.db, 'club2', { status: 'draft' });
    const team = await insertTeam(t.database.db, withTeams.id);
    await insertTeam(t.database.db, withTeams.id);
    await insertRegistration(t.database.db, withTeams.id, (await insertPlayer(t.database.db, 'club2')).id, team.id);
    expect((await remove(withTeams.id)).json()).toEqual({ code: 'in_use', message: 'The league has 2 teams and 1 registration: archive it instead' });

    const withFreeAgents = await insertLeague(t.database.db, 'club2', { status: 'draft' });
    for (let index = 0; index < 2; index += 1)
      await insertRegistration(t.database.db, withFreeAgents.id, (await insertPlayer(t.database.db, 'club2')).id, null);
    expect((await remove(withFreeAgents.id)).json().message).toBe('The league has 2 registrations: archive it instead');

    const withGames = await insertLeague(t.database.db, 'club2', { status: 'draft' });
    const { location, areas } = await insertLocation(t.database.db, 'club2');
    await insertGame(t.database.db, withGames.id, location.id, areas[0]!.id);
    expect((await remove(withGames.id)).json().message).toBe('The league has 1 game: archive it instead');

    for (const league of [open, withTeams, withFreeAgents, withGames]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/club2/leagues/${league.id}`, headers: bearer(admin) })).statusCode).toBe(200);
      expect(await auditEntriesOf(t.database.db, league.id)).toEqual([]);
    }
  });

  it('answers 401, 403 and 404 like every club route', async () => {
    const foreign = await insertLeague(t.database.db, 'club4', { status: 'draft' });
    expect((await remove(foreign.id)).statusCode).toBe(404);
    expect((await remove('not-an-id')).statusCode).toBe(404);
    expect((await remove(newId())).statusCode).toBe(404);
    expect((await remove(foreign.id, 'club4')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/club4/leagues/${foreign.id}` })).statusCode).toBe(401);
    expect((await remove(foreign.id, 'club4', other)).statusCode).toBe(204);
  });
});
