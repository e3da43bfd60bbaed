import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_LEAGUE_RULES, type Game, type PlanningData } from '@matchday/domain';
import { installFakeApi, route } from '../../../testing/fake-api';
import { club, fakeId, LEAGUE_ID, leagueWith } from '../../../testing/fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import { ScheduleTab } from './ScheduleTab';
import { inlineRunner } from './use-generator';

const LEAGUE_PATH = `/club2/leagues/${LEAGUE_ID}`;
const COURT = fakeId(61);
const LOCATION = fakeId(62);
const teams = [
  { id: fakeId(71), name: 'Ash' },
  { id: fakeId(72), name: 'Birch' },
  { id: fakeId(73), name: 'Cedar' },
  { id: fakeId(74), name: 'Dogwood' },
];

const planning = (games: PlanningData['games'] = []): PlanningData => ({
  league: {
    id: LEAGUE_ID,
    name: 'Tuesday Volleyball',
    season_start: '2026-10-06',
    season_end: '2026-10-13',
    play_times: [{ day: 'tue', start_time: '19:00' }],
    game_minutes: 60,
  },
  today: '2026-10-01',
  teams,
  courts: [
    { playing_area_id: COURT, location_id: LOCATION, location_name: 'Northside', court_name: 'Court 1', timezone: 'America/New_York', playing_area: 'Court' },
  ],
  blackouts: [],
  busy: [],
  games,
});

