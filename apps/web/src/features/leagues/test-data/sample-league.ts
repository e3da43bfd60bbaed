import type { League } from '@matchday/domain';

/** A league as GET /leagues/{id} answers, for unit tests; its questions come in reverse order of position. */
export function sampleLeague(overrides: Partial<League> = {}): League {
  return {
    row_version: 1,
    id: '01JB0000000000000000000001',
    name: 'Fall Coed Soccer',
    sport: 'soccer',
    season: 'Fall 2026',
    season_start: '2026-09-07',
    season_end: '2026-11-23',
    status: 'draft',
    registration_type: 'teams_and_individuals',
    payment_mode: 'captains_pay',
    team_capacity: 8,
    registration_closes_on: '2026-08-31',
    teams_count: 0,
    players_count: 0,
    free_agents_count: 0,
    missing_answers_count: 0,
    updated_at: '2026-06-01T12:00:00.000Z',
    description: 'Seven-a-side on Monday nights.',
    play_times: [{ day: 'mon', start_time: '19:00' }],
    locations: [{ id: '01JB0000000000000000000C01', name: 'Riverside Park' }],
    team_fee_cents: 45000,
    player_fee_cents: 0,
    roster_min: 7,
    roster_max: 14,
    registration_opens_on: '2026-07-01',
    questions: [
      { question_id: '01JB0000000000000000000Q02', label: 'Shirt size', type: 'mcq', options: ['S', 'M', 'L'], help_text: null, required: false, position: 1 },
      { question_id: '01JB0000000000000000000Q01', label: 'Emergency contact', type: 'text', options: [], help_text: null, required: true, position: 0 },
    ],
    bracket_type: 'single-elimination',
    duplicated_from: null,
    created_at: '2026-06-01T12:00:00.000Z',
    ...overrides,
  };
}
