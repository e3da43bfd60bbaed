import { z } from 'zod';
import type { GivenAnswer } from './answers.js';
import { parseCsv, unguardCsvField } from './csv.js';
import { headerKey, locateQuestionColumns, missingQuestionColumns, readRowAnswers, type RosterQuestion } from './roster-csv-answers.js';
import { PlayerInputSchema } from './schemas/players.js';
import { fieldMessage, messageOfIssue } from './validation-messages.js';

export type { RosterQuestion } from './roster-csv-answers.js';

/** Columns of a league's players-and-teams CSV, for import and export alike. An empty team means a free agent. */
export const ROSTER_CSV_COLUMNS = ['team', 'captain', 'first_name', 'last_name', 'email', 'phone', 'payment_status'] as const;
export type RosterCsvColumn = (typeof ROSTER_CSV_COLUMNS)[number];
/**
 * The columns an import reads: payment_status is exported (derived from the league's ledger) but never imported, since
 * money is recorded on the Payments tab; a file may keep the column, its values are ignored.
 */
const IMPORTED_COLUMNS = ROSTER_CSV_COLUMNS.filter((column) => column !== 'payment_status');

/** The header of a league's roster CSV: the fixed columns, then one per question it attaches, headed by the question's label. */
export const rosterCsvHeader = (questions: readonly Pick<RosterQuestion, 'label'>[]): string[] => [
  ...ROSTER_CSV_COLUMNS,
  ...questions.map((question) => question.label),
];

export const MAX_IMPORT_ROWS = 2000;

export interface RosterCsvRow {
  /** 2-based line number in the file (line 1 is the header), as a spreadsheet shows it. */
  line: number;
  team: string | null;
  captain: boolean;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  /** The row's answers to the league's questions, checked; blank ones left out. */
  answers: GivenAnswer[];
}

export type RowErrors = Record<string, string[]>;

const RowSchema = z.object({
  team: z
    .string()
    .trim()
    .max(80)
    .transform((value) => (value === '' ? null : value)),
  captain: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => ['', 'yes', 'no', 'true', 'false', 'y', 'n', '1', '0'].includes(value), { message: fieldMessage('yesOrNo') })
    .transform((value) => ['yes', 'true', 'y', '1'].includes(value)),
  first_name: PlayerInputSchema.shape.first_name,
  last_name: PlayerInputSchema.shape.last_name,
  email: PlayerInputSchema.shape.email,
  phone: PlayerInputSchema.shape.phone,
});

/** A line's problem with one of its columns, keyed `rows.<line>.<column>`, said by a message token. */
const addError = (errors: RowErrors, line: number, column: RosterCsvColumn, message: string) => {
  const key = `rows.${line}.${column}`;
  errors[key] = [...(errors[key] ?? []), message];
};

/**
 * Reads a roster CSV. Every row is checked, its answers to the league's questions too (one column
 * each, by label); the result has either the rows or the reasons each bad line is refused, keyed
 * `rows.<line>.<column>` (`rows.<line>.answers.<question_id>` for an answer; a file-level problem is
 * keyed `file`, `file.answers.<question_id>` for a required question's missing column). Every reason
 * is a message token, so each reader says it in their language. Checks that need the database
 * (capacity, existing registrations) are the API's.
 */
export function parseRosterCsv(text: string, questions: readonly RosterQuestion[] = []): { rows: RosterCsvRow[]; errors: RowErrors } {
  const errors: RowErrors = {};
  let table: string[][];
  try {
    table = parseCsv(text);
  } catch {
    // The one way a CSV text fails to parse.
    return { rows: [], errors: { file: [fieldMessage('csvQuoteNotClosed')] } };
  }
  const [header, ...body] = table;
  const columns = (header ?? []).map(headerKey);
  const missing = IMPORTED_COLUMNS.filter((column) => !columns.includes(column));
  if (!header || missing.length > 0) return { rows: [], errors: { file: [fieldMessage('missingColumns', { columns: missing.join(', ') })] } };
  const located = locateQuestionColumns(header, new Set(ROSTER_CSV_COLUMNS.map((column) => columns.indexOf(column))), questions);
  const missingQuestions = missingQuestionColumns(questions, located);
  if (Object.keys(missingQuestions).length > 0) return { rows: [], errors: missingQuestions };
  if (body.length === 0) return { rows: [], errors: { file: [fieldMessage('noRows')] } };
  if (body.length > MAX_IMPORT_ROWS) return { rows: [], errors: { file: [fieldMessage('tooManyRows', { max: MAX_IMPORT_ROWS })] } };

  const rows: RosterCsvRow[] = [];
  body.forEach((cells, index) => {
    const line = index + 2;
    const record = Object.fromEntries(IMPORTED_COLUMNS.map((column) => [column, unguardCsvField(cells[columns.indexOf(column)] ?? '')]));
    const parsed = RowSchema.safeParse(record);
    const answered = readRowAnswers(cells, line, questions, located);
    Object.assign(errors, answered.errors);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const message = messageOfIssue(issue);
        addError(errors, line, issue.path[0] as RosterCsvColumn, fieldMessage(message.id, message.values));
      }
      return;
    }
    if (parsed.data.captain && !parsed.data.team) addError(errors, line, 'captain', fieldMessage('freeAgentCaptain'));
    else if (Object.keys(answered.errors).length === 0) rows.push({ line, ...parsed.data, answers: answered.answers });
  });

  const emails = new Map<string, number>();
  const captains = new Map<string, number>();
  for (const row of rows) {
    const earlier = emails.get(row.email);
    if (earlier) addError(errors, row.line, 'email', fieldMessage('emailOnEarlierLine', { line: earlier }));
    else emails.set(row.email, row.line);
    if (row.captain && row.team) {
      const team = row.team.toLowerCase();
      const captainLine = captains.get(team);
      if (captainLine) addError(errors, row.line, 'captain', fieldMessage('captainOnEarlierLine', { line: captainLine }));
      else captains.set(team, row.line);
    }
  }
  return { rows: Object.keys(errors).length > 0 ? [] : rows, errors };
}
