import { checkBoolean, fail, problemAt, readOptions, show, THROW } from '../../core/internal.js';
import { assertDraughtsPosition, type DraughtsPosition } from './position.js';

/**
 * Options of {@link draughtsDiagram}.
 *
 * @category Tables and pictures
 */
export interface DraughtsDiagramOptions {
  /** Write each dark square's number 1–50 in its corner (default true). */
  readonly numbers?: boolean;
  /** Side of one square in SVG user units (default 40). */
  readonly squareSize?: number;
}

/**
 * Row and column (0-based, row 0 at the top, Black's side) of a square 1–50 of the 10×10
 * board: squares 1–5 are the dark squares of the top row, starting in its second column.
 */
function cellOf(square: number): { row: number; column: number } {
  const row = Math.floor((square - 1) / 5);
  const slot = (square - 1) % 5;
  return { row, column: row % 2 === 0 ? slot * 2 + 1 : slot * 2 };
}

/**
 * Draws an international draughts position as a standalone SVG document: the 10×10 board
 * with White at the bottom, the 50 dark squares numbered 1–50 as in PDN notation (1 top
 * left, 50 bottom right; spec §2), men as `<circle class="piece white man">` (or `black`)
 * and kings as `class="piece white king"` with a crown ring, each with `data-square`. The
 * numbers (`class="square-number"`) sit in each square's top-left corner, drawn over the
 * pieces with a dark outline, so they stay readable on occupied squares too.
 *
 * @category Tables and pictures
 * @param position - the position (checked)
 * @param options - square numbers on or off, square size
 * @returns the SVG text, starting `<svg xmlns="http://www.w3.org/2000/svg"`
 * @throws `MindsportError` what {@link assertDraughtsPosition} throws; `BAD_OPTION` for a square size that is not a positive number
 * @example
 * ```ts
 * import { DRAUGHTS_START, draughtsDiagram } from 'mindsport/draughts';
 * const svg = draughtsDiagram(DRAUGHTS_START);
 * console.log(svg.match(/class="piece white man"/g)?.length, svg.match(/class="square-number"/g)?.length); // 20 50
 * ```
 */
export function draughtsDiagram(position: DraughtsPosition, options: DraughtsDiagramOptions = {}): string {
  const checked = assertDraughtsPosition(position);
  options = readOptions<DraughtsDiagramOptions>(options, ['numbers', 'squareSize']);
  const size = options.squareSize ?? 40;
  if (typeof size !== 'number' || !Number.isFinite(size) || size <= 0) {
    fail(problemAt('BAD_OPTION', ['options', 'squareSize'], size, `${show(size)} is not a positive number`));
  }
  const numbers = options.numbers ?? true;
  checkBoolean(numbers, ['options', 'numbers'], THROW);
  const board = size * 10;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${board} ${board}" width="${board}" height="${board}" role="img" class="mindsport-draughts">`,
    `<title>Draughts position, ${checked.turn} to move, white ${checked.whiteMen.length + checked.whiteKings.length} black ${checked.blackMen.length + checked.blackKings.length}</title>`,
    `<rect class="board" x="0" y="0" width="${board}" height="${board}" fill="#f0dcb4"/>`,
  ];
  // Numbers go on top, after the pieces: a two-digit number in the corner reaches under a piece.
  const labels: string[] = [];
  for (let square = 1; square <= 50; square++) {
    const { row, column } = cellOf(square);
    out.push(
      `<rect class="dark-square" data-square="${square}" x="${column * size}" y="${row * size}" width="${size}" height="${size}" fill="#8b5a2b"/>`,
    );
    if (numbers) {
      labels.push(
        `<text class="square-number" x="${column * size + size * 0.06}" y="${row * size + size * 0.06}" font-family="sans-serif" font-size="${size * 0.24}" dominant-baseline="hanging" fill="#f0dcb4" stroke="#3b2412" stroke-width="${size / 20}" stroke-linejoin="round" paint-order="stroke">${square}</text>`,
      );
    }
  }
  const pieces = [
    ['white', 'man', checked.whiteMen],
    ['white', 'king', checked.whiteKings],
    ['black', 'man', checked.blackMen],
    ['black', 'king', checked.blackKings],
  ] as const;
  for (const [colour, kind, squares] of pieces) {
    const fill = colour === 'white' ? '#fafafa' : '#111';
    const ink = colour === 'white' ? '#111' : '#fafafa';
    for (const square of squares) {
      const { row, column } = cellOf(square);
      const x = column * size + size / 2;
      const y = row * size + size / 2;
      out.push(
        `<circle class="piece ${colour} ${kind}" data-square="${square}" cx="${x}" cy="${y}" r="${size * 0.4}" fill="${fill}" stroke="${ink}" stroke-width="${size / 40}"/>`,
      );
      if (kind === 'king') {
        out.push(
          `<circle class="crown" data-square="${square}" cx="${x}" cy="${y}" r="${size * 0.22}" fill="none" stroke="${ink}" stroke-width="${size / 16}"/>`,
        );
      }
    }
  }
  out.push(...labels, '</svg>');
  return `${out.join('\n')}\n`;
}
