import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv, unguardCsvField } from './csv.js';

describe('toCsv', () => {
  it('quotes fields with commas, quotes and line breaks, and ends lines with CRLF', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'two\nlines', null, 3]])).toBe('a,"b,c","say ""hi""","two\nlines",,3\r\n');
  });

  it('neutralises spreadsheet formulas', () => {
    expect(toCsv([['=SUM(A1)', '+1', '-2', '@x', 'ok']])).toBe("'=SUM(A1),'+1,'-2,'@x,ok\r\n");
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
    expect(unguardCsvField("'tis")).toBe("'tis");
    expect(unguardCsvField('plain')).toBe('plain');
  });
});
