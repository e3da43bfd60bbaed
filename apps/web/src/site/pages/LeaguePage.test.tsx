import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { PublicBracket, PublicGame, PublicLeague, PublicLeaguePage } from '@matchday/domain';
import { withIntl } from '../registration/test-support';
import { LeaguePage } from './LeaguePage';

afterEach(cleanup);

const league = (over: Partial<PublicLeague> = {}): PublicLeague => ({
  id: '01JAAAAAAAAAAAAAAAAAAAAAA1',
  name: 'Sunday Soccer',
  sport: 'soccer',
  season: 'Winter 2027',
  season_start: '2027-01-10',
  season_end: '2027-03-28',
  description: null,
  status: 'registration_open',
  locations: [],
  registration_type: 'teams_and_individuals',
  payment_mode: 'captains_pay',
  team_fee_cents: 28000,
  player_fee_cents: 0,
  registration: { state: 'open', opens_on: '2026-10-01', closes_on: '2026-12-15', places_left: 3 },
  early_bird: null,
  deposit_cents: null,
  add_ons: [],
  calendar_url: null,
  ...over,
});

const render_ = (shown: PublicLeague, over: Partial<PublicLeaguePage> = {}) => {
  const page: PublicLeaguePage = {
    club: { slug: 'club2', name: 'Hudson Sports Club', timezone: 'America/New_York', sport: 'soccer', logo_url: null },
    league: shown,
    teams: [],
    games: [],
    standings: { rows: [], ties: [] },
    bracket: null,
    ...over,
  };
  render(withIntl(<LeaguePage page={page} contact={{ email: null, phone: null, address: null }} />));
};

const show = (shown: PublicLeague) => {
  render_(shown);
  const heading = screen.getByRole('heading', { level: 2, name: 'Payment Information' });
  return heading.closest('.payment-info') as HTMLElement;
};

const facts = (block: HTMLElement) => [...block.querySelectorAll('dl > div')].map((fact) => fact.textContent);

