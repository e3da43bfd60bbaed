import {
  addDays,
  dateInTimezone,
  newId,
  PublicLeaguePageSchema,
  PublicSiteSchema,
  PublicTeamPageSchema,
  type PublicLeaguePage,
  type PublicSite,
} from '@matchday/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../../test/helper.js';
import { auditLog, clubs, leagues, players, teams } from '../../db/schema.js';

const t = useTestApp();
let admin = '';
let otherAdmin = '';
beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
  otherAdmin = await t.loginAs('other@example.com');
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const club2Site = async (): Promise<PublicSite> => (await get('/api/public/clubs/club2/site')).json();
const leagueOf = async (name: string) => {
  const [club] = await t.database.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.slug, 'club2'));
  const [league] = await t.database.db
    .select()
    .from(leagues)
    .where(and(eq(leagues.clubId, club!.id), eq(leagues.name, name)));
  return league!;
};

describe('the public club site (GET /api/public/clubs/{slug}/…)', () => {
  it('serves club2’s published document with its hero and the live league blocks, by its own contract', async () => {
    const site = await club2Site();
    expect(PublicSiteSchema.strict().safeParse(site).success).toBe(true);
    expect(site.media[site.document.hero.media_id!]!.variants.map((variant) => variant.width)).toEqual([640, 1280, 1920]);
    const names = site.leagues.map((league) => league.name).sort();
    expect(names).toEqual(['Coed Volleyball Tuesdays', 'Kickball Social League', 'Sunday Soccer 7v7']);
    const soccer = site.leagues.find((league) => league.name === 'Sunday Soccer 7v7')!;
    expect(soccer).toMatchObject({ team_fee_cents: 45_000, registration: { places_left: 8 - 5 } });
    const volleyball = site.tables.find((table) => table.league_name === 'Coed Volleyball Tuesdays')!;
    expect(volleyball.standings!.rows).toHaveLength(6);
  });

  it('never shows a draft league, a person’s e-mail or name, or an admin field', async () => {
    const body = (await get('/api/public/clubs/club2/site')).body;
    expect(body).not.toContain('Thursday Night Basketball');
    const someone = (await t.database.db.select({ email: players.email, lastName: players.lastName }).from(players).limit(20)).filter((p) => p.email);
    for (const person of someone) expect(body).not.toContain(person.email!);
    for (const field of ['published_by', 'draft', 'updated_at', 'is_duplicate', 'playing_area_id', 'captain']) expect(body).not.toContain(`"${field}"`);
    const draft = await leagueOf('Thursday Night Basketball');
    expect((await get(`/api/public/clubs/club2/leagues/${draft.id}`)).statusCode).toBe(404);
  });

  it('gives each public league a page with its teams, games, standings and bracket, and each team its schedule', async () => {
    const volleyball = await leagueOf('Coed Volleyball Tuesdays');
    const page = await get(`/api/public/clubs/club2/leagues/${volleyball.id}`);
    expect(page.statusCode).toBe(200);
    const league = PublicLeaguePageSchema.parse(page.json());
    expect(league.teams).toHaveLength(6);
    expect(league.games.length).toBeGreaterThan(0);
    expect(league.games.every((game) => game.timezone === 'America/New_York')).toBe(true);

    const team = league.teams[0]!;
    const teamPage = PublicTeamPageSchema.parse((await get(`/api/public/clubs/club2/teams/${team.id}`)).json());
    expect(teamPage.games.every((game) => game.home_team?.id === team.id || game.away_team?.id === team.id)).toBe(true);
    // Another club's slug does not reach club2's team.
    expect((await get(`/api/public/clubs/club1/teams/${team.id}`)).statusCode).toBe(404);
  });

  it('answers an unpublished or unknown club with the same 404, and sends a 304 while nothing changed', async () => {
    const unpublished = await get('/api/public/clubs/club3/site');
    const unknown = await get('/api/public/clubs/nobody-here/site');
    expect([unpublished.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(unpublished.body).toBe(unknown.body);

    const first = await get('/api/public/clubs/club2/site');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect((await get('/api/public/clubs/club2/site', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
  });

  it('shows a change to the league data at once: a renamed team changes the page and its ETag', async () => {
    const volleyball = await leagueOf('Coed Volleyball Tuesdays');
    const before = await get('/api/public/clubs/club2/site');
    const [team] = await t.database.db.select().from(teams).where(eq(teams.leagueId, volleyball.id)).limit(1);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/club2/leagues/${volleyball.id}/teams/${team!.id}`,
      headers: bearer(admin),
      payload: { name: 'Renamed Rockets', captain_player_id: team!.captainPlayerId, row_version: team!.rowVersion },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await get('/api/public/clubs/club2/site', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Renamed Rockets');
  });

  it('previews the draft for the club’s admin only, through the same contract', async () => {
    const saved = await t.app.inject({ method: 'GET', url: '/api/club2/settings/site', headers: bearer(admin) });
    const document = { ...saved.json().draft, hero: { ...saved.json().draft.hero, headline: 'Draft headline' } };
    await t.app.inject({ method: 'POST', url: '/api/club2/settings/site', headers: bearer(admin), payload: { document } });
    const preview = await t.app.inject({ method: 'GET', url: '/api/club2/settings/site/preview', headers: bearer(admin) });
    expect(preview.statusCode).toBe(200);
    expect(PublicSiteSchema.parse(preview.json()).document.hero.headline).toBe('Draft headline');
    expect((await club2Site()).document.hero.headline).toBe('Play. Compete. Belong.');
    expect((await t.app.inject({ method: 'GET', url: '/api/club2/settings/site/preview', headers: bearer(otherAdmin) })).statusCode).toBe(403);
  });

  const settingsOf = async () => (await t.app.inject({ method: 'GET', url: '/api/club2/settings/site', headers: bearer(admin) })).json();
  const saveHeadline = async (headline: string) => {
    const { draft } = await settingsOf();
    await t.app.inject({
      method: 'POST',
      url: '/api/club2/settings/site',
      headers: bearer(admin),
      payload: { document: { ...draft, hero: { ...draft.hero, headline } } },
    });
  };
  const scheduleIn = (minutes: number) => {
    const publishAt = new Date(t.clock().getTime() + minutes * 60_000).toISOString();
    return t.app.inject({ method: 'POST', url: '/api/club2/settings/site/publish', headers: bearer(admin), payload: { publish_at: publishAt } });
  };
  /** Moves the clock on; the admin signs in again, as their session would have lapsed. */
  const later = async (minutes: number) => {
    t.clock.advanceMinutes(minutes);
    admin = await t.loginAs('admin@example.com');
  };

  it('publishes a scheduled draft once its time has come (as of that time), and not before', async () => {
    await saveHeadline('Scheduled headline');
    const scheduled = await scheduleIn(60);
    const publishAt = scheduled.json().scheduled_publish_at as string;
    expect(scheduled.json()).toMatchObject({ scheduled_by: 'Alex Morgan', version: 1 });
    // Edited after scheduling: the schedule keeps the draft as it was.
    await saveHeadline('Later still');
    await later(59);
    expect(await club2Site()).toMatchObject({ version: 1, document: { hero: { headline: 'Play. Compete. Belong.' } } });

    await later(2);
    expect(await club2Site()).toMatchObject({ version: 2, document: { hero: { headline: 'Scheduled headline' } } });
    expect(await settingsOf()).toMatchObject({
      version: 2,
      published_at: publishAt,
      published_by: 'Alex Morgan',
      scheduled_publish_at: null,
      draft: { hero: { headline: 'Later still' } },
    });
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'site'));
    expect(entries.filter((entry) => 'scheduled_publish_at' in entry.changes)).toHaveLength(1);
    const publish = entries.find((entry) => JSON.stringify(entry.changes) === JSON.stringify({ version: { before: 1, after: 2 } }));
    expect(publish?.createdAt.toISOString()).toBe(publishAt);
  });

  it('cancels a scheduled publish', async () => {
    await scheduleIn(60);
    const cancelled = await t.app.inject({ method: 'POST', url: '/api/club2/settings/site/cancel-schedule', headers: bearer(admin) });
    expect(cancelled.json()).toMatchObject({ scheduled_publish_at: null, scheduled_by: null });
    await later(120);
    expect((await club2Site()).version).toBe(2);
  });

  it('shows a league’s early-bird prices while they apply, the deposit a captain may pay and the add-ons on sale, and sees a price change at once', async () => {
    const soccer = await leagueOf('Sunday Soccer 7v7');
    const leagueUrl = `/api/public/clubs/club2/leagues/${soccer.id}`;
    const before = await get(leagueUrl);
    expect(PublicLeaguePageSchema.strict().parse(before.json()).league).toMatchObject({ early_bird: null, deposit_cents: null, add_ons: [] });

    const payments = `/api/club2/leagues/${soccer.id}/payments`;
    const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, headers: bearer(admin), payload });
    const until = addDays(dateInTimezone(t.clock(), 'America/New_York'), 2);
    const priced = await send('PUT', `${payments}/prices`, { early_bird_until: until, early_bird_team_fee_cents: 40_000, deposit_cents: 10_000 });
    expect(priced.statusCode, priced.body).toBe(200);
    const jersey = await send('POST', `${payments}/add-ons`, {
      name: 'Team jersey',
      description: 'With your number',
      price_cents: 2_500,
      max_quantity: 12,
      action_key: newId(),
    });
    expect(jersey.statusCode, jersey.body).toBe(201);
    const retired = await send('POST', `${payments}/add-ons`, { name: 'Old banner', price_cents: 9_900, active: false, action_key: newId() });
    expect(retired.statusCode, retired.body).toBe(201);

    // The admin's edits are History entries: the cached page is rebuilt, and its ETag changes.
    const after = await get(leagueUrl, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    const page: PublicLeaguePage = PublicLeaguePageSchema.strict().parse(after.json());
    expect(page.league).toMatchObject({
      team_fee_cents: 45_000,
      early_bird: { until, team_fee_cents: 40_000, player_fee_cents: null },
      deposit_cents: 10_000,
      add_ons: [{ id: jersey.json().id, name: 'Team jersey', description: 'With your number', price_cents: 2_500 }],
    });
    // Only what a player may see: no add-on the club stopped selling, no sales, limits or admin flags.
    for (const field of ['sold', 'active', 'max_quantity', 'early_bird_until', 'early_bird_now']) expect(after.body).not.toContain(`"${field}"`);
    expect(after.body).not.toContain('Old banner');
    expect((await club2Site()).leagues.find((league) => league.id === soccer.id)).toMatchObject({
      early_bird: { team_fee_cents: 40_000 },
      deposit_cents: 10_000,
    });

    // The last early-bird day in the club's timezone shows it; the next day does not (the day is part of the stamp).
    t.clock.advanceMinutes(2 * 24 * 60);
    expect(PublicLeaguePageSchema.parse((await get(leagueUrl)).json()).league.early_bird).toMatchObject({ until });
    t.clock.advanceMinutes(24 * 60);
    expect(PublicLeaguePageSchema.parse((await get(leagueUrl)).json()).league).toMatchObject({ early_bird: null, deposit_cents: 10_000 });
  });

  it('offers no deposit the captain’s fee does not exceed, and no early bird once registration is closed', async () => {
    const soccer = await leagueOf('Sunday Soccer 7v7');
    const leagueUrl = `/api/public/clubs/club2/leagues/${soccer.id}`;
    const until = addDays(dateInTimezone(t.clock(), 'America/New_York'), 30);
    await t.database.db.update(leagues).set({ earlyBirdUntil: until, earlyBirdTeamFeeCents: 40_000, depositCents: 40_000 }).where(eq(leagues.id, soccer.id));
    // A direct write leaves no History entry: a new day makes the page fresh.
    t.clock.advanceMinutes(24 * 60);
    expect(PublicLeaguePageSchema.parse((await get(leagueUrl)).json()).league).toMatchObject({ early_bird: { until }, deposit_cents: null });
    await t.database.db.update(leagues).set({ status: 'registration_closed' }).where(eq(leagues.id, soccer.id));
    t.clock.advanceMinutes(24 * 60);
    expect(PublicLeaguePageSchema.parse((await get(leagueUrl)).json()).league).toMatchObject({ registration: { state: 'closed' }, early_bird: null });
    await t.database.db
      .update(leagues)
      .set({ status: soccer.status, earlyBirdUntil: null, earlyBirdTeamFeeCents: null, depositCents: null })
      .where(eq(leagues.id, soccer.id));
  });
});

describe('public reads are rate limited per IP', () => {
  const limited = useTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '5' });
  it('answers 429 with Retry-After past the allowance, to that IP only', async () => {
    const from = (ip: string) => limited.app.inject({ method: 'GET', url: '/api/public/clubs/club2/site', remoteAddress: ip });
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await from('203.0.113.7')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await from('203.0.113.7');
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('198.51.100.2')).statusCode).toBe(200);
    limited.clock.advanceMinutes(1);
    expect((await from('203.0.113.7')).statusCode).toBe(200);
  });
});
