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
  TABLE_FORMATS,
} from '../../src/index.js';
import { errorOf } from '../helpers/errors.js';

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

const full: StandingsTable = {
  caption: 'Cup | 2026',
  placeHeader: 'Pl.',
  columns: [
    { header: 'Name', key: 'name' },
    { header: 'Pts', align: 'right', key: 'points' },
    { header: 'Note' },
  ],
  rows: [
    { place: 1, placeLabel: '1', shared: false, cells: ['Åse', '10', 'a\\b'] },
    {
      place: 2,
      placeLabel: '2–3',
      shared: true,
      classes: ['tie', 'top-3'],
      cells: ['Bo', '9', { text: 'x\ny', classes: ['counted', 'best'], title: 'T' }],
    },
    {
      place: 2,
      placeLabel: '2–3',
      shared: true,
      classes: [],
      cells: ['Cy', '9', { text: 'z', classes: [] }],
    },
  ],
};

const bare: StandingsTable = {
  columns: [{ header: 'Name' }],
  rows: [{ place: 1, placeLabel: '1', shared: false, cells: ['Ann'] }],
};

describe('standings tables: text, Markdown, CSV and HTML rendered character for character', () => {
  it('text: caption and blank line, place header, dashed rule of each width, right alignment, code-point widths', () => {
    expect(formatTableText(full)).toBe(
      [
        'Cup | 2026',
        '',
        'Pl.  Name  Pts  Note',
        '---  ----  ---  ----',
        '1    Åse    10  a\\b',
        '2–3  Bo      9  x\ny',
        '2–3  Cy      9  z',
      ].join('\n'),
    );
    expect(formatTableText(bare)).toBe(['Place  Name', '-----  ----', '1      Ann'].join('\n'));
  });

  it('markdown: caption bold and escaped, backslash doubled, line break as a space, right column ---:', () => {
    expect(formatTableMarkdown(full)).toBe(
      [
        '**Cup \\| 2026**',
        '',
        '| Pl. | Name | Pts | Note |',
        '| --- | --- | ---: | --- |',
        '| 1 | Åse | 10 | a\\\\b |',
        '| 2–3 | Bo | 9 | x y |',
        '| 2–3 | Cy | 9 | z |',
      ].join('\n'),
    );
    expect(formatTableMarkdown(bare)).toBe(['| Place | Name |', '| --- | --- |', '| 1 | Ann |'].join('\n'));
    expect(formatTableMarkdown({ ...bare, rows: [{ ...bare.rows[0]!, cells: ['a\r\nb\rc'] }] })).toBe(
      ['| Place | Name |', '| --- | --- |', '| 1 | a b c |'].join('\n'),
    );
  });

  it('csv: header record with the place header, no caption, CRLF after every record', () => {
    expect(formatTableCsv(full)).toBe(
      'Pl.,Name,Pts,Note\r\n1,Åse,10,a\\b\r\n2–3,Bo,9,"x\ny"\r\n2–3,Cy,9,z\r\n',
    );
    expect(formatTableCsv(bare)).toBe('Place,Name\r\n1,Ann\r\n');
  });

  it('html: caption, column keys, row and cell classes joined by one space, titles, empty class lists left out', () => {
    expect(formatTableHtml(full)).toBe(
      [
        '<table class="mindsport-standings">',
        '<caption>Cup | 2026</caption>',
        '<thead><tr><th scope="col" class="place" data-column="place">Pl.</th><th scope="col" data-column="name">Name</th><th scope="col" data-column="points">Pts</th><th scope="col">Note</th></tr></thead>',
        '<tbody>',
        '<tr data-place="1" data-shared="false"><td class="place">1</td><td>Åse</td><td>10</td><td>a\\b</td></tr>',
        '<tr class="tie top-3 shared" data-place="2" data-shared="true"><td class="place">2–3</td><td>Bo</td><td>9</td><td class="counted best" title="T">x\ny</td></tr>',
        '<tr class="shared" data-place="2" data-shared="true"><td class="place">2–3</td><td>Cy</td><td>9</td><td>z</td></tr>',
        '</tbody>',
        '</table>',
      ].join('\n'),
    );
    expect(formatTableHtml(bare)).toBe(
      [
        '<table class="mindsport-standings">',
        '<thead><tr><th scope="col" class="place" data-column="place">Place</th><th scope="col">Name</th></tr></thead>',
        '<tbody>',
        '<tr data-place="1" data-shared="false"><td class="place">1</td><td>Ann</td></tr>',
        '</tbody>',
        '</table>',
      ].join('\n'),
    );
  });

  it('formatTable hands each format to its own renderer', () => {
    expect(TABLE_FORMATS).toEqual(['text', 'markdown', 'csv', 'html']);
    expect(formatTable(full, 'text')).toBe(formatTableText(full));
    expect(formatTable(full, 'markdown')).toBe(formatTableMarkdown(full));
    expect(formatTable(full, 'csv')).toBe(formatTableCsv(full));
    expect(formatTable(full, 'html')).toBe(formatTableHtml(full));
  });
});

describe('standings tables: the row width, class names and the format are checked', () => {
  it('WRONG_ROW_WIDTH names the row (1-based in the message), its cell count and the column count', () => {
    const bad: StandingsTable = { ...bare, rows: [bare.rows[0]!, { ...bare.rows[0]!, cells: ['a', 'b'] }] };
    for (const render of [formatTableText, formatTableMarkdown, formatTableCsv, formatTableHtml]) {
      const error = errorOf(() => render(bad));
      expect(error.code).toBe('WRONG_ROW_WIDTH');
      expect(error.message).toBe('row 2 has 2 cells for 1 columns');
      expect(error.path).toEqual(['rows', 1, 'cells']);
      expect(error.value).toBe(2);
    }
  });

  it('BAD_CLASS_NAME quotes the name and points at the row or the cell', () => {
    const onRow: StandingsTable = { ...bare, rows: [{ ...bare.rows[0]!, classes: ['ok', '1bad'] }] };
    const rowError = errorOf(() => formatTableHtml(onRow));
    expect(rowError.code).toBe('BAD_CLASS_NAME');
    expect(rowError.message).toBe('"1bad" is not a CSS class name');
    expect(rowError.path).toEqual(['rows', 0, 'classes', 1]);
    expect(rowError.value).toBe('1bad');
    const onCell: StandingsTable = {
      ...bare,
      rows: [{ ...bare.rows[0]!, cells: [{ text: 'a', classes: ['a b'] }] }],
    };
    const cellError = errorOf(() => formatTableHtml(onCell));
    expect(cellError.message).toBe('"a b" is not a CSS class name');
    expect(cellError.path).toEqual(['rows', 0, 'cells', 0, 'classes', 0]);
    expect(cellError.value).toBe('a b');
  });

  it('UNKNOWN_TABLE_FORMAT lists the formats and carries the value', () => {
    const error = errorOf(() => formatTable(bare, 'pdf' as 'csv'));
    expect(error.code).toBe('UNKNOWN_TABLE_FORMAT');
    expect(error.message).toBe('format "pdf" is not one of text, markdown, csv, html');
    expect(error.value).toBe('pdf');
    expect(error.path).toEqual([]);
  });
});
