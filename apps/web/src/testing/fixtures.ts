import type { Club, League, LeagueQuestion, PlayerSummary, TeamSummary } from '@matchday/domain';

/** A valid ULID (no I, L, O or U) ending in the given digits. */
export const fakeId = (n: number): string => `01J${String(n).padStart(23, '0')}`;

export const LEAGUE_ID = fakeId(1);
export const Q_SHIRT = fakeId(11);
export const Q_NOTE = fakeId(12);

export const club: Club = {
  row_version: 1,
  id: fakeId(2),
  slug: 'club2',
  name: 'Riverside Sports',
  timezone: 'America/New_York',
  connect: false,
  stripe_connect: { onboarding_done: false },
  contact_email: null,
  address: null,
  default_sport: 'volleyball',
  logo_url: null,
  updated_at: '2026-01-01T00:00:00.000Z',
};

export const shirtQuestion: LeagueQuestion = {
  question_id: Q_SHIRT,
  label: 'Shirt size',
  type: 'mcq',
  options: ['S', 'M', 'L'],
  help_text: null,
  required: true,
  position: 0,
};

export const noteQuestion: LeagueQuestion = {
  question_id: Q_NOTE,
  label: 'Anything we should know?',
  type: 'textarea',
  options: [],
  help_text: 'Injuries, availability…',
  required: false,
  position: 1,
};

export function leagueWith(overrides: Partial<League> = {}): League {
  return {
    row_version: 1,
    id: LEAGUE_ID,
    name: 'Monday Volleyball',
    sport: 'volleyball',
    season: 'Fall 2026',
    season_start: '2026-09-07',
    season_end: '2026-12-14',
    status: 'registration_open',
    registration_type: 'teams_and_individuals',
    payment_mode: 'captains_pay',
    team_capacity: 8,
    registration_closes_on: '2026-09-01',
    teams_count: 6,
    players_count: 30,
    free_agents_count: 2,
    missing_answers_count: 0,
    updated_at: '2026-01-01T00:00:00.000Z',
    description: null,
    play_times: [{ day: 'mon', start_time: '19:00' }],
    locations: [],
    team_fee_cents: 40000,
    player_fee_cents: 0,
    roster_min: 6,
    roster_max: 10,
    registration_opens_on: '2026-08-01',
    questions: [shirtQuestion, noteQuestion],
    bracket_type: 'single-elimination',
    duplicated_from: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function teamSummary(id: string, name: string, rosterCount: number): TeamSummary {
  return { id, league_id: LEAGUE_ID, name, captain: null, roster_count: rosterCount, created_at: '2026-08-02T15:00:00.000Z' };
}

export const ann: PlayerSummary = {
  id: fakeId(31),
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: null,
  leagues_count: 0,
  created_at: '2026-08-02T15:00:00.000Z',
};

export const page = <T>(items: T[]) => ({ items, total: items.length, page: 1, page_size: 25 });
