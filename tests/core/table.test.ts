import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvField,
  escapeHtml,
  formatTable,
  formatTableCsv,
  formatTableHtml,
  formatTableMarkdown,
  formatTableText,
  MindsportError,
  type StandingsTable,
} from '../../src/index.js';

const shared: StandingsTable = {
  caption: 'Oslo Open <2026>',
  columns: [
    { header: 'Name', key: 'name' },
    { header: 'Points', align: 'right', key: 'points' },
    { header: 'Oslo' },
  ],
  rows: [
    { place: 1, placeLabel: '1', shared: false, cells: ['Ann', '5', { text: '12', classes: ['counted'] }] },
    {
      place: 2,
      placeLabel: '2–3',
      shared: true,
      cells: ['Bjørn "B", Jr', '4.5', { text: '9', classes: ['dropped'], title: 'not counted' }],
    },
    { place: 2, placeLabel: '2–3', shared: true, cells: ['<script>x</script>', '4.5', "a|b & c's"] },
  ],
};

/** A strict RFC 4180 reader (naive reference): records of fields, CRLF line ends. */
function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let index = 0;
  let quoted = false;
  while (index < text.length) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (character === '"') quoted = false;
      else field += character;
      index++;
      continue;
    }
    if (character === '"' && field === '') quoted = true;
    else if (character === ',') {
      record.push(field);
      field = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index++;
    } else if (character === '"' || character === '\r' || character === '\n') {
      throw new Error(`bare ${JSON.stringify(character)} at ${index}`);
    } else field += character;
    index++;
  }
  expect(field).toBe('');
  expect(record).toEqual([]);
  return records;
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const cellText = fc.string({
  unit: fc.constantFrom('a', 'ø', ' ', ',', '"', '\r', '\n', '<', '>', '&', "'", '|', '–', '\\'),
  maxLength: 12,
});

describe('HTML output', () => {
  it('escapes every text and marks shared places with data attributes', () => {
    const html = formatTableHtml(shared);
    expect(html.startsWith('<table class="mindsport-standings">')).toBe(true);
    expect(html).toContain('<caption>Oslo Open &lt;2026&gt;</caption>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('Bjørn &quot;B&quot;, Jr');
    expect(html).toContain('a|b &amp; c&#39;s');
    const rows = html.split('\n').filter((line) => line.startsWith('<tr'));
    expect(rows.map((row) => /data-place="(\d+)" data-shared="(\w+)"/.exec(row)?.slice(1))).toEqual([
      ['1', 'false'],
      ['2', 'true'],
      ['2', 'true'],
    ]);
    expect(html).toContain('<td class="counted">12</td>');
    expect(html).toContain('<td class="dropped" title="not counted">9</td>');
    expect(html).toContain('<th scope="col" data-column="points">Points</th>');
    expect(rows.map((row) => row.startsWith('<tr class="shared"'))).toEqual([false, true, true]);
  });

  it('property: escaped text holds no markup characters and unescapes to the original', () => {
    fc.assert(
      fc.property(cellText, (text) => {
        const escaped = escapeHtml(text);
        expect(/[<>"']/.test(escaped)).toBe(false);
        expect(unescapeHtml(escaped)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('rejects a class that could break out of the attribute', () => {
    const bad: StandingsTable = {
      columns: [{ header: 'x' }],
      rows: [
        { place: 1, placeLabel: '1', shared: false, cells: [{ text: 'a', classes: ['a" onclick="x'] }] },
      ],
    };
    expect(() => formatTableHtml(bad)).toThrow(MindsportError);
    try {
      formatTableHtml(bad);
    } catch (error) {
      expect((error as MindsportError).path).toEqual(['rows', 0, 'cells', 0, 'classes', 0]);
    }
  });
});

describe('CSV output (RFC 4180)', () => {
  it('quotes commas, quotes and line breaks only', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
  });

  it('writes shared places on every row, CRLF record ends', () => {
    const csv = formatTableCsv(shared);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(readCsv(csv)).toEqual([
      ['Place', 'Name', 'Points', 'Oslo'],
      ['1', 'Ann', '5', '12'],
      ['2–3', 'Bjørn "B", Jr', '4.5', '9'],
      ['2–3', '<script>x</script>', '4.5', "a|b & c's"],
    ]);
  });

  it('property: a reference RFC 4180 reader gets every field back', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cellText, { minLength: 2, maxLength: 2 }), { maxLength: 5 }), (cells) => {
        const table: StandingsTable = {
          columns: [{ header: 'a,"b"' }, { header: 'c' }],
          rows: cells.map((row, index) => ({
            place: index + 1,
            placeLabel: String(index + 1),
            shared: false,
            cells: row,
          })),
        };
        expect(readCsv(formatTableCsv(table))).toEqual([
          ['Place', 'a,"b"', 'c'],
          ...cells.map((row, index) => [String(index + 1), ...row]),
        ]);
      }),
      { numRuns: 200 },
    );
  });
});

describe('text and Markdown output', () => {
  it('aligns columns by code points and right-aligns numbers', () => {
    const lines = formatTableText(shared).split('\n');
    expect(lines[0]).toBe('Oslo Open <2026>');
    expect(lines[2]).toBe('Place  Name                Points  Oslo');
    expect(lines[5]).toBe('2–3    Bjørn "B", Jr          4.5  9');
  });

  it('escapes pipes and keeps one line per row in Markdown', () => {
    const lines = formatTableMarkdown(shared).split('\n');
    expect(lines[2]).toBe('| Place | Name | Points | Oslo |');
    expect(lines[3]).toBe('| --- | --- | ---: | --- |');
    expect(lines[6]).toBe("| 2–3 | <script>x</script> | 4.5 | a\\|b & c's |");
    const table: StandingsTable = {
      columns: [{ header: 'x' }],
      rows: [{ place: 1, placeLabel: '1', shared: false, cells: ['two\nlines'] }],
    };
    expect(formatTableMarkdown(table).split('\n')).toHaveLength(3);
  });

  it('property: every Markdown row has exactly one unescaped pipe per column boundary', () => {
    fc.assert(
      fc.property(cellText, (text) => {
        const table: StandingsTable = {
          columns: [{ header: 'x' }],
          rows: [{ place: 1, placeLabel: '1', shared: false, cells: [text] }],
        };
        const row = formatTableMarkdown(table).split('\n')[2]!;
        const pipes = row.replace(/\\\\/g, '').replace(/\\\|/g, '').split('|').length - 1;
        expect(pipes).toBe(3);
      }),
      { numRuns: 200 },
    );
  });
});

describe('checks', () => {
  it('rejects a row of the wrong width with its path, and an unknown format', () => {
    const bad: StandingsTable = {
      columns: [{ header: 'x' }],
      rows: [{ place: 1, placeLabel: '1', shared: false, cells: [] }],
    };
    for (const format of ['text', 'markdown', 'csv', 'html'] as const) {
      expect(() => formatTable(bad, format)).toThrow(/row 1 has 0 cells for 1 columns/);
    }
    expect(() => formatTable(shared, 'pdf' as 'csv')).toThrow(/format "pdf"|format 'pdf'|pdf/);
  });
});
