import type { LeaguePaymentMode } from '@matchday/domain';
import type { LeaguePlan, TeamPlan } from './seed-club-plan.js';
import type { PaymentStatus } from '@matchday/domain';

/**
 * club1's leagues open for registration, one per payment mode (issue 12's demo): some teams paid, some partly paid,
 * and a full league with a team on its waitlist. Its players follow Wednesday Coed 4s' in the club's people.
 */
const openLeague = (
  name: string,
  mode: LeaguePaymentMode,
  fees: { team: number; player: number },
  roster: { min: number; max: number; capacity: number },
  teams: readonly TeamPlan[],
  payments: readonly PaymentStatus[],
  extra: { first_player: number; day: 'mon' | 'tue' | 'thu' | 'fri' | 'sat' | 'sun'; free_agents?: number; description: string },
): LeaguePlan => ({
  name,
  sport: 'volleyball',
  description: extra.description,
  status: 'registration_open',
  registration_type: extra.free_agents ? 'teams_and_individuals' : 'teams_only',
  payment_mode: mode,
  team_fee_cents: fees.team,
  player_fee_cents: fees.player,
  team_capacity: roster.capacity,
  roster_min: roster.min,
  roster_max: roster.max,
  bracket_type: 'single-elimination',
  play_times: [{ day: extra.day, start_time: '19:30' }],
  locations: ['Lakeside Rec Center'],
  questions: [{ label: 'Jersey size', required: true }],
  dates: { registration_opens: -14, registration_closes: 21, season_start: 30, season_end: 100 },
  first_player: extra.first_player,
  teams,
  free_agents: extra.free_agents ?? 0,
  payments,
});

export const CLUB1_MONEY_LEAGUES: readonly LeaguePlan[] = [
  openLeague(
    'Monday Night Rec',
    'captains_pay',
    { team: 28_000, player: 0 },
    { min: 4, max: 8, capacity: 8 },
    [
      { name: 'Bump Set Spike', roster_size: 4 },
      { name: 'Court Jesters', roster_size: 4 },
    ],
    ['paid', 'unpaid', 'unpaid', 'unpaid', 'partial', 'unpaid', 'unpaid', 'unpaid'],
    { first_player: 55, day: 'mon', description: 'Recreational sixes on Monday nights: captains pay the team fee.' },
  ),
  openLeague(
    'Friday Night Open',
    'captains_pay',
    { team: 32_000, player: 0 },
    { min: 4, max: 8, capacity: 3 },
    [
      { name: 'Set to Win', roster_size: 4 },
      { name: 'Block Party', roster_size: 4 },
      { name: 'Net Results', roster_size: 4 },
    ],
    ['paid', 'unpaid', 'unpaid', 'unpaid', 'unpaid', 'unpaid', 'unpaid', 'unpaid', 'partial'],
    { first_player: 15, day: 'fri', description: 'Competitive sixes on Friday nights. Full: join the waitlist for a place.' },
  ),
  openLeague(
    'Tuesday Coed 6s',
    'players_pay',
    { team: 60_000, player: 10_000 },
    { min: 6, max: 10, capacity: 8 },
    [
      { name: 'Spike Lee Joint', roster_size: 6 },
      { name: 'Dig Deep', roster_size: 6 },
    ],
    ['paid', 'paid', 'paid', 'unpaid', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid'],
    { first_player: 27, day: 'tue', description: 'Coed sixes: the team fee is split between the players.' },
  ),
  openLeague(
    'Thursday Fours',
    'full_player_fee_from_player',
    { team: 0, player: 7_500 },
    { min: 4, max: 6, capacity: 8 },
    [{ name: 'Four Play', roster_size: 4 }],
    ['paid', 'paid', 'unpaid', 'paid', 'paid'],
    { first_player: 39, day: 'thu', free_agents: 1, description: 'Fours on Thursdays: every player pays the player fee; free agents welcome.' },
  ),
  openLeague(
    'Saturday Doubles',
    'full_player_fee_from_captain',
    { team: 0, player: 4_000 },
    { min: 2, max: 3, capacity: 12 },
    [
      { name: 'Sand Storm', roster_size: 2 },
      { name: 'Two Tall', roster_size: 3 },
    ],
    ['paid', 'paid', 'partial', 'partial', 'partial'],
    { first_player: 44, day: 'sat', description: 'Doubles on Saturday mornings: the captain pays for the team.' },
  ),
  openLeague('Sunday Social', 'free', { team: 0, player: 0 }, { min: 4, max: 10, capacity: 10 }, [{ name: 'Good Vibes', roster_size: 5 }], ['unpaid'], {
    first_player: 49,
    day: 'sun',
    free_agents: 1,
    description: 'A free social game on Sundays: come and play.',
  }),
];
