import { checkBoolean, checkList, checkNumber, problemAt, readOptions, THROW } from '../../core/internal.js';
import { toSquareIndex } from './internal.js';
import { legalMoves } from './moves.js';
import { type Position, requirePosition } from './position.js';
import { FILES, RANKS, SQUARE_NAMES, type SquareName } from './square.js';

/**
 * Options of {@link othelloDiagram}.
 *
 * @category Tables and pictures
 */
export interface OthelloDiagramOptions {
  /** Write the column letters a–h above and the row digits 1–8 left of the board (default true). */
  readonly coordinates?: boolean;
  /** Mark this square (the move just played) with a red dot. */
  readonly lastMove?: SquareName | string;
  /** Mark the legal moves of the side to move: `true` for all of them, or a list of squares. */
  readonly legalMoves?: boolean | readonly (SquareName | string)[];
  /** Side of one square in SVG user units (default 40). */
  readonly squareSize?: number;
}

/** The squares `legalMoves` asks to mark: all legal moves, the listed squares, or none. */
function markedSquares(position: Position, option: OthelloDiagramOptions['legalMoves']): number[] {
  if (option === undefined || option === false) return [];
  if (option === true) return legalMoves(position).map((name) => toSquareIndex(name, []));
  if (typeof option === 'boolean' || !Array.isArray(option)) {
    checkList(option, ['options', 'legalMoves'], THROW);
  }
  return (option as readonly string[]).map((name, index) =>
    toSquareIndex(name, ['options', 'legalMoves', index]),
  );
}

function bitSet(position: Position, colour: 'black' | 'white', index: number): boolean {
  const set = position[colour];
  return index < 32 ? ((set.lo >>> index) & 1) === 1 : ((set.hi >>> (index - 32)) & 1) === 1;
}

/**
 * Draws an Othello position as a standalone SVG document (spec §1 notation: columns a–h left
 * to right, rows 1–8 top to bottom), for a web page or a file. Each disc is a `<circle>`
 * with `class="disc black"` or `class="disc white"` and `data-square`; the last move is a
 * `class="last-move"` dot and each marked legal move a `class="legal-move"` dot, both with
 * `data-square`. The drawing scales (it has a `viewBox`) and carries a `<title>` naming the
 * side to move and the disc counts.
 *
 * @category Tables and pictures
 * @param position - the position (checked)
 * @param options - coordinates, last move, legal moves and square size
 * @returns the SVG text, starting `<svg xmlns="http://www.w3.org/2000/svg"`
 * @throws {@link mindsport!MindsportError} the codes of {@link assertPosition} for a malformed position, `BAD_SQUARE`
 *   (path `['options', 'lastMove']` or `['options', 'legalMoves', i]`) for a bad square, `NOT_A_NUMBER` or
 *   `OUT_OF_RANGE` for a square size that is not a positive number, `NOT_A_BOOLEAN`, `NOT_A_LIST`, `UNKNOWN_OPTION`
 * @example
 * ```ts
 * import { START_POSITION, othelloDiagram } from 'mindsport/othello';
 * const svg = othelloDiagram(START_POSITION, { legalMoves: true });
 * console.log(svg.match(/class="disc black"/g)?.length, svg.match(/class="legal-move"/g)?.length); // 2 4
 * ```
 */
