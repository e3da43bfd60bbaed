import { parseRosterCsv, RosterImportInputSchema, type RosterQuestion } from '@matchday/domain';

/** A problem with an answer to one of the league's questions: the dialog says it in the user's language. */
export interface AnswerProblem {
  question_id: string;
  /** The domain's message (ANSWER_MESSAGES), or null for a required question's missing column. */
  message: string | null;
}

/** Why a line or the file is refused: the API's text, or a problem with an answer. */
export type ImportReason = string | AnswerProblem;

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

const ROW_KEY = /^rows\.(\d+)(?:\.answers\.(.+))?$/;
const FILE_ANSWER_KEY = /^file\.answers\.(.+)$/;

/**
 * Turns the field errors of a refused import (`rows.<line>` per bad line, `rows.<line>.answers.<question
 * id>` per bad answer, `file` for the whole file, `file.answers.<question id>` for a required question's
 * missing column, any other key about the request itself) into a report ordered by line.
 */
export function importReport(errors: Readonly<Record<string, readonly string[]>>): ImportReport {
  const fileErrors: ImportReason[] = [];
  const byLine = new Map<number, ImportReason[]>();
  for (const [key, messages] of Object.entries(errors)) {
    const row = ROW_KEY.exec(key);
    const missingColumn = FILE_ANSWER_KEY.exec(key);
    if (row) {
      const questionId = row[2];
      const reasons = questionId ? messages.map((message) => ({ question_id: questionId, message })) : messages;
      byLine.set(Number(row[1]), [...(byLine.get(Number(row[1])) ?? []), ...reasons]);
    } else if (missingColumn?.[1]) fileErrors.push({ question_id: missingColumn[1], message: null });
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
