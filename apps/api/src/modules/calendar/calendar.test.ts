import type { Game } from '@matchday/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../../test/helper.js';
import { insertLeague, leagueNamed } from '../../../test/fixtures.js';
import { foldLine, renderCalendar } from './ical.js';
import { toEvent } from './service.js';

const t = useTestApp();
let admin = '';
beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
});
const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: bearer(admin), ...(payload && { payload }) });

describe('iCal rendering', () => {
  it('escapes text, folds long lines at 75 octets without splitting a character, and ends lines with CRLF', () => {
    const text = renderCalendar('Ice, Fire; Back\\slash', [
      {
        uid: 'a@matchday',
        start: new Date('2026-11-03T23:30:00Z'),
        end: new Date('2026-11-04T00:30:00Z'),
        stamp: new Date('2026-11-01T00:00:00Z'),
        summary: 'Net Results vs Block Party',
        location: 'Northside – Court 1',
        description: null,
        cancelled: true,
      },
    ]);
    expect(text).toContain('X-WR-CALNAME:Ice\\, Fire\\; Back\\\\slash\r\n');
    expect(text).toContain('DTSTART:20261103T233000Z\r\nDTEND:20261104T003000Z\r\n');
    expect(text).toContain('STATUS:CANCELLED');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });

  it('writes a one-game result by its points (9–7) and a match of several games by its match result and each game', async () => {
    const league = await leagueNamed(t.database.db, 'club2', 'Coed Volleyball Tuesdays');
    const { games } = (await call('GET', `/api/club2/leagues/${league.id}/games`)).json() as { games: Game[] };
    const game = games[0]!;
    const kickball = toEvent({ ...game, scores: [{ home_points: 9, away_points: 7 }], home_points: 1, away_points: 0, winner: 'home' }, 60);
    expect(kickball.description).toBe('Result: 9–7');
    const sets = [
      { home_points: 25, away_points: 21 },
      { home_points: 21, away_points: 25 },
      { home_points: 15, away_points: 10 },
    ];
    expect(toEvent({ ...game, scores: sets, home_points: 2, away_points: 1, winner: 'home' }, 60).description).toBe('Result: 2–1 (25–21, 21–25, 15–10)');
  });
});

describe('calendar feeds', () => {
  it('gives the league and each team an address that serves their games without a login, and rotating stops the old one', async () => {
    const league = await leagueNamed(t.database.db, 'club2', 'Coed Volleyball Tuesdays');
    const list = (await call('GET', `/api/club2/leagues/${league.id}/calendar-feeds`)).json();
    expect(list.feeds).toHaveLength(7);
    expect(list.feeds.every((feed: { url: string | null }) => feed.url === null)).toBe(true);
    const created = (await call('POST', `/api/club2/leagues/${league.id}/calendar-feeds`, { team_id: null })).json();
    expect(created.url).toMatch(/^https:\/\/matchday\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(created.url).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain('X-WR-CALNAME:Coed Volleyball Tuesdays');
    expect((feed.body.match(/BEGIN:VEVENT/g) ?? []).length).toBe(15);
    expect(feed.body).toMatch(/DESCRIPTION:Result: \d–\d/);

    const team = list.feeds[1].team;
    const teamFeed = (await call('POST', `/api/club2/leagues/${league.id}/calendar-feeds`, { team_id: team.id })).json();
    const teamBody = (await t.app.inject({ method: 'GET', url: new URL(teamFeed.url).pathname })).body;
    expect((teamBody.match(/BEGIN:VEVENT/g) ?? []).length).toBe(5);

    const rotated = (await call('POST', `/api/club2/leagues/${league.id}/calendar-feeds`, { team_id: null })).json();
    expect(rotated.url).not.toBe(created.url);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(rotated.url).pathname })).statusCode).toBe(200);
  });

  it('refuses a team of another league and answers 404 for a league of another club', async () => {
    const league = await leagueNamed(t.database.db, 'club2', 'Coed Volleyball Tuesdays');
    const other = await insertLeague(t.database.db, 'club4');
    expect((await call('POST', `/api/club2/leagues/${league.id}/calendar-feeds`, { team_id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' })).statusCode).toBe(400);
    expect((await call('GET', `/api/club2/leagues/${other.id}/calendar-feeds`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/not-a-token.ics' })).statusCode).toBe(404);
  });
});
