import { describe, expect, it } from 'vitest';
import { ANSWER_MESSAGES, fieldMessage, ROSTER_CSV_COLUMNS } from '@matchday/domain';
import { importReport, isEmptyReport, precheckRosterCsv } from './import-report';
import { rosterFileName, rosterTemplateCsv, slugifyName } from './roster-files';
import { noteQuestion, shirtQuestion } from '../../../testing/fixtures';

describe('importReport', () => {
  it('lists each bad line with its reasons by column, ordered by line, and the file-level errors apart', () => {
    const report = importReport({
      'rows.12.email': [fieldMessage('emailOnEarlierLine', { line: 3 })],
      file: ['More teams than the league has room for (8)'],
      'rows.3.first_name': [fieldMessage('required')],
      'rows.3.email': [fieldMessage('invalidEmail')],
      'rows.10.team': ['Hawks is full'],
    });
    expect(report.rows).toEqual([
      {
        line: 3,
        reasons: [
          { column: 'first_name', message: fieldMessage('required') },
          { column: 'email', message: fieldMessage('invalidEmail') },
        ],
      },
      { line: 10, reasons: [{ column: 'team', message: 'Hawks is full' }] },
      { line: 12, reasons: [{ column: 'email', message: fieldMessage('emailOnEarlierLine', { line: 3 }) }] },
    ]);
    expect(report.fileErrors).toEqual(['More teams than the league has room for (8)']);
  });

  it('reads the answer problems of a line and a required question’s missing column', () => {
    expect(importReport({ 'rows.4.answers.Q1': ['Required'], 'rows.4.email': ['Also on line 2'], 'file.answers.Q2': ['Missing column “Size”'] })).toEqual({
      fileErrors: [{ question_id: 'Q2', message: null }],
      rows: [
        {
          line: 4,
          reasons: [
            { question_id: 'Q1', message: 'Required' },
            { column: 'email', message: 'Also on line 2' },
          ],
        },
      ],
    });
  });

  it('keeps errors about the request itself with the file errors', () => {
    expect(importReport({ csv: ['Required'] })).toEqual({ fileErrors: ['Required'], rows: [] });
    expect(isEmptyReport(importReport({}))).toBe(true);
  });
});

describe('precheckRosterCsv', () => {
  const header = ROSTER_CSV_COLUMNS.join(',');

  it('accepts a well-formed file', () => {
    expect(isEmptyReport(precheckRosterCsv(`${header}\nHawks,yes,Ann,Lee,ann@example.com,,paid\n,no,Bo,Ray,bo@example.com,,\n`, []))).toBe(true);
  });

  it('reports bad lines by their line number in the file', () => {
    const report = precheckRosterCsv(`${header}\nHawks,yes,Ann,Lee,ann@example.com,,paid\n,yes,Bo,Ray,not-an-email,,\n`, []);
    expect(report.rows.map((row) => row.line)).toEqual([3]);
    expect(report.rows[0]?.reasons).toContainEqual({ column: 'email', message: fieldMessage('invalidEmail') });
  });

  it('reports a missing column and an empty file as file errors', () => {
    expect(precheckRosterCsv('team,first_name\nHawks,Ann\n', []).fileErrors).toEqual([
      fieldMessage('missingColumns', { columns: 'captain, last_name, email, phone' }),
    ]);
    expect(precheckRosterCsv('', []).fileErrors).toEqual([fieldMessage('required')]);
  });

  it('checks the answers in the league’s question columns, naming the question of each problem', () => {
    const withQuestions = `${header},Shirt size,Anything we should know?`;
    expect(isEmptyReport(precheckRosterCsv(`${withQuestions}\nHawks,yes,Ann,Lee,ann@example.com,,paid,m,\n`, [shirtQuestion, noteQuestion]))).toBe(true);
    const report = precheckRosterCsv(`${withQuestions}\nHawks,yes,Ann,Lee,ann@example.com,,paid,,\nHawks,no,Bo,Ray,bo@example.com,,,XL,\n`, [
      shirtQuestion,
      noteQuestion,
    ]);
    expect(report).toEqual({
      fileErrors: [],
      rows: [
        { line: 2, reasons: [{ question_id: shirtQuestion.question_id, message: ANSWER_MESSAGES.required }] },
        { line: 3, reasons: [{ question_id: shirtQuestion.question_id, message: ANSWER_MESSAGES.notAnOption }] },
      ],
    });
    expect(precheckRosterCsv(`${header}\nHawks,yes,Ann,Lee,ann@example.com,,paid\n`, [shirtQuestion]).fileErrors).toEqual([
      { question_id: shirtQuestion.question_id, message: null },
    ]);
  });
});

describe('roster files', () => {
  it('names the export after the league', () => {
    expect(slugifyName('Été Volleyball — Fall 2026!')).toBe('ete-volleyball-fall-2026');
    expect(rosterFileName('Monday Night Hoops')).toBe('roster-monday-night-hoops.csv');
    expect(rosterFileName('排球')).toBe('roster-league.csv');
  });

  it('builds the template from the import columns and the league’s questions', () => {
    expect(rosterTemplateCsv([])).toBe(`${ROSTER_CSV_COLUMNS.join(',')}\r\n`);
    expect(rosterTemplateCsv([shirtQuestion, noteQuestion])).toBe(`${ROSTER_CSV_COLUMNS.join(',')},Shirt size,Anything we should know?\r\n`);
    expect(isEmptyReport(precheckRosterCsv(rosterTemplateCsv([]), []))).toBe(false);
  });
});