export function othelloDiagram(position: Position, options: OthelloDiagramOptions = {}): string {
  requirePosition(position, ['position']);
  const { size, coordinates, lastMove, marked } = readDiagramOptions(position, options);
  const frame = new DiagramFrame(size, coordinates);
  const { elements: discs, black, white } = discElements(position, frame);
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${frame.total} ${frame.total}" width="${frame.total}" height="${frame.total}" role="img" class="mindsport-othello">`,
    `<title>Othello position, ${position.turn} to move, black ${black} white ${white}</title>`,
    `<rect class="board" x="${frame.margin}" y="${frame.margin}" width="${frame.board}" height="${frame.board}" fill="#1b7f3b"/>`,
    ...gridLines(frame),
    ...(coordinates ? coordinateLabels(frame) : []),
    ...discs,
  ];
  for (const index of marked) {
    const { x, y } = frame.centre(index);
    out.push(
      `<circle class="legal-move" data-square="${SQUARE_NAMES[index]}" cx="${x}" cy="${y}" r="${size * 0.1}" fill="${position.turn === 'black' ? '#111' : '#fafafa'}" fill-opacity="0.5"/>`,
    );
  }
  if (lastMove !== undefined) {
    const { x, y } = frame.centre(lastMove);
    out.push(
      `<circle class="last-move" data-square="${SQUARE_NAMES[lastMove]}" cx="${x}" cy="${y}" r="${size * 0.1}" fill="#e0201b"/>`,
    );
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

/** The checked options: square size, coordinates, the last move's and the marked squares' indices. */
function readDiagramOptions(
  position: Position,
  options: OthelloDiagramOptions,
): { size: number; coordinates: boolean; lastMove: number | undefined; marked: number[] } {
  const read = readOptions<OthelloDiagramOptions>(options, [
    'coordinates',
    'lastMove',
    'legalMoves',
    'squareSize',
  ]);
  const size = read.squareSize ?? 40;
  checkNumber(size, ['options', 'squareSize'], THROW);
  if (size <= 0)
    THROW(problemAt('OUT_OF_RANGE', ['options', 'squareSize'], size, `${size} is not more than 0`));
  if (read.coordinates !== undefined) checkBoolean(read.coordinates, ['options', 'coordinates'], THROW);
  const lastMove =
    read.lastMove === undefined ? undefined : toSquareIndex(read.lastMove, ['options', 'lastMove']);
  return {
    size,
    coordinates: read.coordinates ?? true,
    lastMove,
    marked: markedSquares(position, read.legalMoves),
  };
}

/** The drawing's measures: the coordinate margin, the board's side, the centre of each square. */
class DiagramFrame {
  readonly margin: number;
  readonly board: number;
  readonly total: number;

  constructor(
    readonly size: number,
    coordinates: boolean,
  ) {
    this.margin = coordinates ? size / 2 : 0;
    this.board = size * 8;
    this.total = this.board + this.margin;
  }

  centre(index: number): { x: number; y: number } {
    const { margin, size } = this;
    return { x: margin + (index % 8) * size + size / 2, y: margin + Math.floor(index / 8) * size + size / 2 };
  }
}

/** A `<circle class="disc …">` per disc, with the disc counts. */
function discElements(
  position: Position,
  frame: DiagramFrame,
): { elements: string[]; black: number; white: number } {
  const { size } = frame;
  let black = 0;
  let white = 0;
  const elements: string[] = [];
  for (let index = 0; index < 64; index++) {
    const colour = bitSet(position, 'black', index)
      ? 'black'
      : bitSet(position, 'white', index)
        ? 'white'
        : null;
    if (colour === null) continue;
    if (colour === 'black') black++;
    else white++;
    const { x, y } = frame.centre(index);
    elements.push(
      `<circle class="disc ${colour}" data-square="${SQUARE_NAMES[index]}" cx="${x}" cy="${y}" r="${size * 0.42}" fill="${colour === 'black' ? '#111' : '#fafafa'}" stroke="#111" stroke-width="${size / 40}"/>`,
    );
  }
  return { elements, black, white };
}

/** The nine horizontal and nine vertical lines of the grid. */
function gridLines({ margin, size, board }: DiagramFrame): string[] {
  const lines: string[] = [];
  for (let line = 0; line <= 8; line++) {
    const at = margin + line * size;
    lines.push(
      `<line x1="${margin}" y1="${at}" x2="${margin + board}" y2="${at}" stroke="#000" stroke-width="${size / 40}"/>`,
      `<line x1="${at}" y1="${margin}" x2="${at}" y2="${margin + board}" stroke="#000" stroke-width="${size / 40}"/>`,
    );
  }
  return lines;
}

/** The column letters above the board and the row digits left of it. */
function coordinateLabels({ margin, size }: DiagramFrame): string[] {
  const font = `font-family="sans-serif" font-size="${size * 0.35}" text-anchor="middle" dominant-baseline="central"`;
  return [
    ...FILES.map(
      (file, column) =>
        `<text class="coordinate" x="${margin + column * size + size / 2}" y="${margin / 2}" ${font}>${file}</text>`,
    ),
    ...RANKS.map(
      (rank, row) =>
        `<text class="coordinate" x="${margin / 2}" y="${margin + row * size + size / 2}" ${font}>${rank}</text>`,
    ),
  ];
}
