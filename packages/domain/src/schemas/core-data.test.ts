import { describe, expect, it } from 'vitest';
import { LeagueDuplicateInputSchema, LeagueInputSchema, type LeagueInput } from './leagues.js';
import { LocationInputSchema } from './locations.js';
import { PlayerInputSchema } from './players.js';
import { QuestionInputSchema } from './questions.js';
import { RegistrationCreateSchema, TeamCreateSchema } from './teams.js';
import { englishMessage, messageOfIssue, type IssueLike } from '../validation-messages.js';

// The English text the API sends for an issue (schemas write message ids, not English).
const englishOf = (issue: IssueLike) => englishMessage(messageOfIssue(issue));

const ID_A = '01JD3Q7M8X4Y5Z6A7B8C9D0E1F';
const ID_B = '01JD3Q7M8X4Y5Z6A7B8C9D0E1G';

const league: LeagueInput = {
  name: 'Fall Soccer',
  sport: 'soccer',
  description: '',
  season: 'Fall 2026',
  season_start: '2026-09-01',
  season_end: '2026-12-01',
  play_times: [{ day: 'tue', start_time: '18:30' }],
  location_ids: [ID_A],
  registration_type: 'teams_and_individuals',
  payment_mode: 'captains_pay',
  team_fee_cents: 45_000,
  player_fee_cents: 0,
  team_capacity: 8,
  roster_min: 7,
  roster_max: 12,
  registration_opens_on: '2026-07-01',
  registration_closes_on: '2026-08-25',
  questions: [{ question_id: ID_B, required: true }],
  bracket_type: 'single-elimination',
};

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), englishOf(issue)]));

describe('LeagueInputSchema', () => {
  it('accepts a complete league and turns an empty description into null', () => {
    expect(LeagueInputSchema.parse(league).description).toBeNull();
  });

  it('puts each cross-field error on its field', () => {
    const result = LeagueInputSchema.safeParse({
      ...league,
      season_end: '2026-08-01',
      registration_closes_on: '2026-06-30',
      roster_max: 5,
      payment_mode: 'free',
      location_ids: [ID_A, ID_A],
      questions: [
        { question_id: ID_B, required: true },
        { question_id: ID_B, required: false },
      ],
      play_times: [
        { day: 'tue', start_time: '18:30' },
        { day: 'tue', start_time: '18:30' },
      ],
    });
    expect(issuesOf(result)).toEqual({
      season_end: 'Must be on or after the season start',
      registration_closes_on: 'Must be on or after registration opens',
      roster_max: 'Must be at least the roster minimum',
      payment_mode: 'A free league has no fees',
      location_ids: 'Listed twice',
      questions: 'A question is attached twice',
      play_times: 'A play time is listed twice',
    });
  });

  it('refuses a registration close after the season end, fractional cents and bad times', () => {
    expect(issuesOf(LeagueInputSchema.safeParse({ ...league, registration_closes_on: '2026-12-02' }))).toEqual({
      registration_closes_on: 'Must be on or before the season end',
    });
    expect(LeagueInputSchema.safeParse({ ...league, team_fee_cents: 10.5 }).success).toBe(false);
    expect(LeagueInputSchema.safeParse({ ...league, play_times: [{ day: 'tue', start_time: '24:00' }] }).success).toBe(false);
    expect(LeagueInputSchema.safeParse({ ...league, payment_mode: 'confirmed' }).success).toBe(false);
  });

  it('checks a duplicate’s dates', () => {
    const copy = {
      name: 'B',
      season: 'Spring',
      season_start: '2027-03-01',
      season_end: '2027-02-01',
      registration_opens_on: '2027-01-01',
      registration_closes_on: '2027-01-02',
    };
    expect(issuesOf(LeagueDuplicateInputSchema.safeParse(copy))).toEqual({ season_end: 'Must be on or after the season start' });
    expect(LeagueDuplicateInputSchema.parse({ ...copy, season_end: '2027-05-01' }).include_teams).toBe(false);
  });
});

describe('QuestionInputSchema', () => {
  it('needs two distinct options for multiple choice, and none otherwise', () => {
    expect(issuesOf(QuestionInputSchema.safeParse({ label: 'Size', type: 'mcq', options: ['S'] }))).toEqual({ options: 'Give at least 2 options' });
    expect(issuesOf(QuestionInputSchema.safeParse({ label: 'Size', type: 'mcq', options: ['S', ' s '] }))).toEqual({
      'options.1': 'Options must be different',
    });
    expect(issuesOf(QuestionInputSchema.safeParse({ label: 'Note', type: 'text', options: ['S'] }))).toEqual({
      options: 'Only multiple choice questions have options',
    });
    expect(QuestionInputSchema.parse({ label: 'Note', type: 'textarea' })).toMatchObject({ options: [], required: false, help_text: null });
  });
});

describe('LocationInputSchema', () => {
  it('refuses two playing areas of the same name, whatever the case', () => {
    const input = { name: 'Park', address: '', timezone: 'America/New_York', notes: '', playing_areas: [{ name: 'Field 1' }, { name: 'field 1 ' }] };
    expect(issuesOf(LocationInputSchema.safeParse(input))).toEqual({ 'playing_areas.1.name': 'Names must be different' });
  });

  it('refuses an unknown timezone', () => {
    expect(LocationInputSchema.safeParse({ name: 'Park', address: null, timezone: 'Mars/Olympus', notes: null, playing_areas: [] }).success).toBe(false);
  });
});

describe('players and teams', () => {
  it('normalises a player’s email and checks the phone', () => {
    expect(PlayerInputSchema.parse({ first_name: 'A', last_name: 'B', email: ' Ann@Example.COM ', phone: '' })).toMatchObject({
      email: 'ann@example.com',
      phone: null,
    });
    expect(PlayerInputSchema.safeParse({ first_name: 'A', last_name: 'B', email: 'a@example.com', phone: 'call me' }).success).toBe(false);
  });

  it('wants the captain among the team’s players, each listed once', () => {
    expect(issuesOf(TeamCreateSchema.safeParse({ name: 'Red', player_ids: [ID_A], captain_player_id: ID_B }))).toEqual({
      captain_player_id: 'The captain must be one of the team’s players',
    });
    expect(issuesOf(TeamCreateSchema.safeParse({ name: 'Red', player_ids: [ID_A, ID_A] }))).toEqual({ player_ids: 'A player is listed twice' });
  });

  it('registers either a club player or a new one, not both or neither', () => {
    expect(RegistrationCreateSchema.safeParse({ team_id: null }).success).toBe(false);
    const player = { first_name: 'A', last_name: 'B', email: 'a@example.com', phone: null };
    expect(RegistrationCreateSchema.safeParse({ team_id: null, player_id: ID_A, player }).success).toBe(false);
    expect(RegistrationCreateSchema.parse({ team_id: null, player })).toEqual({ team_id: null, player: expect.any(Object), answers: [] });
  });
});
