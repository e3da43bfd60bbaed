/** RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled; lines end with CRLF. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * A start a spreadsheet may read as a formula (OWASP ASVS 5.0 §1.2.10: '=', '+', '-', '@', tab and NUL;
 * OWASP's CSV-injection page adds carriage return; line feed is guarded like it). Apostrophes before one
 * count too, so that a value which itself starts with a quote and a formula character ("'=x") is guarded
 * as well and reads back unchanged: `unguardCsvField` then drops exactly the one quote `toCsv` added.
 */
const FORMULA_START = /^'*[=+\-@\t\r\n\0]/;

function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A formula-like start would run in a spreadsheet: prefix a single quote, which shows the text as it is.
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Parses CSV text into rows of fields. Accepts CRLF or LF, quoted fields with doubled quotes and line
 * breaks, and a leading byte-order mark. Blank lines are dropped. Throws on an unterminated quote.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    field = '';
  };
  while (index < source.length) {
    const char = source[index] as string;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      index += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      endRow();
      if (char === '\r' && source[index + 1] === '\n') index += 1;
    } else field += char;
    index += 1;
  }
  if (quoted) throw new Error('A quoted field is not closed');
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** A field as it was before `toCsv` guarded it: the quote put before a formula-like start is dropped. */
export const unguardCsvField = (field: string): string => (field.startsWith("'") && FORMULA_START.test(field.slice(1)) ? field.slice(1) : field);
