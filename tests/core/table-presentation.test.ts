/**
 * How tables show numbers and what a spreadsheet or a web page gets (issue 28): numbers as
 * the rules publish them with the exact value kept, semantic HTML classes, CSV for Excel in
 * decimal-comma locales, and the shipped stylesheet.
 */
import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Fraction,
  formatTable,
  formatTableCsv,
  formatTableHtml,
  formatTableMarkdown,
  formatTableText,
  MindsportError,
  numberCell,
  STANDINGS_CSS,
  type StandingsTable,
  TABLE_FORMATS,
} from '../../src/index.js';

const root = new URL('../../', import.meta.url);

function errorOf(work: () => unknown): MindsportError {
  try {
    work();
  } catch (error) {
    if (error instanceof MindsportError) return error;
    throw error;
  }
  throw new Error('no error');
}

const fractionArb = fc
  .tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 1, max: 5000 }))
  .map(([numerator, denominator]) => Fraction.of(numerator, denominator));

describe('numbers as the rules publish them (numberCell)', () => {
  it('whole numbers and halves exactly, other values rounded to 2 decimals, the exact value kept', () => {
    expect(numberCell(Fraction.of(12))).toEqual({ text: '12', exact: '12' });
    expect(numberCell(Fraction.of(5, 2))).toEqual({ text: '2.5', exact: '2.5' });
    expect(numberCell(Fraction.of(-7, 2))).toEqual({ text: '-3.5', exact: '-3.5' });
    // The Sum-of-Squares score of the issue: 41650/737 = 56.5128…
    expect(numberCell(Fraction.of(41650, 737))).toEqual({ text: '56.51', exact: '41650/737' });
    expect(numberCell(Fraction.of(1, 4))).toEqual({ text: '0.25', exact: '0.25' });
    expect(numberCell(Fraction.of(1, 8))).toEqual({ text: '0.13', exact: '0.125' });
    expect(numberCell(Fraction.of(2, 3))).toEqual({ text: '0.67', exact: '2/3' });
    expect(numberCell(7)).toEqual({ text: '7' });
  });

  it('decimals sets the digits of a rounded value; halves stay halves even with 0 decimals', () => {
    expect(numberCell(Fraction.of(41650, 737), { decimals: 0 }).text).toBe('57');
    expect(numberCell(Fraction.of(41650, 737), { decimals: 4 }).text).toBe('56.5129');
    expect(numberCell(Fraction.of(1, 8), { decimals: 3 }).text).toBe('0.125');
    expect(numberCell(Fraction.of(5, 2), { decimals: 0 }).text).toBe('2.5');
    expect(numberCell(Fraction.of(1, 3), { decimals: 1 }).text).toBe('0.3');
  });

  it('a bad decimals option or an unknown option is refused', () => {
    expect(errorOf(() => numberCell(Fraction.ONE, { decimals: 21 })).code).toBe('OUT_OF_RANGE');
    expect(errorOf(() => numberCell(Fraction.ONE, { decimals: 1.5 })).code).toBe('NOT_AN_INTEGER');
    const unknown = errorOf(() => numberCell(Fraction.ONE, { decimal: 2 } as never));
    expect([unknown.code, unknown.message]).toEqual([
      'UNKNOWN_OPTION',
      'options.decimal: unknown option; did you mean "decimals"?',
    ]);
  });

  it('property: the exact value reads back as the value; the text is within half a unit of its last digit', () => {
    fc.assert(
      fc.property(fractionArb, fc.integer({ min: 0, max: 6 }), (value, decimals) => {
        const cell = numberCell(value, { decimals });
        expect(Fraction.parse(cell.exact!).equals(value)).toBe(true);
        const shown = Fraction.parse(cell.text);
        const error = shown.sub(value).abs();
        expect(error.compare(Fraction.of(1, 2).div(10 ** decimals)) <= 0).toBe(true);
        // Shown exactly whenever the value is a whole number or a half.
        if (value.mul(2).isInteger()) expect(shown.equals(value)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

const scored: StandingsTable = {
  caption: 'NM i Diplomacy',
  columns: [
    { header: 'Player', key: 'player' },
    { header: 'Score', key: 'score', numeric: true },
    { header: 'Decided by', key: 'decidedBy', classes: ['decided-by'] },
  ],
  rows: [
    { place: 1, placeLabel: '1', shared: false, cells: ['Bjørn', numberCell(Fraction.of(41650, 737)), ''] },
    { place: 2, placeLabel: '2', shared: false, cells: ['Åse', numberCell(Fraction.of(5, 2)), 'score'] },
  ],
};

describe('HTML: semantic classes and the exact value', () => {
  it('numeric columns carry class numeric on header and cells; data-exact on numbers, a title where rounded', () => {
    const lines = formatTableHtml(scored).split('\n');
    expect(lines[1]).toBe('<caption>NM i Diplomacy</caption>');
    expect(lines[2]).toBe(
      '<thead><tr><th scope="col" class="place" data-column="place">Place</th><th scope="col" data-column="player">Player</th><th scope="col" class="numeric" data-column="score">Score</th><th scope="col" class="decided-by" data-column="decidedBy">Decided by</th></tr></thead>',
    );
    expect(lines[4]).toBe(
      '<tr data-place="1" data-shared="false"><td class="place">1</td><td>Bjørn</td><td class="numeric" data-exact="41650/737" title="exactly 41650/737">56.51</td><td class="decided-by"></td></tr>',
    );
    expect(lines[5]).toContain(
      '<td class="numeric" data-exact="2.5">2.5</td><td class="decided-by">score</td>',
    );
  });

  it('exact: true shows the exact value (and needs no tooltip)', () => {
    expect(formatTableHtml(scored, { exact: true })).toContain(
      '<td class="numeric" data-exact="41650/737">41650/737</td>',
    );
    expect(formatTableText(scored, { exact: true })).toContain('41650/737');
    expect(formatTableMarkdown(scored, { exact: true })).toContain('| 41650/737 |');
  });

  it('a cell tooltip of its own keeps the exact value beside it', () => {
    const table: StandingsTable = {
      columns: [{ header: 'Oslo', numeric: true }],
      rows: [
        {
          place: 1,
          placeLabel: '1',
          shared: false,
          cells: [{ ...numberCell(Fraction.of(2, 3)), title: 'counted' }],
        },
      ],
    };
    expect(formatTableHtml(table)).toContain('title="counted (exactly 2/3)">0.67</td>');
  });

  it('a column class that is not a CSS class name is refused with its path', () => {
    const bad: StandingsTable = { columns: [{ header: 'x', classes: ['a"b'] }], rows: [] };
    const error = errorOf(() => formatTableHtml(bad));
    expect([error.code, error.path]).toEqual(['BAD_CLASS_NAME', ['columns', 0, 'classes', 0]]);
  });

  const text = fc.string({
    unit: fc.constantFrom('a', 'ø', ' ', '"', "'", '<', '>', '&', '/', '=', '\n'),
    maxLength: 10,
  });
  /** Every tag the renderer writes, with attribute values free of quotes and angle brackets. */
  const TAG = /<\/?[a-z]+(?: [a-z-]+="[^"<>]*")*>/g;

  it('property: every text is escaped — caption, headers, keys, cells, exact values and titles', () => {
    fc.assert(
      fc.property(
        text,
        fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(text, text, text), { maxLength: 4 }),
        (caption, columns, cells) => {
          const table: StandingsTable = {
            caption,
            placeHeader: caption,
            columns: columns.map(([header, key]) => ({ header, key })),
            rows: cells.map(([shown, exact, title], index) => ({
              place: index + 1,
              placeLabel: shown,
              shared: false,
              cells: columns.map(() => ({ text: shown, exact, title })),
            })),
          };
          for (const exactOption of [false, true]) {
            const outside = formatTableHtml(table, { exact: exactOption }).replace(TAG, '');
            expect(/[<>"]/.test(outside)).toBe(false);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

/** A reader of one CSV record with a given separator (fields as RFC 4180 quotes them). */
function readRecord(line: string, separator: string): string[] {
  const fields: string[] = [];
  let at = 0;
  for (;;) {
    let field = '';
    if (line[at] === '"') {
      at++;
      for (;;) {
        if (line[at] === '"' && line[at + 1] === '"') {
          field += '"';
          at += 2;
        } else if (line[at] === '"') {
          at++;
          break;
        } else field += line[at++];
      }
    } else {
      while (at < line.length && line[at] !== separator) field += line[at++];
    }
    fields.push(field);
    if (at >= line.length) return fields;
    expect(line[at]).toBe(separator);
    at++;
  }
}

describe('CSV for spreadsheets', () => {
  it('excel: a UTF-8 byte-order mark, ; between fields, a decimal comma in numeric columns only', () => {
    const csv = formatTableCsv(
      {
        ...scored,
        rows: [
          ...scored.rows,
          { place: 3, placeLabel: '3', shared: false, cells: ['Berg; Ann 2.5', numberCell(-4), 'game 2.5'] },
        ],
      },
      { excel: true },
    );
    expect(csv.startsWith('\uFEFFPlace;Player;Score;Decided by\r\n')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Place;Player;Score;Decided by',
      '1;Bjørn;56,51;',
      '2;Åse;2,5;score',
      '3;"Berg; Ann 2.5";-4;game 2.5',
      '',
    ]);
    // The UTF-8 bytes of ø follow the byte-order mark, as Excel needs to read them as UTF-8.
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('without excel: RFC 4180 with , and a decimal point; exact: true writes the exact values', () => {
    expect(formatTableCsv(scored).split('\r\n')[1]).toBe('1,Bjørn,56.51,');
    expect(formatTableCsv(scored, { exact: true }).split('\r\n')[1]).toBe('1,Bjørn,41650/737,');
    expect(formatTable(scored, 'csv', { excel: true, exact: true }).split('\r\n')[1]).toBe(
      '1;Bjørn;41650/737;',
    );
  });

  it('excel is refused outside CSV (it would be ignored there); unknown options are refused', () => {
    for (const format of TABLE_FORMATS.filter((name) => name !== 'csv')) {
      const error = errorOf(() => formatTable(scored, format, { excel: true }));
      expect([error.code, error.path]).toEqual(['BAD_OPTION', ['options', 'excel']]);
    }
    expect(errorOf(() => formatTableCsv(scored, { exel: true } as never)).message).toBe(
      'options.exel: unknown option; did you mean "excel"?',
    );
    expect(errorOf(() => formatTableCsv(scored, { excel: 'yes' } as never)).code).toBe('NOT_A_BOOLEAN');
  });

  it('property: an Excel CSV reads back field by field with ; (decimal commas in numeric columns)', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'ø', ';', ',', '"', ' ', '.', '1'), maxLength: 8 });
    fc.assert(
      fc.property(fc.array(fc.tuple(field, fractionArb), { maxLength: 5 }), (rows) => {
        const table: StandingsTable = {
          columns: [{ header: 'Name;x' }, { header: 'Points', numeric: true }],
          rows: rows.map(([name, value], index) => ({
            place: index + 1,
            placeLabel: String(index + 1),
            shared: false,
            cells: [name, numberCell(value)],
          })),
        };
        const csv = formatTableCsv(table, { excel: true });
        expect(csv.startsWith('\uFEFF')).toBe(true);
        // Names hold no line breaks here, so records are lines.
        const records = csv.slice(1).split('\r\n').slice(0, -1);
        expect(records.map((line) => readRecord(line, ';'))).toEqual([
          ['Place', 'Name;x', 'Points'],
          ...rows.map(([name, value], index) => [
            String(index + 1),
            name,
            numberCell(value).text.replace('.', ','),
          ]),
        ]);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the stylesheet (mindsport/styles.css)', () => {
  it('the package exports dist/styles.css, which the build writes from STANDINGS_CSS', () => {
    const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
    expect(manifest.exports['./styles.css']).toBe('./dist/styles.css');
    const built = new URL('dist/styles.css', root);
    // `npm test` builds first; a bare `vitest run` on a fresh clone has no dist/ yet.
    if (existsSync(built)) expect(readFileSync(built, 'utf8')).toBe(STANDINGS_CSS);
  });

  it('styles only the standings table: numbers right-aligned, phones scroll the table sideways', () => {
    const selectors = STANDINGS_CSS.replace(/\/\*[\s\S]*?\*\//g, '')
      .split('}')
      .map((block) => block.split('{')[0]!.trim())
      .filter((selector) => selector !== '' && !selector.startsWith('@media'));
    for (const selector of selectors.flatMap((list) => list.split(','))) {
      expect(selector.trim().startsWith('table.mindsport-standings')).toBe(true);
    }
    expect(STANDINGS_CSS).toMatch(/\.numeric,\s*table\.mindsport-standings \.place \{\s*text-align: right;/);
    expect(STANDINGS_CSS).toMatch(
      /@media \(max-width: 40em\) \{\s*table\.mindsport-standings \{\s*display: block;[^}]*overflow-x: auto;/,
    );
  });
});
