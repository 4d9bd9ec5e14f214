/**
 * The CSV tokenizer every results-sheet reader builds on (RFC 4180 plus what spreadsheets
 * write: BOM, CRLF, `;` delimiters, blank trailing lines). It is internal to the core (the
 * public readers are the modules' `parse…Csv`), so this file imports it directly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvSheet, csvRounds, headerKey, tokenizeCsv } from '../../src/core/csv.js';
import { MindsportError } from '../../src/core/index.js';

function syntaxError(text: string): MindsportError {
  try {
    tokenizeCsv(text);
  } catch (error) {
    if (error instanceof MindsportError) return error;
    throw error;
  }
  throw new Error(`no error for ${JSON.stringify(text)}`);
}

describe('the CSV tokenizer', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks; CRLF; BOM; skips blank lines', () => {
    const table = tokenizeCsv(
      '\uFEFFRound,Black\r\n1,"Berg, Ann"\r\n\r\n2,"say ""hi"""\r\n3,"two\nlines"\r\n,,\r\n\r\n',
    );
    expect(table.delimiter).toBe(',');
    expect(table.header).toEqual({ line: 1, fields: ['Round', 'Black'] });
    expect(table.records).toEqual([
      { line: 2, fields: ['1', 'Berg, Ann'] },
      { line: 4, fields: ['2', 'say "hi"'] },
      { line: 5, fields: ['3', 'two\nlines'] },
    ]);
  });

  it('finds ; or tab as the delimiter on the header line (Norwegian and Dutch spreadsheets)', () => {
    expect(tokenizeCsv('a;b\n1;2,5\n').records[0]?.fields).toEqual(['1', '2,5']);
    expect(tokenizeCsv('a\tb\n1\t2\n').records[0]?.fields).toEqual(['1', '2']);
    expect(tokenizeCsv('"a,b";c\n1;2\n').delimiter).toBe(';');
    expect(tokenizeCsv('a\n1\n').records).toEqual([{ line: 2, fields: ['1'] }]);
  });

  it('trims unquoted fields, keeps quoted ones as written; a trailing delimiter is an empty field', () => {
    expect(tokenizeCsv('a,b,c\n 1 , " x " ,\n').records[0]?.fields).toEqual(['1', ' x ', '']);
  });

  it('names line and column of syntax errors', () => {
    expect(syntaxError('a,b\n1,"x"y\n').message).toBe(
      'line 2, column 6: "y" after the closing quote of a field (a quote inside a quoted field is written "")',
    );
    expect(syntaxError('a,b\n1,x"y\n').message).toMatch(
      /^line 2, column 4: a quote inside an unquoted field/,
    );
    expect(syntaxError('a,b\n1,"x\ny,2\n').message).toBe(
      'line 2, column 3: quoted field not closed (a " is missing)',
    );
    expect(syntaxError('\r\n\r\n').message).toBe(
      'line 1, column 1: the file is empty (a header row is needed)',
    );
    // A line break inside a quoted field counts: the error after it is on line 3.
    expect(syntaxError('a,b\n"1\n2",x"\n').path).toEqual(['line', 3, 'column', 5]);
    expect(syntaxError('a,b\n1,"x"y\n').code).toBe('CSV_STRAY_QUOTE');
    expect(syntaxError('a,b\n1,"x\ny,2\n').code).toBe('CSV_UNCLOSED_QUOTE');
    expect(syntaxError('\r\n\r\n').code).toBe('CSV_NO_HEADER');
  });

  it('header names match ignoring case, spaces, _ and -', () => {
    expect(headerKey('Black discs')).toBe(headerKey('black_discs'));
    expect(headerKey('BLACK-DISCS')).toBe('blackdiscs');
  });

  it('property: any table written with RFC 4180 quoting (any delimiter, CRLF, LF or CR, BOM or not) reads back with its line numbers', () => {
    const field = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom('', ',', ';', '"', ' a ', '\r\n', '\n', 'Bjørn, "B"'),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(',', ';', '\t'),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.boolean(),
        fc.boolean(),
        (rows, delimiter, newline, bom, quoteAll) => {
          const header = ['round', 'black', 'white'];
          const quote = (value: string): string =>
            quoteAll || /[",;\t\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
          let text = bom ? '\uFEFF' : '';
          let line = 1;
          const expected: { line: number; fields: string[] }[] = [];
          for (const row of [header, ...rows]) {
            const written = row.map(quote).join(delimiter);
            if (row.some((value) => value !== '')) expected.push({ line, fields: row });
            text += written + newline;
            line += written.split(/\r\n|\n|\r/).length;
          }
          const table = tokenizeCsv(text);
          expect(table.delimiter).toBe(delimiter);
          expect([table.header, ...table.records]).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the sheet: rounds and the header line', () => {
  it('csvRounds: a round number far beyond the others is the first missing round, not a RangeError', () => {
    for (const far of [2 ** 32, Number.MAX_SAFE_INTEGER, 1e300]) {
      let missing: unknown;
      try {
        csvRounds(
          new Map([
            [1, 'a'],
            [far, 'z'],
          ]),
        );
      } catch (error) {
        missing = error;
      }
      expect(missing).toBeInstanceOf(MindsportError);
      expect([(missing as MindsportError).code, (missing as MindsportError).path]).toEqual([
        'CSV_ROUND_MISSING',
        ['rounds', 1],
      ]);
    }
  });

  it('csvRounds gives rounds 1 … the last in order; a round between without a row is CSV_ROUND_MISSING at [rounds, index]', () => {
    expect(
      csvRounds(
        new Map([
          [2, 'b'],
          [1, 'a'],
          [3, 'c'],
        ]),
      ),
    ).toEqual(['a', 'b', 'c']);
    expect(csvRounds(new Map())).toEqual([]);
    let missing: unknown;
    try {
      csvRounds(
        new Map([
          [1, 'a'],
          [4, 'd'],
          [2, 'b'],
        ]),
      );
    } catch (error) {
      missing = error;
    }
    expect(missing).toBeInstanceOf(MindsportError);
    expect((missing as MindsportError).code).toBe('CSV_ROUND_MISSING');
    expect((missing as MindsportError).path).toEqual(['rounds', 2]);
    expect((missing as MindsportError).message).toBe('no row for round 3 (the file has rounds up to 4)');
  });

  it('the header line is the first line that is not blank', () => {
    const columns = [{ name: 'round', required: true }];
    expect(new CsvSheet('round\n1\n', columns).headerLine).toBe(1);
    expect(new CsvSheet('\r\n,\n round\n1\n', columns).headerLine).toBe(3);
  });
});

describe('every parser is linear in its input (issue 23 §1): long runs of blanks in a field', () => {
  it('a header cell of a megabyte of spaces between two letters is an unknown column, at its place', () => {
    const text = `K${' '.repeat(1 << 20)}EROUND,board\n1,1`;
    expect(() => new CsvSheet(text, [{ name: 'round', required: true }])).toThrowError(
      expect.objectContaining({ code: 'CSV_UNKNOWN_COLUMN', path: ['line', 1, 'column', 1] }),
    );
  });

  it('a megabyte value is cut in the message (80 characters of it), so a refusal stays short', () => {
    const long = 'x'.repeat(1 << 20);
    const columns = [
      { name: 'round', required: true },
      { name: 'black', required: true },
    ];
    const cases: [string, string][] = [
      [`${long},round\n`, 'CSV_UNKNOWN_COLUMN'],
      [`round,black\n${long},Ann\n`, 'NOT_AN_INTEGER'],
      // A known column written with a megabyte of underscores, and a column missing.
      [`black${'_'.repeat(1 << 20)}\n`, 'CSV_MISSING_COLUMN'],
    ];
    for (const [text, code] of cases) {
      let error: unknown;
      try {
        const sheet = new CsvSheet(text, columns);
        for (const record of sheet.records) sheet.wholeNumber(record, 'round', 1);
      } catch (thrown) {
        error = thrown;
      }
      expect((error as MindsportError).code).toBe(code);
      expect((error as MindsportError).message.length, code).toBeLessThan(300);
    }
  });

  it('trailing blanks of a field are trimmed, inner blanks kept', () => {
    expect(tokenizeCsv('a  b   ,c\n1,2').header.fields).toEqual(['a  b', 'c']);
  });
});
