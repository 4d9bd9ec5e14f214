import {
  checkBoolean,
  checkInteger,
  checkList,
  checkRecord,
  checkString,
  readOptions,
  THROW,
} from './check.js';
import { MindsportError } from './errors.js';
import type { Fraction } from './fraction.js';
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
  /** The header text, for people (`MBQ`, `Head-to-head`, a tournament's name). */
  readonly header: string;
  /**
   * A column of numbers: right-aligned in text and Markdown, class `numeric` on its HTML
   * header and cells, and written with a decimal comma in CSV for Excel (`excel: true`).
   */
  readonly numeric?: boolean;
  /** Alignment in text and Markdown; default `'right'` for a numeric column, else `'left'`. */
  readonly align?: 'left' | 'right';
  /** A short machine name, written as `data-column` on the HTML header cell. */
  readonly key?: string;
  /** CSS classes of the column's HTML header and cells (such as `decided-by`). */
  readonly classes?: readonly string[];
}

/**
 * A cell with marks: CSS classes for HTML (e.g. Grand Prix `counted`/`dropped`) and a tooltip.
 *
 * @category Tables and pictures
 */
export interface TableCell {
  /** The text shown: for a number, as the rules publish it (see {@link numberCell}). */
  readonly text: string;
  /**
   * The exact value of a number (`41650/737`, `2.5`), when the cell shows one: HTML writes
   * it as `data-exact` (and as the tooltip where the text is rounded); the renderers show it
   * instead of the text with `exact: true`.
   */
  readonly exact?: string;
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

/**
 * Options of the renderers ({@link formatTable} and each `formatTable…`).
 *
 * @category Tables and pictures
 */
export interface TableFormatOptions {
  /**
   * Show each number's exact value (`41650/737`) instead of the published text (`56.51`).
   * Default false. HTML always keeps the exact value in `data-exact`.
   */
  readonly exact?: boolean;
  /**
   * CSV only: write for Excel in locales that use a decimal comma (Norway, the Netherlands,
   * most of Europe): a UTF-8 byte-order mark (so `Bjørn` survives), `;` between fields and a
   * decimal comma in numeric columns (`2,5`: Excel there reads `2.5` as a date or as 25).
   * Default false (RFC 4180: `,` and a decimal point).
   */
  readonly excel?: boolean;
}

/**
 * Options of {@link numberCell} and of every module's `…StandingsTable`.
 *
 * @category Tables and pictures
 */
export interface TableNumberOptions {
  /**
   * Digits after the decimal point of a value that the rules do not publish exactly
   * (`41650/737` as `56.51`); a whole number 0…20, default 2. Whole numbers and halves are
   * always shown exactly (`12`, `2.5`), as are decimals that need no more digits (`0.25`).
   */
  readonly decimals?: number;
}

/** The digits shown of a value the rules do not publish exactly. */
const DEFAULT_DECIMALS = 2;

/** Most digits a table shows after the decimal point. */
const MAX_DECIMALS = 20;

/**
 * @internal Reads the `decimals` option of a table function: absent is 2, else a whole
 * number 0…20 (`NOT_AN_INTEGER`, `OUT_OF_RANGE` at `['options', 'decimals']`).
 */
export function readDecimals(value: unknown): number {
  if (value === undefined) return DEFAULT_DECIMALS;
  checkInteger(value, ['options', 'decimals'], THROW, { min: 0, max: MAX_DECIMALS });
  return value as number;
}

/**
 * A table cell for a number, shown as the rules publish it: a whole number or a half
 * exactly (`12`, `2.5`); any other value exactly when its decimal has at most `decimals`
 * digits (`0.25`), else rounded half away from zero to `decimals` digits (`41650/737` →
 * `56.51`). The exact value is kept as `exact` (HTML `data-exact`). A plain number (a count)
 * is shown as it is.
 *
 * @category Tables and pictures
 * @param value - the value
 * @param options - `decimals` (default 2)
 * @returns the cell
 * @throws {@link mindsport!MindsportError} `NOT_AN_INTEGER`, `OUT_OF_RANGE` for bad `decimals`
 * @example
 * ```ts
 * import { Fraction, numberCell } from 'mindsport';
 * console.log(numberCell(Fraction.of(41650, 737))); // { text: '56.51', exact: '41650/737' }
 * console.log(numberCell(Fraction.of(5, 2)).text, numberCell(Fraction.of(1, 3), { decimals: 3 }).text); // 2.5 0.333
 * ```
 */
export function numberCell(value: Fraction | number, options: TableNumberOptions = {}): TableCell {
  return numberCellWith(value, readTableOptions<TableNumberOptions>(options, ['decimals']).decimals);
}

/**
 * @internal Reads the options of a module's table function: the `keys` it takes (anything
 * else is `UNKNOWN_OPTION`), `caption` a text when given, `decimals` a whole number 0…20
 * (default 2). One reading for every module, so the same option means the same thing.
 */
export function readTableOptions<T extends TableNumberOptions & { readonly caption?: string }>(
  options: unknown,
  keys: readonly (keyof T & string)[],
): Omit<Partial<T>, 'decimals'> & { readonly decimals: number } {
  const read = readOptions<T>(options, keys);
  if (read.caption !== undefined) checkString(read.caption, ['options', 'caption'], THROW, true);
  return { ...read, decimals: readDecimals(read.decimals) };
}

/**
 * @internal Checks what every module's table reads of a standings result before laying it
 * out: an object whose `rows` are objects with the common fields of API.md §4 (`place`,
 * `placeLabel`, `shared`, `name`). A hand-built or JSON-parsed result of the wrong shape then
 * fails with the path of the bad field (`['standings', 'rows', 2, 'place']`), never a
 * `TypeError`.
 */
export function checkStandingsRows(standings: unknown): void {
  checkRecord(standings, ['standings'], THROW);
  const { rows } = standings as { readonly rows?: unknown };
  checkList(rows, ['standings', 'rows'], THROW);
  for (const [index, row] of (rows as readonly unknown[]).entries()) {
    const path = ['standings', 'rows', index];
    checkRecord(row, path, THROW);
    const fields = row as Readonly<Record<string, unknown>>;
    checkInteger(fields.place, [...path, 'place'], THROW);
    checkString(fields.placeLabel, [...path, 'placeLabel'], THROW);
    checkBoolean(fields.shared, [...path, 'shared'], THROW);
    checkString(fields.name, [...path, 'name'], THROW);
  }
}

/** @internal {@link numberCell} of a value a row may lack: an empty cell for `null` or `undefined`. */
export function optionalNumberCell(
  value: Fraction | number | null | undefined,
  decimals: number,
): string | TableCell {
  return value === null || value === undefined ? '' : numberCellWith(value, decimals);
}

/** @internal {@link numberCell} with `decimals` already read: what the module tables call per cell. */
export function numberCellWith(value: Fraction | number, decimals: number): TableCell {
  if (typeof value === 'number') return { text: String(value) };
  const exact = value.toString();
  const point = exact.indexOf('.');
  const digits = point < 0 ? 0 : exact.length - point - 1;
  const published = !exact.includes('/') && (digits <= decimals || value.denominator === 2);
  return { text: published ? exact : value.format({ decimals }), exact };
}

function cellText(cell: string | TableCell, exact: boolean): string {
  if (typeof cell === 'string') return cell;
  return exact && cell.exact !== undefined ? cell.exact : cell.text;
}

/** @internal Whether a cell shows nothing. */
function isEmpty(cell: string | TableCell | undefined): boolean {
  return (typeof cell === 'string' ? cell : (cell?.text ?? '')) === '';
}

/**
 * @internal The table without the columns that are empty on every row (an Othello
 * head-to-head column nobody needed, a Diplomacy final-round column before the final); a
 * table without rows keeps its columns, so its headers still say what it will hold.
 */
export function withoutEmptyColumns(table: StandingsTable): StandingsTable {
  if (table.rows.length === 0) return table;
  const kept = table.columns.flatMap((_, column) =>
    table.rows.every((row) => isEmpty(row.cells[column])) ? [] : [column],
  );
  if (kept.length === table.columns.length) return table;
  return {
    ...table,
    columns: kept.map((column) => table.columns[column]!),
    rows: table.rows.map((row) => ({ ...row, cells: kept.map((column) => row.cells[column]!) })),
  };
}

function readFormatOptions(options: unknown): { exact: boolean; excel: boolean } {
  const { exact, excel } = readOptions<TableFormatOptions>(options, ['exact', 'excel']);
  if (exact !== undefined) checkBoolean(exact, ['options', 'exact'], THROW);
  if (excel !== undefined) checkBoolean(excel, ['options', 'excel'], THROW);
  return { exact: exact === true, excel: excel === true };
}

/** Refuses `excel` outside CSV: it would be silently ignored there. */
function refuseExcel(options: { excel: boolean }, format: string): void {
  if (options.excel) {
    throw new MindsportError('BAD_OPTION', `options.excel: true applies to CSV only, not to ${format}`, {
      path: ['options', 'excel'],
      value: true,
    });
  }
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

function bodyLines(table: StandingsTable, exact: boolean): string[][] {
  return table.rows.map((row) => [row.placeLabel, ...row.cells.map((cell) => cellText(cell, exact))]);
}

function alignsRight(column: TableColumn): boolean {
  return (column.align ?? (column.numeric === true ? 'right' : 'left')) === 'right';
}

/** Width in characters as shown (code points, so `–` and `ø` count once). */
function width(text: string): number {
  return [...text].length;
}

/**
 * Renders a table as aligned plain text for a terminal: columns separated by two spaces,
 * a dashed rule under the header, numeric columns right-aligned, shared places written on
 * every row (`2–3`).
 *
 * @category Tables and pictures
 * @param table - the table
 * @param options - `exact`: exact values instead of the published text
 * @returns the text, lines joined by `\n`, without a final newline
 * @throws {@link mindsport!MindsportError} `WRONG_ROW_WIDTH` when a row's cells do not match the columns; a bad option
 * @example
 * ```ts
 * import { formatTableText } from 'mindsport';
 * const text = formatTableText({
 *   columns: [{ header: 'Name' }, { header: 'Points', numeric: true }],
 *   rows: [{ place: 1, placeLabel: '1', shared: false, cells: ['Ann', '2'] }],
 * });
 * console.log(text.split('\n')[2]); // 1      Ann       2
 * ```
 */
export function formatTableText(table: StandingsTable, options: TableFormatOptions = {}): string {
  const read = readFormatOptions(options);
  refuseExcel(read, 'text');
  checkTable(table);
  const lines = [headerLine(table), ...bodyLines(table, read.exact)];
  const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => width(line[column]!))));
  const right = [false, ...table.columns.map(alignsRight)];
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
 * breaks turned into spaces, numeric columns marked `---:`.
 *
 * @category Tables and pictures
 * @param table - the table
 * @param options - `exact`: exact values instead of the published text
 * @returns the Markdown, lines joined by `\n`
 * @throws {@link mindsport!MindsportError} `WRONG_ROW_WIDTH` when a row's cells do not match the columns; a bad option
 * @example
 * ```ts
 * import { formatTableMarkdown } from 'mindsport';
 * const markdown = formatTableMarkdown({
 *   columns: [{ header: 'Name' }, { header: 'Points', numeric: true }],
 *   rows: [{ place: 1, placeLabel: '1', shared: false, cells: ['A|B', '2'] }],
 * });
 * console.log(markdown.split('\n')[2]); // | 1 | A\|B | 2 |
 * ```
 */
