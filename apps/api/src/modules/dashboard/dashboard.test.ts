import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Dashboard } from '@matchday/domain';
import { bearer, useTestApp } from '../../../test/helper.js';
import { insertLeague, insertLocation, insertPlayer, insertRegistration, insertTeam } from '../../../test/fixtures.js';
import { locations } from '../../db/schema.js';

// The clock moves past the token lifetime here: sessions must outlive it.
const t = useTestApp({ TOKEN_TTL_HOURS: '720', TOKEN_IDLE_MINUTES: '10080' });
let admin = '';
let single = '';

beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
  single = await t.loginAs('single@example.com');
});

const get = (slug: string, token: string | null = admin) => t.app.inject({ method: 'GET', url: `/api/${slug}/dashboard`, headers: token ? bearer(token) : {} });
const figures = async (slug: string): Promise<Dashboard> => {
  const response = await get(slug);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/:slug/dashboard', () => {
  it('answers 401 without a token, 403 on another club, 404 on an unknown club', async () => {
    expect((await get('club3', null)).statusCode).toBe(401);
    expect((await get('club4')).statusCode).toBe(403);
    expect((await get('club3', single)).statusCode).toBe(403);
    expect((await get('no-such-club')).statusCode).toBe(404);
  });

  it('has every league status, zero when the club has none', async () => {
    const dashboard = await figures('club3');
    expect(Object.keys(dashboard.leagues_by_status).sort()).toEqual([
      'archived',
      'completed',
      'draft',
      'in_season',
      'registration_closed',
      'registration_open',
    ]);
    expect(dashboard.leagues_total).toBe(Object.values(dashboard.leagues_by_status).reduce((sum, value) => sum + value, 0));
  });

  it('counts leagues by status, teams, players and free agents of non-archived leagues, and active locations', async () => {
    const db = t.database.db;
    const before = await figures('club3');
    const otherClubBefore = await figures('club1');

    const draft = await insertLeague(db, 'club3', { status: 'draft' });
    const open = await insertLeague(db, 'club3', { status: 'registration_open', registrationClosesOn: '2026-08-15' });
    const inSeason = await insertLeague(db, 'club3', { status: 'in_season' });
    const archived = await insertLeague(db, 'club3', { status: 'archived' });

    const [alice, bob, carol, dan, erin] = [
      await insertPlayer(db, 'club3'),
      await insertPlayer(db, 'club3'),
      await insertPlayer(db, 'club3'),
      await insertPlayer(db, 'club3'),
      await insertPlayer(db, 'club3'),
    ];
    const openTeam = await insertTeam(db, open.id);
    await insertTeam(db, open.id);
    await insertTeam(db, inSeason.id);
    await insertTeam(db, archived.id);
    await insertRegistration(db, open.id, alice!.id, openTeam.id);
    await insertRegistration(db, open.id, bob!.id, null);
    await insertRegistration(db, draft.id, carol!.id, null);
    await insertRegistration(db, archived.id, dan!.id, null);
    await insertRegistration(db, inSeason.id, erin!.id, null);

    await insertLocation(db, 'club3');
    const { location: closed } = await insertLocation(db, 'club3');
    await db.update(locations).set({ archivedAt: t.clock() }).where(eq(locations.id, closed.id));

    // Another club's records change nothing here.
    await insertLeague(db, 'club1', { status: 'draft' });
    await insertPlayer(db, 'club1');

    const after = await figures('club3');
    expect(after.leagues_by_status).toEqual({
      ...before.leagues_by_status,
      draft: before.leagues_by_status.draft! + 1,
      registration_open: before.leagues_by_status.registration_open! + 1,
      in_season: before.leagues_by_status.in_season! + 1,
      archived: before.leagues_by_status.archived! + 1,
    });
    expect(after).toMatchObject({
      leagues_total: before.leagues_total + 4,
      teams: before.teams + 3,
      players: before.players + 5,
      free_agents_waiting: before.free_agents_waiting + 3,
      locations: before.locations + 1,
    });
    const otherClubAfter = await figures('club1');
    expect(otherClubAfter).toMatchObject({
      leagues_total: otherClubBefore.leagues_total + 1,
      players: otherClubBefore.players + 1,
      teams: otherClubBefore.teams,
    });
  });

  it('lists registrations closing within 7 days of the club’s today, soonest first, not 8', async () => {
    const db = t.database.db;
    // 05:00 UTC on March 2 is still March 1 in Los Angeles: today is 2026-03-01 for club3.
    t.clock.advanceMinutes((Date.parse('2026-03-02T05:00:00.000Z') - t.clock().getTime()) / 60_000);
    const open = (registrationClosesOn: string, name: string) =>
      insertLeague(db, 'club3', { status: 'registration_open', registrationClosesOn, name, teamCapacity: 6 });

    const excluded = [
      await open('2026-02-28', 'Closed yesterday'),
      await open('2026-03-09', 'Closes in eight days'),
      await insertLeague(db, 'club3', { status: 'draft', registrationClosesOn: '2026-03-03', name: 'Draft closing soon' }),
      await insertLeague(db, 'club1', { status: 'registration_open', registrationClosesOn: '2026-03-03', name: 'Another club closing soon' }),
    ];
    const today = await open('2026-03-01', 'Closes today');
    const inSeven = await open('2026-03-08', 'Closes in seven days');
    const inThree = await open('2026-03-04', 'Closes in three days');
    await insertTeam(db, inThree.id);
    await insertTeam(db, inThree.id);

    const { closing_soon } = await figures('club3');
    const ours = new Set([today.id, inSeven.id, inThree.id]);
    // Only the leagues made here are checked: demo data may have its own.
    expect(closing_soon.filter((league) => ours.has(league.id))).toEqual([
      { id: today.id, name: 'Closes today', registration_closes_on: '2026-03-01', days_left: 0, teams_count: 0, team_capacity: 6 },
      { id: inThree.id, name: 'Closes in three days', registration_closes_on: '2026-03-04', days_left: 3, teams_count: 2, team_capacity: 6 },
      { id: inSeven.id, name: 'Closes in seven days', registration_closes_on: '2026-03-08', days_left: 7, teams_count: 0, team_capacity: 6 },
    ]);
    for (const league of excluded) expect(closing_soon.some((item) => item.id === league.id)).toBe(false);
    const closingDates = closing_soon.map((league) => league.registration_closes_on);
    expect(closingDates).toEqual([...closingDates].sort());
  });
});
