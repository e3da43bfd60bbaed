import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';
import { MAX_IMPORT_ROWS, parseRosterCsv, ROSTER_CSV_COLUMNS } from './roster-csv.js';

const file = (...rows: string[][]) => toCsv([[...ROSTER_CSV_COLUMNS], ...rows]);

describe('parseRosterCsv', () => {
  it('reads valid rows with defaults', () => {
    const { rows, errors } = parseRosterCsv(file(['Red', 'yes', 'Ann', 'Lee', 'ANN@example.com', '', ''], ['', '', 'Bo', 'Kim', 'bo@example.com', '555 123 4567', 'paid']));
    expect(errors).toEqual({});
    expect(rows).toEqual([
      { line: 2, team: 'Red', captain: true, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: null, payment_status: 'unpaid' },
      { line: 3, team: null, captain: false, first_name: 'Bo', last_name: 'Kim', email: 'bo@example.com', phone: '555 123 4567', payment_status: 'paid' },
    ]);
  });

  it('reads back what the export guarded against formulas', () => {
    const { rows, errors } = parseRosterCsv(file(['-Dashers', 'no', '@nn', 'Lee', 'ann@example.com', '+44 20 7946 0000', '']));
    expect(errors).toEqual({});
    expect(rows[0]).toMatchObject({ team: '-Dashers', first_name: '@nn', phone: '+44 20 7946 0000' });
  });

  it('reads back a value that starts with a quote before a formula character, and tab or carriage-return cells', () => {
    const { rows, errors } = parseRosterCsv(file(["'=Dashers", 'no', "'+Ann", '\t=Lee', 'ann@example.com', '', '\rpaid'], ['\tBlue', '\ryes', 'Bo', 'Kim', 'bo@example.com', '', '']));
    expect(errors).toEqual({});
    expect(rows[0]).toMatchObject({ team: "'=Dashers", first_name: "'+Ann", last_name: '=Lee', payment_status: 'paid' });
    expect(rows[1]).toMatchObject({ team: 'Blue', captain: true });
  });

  it('accepts the columns in any order', () => {
    const text = toCsv([
      ['email', 'first_name', 'last_name', 'team', 'captain', 'phone', 'payment_status'],
      ['a@example.com', 'A', 'B', 'Blue', 'no', '', 'waived'],
    ]);
    expect(parseRosterCsv(text).rows[0]).toMatchObject({ email: 'a@example.com', team: 'Blue', payment_status: 'waived' });
  });

  it('reports every bad line by its spreadsheet line number and returns no rows', () => {
    const { rows, errors } = parseRosterCsv(
      file(
        ['Red', 'yes', 'Ann', 'Lee', 'ann@example.com', '', ''],
        ['Red', 'maybe', '', 'Lee', 'not-an-email', '', 'owed'],
        ['', 'yes', 'Cy', 'Doe', 'cy@example.com', '', ''],
        ['Red', 'yes', 'Di', 'Lee', 'ANN@example.com', '', ''],
      ),
    );
    expect(rows).toEqual([]);
    expect(Object.keys(errors).sort()).toEqual(['rows.3', 'rows.4', 'rows.5']);
    expect(errors['rows.3']?.join(' ')).toMatch(/captain.*first_name.*email.*payment_status/s);
    expect(errors['rows.4']).toEqual(['captain: A free agent cannot be a captain']);
    expect(errors['rows.5']).toEqual(['email: Also on line 2', 'captain: Line 2 is already this team’s captain']);
  });

  it('refuses a file without the columns, without rows, or too long', () => {
    expect(parseRosterCsv('team,email\r\nRed,a@example.com\r\n').errors.file?.[0]).toMatch(/^Missing columns: captain, first_name/);
    expect(parseRosterCsv(file()).errors).toEqual({ file: ['The file has no rows'] });
    const many = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => ['', '', 'A', 'B', `p${i}@example.com`, '', '']);
    expect(parseRosterCsv(file(...many)).errors).toEqual({ file: [`At most ${MAX_IMPORT_ROWS} rows`] });
    expect(parseRosterCsv('"unclosed').errors).toEqual({ file: ['A quoted field is not closed'] });
  });
});
