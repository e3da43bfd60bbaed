import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, changeLines, formatAuditValue, humanizeField, type ChangeWords } from './audit-changes';

const words: ChangeWords = {
  yes: 'Yes',
  no: 'No',
  none: 'none',
  home: 'Home team',
  away: 'Away team',
  selected: (count) => `${count} selected`,
  score: (home, homePoints, awayPoints, away) => `${home} ${homePoints}–${awayPoints} ${away}`,
  games: (score, games) => `${score} (${games})`,
  say: (id) => id,
  instant: (iso) => `instant ${iso}`,
  fieldLabel: (field) => ({ archived: 'Archived', required: 'Required', team_fee_cents: 'Team fee' })[field] ?? humanizeField(field),
  valueLabel: (field, value, entity) =>
    field === 'status' && value === 'in_season'
      ? 'In Season'
      : field === 'day' && value === 'mon'
        ? 'Monday'
        : entity === 'bracket' && value === 'single-elimination'
          ? 'Single Elimination'
          : undefined,
};

const format = (field: string, value: unknown) => formatAuditValue(field, value, words, 'league');

describe('formatAuditValue', () => {
  it('shows a missing value as an em dash, and an empty list as none', () => {
    expect(format('notes', null)).toBe(EMPTY_VALUE);
    expect(format('notes', undefined)).toBe(EMPTY_VALUE);
    expect(format('notes', '')).toBe(EMPTY_VALUE);
    expect(format('location_ids', [])).toBe('none');
  });

  it('shows booleans as Yes and No, cents as US dollars, other numbers as they are', () => {
    expect(format('required', true)).toBe('Yes');
    expect(format('archived', false)).toBe('No');
    expect(format('team_fee_cents', 12_500)).toBe('$125.00');
    expect(format('player_fee_cents', 0)).toBe('$0.00');
    expect(format('team_capacity', 8)).toBe('8');
  });

  it('shows calendar dates MM-DD-YYYY and stored values by their label', () => {
    expect(format('registration_closes_on', '2026-03-14')).toBe('03-14-2026');
    expect(format('status', 'in_season')).toBe('In Season');
    expect(format('name', 'Riverside Park')).toBe('Riverside Park');
    // A field names its values by the kind of record it belongs to.
    expect(formatAuditValue('type', 'single-elimination', words, 'bracket')).toBe('Single Elimination');
  });

  it('joins lists, naming records by their name and set flags', () => {
    expect(format('options', ['S', 'M', 'L'])).toBe('S, M, L');
    const areas = [
      { id: '01JAAAAAAAAAAAAAAAAAAAAAA1', name: 'Court 1', position: 0, archived: false, games_count: 3 },
      { id: '01JAAAAAAAAAAAAAAAAAAAAAA2', name: 'Court 2', position: 1, archived: true, games_count: 0 },
    ];
    expect(format('playing_areas', areas)).toBe('Court 1, Court 2 (Archived)');
  });

  it('names people by first and last name, and answers by question and answer', () => {
    expect(format('captain', { id: '01JAAAAAAAAAAAAAAAAAAAAAA1', first_name: 'Isabella', last_name: 'Reyes' })).toBe('Isabella Reyes');
    expect(format('answers', [{ question_id: '01JAAAAAAAAAAAAAAAAAAAAAA1', type: 'mcq', label: 'T-shirt size', value: 'M' }])).toBe('T-shirt size: M');
  });

  it('describes a record without a name by its readable values', () => {
    expect(
      format('play_times', [
        { day: 'mon', start_time: '18:00' },
        { day: 'sat', start_time: '09:30' },
      ]),
    ).toBe('Monday 18:00, sat 09:30');
    expect(format('questions', [{ question_id: '01JAAAAAAAAAAAAAAAAAAAAAA1', required: true, position: 0 }])).toBe('Required');
  });

  it('names the locations and questions of a league (its snapshot carries their names)', () => {
    expect(
      format('locations', [
        { id: '01JAAAAAAAAAAAAAAAAAAAAAA1', name: 'Riverside Park' },
        { id: '01JAAAAAAAAAAAAAAAAAAAAAA2', name: 'Northside Gym' },
      ]),
    ).toBe('Riverside Park, Northside Gym');
    expect(
      format('questions', [
        { question_id: '01JAAAAAAAAAAAAAAAAAAAAAA1', label: 'T-shirt size', required: true },
        { question_id: '01JAAAAAAAAAAAAAAAAAAAAAA2', label: 'Notes', required: false },
      ]),
    ).toBe('T-shirt size (Required), Notes');
  });

  it('counts what is known only by id', () => {
    expect(format('location_ids', ['01JAAAAAAAAAAAAAAAAAAAAAA1', '01JAAAAAAAAAAAAAAAAAAAAAA2'])).toBe('2 selected');
    expect(format('questions', [{ question_id: '01JAAAAAAAAAAAAAAAAAAAAAA1', required: false }])).toBe('1 selected');
  });
});

describe('changeLines', () => {
  const changes = {
    id: { before: null, after: '01JAAAAAAAAAAAAAAAAAAAAAAA' },
    team_fee_cents: { before: 10_000, after: 12_500 },
    notes: { before: 'Gate B', after: null },
  };

  it('gives before and after of an update, without the record id', () => {
    expect(changeLines('update', changes, words, 'league')).toEqual([
      { field: 'team_fee_cents', label: 'Team fee', before: '$100.00', after: '$125.00' },
      { field: 'notes', label: 'Notes', before: 'Gate B', after: EMPTY_VALUE },
    ]);
  });

  it('leaves out fields holding a single id: the record is named by another field or cannot be', () => {
    const created = changeLines(
      'create',
      {
        team_id: { before: null, after: '01JAAAAAAAAAAAAAAAAAAAAAA1' },
        team: { before: null, after: { id: '01JAAAAAAAAAAAAAAAAAAAAAA1', name: 'Foul Ball Frenzy' } },
      },
      words,
      'registration',
    );
    expect(created).toEqual([{ field: 'team', label: 'Team', before: null, after: 'Foul Ball Frenzy' }]);
  });

  it('gives only the values set by a creation and only the values held before a deletion', () => {
    expect(changeLines('create', { name: { before: null, after: 'Hall' } }, words, 'location')).toEqual([
      { field: 'name', label: 'Name', before: null, after: 'Hall' },
    ]);
    expect(changeLines('delete', { name: { before: 'Hall', after: null } }, words, 'location')).toEqual([
      { field: 'name', label: 'Name', before: 'Hall', after: null },
    ]);
  });
});

describe('humanizeField', () => {
  it('turns an API field name into words', () => {
    expect(humanizeField('registration_closes_on')).toBe('Registration closes on');
    expect(humanizeField('player_fee_cents')).toBe('Player fee');
    expect(humanizeField('location_ids')).toBe('Location');
    expect(humanizeField('captain_player_id')).toBe('Captain player');
  });
});