export function formatTableMarkdown(table: StandingsTable, options: TableFormatOptions = {}): string {
  const read = readFormatOptions(options);
  refuseExcel(read, 'Markdown');
  checkTable(table);
  const line = (cells: readonly string[]): string => `| ${cells.map(markdownCell).join(' | ')} |`;
  const rule = `| ${['---', ...table.columns.map((column) => (alignsRight(column) ? '---:' : '---'))].join(' | ')} |`;
  const out = [line(headerLine(table)), rule, ...bodyLines(table, read.exact).map(line)];
  return table.caption === undefined
    ? out.join('\n')
    : [`**${markdownCell(table.caption)}**`, '', ...out].join('\n');
}

/**
 * Quotes one CSV field as RFC 4180 asks: a field holding the separator, a double quote, CR
 * or LF is wrapped in double quotes and its quotes doubled; any other field is written as is.
 *
 * @category Tables and pictures
 * @param text - the field
 * @param separator - the field separator, `,` (default) or `;` (Excel in a decimal-comma locale)
 * @returns the field as written in a CSV record
 * @example
 * ```ts
 * import { csvField } from 'mindsport';
 * console.log(csvField('Ann "the wall", Oslo')); // "Ann ""the wall"", Oslo"
 * console.log(csvField('Berg, Ann', ';'), csvField('a;b', ';')); // Berg, Ann "a;b"
 * ```
 */
