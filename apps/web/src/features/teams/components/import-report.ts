import { parseRosterCsv, ROSTER_CSV_COLUMNS, RosterImportInputSchema, type RosterCsvColumn, type RosterQuestion } from '@matchday/domain';

/** A problem with an answer to one of the league's questions: the dialog says it in the user's language. */
export interface AnswerProblem {
  question_id: string;
  /** The domain's message (ANSWER_MESSAGES), or null for a required question's missing column. */
  message: string | null;
}

/** A problem with one of a line's fixed columns: the message (a token, or a text the API has no id for) names what is wrong. */
export interface ColumnProblem {
  column: RosterCsvColumn;
  message: string;
}

/** Why a line or the file is refused: the API's message, a problem with a column, or a problem with an answer. */
export type ImportReason = string | ColumnProblem | AnswerProblem;

export interface ImportReportRow {
  /** The line of the file, as a spreadsheet numbers it (the header is line 1). */
  line: number;
  reasons: ImportReason[];
}

/** Why an import was refused: problems with the file as a whole, and each bad line with its reasons. */
export interface ImportReport {
  fileErrors: ImportReason[];
  rows: ImportReportRow[];
}

const ROW_KEY = /^rows\.(\d+)\.(?:answers\.(.+)|(\w+))$/;
const isColumn = (name: string | undefined): name is RosterCsvColumn => (ROSTER_CSV_COLUMNS as readonly (string | undefined)[]).includes(name);
const FILE_ANSWER_KEY = /^file\.answers\.(.+)$/;

/** The line a key names and the reasons it gives there; null for a key about the file or the request. */
function lineReasons(key: string, messages: readonly string[]): { line: number; reasons: ImportReason[] } | null {
  const [, line, questionId, column] = ROW_KEY.exec(key) ?? [];
  if (!line) return null;
  if (questionId) return { line: Number(line), reasons: messages.map((message) => ({ question_id: questionId, message })) };
  if (isColumn(column)) return { line: Number(line), reasons: messages.map((message) => ({ column, message })) };
  return null;
}

/**
 * Turns the field errors of a refused import (`rows.<line>.<column>` per bad column, `rows.<line>.answers.
 * <question id>` per bad answer, `file` for the whole file, `file.answers.<question id>` for a required
 * question's missing column, any other key about the request itself) into a report ordered by line.
 */
export function importReport(errors: Readonly<Record<string, readonly string[]>>): ImportReport {
  const fileErrors: ImportReason[] = [];
  const byLine = new Map<number, ImportReason[]>();
  for (const [key, messages] of Object.entries(errors)) {
    const row = lineReasons(key, messages);
    const missingColumn = FILE_ANSWER_KEY.exec(key);
    if (row) byLine.set(row.line, [...(byLine.get(row.line) ?? []), ...row.reasons]);
    else if (missingColumn?.[1]) fileErrors.push({ question_id: missingColumn[1], message: null });
    else fileErrors.push(...messages);
  }
  const rows = [...byLine].map(([line, reasons]) => ({ line, reasons })).sort((a, b) => a.line - b.line);
  return { fileErrors, rows };
}

export const isEmptyReport = (report: ImportReport): boolean => report.fileErrors.length === 0 && report.rows.length === 0;

/**
 * The checks a file can get before it is sent, with the same rules as the API: its size and every row
 * parsed, answers to the league's questions too. The API then checks what needs the database
 * (registrations, capacity) and reports the same way.
 */
export function precheckRosterCsv(csv: string, questions: readonly RosterQuestion[]): ImportReport {
  const input = RosterImportInputSchema.safeParse({ csv });
  if (!input.success) return { fileErrors: input.error.issues.map((issue) => issue.message), rows: [] };
  return importReport(parseRosterCsv(csv, questions).errors);
}
