import { describe, expect, it } from 'vitest';
import { findCourtClashes } from './court-clashes.js';
import { generateSchedule, splitForReplan } from './generate.js';
import { courtId, planning, settingsFor, teamId } from './planning-fixture.test-support.js';
import { zonedDateTime } from './zoned-time.js';

const pairs = (games: { home_team_id: string | null; away_team_id: string | null }[]) =>
  games.map((game) => [game.home_team_id, game.away_team_id].sort().join('|')).sort();

describe('generateSchedule', () => {
  it('places every pairing of a single round robin once, on free slots, one game per team a night', () => {
    const data = planning();
    const preview = generateSchedule(data, settingsFor(data));
    expect(preview.games).toHaveLength(15);
    expect(preview.unplaced).toEqual([]);
    expect(new Set(pairs(preview.games)).size).toBe(15);
    const nights = new Map<string, number>();
    for (const game of preview.games) {
      for (const team of [game.home_team_id, game.away_team_id]) {
        const key = `${team}|${zonedDateTime(game.starts_at, 'America/New_York').date}`;
        nights.set(key, (nights.get(key) ?? 0) + 1);
      }
    }
    expect(Math.max(...nights.values())).toBe(1);
    expect(findCourtClashes(preview.games.map((game) => ({ ...game, is_active: true })))).toEqual([]);
  });

  it('never takes a court another league holds', () => {
    const busy = ['2026-10-06T22:30:00.000Z', '2026-10-07T00:00:00.000Z', '2026-10-13T22:30:00.000Z'].flatMap((starts_at) =>
      [0, 1].map((court) => ({ playing_area_id: courtId(court), starts_at, league_name: 'Tuesday Pickleball' })),
    );
    const data = planning({ busy });
    const preview = generateSchedule(data, settingsFor(data));
    const bookings = [...busy.map((game) => ({ ...game, is_active: true })), ...preview.games.map((game) => ({ ...game, is_active: true }))];
    expect(findCourtClashes(bookings)).toEqual([]);
    expect(preview.games.some((game) => game.starts_at.startsWith('2026-10-06'))).toBe(false);
  });

  it('honours two games a night with a minimum rest between a team’s starts', () => {
    const data = planning({}, 4);
    const preview = generateSchedule(data, settingsFor(data, { max_games_per_team_per_day: 2, min_rest_minutes: 90 }));
    expect(preview.unplaced).toEqual([]);
    const byTeam = new Map<string, number[]>();
    for (const game of preview.games)
      for (const team of [game.home_team_id, game.away_team_id]) byTeam.set(team, [...(byTeam.get(team) ?? []), Date.parse(game.starts_at)]);
    for (const instants of byTeam.values()) {
      instants.sort((a, b) => a - b);
      for (let index = 1; index < instants.length; index += 1) expect(instants[index]! - instants[index - 1]!).toBeGreaterThanOrEqual(90 * 60_000);
    }
    // Two rounds fit a night when teams may play twice: six games over two Tuesdays.
    expect(new Set(preview.games.map((game) => zonedDateTime(game.starts_at, 'America/New_York').date)).size).toBe(2);
  });

  it('says why a match could not be placed', () => {
    const data = planning();
    expect(generateSchedule(data, settingsFor(data, { start_date: '2026-10-07', end_date: '2026-10-12' })).unplaced.map((match) => match.reason)).toEqual(
      Array(15).fill('no_play_dates'),
    );
    const short = generateSchedule(data, settingsFor(data, { end_date: '2026-10-13' }));
    expect(short.games).toHaveLength(6);
    expect(new Set(short.unplaced.map((match) => match.reason))).toEqual(new Set(['team_limits']));
    const full = planning({ busy: [], courts: planning().courts.slice(0, 1) });
    const crowded = generateSchedule(full, settingsFor(full, { end_date: '2026-10-06', max_games_per_team_per_day: 2 }));
    expect(crowded.games).toHaveLength(2);
    expect(crowded.unplaced.some((match) => match.reason === 'no_free_court')).toBe(true);
  });

  it('re-plans around played games: keeps them, does not replay their pairings, drops a withdrawn team', () => {
    const data = planning();
    const first = generateSchedule(data, settingsFor(data));
    const localDate = (game: { starts_at: string }) => zonedDateTime(game.starts_at, 'America/New_York').date;
    const played = first.games.filter((game) => localDate(game) < '2026-10-14');
    const withScores = played.map((game, index) => ({
      ...game,
      id: `P${String(index).padStart(25, '0')}`,
      is_active: true,
      stage: 'regular' as const,
      has_scores: true,
    }));
    const unplayed = first.games
      .filter((game) => localDate(game) >= '2026-10-14')
      .map((game, index) => ({ ...game, id: `U${String(index).padStart(25, '0')}`, is_active: true, stage: 'regular' as const, has_scores: false }));
    const later = planning({ games: [...withScores, ...unplayed], today: '2026-10-14' });
    const remaining = later.teams.slice(0, 5).map((team) => team.id);
    const settings = settingsFor(later, { mode: 'replan', start_date: '2026-10-14', team_ids: remaining });
    expect(splitForReplan(later, settings).kept).toEqual(withScores);
    const preview = generateSchedule(later, settings);
    expect(preview.kept).toBe(withScores.length);
    expect(preview.replaced).toBe(unplayed.length);
    const playedPairs = new Set(pairs(withScores));
    for (const game of preview.games) {
      expect(playedPairs.has([game.home_team_id, game.away_team_id].sort().join('|'))).toBe(false);
      expect([game.home_team_id, game.away_team_id]).not.toContain(teamId(5));
      expect(localDate(game) >= '2026-10-14').toBe(true);
    }
    const expected = (5 * 4) / 2 - withScores.filter((game) => game.home_team_id !== teamId(5) && game.away_team_id !== teamId(5)).length;
    expect(preview.games.length + preview.unplaced.length).toBe(expected);
  });

  it('reports fairness that adds up and balances early and late starts', () => {
    const data = planning({ league: { ...planning().league, season_end: '2027-03-30' } }, 8);
    const preview = generateSchedule(data, settingsFor(data, { format: 'double' }));
    expect(preview.unplaced).toEqual([]);
    for (const row of preview.fairness) {
      expect(row.home + row.away).toBe(row.games);
      expect(row.games).toBe(14);
      expect(row.early + row.late).toBe(row.games);
      expect(Math.abs(row.early - row.late)).toBeLessThanOrEqual(2);
      expect(row.courts.reduce((sum, court) => sum + court.games, 0)).toBe(row.games);
    }
  });

  it('reports progress up to the total', () => {
    const data = planning();
    const calls: [number, number][] = [];
    generateSchedule(data, settingsFor(data), (done, total) => calls.push([done, total]));
    expect(calls.length).toBe(5);
    expect(calls.at(-1)).toEqual([15, 15]);
  });
});