export function csvField(text: string, separator: ',' | ';' = ','): string {
  const special = separator === ';' ? /[";\r\n]/ : /[",\r\n]/;
  return special.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A decimal as Excel reads it in a decimal-comma locale: `-2.5` → `-2,5`; other text unchanged. */
function decimalComma(text: string): string {
  return /^[+-]?\d+\.\d+$/.test(text) ? text.replace('.', ',') : text;
}

/**
 * Renders a table as CSV (RFC 4180): a header record, one record per row, fields quoted
 * where needed ({@link csvField}), records ended by CRLF. The caption is left out. With
 * `excel: true`: a UTF-8 byte-order mark first, `;` between fields and decimal commas in
 * numeric columns, as Excel in Norwegian or Dutch opens it by double-click.
 *
 * @category Tables and pictures
 * @param table - the table
 * @param options - `excel` for spreadsheets in decimal-comma locales; `exact` for exact values
 * @returns the CSV text, every record ending in `\r\n`
 * @throws {@link mindsport!MindsportError} `WRONG_ROW_WIDTH` when a row's cells do not match the columns; a bad option
 * @example
 * ```ts
 * import { formatTableCsv, Fraction, numberCell } from 'mindsport';
 * const table = {
 *   columns: [{ header: 'Name' }, { header: 'Score', numeric: true }],
 *   rows: [{ place: 2, placeLabel: '2–3', shared: true, cells: ['Lee, Bo', numberCell(Fraction.of(41650, 737))] }],
 * };
 * console.log(formatTableCsv(table).split('\r\n')[1]); // 2–3,"Lee, Bo",56.51
 * console.log(formatTableCsv(table, { exact: true }).split('\r\n')[1]); // 2–3,"Lee, Bo",41650/737
 * const excel = formatTableCsv(table, { excel: true });
 * console.log(excel.startsWith('\uFEFF'), excel.split('\r\n')[1]); // true 2–3;Lee, Bo;56,51
 * ```
 */
export function formatTableCsv(table: StandingsTable, options: TableFormatOptions = {}): string {
  const { exact, excel } = readFormatOptions(options);
  checkTable(table);
  const separator = excel ? ';' : ',';
  const numeric = [false, ...table.columns.map((column) => column.numeric === true)];
  const records = [headerLine(table), ...bodyLines(table, exact)].map((line, index) => {
    const fields = line.map((text, column) =>
      csvField(excel && index > 0 && numeric[column] ? decimalComma(text) : text, separator),
    );
    return `${fields.join(separator)}\r\n`;
  });
  return (excel ? '\uFEFF' : '') + records.join('');
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

function checkClasses(classes: readonly string[] | undefined, path: readonly (string | number)[]): void {
  for (const [index, name] of (classes ?? []).entries()) {
    if (!CLASS_NAME.test(name)) {
      throw new MindsportError('BAD_CLASS_NAME', `${show(name)} is not a CSS class name`, {
        path: [...path, 'classes', index],
        value: name,
      });
    }
  }
}

function classAttribute(...lists: (readonly string[] | undefined)[]): string {
  const names = [...new Set(lists.flatMap((list) => list ?? []))];
  return names.length === 0 ? '' : ` class="${names.join(' ')}"`;
}

/** The classes a column gives its header and cells: `numeric`, then its own. */
function columnClasses(column: TableColumn): readonly string[] {
  return column.numeric === true ? ['numeric', ...(column.classes ?? [])] : (column.classes ?? []);
}

function htmlCell(cell: string | TableCell, classes: readonly string[], exact: boolean): string {
  if (typeof cell === 'string') return `<td${classAttribute(classes)}>${escapeHtml(cell)}</td>`;
  const rounded = cell.exact !== undefined && cell.exact !== cell.text && !exact;
  const tooltip =
    cell.title !== undefined && rounded
      ? `${cell.title} (exactly ${cell.exact})`
      : (cell.title ?? (rounded ? `exactly ${cell.exact}` : undefined));
  const title = tooltip === undefined ? '' : ` title="${escapeHtml(tooltip)}"`;
  const data = cell.exact === undefined ? '' : ` data-exact="${escapeHtml(cell.exact)}"`;
  return `<td${classAttribute(classes, cell.classes)}${data}${title}>${escapeHtml(cellText(cell, exact))}</td>`;
}

function checkHtmlClasses(table: StandingsTable): void {
  for (const [index, column] of table.columns.entries()) checkClasses(column.classes, ['columns', index]);
  for (const [index, row] of table.rows.entries()) {
    checkClasses(row.classes, ['rows', index]);
    for (const [column, cell] of row.cells.entries()) {
      if (typeof cell !== 'string') checkClasses(cell.classes, ['rows', index, 'cells', column]);
    }
  }
}

/**
 * Renders a table as an HTML fragment a federation site can embed:
 * `<table class="mindsport-standings">` with a `<caption>` and a `<thead>`, every text
 * escaped ({@link escapeHtml}). Each body row carries `data-place` (first place),
 * `data-shared` (`"true"`/`"false"`) and, when shared, the class `shared`; the place cell
 * is `class="place"`; the header and cells of a numeric column are `class="numeric"`, with
 * the column's and the cell's own classes (`decided-by`, Grand Prix `counted`/`dropped`);
 * a number keeps its exact value in `data-exact`, and in the tooltip (`title`) where the
 * text is rounded. No styles or scripts: {@link STANDINGS_CSS} (`mindsport/styles.css`) is
 * a stylesheet for it.
 *
 * @category Tables and pictures
 * @param table - the table
 * @param options - `exact`: show exact values instead of the published text
 * @returns the HTML, lines joined by `\n`
 * @throws {@link mindsport!MindsportError} `WRONG_ROW_WIDTH` for a row whose cells do not match the columns, `BAD_CLASS_NAME` for a class that is not a CSS class name; a bad option
 * @example
 * ```ts
 * import { formatTableHtml, Fraction, numberCell } from 'mindsport';
 * const html = formatTableHtml({
 *   caption: 'Oslo Open',
 *   columns: [{ header: 'Name' }, { header: 'Score', numeric: true }],
 *   rows: [{ place: 2, placeLabel: '2–3', shared: true, cells: ['<Bo>', numberCell(Fraction.of(41650, 737))] }],
 * });
 * console.log(html.split('\n')[4]); // <tr class="shared" data-place="2" data-shared="true"><td class="place">2–3</td><td>&lt;Bo&gt;</td><td class="numeric" data-exact="41650/737" title="exactly 41650/737">56.51</td></tr>
 * ```
 */
export function formatTableHtml(table: StandingsTable, options: TableFormatOptions = {}): string {
  const read = readFormatOptions(options);
  refuseExcel(read, 'HTML');
  checkTable(table);
  checkHtmlClasses(table);
  const out = ['<table class="mindsport-standings">'];
  if (table.caption !== undefined) out.push(`<caption>${escapeHtml(table.caption)}</caption>`);
  const classes = table.columns.map(columnClasses);
  const headers = [
    `<th scope="col" class="place" data-column="place">${escapeHtml(table.placeHeader ?? 'Place')}</th>`,
    ...table.columns.map(
      (column, index) =>
        `<th scope="col"${classAttribute(classes[index])}${column.key === undefined ? '' : ` data-column="${escapeHtml(column.key)}"`}>${escapeHtml(column.header)}</th>`,
    ),
  ];
  out.push(`<thead><tr>${headers.join('')}</tr></thead>`, '<tbody>');
  for (const row of table.rows) {
    const cells = row.cells.map((cell, column) => htmlCell(cell, classes[column]!, read.exact));
    const rowClasses = classAttribute(row.classes, row.shared ? ['shared'] : []);
    out.push(
      `<tr${rowClasses} data-place="${row.place}" data-shared="${row.shared}"><td class="place">${escapeHtml(row.placeLabel)}</td>${cells.join('')}</tr>`,
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
 * @param options - `exact` for exact values; `excel` for CSV that Excel opens in decimal-comma locales
 * @returns the rendered table
 * @throws {@link mindsport!MindsportError} `UNKNOWN_TABLE_FORMAT` for another format, `BAD_OPTION` for `excel` outside CSV, and what the renderer throws
 * @example
 * ```ts
 * import { formatTable } from 'mindsport';
 * const table = { columns: [{ header: 'Name' }], rows: [{ place: 1, placeLabel: '1', shared: false, cells: ['Bjørn'] }] };
 * console.log(formatTable(table, 'csv').split('\r\n')[1]); // 1,Bjørn
 * const excel = formatTable(table, 'csv', { excel: true }); // byte-order mark, then ; between fields
 * console.log(excel.charCodeAt(0).toString(16), excel.slice(1, 7)); // feff Place;
 * ```
 */
export function formatTable(
  table: StandingsTable,
  format: TableFormat,
  options: TableFormatOptions = {},
): string {
  switch (format) {
    case 'text':
      return formatTableText(table, options);
    case 'markdown':
      return formatTableMarkdown(table, options);
    case 'csv':
      return formatTableCsv(table, options);
    case 'html':
      return formatTableHtml(table, options);
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
