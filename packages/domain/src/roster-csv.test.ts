import { describe, expect, it } from 'vitest';
import { ANSWER_MESSAGES } from './answers.js';
import { toCsv } from './csv.js';
import { MAX_IMPORT_ROWS, parseRosterCsv, ROSTER_CSV_COLUMNS, rosterCsvHeader, type RosterQuestion } from './roster-csv.js';
import { fieldMessage } from './validation-messages.js';

const file = (...rows: string[][]) => toCsv([[...ROSTER_CSV_COLUMNS], ...rows]);

describe('parseRosterCsv', () => {
  it('reads valid rows with defaults', () => {
    const { rows, errors } = parseRosterCsv(
      file(['Red', 'yes', 'Ann', 'Lee', 'ANN@example.com', '', ''], ['', '', 'Bo', 'Kim', 'bo@example.com', '555 123 4567', 'paid']),
    );
    expect(errors).toEqual({});
    expect(rows).toEqual([
      {
        line: 2,
        team: 'Red',
        captain: true,
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.com',
        phone: null,
        answers: [],
      },
      {
        line: 3,
        team: null,
        captain: false,
        first_name: 'Bo',
        last_name: 'Kim',
        email: 'bo@example.com',
        phone: '555 123 4567',
        answers: [],
      },
    ]);
  });

  it('reads back what the export guarded against formulas', () => {
    const { rows, errors } = parseRosterCsv(file(['-Dashers', 'no', '@nn', 'Lee', 'ann@example.com', '+44 20 7946 0000', '']));
    expect(errors).toEqual({});
    expect(rows[0]).toMatchObject({ team: '-Dashers', first_name: '@nn', phone: '+44 20 7946 0000' });
  });

  it('reads back a value that starts with a quote before a formula character, and tab or carriage-return cells', () => {
    const { rows, errors } = parseRosterCsv(
      file(["'=Dashers", 'no', "'+Ann", '\t=Lee', 'ann@example.com', '', '\rpaid'], ['\tBlue', '\ryes', 'Bo', 'Kim', 'bo@example.com', '', '']),
    );
    expect(errors).toEqual({});
    expect(rows[0]).toMatchObject({ team: "'=Dashers", first_name: "'+Ann", last_name: '=Lee' });
    expect(rows[1]).toMatchObject({ team: 'Blue', captain: true });
  });

  it('accepts the columns in any order', () => {
    const text = toCsv([
      ['email', 'first_name', 'last_name', 'team', 'captain', 'phone', 'payment_status'],
      ['a@example.com', 'A', 'B', 'Blue', 'no', '', 'waived'],
    ]);
    expect(parseRosterCsv(text).rows[0]).toMatchObject({ email: 'a@example.com', team: 'Blue' });
  });

  it('ignores payment_status: it is exported from the ledger, never imported (any value, or no such column)', () => {
    const kept = parseRosterCsv(file(['Red', 'no', 'Ann', 'Lee', 'ann@example.com', '', 'owed']));
    expect(kept.errors).toEqual({});
    expect(kept.rows[0]).not.toHaveProperty('payment_status');
    const without = toCsv([
      ['team', 'captain', 'first_name', 'last_name', 'email', 'phone'],
      ['Red', 'no', 'Ann', 'Lee', 'ann@example.com', ''],
    ]);
    expect(parseRosterCsv(without)).toMatchObject({ errors: {}, rows: [{ email: 'ann@example.com' }] });
  });

  it('reports every bad line by its spreadsheet line number and column, each reason a message by id, and returns no rows', () => {
    const { rows, errors } = parseRosterCsv(
      file(
        ['Red', 'yes', 'Ann', 'Lee', 'ann@example.com', '', ''],
        ['Red', 'maybe', '', 'Lee', 'not-an-email', '', 'owed'],
        ['', 'yes', 'Cy', 'Doe', 'cy@example.com', '', ''],
        ['Red', 'yes', 'Di', 'Lee', 'ANN@example.com', '', ''],
      ),
    );
    expect(rows).toEqual([]);
    // Never a validator's English ("email: Invalid value"): each reader translates the id.
    expect(errors).toEqual({
      'rows.3.captain': [fieldMessage('yesOrNo')],
      'rows.3.first_name': [fieldMessage('required')],
      'rows.3.email': [fieldMessage('invalidEmail')],
      'rows.4.captain': [fieldMessage('freeAgentCaptain')],
      'rows.5.email': [fieldMessage('emailOnEarlierLine', { line: 2 })],
      'rows.5.captain': [fieldMessage('captainOnEarlierLine', { line: 2 })],
    });
  });

  it('refuses a file without the columns, without rows, or too long', () => {
    expect(parseRosterCsv('team,email\r\nRed,a@example.com\r\n').errors).toEqual({
      file: [fieldMessage('missingColumns', { columns: 'captain, first_name, last_name, phone' })],
    });
    expect(parseRosterCsv(file()).errors).toEqual({ file: [fieldMessage('noRows')] });
    const many = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => ['', '', 'A', 'B', `p${i}@example.com`, '', '']);
    expect(parseRosterCsv(file(...many)).errors).toEqual({ file: [fieldMessage('tooManyRows', { max: MAX_IMPORT_ROWS })] });
    expect(parseRosterCsv('"unclosed').errors).toEqual({ file: [fieldMessage('csvQuoteNotClosed')] });
  });
});

