import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGE,
  LeagueFormSchema,
  WHOLE_NUMBER_MESSAGE,
  formFieldOf,
  leagueFormValues,
  newLeagueFormValues,
  type LeagueFormValues,
} from './league-form-schema';
import { sampleLeague } from '../../test-data/sample-league';
import { englishMessage, messageOfIssue, type IssueLike, centsToDollars, dollarsToCents } from '@matchday/domain';

// The English text of an issue (the schemas write message ids).
const englishOf = (issue: IssueLike) => englishMessage(messageOfIssue(issue));

const valid: LeagueFormValues = {
  ...newLeagueFormValues('soccer'),
  name: 'Fall Coed Soccer',
  season: 'Fall 2026',
  season_start: '2026-09-07',
  season_end: '2026-11-23',
  registration_opens_on: '2026-07-01',
  registration_closes_on: '2026-08-31',
  play_times: [{ day: 'mon', start_time: '19:00' }],
  team_fee: '450.00',
  player_fee: '19.99',
};

const issuesOf = (values: LeagueFormValues) =>
  (LeagueFormSchema.safeParse(values).error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: englishOf(issue) }));

describe('dollarsToCents', () => {
  it('reads dollars and cents exactly', () => {
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents('0')).toBe(0);
    expect(dollarsToCents('450')).toBe(45000);
    expect(dollarsToCents('450.5')).toBe(45050);
    expect(dollarsToCents(' $1,200.05 ')).toBe(120005);
    expect(dollarsToCents('0.29')).toBe(29);
  });

  it('refuses more than two decimals, negatives and anything that is not an amount', () => {
    for (const text of ['1.234', '-5', '-0.01', '', '.50', 'abc', '12,34', '1e3', '4 50']) expect(dollarsToCents(text), text).toBeNull();
  });
});

describe('centsToDollars', () => {
  it('shows cents with two decimals', () => {
    expect(centsToDollars(45000)).toBe('450.00');
    expect(centsToDollars(1999)).toBe('19.99');
    expect(centsToDollars(5)).toBe('0.05');
    expect(centsToDollars(0)).toBe('0.00');
  });

  it('round-trips with dollarsToCents', () => {
    for (const cents of [0, 1, 99, 100, 1999, 45000, 10_000_000]) expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
  });
});

describe('LeagueFormSchema', () => {
  it('sends the fees as integer cents and the counts as numbers', () => {
    const league = LeagueFormSchema.parse(valid);
    expect(league).toMatchObject({ team_fee_cents: 45000, player_fee_cents: 1999, team_capacity: 8, roster_min: 5, roster_max: 12, description: null });
    expect(league).not.toHaveProperty('team_fee');
    expect(LeagueFormSchema.parse({ ...valid, team_fee: '0', player_fee: '0' })).toMatchObject({ team_fee_cents: 0, player_fee_cents: 0 });
  });

  it('refuses fees with more than two decimals or below zero, on the dollar field', () => {
    expect(issuesOf({ ...valid, team_fee: '1.234', player_fee: '-5' })).toEqual([
      { path: 'team_fee', message: englishOf({ message: AMOUNT_MESSAGE }) },
      { path: 'player_fee', message: englishOf({ message: AMOUNT_MESSAGE }) },
    ]);
  });

  it('zeroes the fees of a free league whatever its fee fields hold', () => {
    expect(LeagueFormSchema.parse({ ...valid, payment_mode: 'free', team_fee: '450.00', player_fee: 'not a number' })).toMatchObject({
      payment_mode: 'free',
      team_fee_cents: 0,
      player_fee_cents: 0,
    });
  });

  it('states the fee ceiling in dollars', () => {
    expect(issuesOf({ ...valid, team_fee: '100000.01' })).toEqual([{ path: 'team_fee', message: 'At most $100,000.00' }]);
  });

  it('puts the shared cross-field rules on the field that has to change', () => {
    expect(issuesOf({ ...valid, season_end: '2026-08-15', roster_max: '4' })).toEqual([
      { path: 'season_end', message: 'Must be on or after the season start' },
      { path: 'registration_closes_on', message: 'Must be on or before the season end' },
      { path: 'roster_max', message: 'Must be at least the roster minimum' },
    ]);
  });

  it('reports every field at once, typed counts included', () => {
    expect(issuesOf({ ...valid, name: ' ', team_capacity: 'eight', roster_min: '0', play_times: [{ day: 'mon', start_time: '7pm' }] })).toEqual([
      { path: 'team_capacity', message: englishOf({ message: WHOLE_NUMBER_MESSAGE }) },
      { path: 'name', message: 'Required' },
      { path: 'play_times.0.start_time', message: 'Must be a time (HH:MM)' },
      { path: 'roster_min', message: 'At least 1' },
    ]);
  });

  it('round-trips an existing league', () => {
    const league = sampleLeague({ team_fee_cents: 1999, player_fee_cents: 0, description: null });
    expect(LeagueFormSchema.parse(leagueFormValues(league))).toMatchObject({
      name: league.name,
      team_fee_cents: 1999,
      player_fee_cents: 0,
      location_ids: league.locations.map((location) => location.id),
      questions: [
        { question_id: league.questions[1]?.question_id, required: true },
        { question_id: league.questions[0]?.question_id, required: false },
      ],
    });
  });
});

describe('formFieldOf', () => {
  it('maps API error keys to the form fields they concern', () => {
    expect(formFieldOf('team_fee_cents')).toBe('team_fee');
    expect(formFieldOf('location_ids.1')).toBe('location_ids');
    expect(formFieldOf('questions.0.question_id')).toBe('questions');
    expect(formFieldOf('team_capacity')).toBe('team_capacity');
    expect(formFieldOf('status')).toBeNull();
  });
});
