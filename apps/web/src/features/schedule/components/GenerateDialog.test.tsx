import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Court, PlanningData } from '@matchday/domain';
import { fakeId, LEAGUE_ID } from '../../../testing/fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import { GenerateDialog } from './GenerateDialog';

// A soccer club: its park's areas are fields; its gym plays basketball, so its areas are courts.
const PARK = fakeId(62);
const GYM = fakeId(63);
const fields: Court[] = [1, 2].map((n) => ({
  playing_area_id: fakeId(60 + n),
  location_id: PARK,
  location_name: 'Riverside Park',
  court_name: `Field ${n}`,
  timezone: 'America/New_York',
  playing_area: 'Field',
}));
const courts: Court[] = [1, 2, 3, 4].map((n) => ({
  playing_area_id: fakeId(70 + n),
  location_id: GYM,
  location_name: 'Northside Sports Center',
  court_name: `Court ${n}`,
  timezone: 'America/New_York',
  playing_area: 'Court',
}));

const planning = (on: Court[]): PlanningData => ({
  league: {
    id: LEAGUE_ID,
    name: 'Sunday Soccer',
    season_start: '2026-10-04',
    season_end: '2026-11-29',
    play_times: [{ day: 'sun', start_time: '10:00' }],
    game_minutes: 60,
  },
  today: '2026-10-01',
  teams: [
    { id: fakeId(81), name: 'Ash' },
    { id: fakeId(82), name: 'Birch' },
  ],
  courts: on,
  blackouts: [],
  busy: [],
  games: [],
});

const open = (on: Court[]) => renderInClub(<GenerateDialog slug="club2" leagueId={LEAGUE_ID} planning={planning(on)} replan={false} onClose={() => {}} />);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GenerateDialog: the playing areas to schedule on', { timeout: 20_000 }, () => {
  it('are headed by their own word: Courts over the gym’s Court 1…4', async () => {
    open(courts);
    await screen.findByRole('dialog');
    expect(screen.getByText('Courts', { selector: 'legend' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox', { name: /· Northside Sports Center$/ }).map((box) => box.closest('label')!.textContent)).toEqual([
      'Court 1 · Northside Sports Center',
      'Court 2 · Northside Sports Center',
      'Court 3 · Northside Sports Center',
      'Court 4 · Northside Sports Center',
    ]);
  });

  it('are Fields on the soccer club’s park, and Playing areas when the league plays on both', async () => {
    const { unmount } = open(fields);
    await screen.findByRole('dialog');
    expect(screen.getByText('Fields', { selector: 'legend' })).toBeTruthy();
    expect(screen.queryByText('Courts', { selector: 'legend' })).toBeNull();
    // The sentences say the fields' word too, never "court".
    expect(screen.getByText(/on the fields you choose\./)).toBeTruthy();
    unmount();

    open([...fields, ...courts]);
    await screen.findByRole('dialog');
    expect(screen.getByText('Playing areas', { selector: 'legend' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Field 1 · Riverside Park' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Court 4 · Northside Sports Center' })).toBeTruthy();
  });
});
