import { MindsportError } from './errors.js';
import { deepFreeze } from './freeze.js';
import { show } from './guards.js';

/**
 * The output formats of {@link formatTable}: aligned plain text, a GitHub-flavoured
 * Markdown table, CSV (RFC 4180) and an embeddable HTML `<table>`.
 *
 * @category Tables and pictures
 * @example
 * ```ts
 * import { TABLE_FORMATS } from 'mindsport';
 * console.log(TABLE_FORMATS.join(' ')); // text markdown csv html
 * ```
 */
export const TABLE_FORMATS = deepFreeze(['text', 'markdown', 'csv', 'html'] as const);

/**
 * One of {@link TABLE_FORMATS}.
 *
 * @category Tables and pictures
 */
export type TableFormat = (typeof TABLE_FORMATS)[number];

/**
 * A column of a standings table.
 *
 * @category Tables and pictures
 */
export interface TableColumn {
  /** The header text. */
  readonly header: string;
  /** Alignment in plain text (default `'left'`; numbers read best `'right'`). */
  readonly align?: 'left' | 'right';
  /** A short machine name, written as `data-column` on the HTML header cell. */
  readonly key?: string;
}

/**
 * A cell with marks: CSS classes for HTML (e.g. Grand Prix `counted`/`dropped`) and a tooltip.
 *
 * @category Tables and pictures
 */
export interface TableCell {
  /** The text shown. */
  readonly text: string;
  /** CSS classes of the HTML cell; other formats ignore them. */
  readonly classes?: readonly string[];
  /** A tooltip (`title`) for the HTML cell. */
  readonly title?: string;
}

/**
 * One row of a standings table: its place and one cell per column after the place column.
 *
 * @category Tables and pictures
 */
export interface TableRow {
  /** The place, 1-based; players sharing a place all carry its first place. */
  readonly place: number;
  /** The place as shown: `'3'` or `'3–4'` for a shared place. */
  readonly placeLabel: string;
  /** True when the place is shared. */
  readonly shared: boolean;
  /** One cell per entry of {@link StandingsTable.columns}. */
  readonly cells: readonly (string | TableCell)[];
  /** CSS classes of the HTML row. */
  readonly classes?: readonly string[];
}

/**
 * A standings-like table: a place column, then the columns, then rows best first.
 *
 * @category Tables and pictures
 */
export interface StandingsTable {
  /** A caption (HTML `<caption>`, a first line in text and Markdown; not in CSV). */
  readonly caption?: string;
  /** The header of the place column (default `'Place'`). */
  readonly placeHeader?: string;
  /** The columns after the place column. */
  readonly columns: readonly TableColumn[];
  /** The rows, best first. */
  readonly rows: readonly TableRow[];
}

function cellText(cell: string | TableCell): string {
  return typeof cell === 'string' ? cell : cell.text;
}

function checkTable(table: StandingsTable): void {
  for (const [index, row] of table.rows.entries()) {
    if (row.cells.length !== table.columns.length) {
      throw new MindsportError(
        'WRONG_ROW_WIDTH',
        `row ${index + 1} has ${row.cells.length} cells for ${table.columns.length} columns`,
        { path: ['rows', index, 'cells'], value: row.cells.length },
      );
    }
  }
}

function headerLine(table: StandingsTable): string[] {
  return [table.placeHeader ?? 'Place', ...table.columns.map((column) => column.header)];
}

function bodyLines(table: StandingsTable): string[][] {
  return table.rows.map((row) => [row.placeLabel, ...row.cells.map(cellText)]);
}

/** Width in characters as shown (code points, so `–` and `ø` count once). */
function width(text: string): number {
  return [...text].length;
}

/**
 * Renders a table as aligned plain text for a terminal: columns separated by two spaces,
 * a dashed rule under the header, shared places written on every row (`2–3`).
 *
 * @category Tables and pictures
 * @param table - the table
 * @returns the text, lines joined by `\n`, without a final newline
 * @throws {@link index!MindsportError | MindsportError} `WRONG_ROW_WIDTH` when a row's cells do not match the columns
 * @example
 * ```ts
 * import { formatTableText } from 'mindsport';
 * const text = formatTableText({
 *   columns: [{ header: 'Name' }, { header: 'Points', align: 'right' }],
 *   rows: [{ place: 1, placeLabel: '1', shared: false, cells: ['Ann', '2'] }],
 * });
 * console.log(text.split('\n')[2]); // 1      Ann       2
 * ```
 */