describe('parseRosterCsv with the league’s questions', () => {
  const size: RosterQuestion = { question_id: 'Q1', label: 'T-shirt size', type: 'mcq', options: ['S', 'M', 'L'], required: true };
  const note: RosterQuestion = { question_id: 'Q2', label: 'Notes', type: 'text', options: [], required: false };
  const withAnswers = (...rows: string[][]) => toCsv([rosterCsvHeader([size, note]), ...rows]);

  it('heads one column per question with its label, after the fixed columns', () => {
    expect(rosterCsvHeader([size, note])).toEqual([...ROSTER_CSV_COLUMNS, 'T-shirt size', 'Notes']);
  });

  it('reads each row’s answers by the question’s label, any case, an option in its own spelling', () => {
    const text = toCsv([
      [' t-SHIRT size ', ...ROSTER_CSV_COLUMNS, 'notes'],
      ['m', 'Red', 'yes', 'Ann', 'Lee', 'ann@example.com', '', '', '  Left back '],
      ['L', '', '', 'Bo', 'Kim', 'bo@example.com', '', '', ''],
    ]);
    const { rows, errors } = parseRosterCsv(text, [size, note]);
    expect(errors).toEqual({});
    expect(rows.map((row) => row.answers)).toEqual([
      [
        { question_id: 'Q1', value: 'M' },
        { question_id: 'Q2', value: 'Left back' },
      ],
      [{ question_id: 'Q1', value: 'L' }],
    ]);
  });

  it('refuses a missing required answer or a value that is not an option, line by line, keyed by question', () => {
    const { rows, errors } = parseRosterCsv(
      withAnswers(
        ['Red', 'yes', 'Ann', 'Lee', 'ann@example.com', '', '', 'M', ''],
        ['Red', 'no', 'Bo', 'Kim', 'bo@example.com', '', '', '', 'hi'],
        ['Red', 'no', 'Cy', 'Doe', 'not-an-email', '', '', 'XXL', ''],
        ['Red', 'no', 'Di', 'Lee', 'di@example.com', '', '', 'S', 'x'.repeat(201)],
      ),
      [size, note],
    );
    expect(rows).toEqual([]);
    expect(errors).toEqual({
      'rows.3.answers.Q1': [ANSWER_MESSAGES.required],
      'rows.4.email': [fieldMessage('invalidEmail')],
      'rows.4.answers.Q1': [ANSWER_MESSAGES.notAnOption],
      'rows.5.answers.Q2': [ANSWER_MESSAGES.tooLong(200)],
    });
  });

  it('refuses a file without the column of a required question; an optional one may be left out', () => {
    expect(parseRosterCsv(file(['Red', 'yes', 'Ann', 'Lee', 'ann@example.com', '', '']), [size, note]).errors).toEqual({
      'file.answers.Q1': [fieldMessage('missingQuestionColumn', { label: 'T-shirt size' })],
    });
    const withoutNotes = toCsv([rosterCsvHeader([size]), ['Red', 'yes', 'Ann', 'Lee', 'ann@example.com', '', '', 'S']]);
    expect(parseRosterCsv(withoutNotes, [size, note])).toEqual({
      rows: [expect.objectContaining({ answers: [{ question_id: 'Q1', value: 'S' }] })],
      errors: {},
    });
  });

  it('tells a question labelled like a fixed column from that column', () => {
    const email: RosterQuestion = { question_id: 'Q3', label: 'Email', type: 'text', options: [], required: true };
    const { rows, errors } = parseRosterCsv(toCsv([rosterCsvHeader([email]), ['', '', 'Ann', 'Lee', 'ann@example.com', '', '', 'work: ann@work.example']]), [
      email,
    ]);
    expect(errors).toEqual({});
    expect(rows[0]).toMatchObject({ email: 'ann@example.com', answers: [{ question_id: 'Q3', value: 'work: ann@work.example' }] });
  });
});
