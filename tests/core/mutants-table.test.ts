// Mutation testing (issue #13), core table.ts: the survivors of the first measurement
// (2026-11-30) showed that no test pinned whole renderings or the error details. These tests
// compare every format's output with a literal, character for character.
import { describe, expect, it } from 'vitest';
import {
  formatTable,
  formatTableCsv,
  formatTableHtml,
  formatTableMarkdown,
  formatTableText,
  type StandingsTable,
  TABLE_FORMATS,
} from '../../src/index.js';
import { errorOf } from '../helpers/errors.js';

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

describe('core table.ts: whole renderings, pinned', () => {
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

describe('core table.ts: errors, pinned', () => {
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