export function formatTableText(table: StandingsTable): string {
  checkTable(table);
  const lines = [headerLine(table), ...bodyLines(table)];
  const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => width(line[column]!))));
  const right = [false, ...table.columns.map((column) => column.align === 'right')];
  const render = (line: readonly string[]): string =>
    line
      .map((text, column) => {
        const pad = ' '.repeat(widths[column]! - width(text));
        return right[column] ? pad + text : text + pad;
      })
      .join('  ')
      .trimEnd();
  const out = [
    render(lines[0]!),
    widths.map((size) => '-'.repeat(size)).join('  '),
    ...lines.slice(1).map(render),
  ];
  return table.caption === undefined ? out.join('\n') : [table.caption, '', ...out].join('\n');
}

function markdownCell(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n|\r/g, ' ');
}

/**
 * Renders a table as a GitHub-flavoured Markdown table: `|` in cells escaped as `\|`, line
 * breaks turned into spaces, right-aligned columns marked `---:`.
 *
 * @category Tables and pictures
 * @param table - the table
 * @returns the Markdown, lines joined by `\n`
 * @throws {@link index!MindsportError | MindsportError} `WRONG_ROW_WIDTH` when a row's cells do not match the columns
 * @example
 * ```ts
 * import { formatTableMarkdown } from 'mindsport';
 * const markdown = formatTableMarkdown({
 *   columns: [{ header: 'Name' }, { header: 'Points', align: 'right' }],
 *   rows: [{ place: 1, placeLabel: '1', shared: false, cells: ['A|B', '2'] }],
 * });
 * console.log(markdown.split('\n')[2]); // | 1 | A\|B | 2 |
 * ```
 */
export function formatTableMarkdown(table: StandingsTable): string {
  checkTable(table);
  const line = (cells: readonly string[]): string => `| ${cells.map(markdownCell).join(' | ')} |`;
  const rule = `| ${['---', ...table.columns.map((column) => (column.align === 'right' ? '---:' : '---'))].join(' | ')} |`;
  const out = [line(headerLine(table)), rule, ...bodyLines(table).map(line)];
  return table.caption === undefined
    ? out.join('\n')
    : [`**${markdownCell(table.caption)}**`, '', ...out].join('\n');
}

/**
 * Quotes one CSV field as RFC 4180 asks: a field holding a comma, a double quote, CR or LF
 * is wrapped in double quotes and its quotes doubled; any other field is written as is.
 *
 * @category Tables and pictures
 * @param text - the field
 * @returns the field as written in a CSV record
 * @example
 * ```ts
 * import { csvField } from 'mindsport';
 * console.log(csvField('Ann "the wall", Oslo')); // "Ann ""the wall"", Oslo"
 * ```
 */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Renders a table as CSV (RFC 4180): a header record, one record per row, fields quoted
 * where needed ({@link csvField}), records ended by CRLF. The caption is left out.
 *
 * @category Tables and pictures
 * @param table - the table
 * @returns the CSV text, every record ending in `\r\n`
 * @throws {@link index!MindsportError | MindsportError} `WRONG_ROW_WIDTH` when a row's cells do not match the columns
 * @example
 * ```ts
 * import { formatTableCsv } from 'mindsport';
 * const csv = formatTableCsv({
 *   columns: [{ header: 'Name' }],
 *   rows: [{ place: 2, placeLabel: '2–3', shared: true, cells: ['Lee, Bo'] }],
 * });
 * console.log(csv.split('\r\n')[1]); // 2–3,"Lee, Bo"
 * ```
 */
export function formatTableCsv(table: StandingsTable): string {
  checkTable(table);
  return [headerLine(table), ...bodyLines(table)]
    .map((line) => `${line.map(csvField).join(',')}\r\n`)
    .join('');
}

