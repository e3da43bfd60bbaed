import { pickOption, type ClubPlan } from './seed-club-plan.js';
import { demoPeople, padded } from './seed-people.js';
import { CLUB1_MONEY_LEAGUES } from './seed-club1-money-leagues.js';

const JERSEY_SIZES = ['S', 'M', 'L', 'XL'];
const CRICKET_ROLES = ['Batter', 'Bowler', 'All-rounder', 'Wicketkeeper'];

/** Lakeside Sports Club (volleyball, Chicago): a little data so views across clubs differ. Its people follow club2's in the name sequence. */
export const CLUB1_PLAN: ClubPlan = {
  slug: 'club1',
  people: demoPeople(60, 15, (index) => `312-555-01${padded(index, 2)}`),
  locations: [
    {
      name: 'Lakeside Rec Center',
      address: '1450 N Dayton St, Chicago, IL 60642',
      notes: 'Two indoor courts on the second floor.',
      areas: ['Court 1', 'Court 2'],
    },
  ],
  questions: [{ label: 'Jersey size', type: 'mcq', options: JERSEY_SIZES, required: true, help_text: null, answer: pickOption(JERSEY_SIZES) }],
  leagues: [
    {
      name: 'Wednesday Coed 4s',
      sport: 'volleyball',
      description: 'Four-on-four coed volleyball on Wednesday evenings.',
      status: 'registration_closed',
      registration_type: 'teams_only',
      payment_mode: 'captains_pay',
      team_fee_cents: 24_000,
      player_fee_cents: 0,
      team_capacity: 6,
      roster_min: 4,
      roster_max: 6,
      bracket_type: 'single-elimination',
      play_times: [{ day: 'wed', start_time: '19:00' }],
      locations: ['Lakeside Rec Center'],
      questions: [{ label: 'Jersey size', required: true }],
      dates: { registration_opens: -40, registration_closes: -2, season_start: 5, season_end: 68 },
      first_player: 0,
      teams: [
        { name: 'Lake Effect', roster_size: 5 },
        { name: 'Windy City Diggers', roster_size: 5 },
        { name: 'Dig It', roster_size: 5 },
      ],
      free_agents: 0,
      payments: ['paid', 'unpaid', 'paid'],
    },
    ...CLUB1_MONEY_LEAGUES,
  ],
};

/** Thames Valley Club (cricket, London). Its people follow club1's in the name sequence. */
export const CLUB4_PLAN: ClubPlan = {
  slug: 'club4',
  people: demoPeople(75, 22, (index) => `+44 118 496 0${padded(index, 3)}`),
  locations: [
    {
      name: 'Caversham Cricket Ground',
      address: 'Hemdean Road, Caversham, Reading RG4 7SA, United Kingdom',
      notes: 'Pavilion keys with the groundsman.',
      areas: ['Field 1', 'Field 2'],
    },
  ],
  questions: [{ label: 'Role in the side', type: 'mcq', options: CRICKET_ROLES, required: true, help_text: null, answer: pickOption(CRICKET_ROLES) }],
  leagues: [
    {
      name: 'Sunday T20 League',
      sport: 'cricket',
      description: 'Twenty-over matches on Sunday afternoons.',
      status: 'in_season',
      registration_type: 'teams_only',
      payment_mode: 'players_pay',
      team_fee_cents: 0,
      player_fee_cents: 4_000,
      team_capacity: 6,
      roster_min: 11,
      roster_max: 15,
      bracket_type: 'single-elimination',
      play_times: [{ day: 'sun', start_time: '13:00' }],
      locations: ['Caversham Cricket Ground'],
      questions: [{ label: 'Role in the side', required: true }],
      dates: { registration_opens: -90, registration_closes: -50, season_start: -35, season_end: 49 },
      first_player: 0,
      teams: [
        { name: 'Caversham Cavaliers', roster_size: 11 },
        { name: 'Thames Valley Tigers', roster_size: 11 },
      ],
      free_agents: 0,
      payments: ['paid', 'paid', 'unpaid'],
    },
  ],
};
