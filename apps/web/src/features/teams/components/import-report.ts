import { parseRosterCsv, RosterImportInputSchema } from '@matchday/domain';

export interface ImportReportRow {
  /** The line of the file, as a spreadsheet numbers it (the header is line 1). */
  line: number;
  reasons: string[];
}

/** Why an import was refused: problems with the file as a whole, and each bad line with its reasons. */
export interface ImportReport {
  fileErrors: string[];
  rows: ImportReportRow[];
}

const ROW_KEY = /^rows\.(\d+)$/;

/**
 * Turns the field errors of a refused import (`rows.<line>` per bad line, `file` for the whole file, any
 * other key about the request itself) into a report ordered by line.
 */
export function importReport(errors: Readonly<Record<string, readonly string[]>>): ImportReport {
  const fileErrors: string[] = [];
  const rows: ImportReportRow[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const match = ROW_KEY.exec(key);
    if (match) rows.push({ line: Number(match[1]), reasons: [...messages] });
    else fileErrors.push(...messages);
  }
  rows.sort((a, b) => a.line - b.line);
  return { fileErrors, rows };
}

export const isEmptyReport = (report: ImportReport): boolean => report.fileErrors.length === 0 && report.rows.length === 0;

/**
 * The checks a file can get before it is sent, with the same rules as the API: its size and every row
 * parsed. The API then checks what needs the database (registrations, capacity) and reports the same way.
 */
export function precheckRosterCsv(csv: string): ImportReport {
  const input = RosterImportInputSchema.safeParse({ csv });
  if (!input.success) return { fileErrors: input.error.issues.map((issue) => issue.message), rows: [] };
  return importReport(parseRosterCsv(csv).errors);
}