/**
 * Escapes text for HTML element content and attribute values: `&`, `<`, `>`, `"` and `'`.
 *
 * @category Tables and pictures
 * @param text - the text
 * @returns the escaped text
 * @example
 * ```ts
 * import { escapeHtml } from 'mindsport';
 * console.log(escapeHtml('<b>"Ø" & \'x\'</b>')); // &lt;b&gt;&quot;Ø&quot; &amp; &#39;x&#39;&lt;/b&gt;
 * ```
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character as keyof typeof HTML_ENTITIES]);
}

const HTML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' } as const;

const CLASS_NAME = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;

function classAttribute(classes: readonly string[] | undefined, path: readonly (string | number)[]): string {
  if (classes === undefined || classes.length === 0) return '';
  for (const [index, name] of classes.entries()) {
    if (!CLASS_NAME.test(name)) {
      throw new MindsportError('BAD_CLASS_NAME', `${show(name)} is not a CSS class name`, {
        path: [...path, 'classes', index],
        value: name,
      });
    }
  }
  return ` class="${classes.join(' ')}"`;
}

/**
 * Renders a table as an HTML fragment a federation site can embed:
 * `<table class="mindsport-standings">` with a `<thead>`, every text escaped
 * ({@link escapeHtml}), each body row carrying `data-place` (first place) and
 * `data-shared` (`"true"`/`"false"`), the place cell `class="place"`, and each cell's
 * classes (such as Grand Prix `counted`/`dropped`) and tooltip. No styles or scripts.
 *
 * @category Tables and pictures
 * @param table - the table
 * @returns the HTML, lines joined by `\n`
 * @throws {@link index!MindsportError | MindsportError} `WRONG_ROW_WIDTH` for a row whose cells do not match the columns, `BAD_CLASS_NAME` for a class that is not a CSS class name
 * @example
 * ```ts
 * import { formatTableHtml } from 'mindsport';
 * const html = formatTableHtml({
 *   columns: [{ header: 'Name' }],
 *   rows: [{ place: 2, placeLabel: '2–3', shared: true, cells: ['<Bo>'] }],
 * });
 * console.log(html.split('\n')[3]); // <tr data-place="2" data-shared="true"><td class="place">2–3</td><td>&lt;Bo&gt;</td></tr>
 * ```
 */
export function formatTableHtml(table: StandingsTable): string {
  checkTable(table);
  const out = ['<table class="mindsport-standings">'];
  if (table.caption !== undefined) out.push(`<caption>${escapeHtml(table.caption)}</caption>`);
  const headers = [
    `<th scope="col" data-column="place">${escapeHtml(table.placeHeader ?? 'Place')}</th>`,
    ...table.columns.map(
      (column) =>
        `<th scope="col"${column.key === undefined ? '' : ` data-column="${escapeHtml(column.key)}"`}>${escapeHtml(column.header)}</th>`,
    ),
  ];
  out.push(`<thead><tr>${headers.join('')}</tr></thead>`, '<tbody>');
  for (const [index, row] of table.rows.entries()) {
    const cells = row.cells.map((cell, column) => {
      if (typeof cell === 'string') return `<td>${escapeHtml(cell)}</td>`;
      const title = cell.title === undefined ? '' : ` title="${escapeHtml(cell.title)}"`;
      return `<td${classAttribute(cell.classes, ['rows', index, 'cells', column])}${title}>${escapeHtml(cell.text)}</td>`;
    });
    out.push(
      `<tr${classAttribute(row.classes, ['rows', index])} data-place="${row.place}" data-shared="${row.shared}"><td class="place">${escapeHtml(row.placeLabel)}</td>${cells.join('')}</tr>`,
    );
  }
  out.push('</tbody>', '</table>');
  return out.join('\n');
}

/**
 * Renders a table in one of the {@link TABLE_FORMATS}.
 *
 * @category Tables and pictures
 * @param table - the table
 * @param format - `'text'`, `'markdown'`, `'csv'` or `'html'`
 * @returns the rendered table
 * @throws {@link index!MindsportError | MindsportError} `UNKNOWN_TABLE_FORMAT` for another format, and what the renderer throws
 * @example
 * ```ts
 * import { formatTable } from 'mindsport';
 * const table = { columns: [{ header: 'Name' }], rows: [{ place: 1, placeLabel: '1', shared: false, cells: ['Ann'] }] };
 * console.log(formatTable(table, 'csv').split('\r\n')[1]); // 1,Ann
 * ```
 */
export function formatTable(table: StandingsTable, format: TableFormat): string {
  switch (format) {
    case 'text':
      return formatTableText(table);
    case 'markdown':
      return formatTableMarkdown(table);
    case 'csv':
      return formatTableCsv(table);
    case 'html':
      return formatTableHtml(table);
    default:
      throw new MindsportError(
        'UNKNOWN_TABLE_FORMAT',
        `format ${show(format)} is not one of ${TABLE_FORMATS.join(', ')}`,
        {
          value: format,
        },
      );
  }
}