describe('a league’s Payment Information', () => {
  it('shows the early-bird price and until when, the deposit a captain may pay, and the add-ons on sale', () => {
    const block = show(
      league({
        early_bird: { until: '2026-11-30', team_fee_cents: 24000, player_fee_cents: null },
        deposit_cents: 10000,
        add_ons: [
          { id: '01JAAAAAAAAAAAAAAAAAAAAAP1', name: 'Team jersey', description: 'With your number', price_cents: 2500 },
          { id: '01JAAAAAAAAAAAAAAAAAAAAAP2', name: 'Team banner', description: null, price_cents: 4000 },
        ],
      }),
    );
    expect(facts(block)).toEqual([
      'Team fee$240.00Early bird until Nov 30, 2026, then $280.00',
      'Deposit available$100.00Captains may pay it when registering, and the rest of the fee later.',
    ]);
    const addOns = within(block).getByRole('list', { name: 'Add-ons' });
    expect(
      within(addOns)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Team jersey $25.00', 'Team banner $40.00']);
  });

  it('shows the normal fees alone when there is no early bird, deposit or add-on', () => {
    const block = show(league());
    expect(facts(block)).toEqual(['Team fee$280.00']);
    expect(within(block).queryByRole('list')).toBeNull();
  });

  it('shows an early-bird player fee in the modes that charge one, and a free league’s add-ons', () => {
    let block = show(
      league({
        payment_mode: 'players_pay',
        team_fee_cents: 80000,
        player_fee_cents: 9000,
        early_bird: { until: '2026-11-30', team_fee_cents: null, player_fee_cents: 7500 },
      }),
    );
    expect(facts(block)).toEqual(['Team fee$800.00', 'Player fee$75.00Early bird until Nov 30, 2026, then $90.00']);
    cleanup();
    block = show(
      league({
        payment_mode: 'free',
        team_fee_cents: 0,
        add_ons: [{ id: '01JAAAAAAAAAAAAAAAAAAAAAP1', name: 'Team jersey', description: null, price_cents: 2500 }],
      }),
    );
    expect(within(block).getByText('Free to play')).toBeTruthy();
    expect(within(block).getByRole('list', { name: 'Add-ons' }).textContent).toBe('Team jersey $25.00');
  });
});

const BASES = { id: '01JAAAAAAAAAAAAAAAAAAAAAT1', name: 'Base Invaders' };
const KICKS = { id: '01JAAAAAAAAAAAAAAAAAAAAAT2', name: 'Kicks and Giggles' };

/** A played game as the public contract has it: each game's points, and the match result of the spec's rule. */
const gameOf = (id: string, scores: PublicGame['scores'], match: [number, number], over: Partial<PublicGame> = {}): PublicGame => ({
  id,
  league_id: '01JAAAAAAAAAAAAAAAAAAAAAA1',
  league_name: 'Kickball Social League',
  stage: 'regular',
  round: 1,
  date: '2026-06-06',
  time: '14:00',
  starts_at: '2026-06-06T18:00:00.000Z',
  timezone: 'America/New_York',
  location_name: 'Riverside Park',
  court_name: 'Field 1',
  home_team: BASES,
  away_team: KICKS,
  home_source: null,
  away_source: null,
  bracket_game: null,
  scores,
  home_points: match[0],
  away_points: match[1],
  winner: match[0] > match[1] ? 'home' : match[0] < match[1] ? 'away' : 'draw',
  ...over,
});

const scoreTexts = () => [...document.querySelectorAll('.game-score')].map((score) => score.textContent);

describe('a league’s scores', () => {
  it('shows a kickball game by its runs, 9 – 7, and a bracket game 4 – 8, never the match result 1 – 0', () => {
    const final = gameOf('01JAAAAAAAAAAAAAAAAAAAAAG2', [{ home_points: 4, away_points: 8 }], [0, 1], { stage: 'playoff', bracket_game: 1 });
    const bracket: PublicBracket = {
      type: 'single-elimination',
      champion: KICKS,
      games: [
        {
          number: 1,
          side: 'final',
          round: 1,
          home: { kind: 'seed', seed: 1 },
          away: { kind: 'seed', seed: 2 },
          if_necessary: false,
          home_team: BASES,
          away_team: KICKS,
          winner_team_id: KICKS.id,
          game: final,
        },
      ],
    };
    render_(league({ name: 'Kickball Social League', sport: 'kickball', status: 'completed' }), {
      games: [gameOf('01JAAAAAAAAAAAAAAAAAAAAAG1', [{ home_points: 9, away_points: 7 }], [1, 0]), final],
      bracket,
    });
    expect(scoreTexts()).toEqual(['9 – 7', '4 – 8']);
    const finalCard = document.querySelector('.bracket-game')!;
    expect([...finalCard.querySelectorAll('.bracket-team .num')].map((points) => points.textContent)).toEqual(['4', '8']);
    expect(document.body.textContent).not.toContain('1 – 0');
  });

  it('shows a best-of-three volleyball match by its match result, 2 – 1, with its sets', () => {
    const sets = [
      { home_points: 25, away_points: 21 },
      { home_points: 21, away_points: 25 },
      { home_points: 15, away_points: 10 },
    ];
    render_(league({ name: 'Coed Volleyball Tuesdays', sport: 'volleyball', status: 'in_season' }), {
      games: [gameOf('01JAAAAAAAAAAAAAAAAAAAAAG3', sets, [2, 1])],
    });
    expect(scoreTexts()).toEqual(['2 – 1(25–21, 21–25, 15–10)']);
  });
});

describe('where a league stands', () => {
  const chip = () => document.querySelector('.league-head .chip')!.textContent;

  it('says a season in progress is in progress, not that registration closed', () => {
    render_(league({ status: 'in_season', registration: { state: 'closed', opens_on: '2026-08-01', closes_on: '2026-09-01', places_left: 0 } }));
    expect(chip()).toBe('Season in progress');
    expect(screen.getByText('The season is under way until Mar 28, 2027: registration is closed.')).toBeTruthy();
    expect(screen.queryByText('Registration closed')).toBeNull();
  });

  it('says a completed season is completed, and when it ended', () => {
    render_(league({ status: 'completed', registration: { state: 'closed', opens_on: '2026-08-01', closes_on: '2026-09-01', places_left: 0 } }));
    expect(chip()).toBe('Season completed');
    expect(screen.getByText('This season ended on Mar 28, 2027.')).toBeTruthy();
    expect(screen.queryByText(/Registration .*closed/)).toBeNull();
  });

  it('says registration is closed only where it is, and when it opens where it has not yet', () => {
    render_(league({ status: 'registration_closed', registration: { state: 'closed', opens_on: '2026-08-01', closes_on: '2026-09-01', places_left: 2 } }));
    expect(chip()).toBe('Registration closed');
    cleanup();
    render_(league({ registration: { state: 'upcoming', opens_on: '2026-12-01', closes_on: '2026-12-15', places_left: 4 } }));
    expect(chip()).toBe('Opens Dec 1, 2026');
    expect(screen.getByText('Registration opens on Dec 1, 2026.')).toBeTruthy();
  });
});

describe('what a league charges', () => {
  it('tells players of a league with no team fee that each pays their own player fee, not a share of a team fee', () => {
    const block = show(league({ payment_mode: 'players_pay', team_fee_cents: 0, player_fee_cents: 6000 }));
    expect(facts(block)).toEqual(['Player fee$60.00']);
    expect(within(block).getByText('Each player pays their own player fee, the captain included.')).toBeTruthy();
    expect(block.textContent).not.toContain('share of the team fee');
  });

  it('keeps the share of the team fee where there is one', () => {
    const block = show(league({ payment_mode: 'players_pay', team_fee_cents: 60000, player_fee_cents: 6000 }));
    expect(facts(block)).toEqual(['Team fee$600.00', 'Player fee$60.00']);
    expect(block.textContent).toContain('Each player pays a share of the team fee');
  });

  it('shows only the fees the payment mode charges: no player fee where the captain pays the team fee, free where nobody pays', () => {
    let block = show(league({ payment_mode: 'captains_pay', team_fee_cents: 28000, player_fee_cents: 3500 }));
    expect(facts(block)).toEqual(['Team fee$280.00']);
    cleanup();
    block = show(league({ payment_mode: 'full_player_fee_from_captain', team_fee_cents: 0, player_fee_cents: 3500 }));
    expect(facts(block)).toEqual(['Player fee$35.00']);
    cleanup();
    block = show(league({ payment_mode: 'captains_pay', team_fee_cents: 0, player_fee_cents: 3500 }));
    expect(within(block).getByText('Free to play')).toBeTruthy();
    expect(facts(block)).toEqual([]);
  });
});
