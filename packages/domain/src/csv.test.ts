import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv, unguardCsvField } from './csv.js';

describe('toCsv', () => {
  it('quotes fields with commas, quotes and line breaks, and ends lines with CRLF', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'two\nlines', null, 3]])).toBe('a,"b,c","say ""hi""","two\nlines",,3\r\n');
  });

  it('neutralises spreadsheet formulas', () => {
    expect(toCsv([['=SUM(A1)', '+1', '-2', '@x', 'ok']])).toBe("'=SUM(A1),'+1,'-2,'@x,ok\r\n");
  });

  // OWASP ASVS 5.0 §1.2.10 ('=', '+', '-', '@', tab, NUL), OWASP's carriage return, and line feed.
  it.each([
    ['=', '=1+1', "'=1+1"],
    ['+', '+1+1', "'+1+1"],
    ['-', '-1+1', "'-1+1"],
    ['@', '@SUM(A1)', "'@SUM(A1)"],
    ['tab', '\t=1+1', "'\t=1+1"],
    ['carriage return', '\r=1+1', `"'\r=1+1"`],
    ['line feed', '\n=1+1', `"'\n=1+1"`],
    ['NUL', '\0=1+1', "'\0=1+1"],
  ])('guards a cell starting with %s by a single quote', (_name, cell, written) => {
    expect(toCsv([[cell, 'ok']])).toBe(`${written},ok\r\n`);
  });

  it('guards a quote before a formula start too, so the quote the cell had is kept', () => {
    expect(toCsv([["'=1+1", "''@x", "'tis", 'a=b', ' =1']])).toBe("''=1+1,'''@x,'tis,a=b, =1\r\n");
  });

  it('leaves other starts alone', () => {
    expect(toCsv([['Ann', '1-2', 'x@example.com', '(555) 123', '#1', '']])).toBe('Ann,1-2,x@example.com,(555) 123,#1,\r\n');
  });
});

describe('parseCsv', () => {
  it('reads what toCsv writes', () => {
    const rows = [
      ['team', 'name'],
      ['Red, Inc', 'He said "go"'],
      ['', 'multi\nline'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it('accepts LF endings, a byte-order mark, and drops blank lines', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps empty fields and a last line without a line break', () => {
    expect(parseCsv('a,,c\r\n,,')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
  });

  it('throws on an unterminated quote', () => {
    expect(() => parseCsv('a,"b\n')).toThrow('A quoted field is not closed');
  });
});

describe('unguardCsvField', () => {
  it('drops only the quote that guards a formula-like start', () => {
    expect(unguardCsvField("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(unguardCsvField("'+44 20")).toBe('+44 20');
    expect(unguardCsvField("'\tx")).toBe('\tx');
    expect(unguardCsvField("'\rx")).toBe('\rx');
    expect(unguardCsvField("''=x")).toBe("'=x");
    expect(unguardCsvField("'tis")).toBe("'tis");
    expect(unguardCsvField('plain')).toBe('plain');
  });
});

describe('export then import', () => {
  const CELLS = [
    '=SUM(A1)',
    '+44 20 7946 0000',
    '-Dashers',
    '@nn',
    '\tTabbed',
    '\t=1+1',
    '\rReturn',
    '\r=1+1',
    '\r\n=1+1',
    '\nFeed',
    '\0x',
    "'=1+1",
    "''=1+1",
    "'\tx",
    "'tis",
    "''",
    "'",
    'plain',
    '',
    'a,b',
    'say "hi"',
    'two\nlines',
    ' =1',
  ];

  it.each(CELLS.map((cell) => [JSON.stringify(cell), cell]))('gives back %s unchanged', (_label, cell) => {
    const [row] = parseCsv(toCsv([[cell, 'end']]));
    expect(row?.map(unguardCsvField)).toEqual([cell, 'end']);
  });

  it('gives back a whole table of tab and carriage-return cells', () => {
    const rows = [
      ['team', 'name', 'note'],
      ['\tRed', '\r=HYPERLINK("x")', '\t\r'],
      ['\r', '\t', "'\r"],
    ];
    expect(parseCsv(toCsv(rows)).map((row) => row.map(unguardCsvField))).toEqual(rows);
  });
});