function game(index: number, overrides: Partial<Game> = {}): Game {
  return {
    id: fakeId(80 + index),
    league_id: LEAGUE_ID,
    stage: 'regular',
    round: 1,
    date: '2026-10-06',
    time: '19:00',
    starts_at: '2026-10-06T23:00:00.000Z',
    timezone: 'America/New_York',
    location_id: LOCATION,
    location_name: 'Northside',
    playing_area_id: COURT,
    court_name: 'Court 1',
    is_active: true,
    home_team: teams[0]!,
    away_team: teams[1]!,
    home_source: null,
    away_source: null,
    bracket_game: null,
    scores: [],
    home_points: null,
    away_points: null,
    winner: '',
    is_duplicate: false,
    updated_at: '2026-10-01T00:00:00.000Z',
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(games: Game[], ...more: Parameters<typeof installFakeApi>[0]) {
  return installFakeApi([
    ...more,
    route('GET', '/club2/show', { body: club }),
    route('GET', `${LEAGUE_PATH}/games`, { body: { games } }),
    route('GET', `${LEAGUE_PATH}/schedule/planning`, { body: planning() }),
    route('GET', `${LEAGUE_PATH}/rules`, { body: { ...DEFAULT_LEAGUE_RULES, games_per_match: 3 } }),
  ]);
}

describe('ScheduleTab', { timeout: 20_000 }, () => {
  it('lists game slots by date with results of several games and the spec §5 duplicate flag', async () => {
    serve([
      game(1, {
        scores: [
          { home_points: 25, away_points: 21 },
          { home_points: 19, away_points: 25 },
          { home_points: 15, away_points: 10 },
        ],
        home_points: 2,
        away_points: 1,
        winner: 'home',
      }),
      game(2, { is_active: false, is_duplicate: true, home_team: teams[2]!, away_team: teams[3]!, date: '2026-10-13', starts_at: '2026-10-13T23:00:00.000Z' }),
    ]);
    renderInClub(<ScheduleTab league={leagueWith()} />);
    const first = await screen.findByRole('region', { name: '10-06-2026' });
    expect(within(first).getByText('2–1 (25–21, 19–25, 15–10)')).toBeTruthy();
    expect(within(first).getByText('7:00 PM EDT')).toBeTruthy();
    const second = screen.getByRole('region', { name: '10-13-2026' });
    expect(within(second).getByText('Duplicate')).toBeTruthy();
    expect(within(second).getByText('Cancelled')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Re-plan' })).toBeTruthy();
  });

  it('saves the changed games of a night in one request, with the live match result', async () => {
    const calls = serve([game(1), game(2, { home_team: teams[2]!, away_team: teams[3]! })], route('PUT', `${LEAGUE_PATH}/scores`, { body: { games: [] } }));
    renderInClub(<ScheduleTab league={leagueWith({ status: 'in_season' })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enter results' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter results' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Ash, game 1' }), { target: { value: '25' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Birch, game 1' }), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Ash, game 2' }), { target: { value: '25' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Birch, game 2' }), { target: { value: '23' } });
    expect(within(dialog).getByText('Ash win')).toBeTruthy();
    fireEvent.submit(within(dialog).getByRole('textbox', { name: 'Ash, game 1' }).closest('form')!);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      results: [
        {
          game_id: fakeId(81),
          scores: [
            { home_points: 25, away_points: 20 },
            { home_points: 25, away_points: 23 },
          ],
        },
      ],
    });
  });

  it('follows the season’s rules: results In Season only, and only for games that have begun', async () => {
    serve([game(1), game(2, { home_team: teams[2]!, away_team: teams[3]!, starts_at: '2999-10-06T23:00:00.000Z' })]);
    const { unmount } = renderInClub(<ScheduleTab league={leagueWith({ status: 'registration_open' })} />);
    const closed = await screen.findByRole('button', { name: 'Enter results' });
    expect((closed as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Results are entered while the league is In Season\./)).toBeTruthy();
    unmount();

    renderInClub(<ScheduleTab league={leagueWith({ status: 'in_season' })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enter results' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter results' });
    expect((within(dialog).getByRole('textbox', { name: 'Ash, game 1' }) as HTMLInputElement).disabled).toBe(false);
    expect((within(dialog).getByRole('textbox', { name: 'Cedar, game 1' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('Not started yet: its result can be entered once it has begun.')).toBeTruthy();
  });

  it('keeps typed scores when Escape or Cancel is pressed, asking before they are discarded', async () => {
    serve([game(1)]);
    renderInClub(<ScheduleTab league={leagueWith({ status: 'in_season' })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enter results' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter results' });
    const ash = within(dialog).getByRole('textbox', { name: 'Ash, game 1' }) as HTMLInputElement;
    fireEvent.change(ash, { target: { value: '25' } });
    fireEvent.keyDown(ash, { key: 'Escape', code: 'Escape' });
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    // The results dialog stays open behind the question.
    expect(dialog.isConnected).toBe(true);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    expect(ash.value).toBe('25');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enter results' })).toBeNull());
  });

  it('asks before Escape discards changed schedule settings', async () => {
    serve([]);
    renderInClub(<ScheduleTab league={leagueWith()} runner={inlineRunner} />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Generate schedule' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Generate the schedule' });
    const perDay = within(dialog).getByRole('spinbutton', { name: 'Games per team per day' }) as HTMLInputElement;
    fireEvent.change(perDay, { target: { value: '2' } });
    fireEvent.keyDown(perDay, { key: 'Escape', code: 'Escape' });
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    expect(dialog.isConnected).toBe(true);
    expect(perDay.value).toBe('2');
  });

  it('asks before Escape discards a blackout typed but not added', async () => {
    serve([], route('GET', '/club2/blackouts', { body: { blackouts: [] } }));
    renderInClub(<ScheduleTab league={leagueWith()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Blackout dates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blackout dates' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' }) as HTMLInputElement;
    fireEvent.change(reason, { target: { value: 'Thanksgiving' } });
    fireEvent.keyDown(reason, { key: 'Escape', code: 'Escape' });
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
    expect(reason.value).toBe('Thanksgiving');
  });

  it('keeps a score in reading order in a right-to-left layout: the score is an isolated left-to-right run', async () => {
    serve([
      game(1, {
        scores: [
          { home_points: 25, away_points: 19 },
          { home_points: 25, away_points: 16 },
        ],
        home_points: 2,
        away_points: 0,
        winner: 'home',
      }),
    ]);
    renderInClub(<ScheduleTab league={leagueWith()} />);
    const score = await screen.findByText('2–0 (25–19, 25–16)');
    expect(score.tagName).toBe('BDI');
    expect(score.getAttribute('dir')).toBe('ltr');
  });

  it('previews a generated schedule with its fairness report before publishing it', async () => {
    const calls = serve([], route('POST', `${LEAGUE_PATH}/schedule/publish`, { body: { created: 2, removed: 0, kept: 0 } }));
    renderInClub(<ScheduleTab league={leagueWith()} runner={inlineRunner} />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Generate schedule' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Generate the schedule' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate preview' }));
    // Two Tuesdays on one court hold two of the six games of a four-team round robin.
    expect(await within(dialog).findByText(/2 games on 2 dates · 4 matches could not be placed/)).toBeTruthy();
    expect(within(dialog).getAllByText(/all courts were taken on the remaining play dates: add courts/).length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('table', { name: 'Fairness by team' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish schedule' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect((calls.find((call) => call.method === 'POST')!.body as { games: unknown[] }).games).toHaveLength(2);
  });
});
