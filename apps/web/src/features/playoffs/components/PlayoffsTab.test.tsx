import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { DEFAULT_LEAGUE_RULES, type Bracket, type Game, type GameScore, type Standings } from '@matchday/domain';
import { installFakeApi, route } from '../../../testing/fake-api';
import { club, fakeId, LEAGUE_ID, leagueWith } from '../../../testing/fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import { PlayoffsTab } from './PlayoffsTab';

const LEAGUE_PATH = `/club2/leagues/${LEAGUE_ID}`;
const ash = { id: fakeId(71), name: 'Ash' };
const birch = { id: fakeId(72), name: 'Birch' };

const STANDINGS: Standings = { rows: [], ties: [], rules: { ...DEFAULT_LEAGUE_RULES, tiebreakers: [...DEFAULT_LEAGUE_RULES.tiebreakers] } };

function final(scores: GameScore[]): Game {
  const won = scores.length > 0;
  return {
    id: fakeId(81),
    league_id: LEAGUE_ID,
    stage: 'playoff',
    round: 1,
    date: '2026-12-01',
    time: '19:00',
    starts_at: '2026-12-02T00:00:00.000Z',
    timezone: 'America/New_York',
    location_id: fakeId(62),
    location_name: 'Northside',
    playing_area_id: fakeId(61),
    court_name: 'Court 1',
    is_active: true,
    home_team: ash,
    away_team: birch,
    home_source: { kind: 'seed', seed: 1 },
    away_source: { kind: 'seed', seed: 2 },
    bracket_game: 1,
    scores,
    home_points: won ? 1 : null,
    away_points: won ? 0 : null,
    winner: won ? 'home' : '',
    is_duplicate: false,
    updated_at: '2026-10-01T00:00:00.000Z',
  };
}

function bracket(scores: GameScore[]): Bracket {
  const played = scores.length > 0;
  return {
    id: fakeId(90),
    type: 'single-elimination',
    grand_final_reset: false,
    seeds: [
      { seed: 1, team: ash },
      { seed: 2, team: birch },
    ],
    games: [
      {
        number: 1,
        side: 'winners',
        round: 1,
        home: { kind: 'seed', seed: 1 },
        away: { kind: 'seed', seed: 2 },
        if_necessary: false,
        status: played ? 'played' : 'ready',
        home_team: ash,
        away_team: birch,
        winner_team_id: played ? ash.id : null,
        game: final(scores),
      },
    ],
    champion: played ? ash : null,
    unplaced: [],
    created_at: '2026-10-01T00:00:00.000Z',
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(scores: GameScore[], league = leagueWith()) {
  installFakeApi([
    route('GET', '/club2/show', { body: club }),
    route('GET', `${LEAGUE_PATH}/bracket`, { body: { bracket: bracket(scores) } }),
    route('GET', `${LEAGUE_PATH}/standings`, { body: STANDINGS }),
    route('GET', `${LEAGUE_PATH}/rules`, { body: DEFAULT_LEAGUE_RULES }),
  ]);
  renderInClub(<PlayoffsTab league={league} />);
}

describe('PlayoffsTab', { timeout: 20_000 }, () => {
  it('offers to delete a bracket none of whose games has a result', async () => {
    serve([]);
    expect(await screen.findByText('Single Elimination · 2 teams seeded from the standings')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete bracket' })).toBeTruthy();
  });

  it('does not offer to delete a bracket once a game has a result (the API refuses it)', async () => {
    serve([{ home_points: 25, away_points: 20 }]);
    expect(await screen.findByText('Single Elimination · 2 teams seeded from the standings')).toBeTruthy();
    expect(screen.getByText('Ash are the champions')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete bracket' })).toBeNull();
  });

  it('names a game’s card by everything it shows and describes what it does, its time in the reader’s clock (WCAG 2.5.3)', async () => {
    serve([], leagueWith({ status: 'in_season' }));
    const card = await screen.findByRole('button', { name: /^Game 1/, description: 'Enter the result of game 1' });
    expect(card.getAttribute('aria-label')).toBeNull();
    expect(card.textContent).toContain('12-01-2026 7:00 PM EST · Court 1');
  });

  it('says why a result cannot be entered only on a game still waiting for one', async () => {
    serve([{ home_points: 25, away_points: 20 }], leagueWith({ status: 'completed' }));
    expect(await screen.findByText('Ash are the champions')).toBeTruthy();
    expect(screen.queryByText('Results are entered while the league is In Season.')).toBeNull();
    cleanup();
    vi.unstubAllGlobals();
    serve([], leagueWith({ status: 'completed' }));
    expect(await screen.findByText('Results are entered while the league is In Season.')).toBeTruthy();
  });
});
