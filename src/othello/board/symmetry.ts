import { deepFreeze } from '../../core/freeze.js';
import { checkOneOf, fail, show, THROW } from '../../core/internal.js';
import { makePosition, toSquareIndex } from './internal.js';
import { type Position, requirePosition } from './position.js';
import { SQUARE_NAMES, type SquareName } from './square.js';

/**
 * The 8 symmetries of the board (the dihedral group of the square), written for a file
 * `f` and rank `r` counted 0–7 from a1:
 * `identity` (f, r); `rotate90` (7 − r, f); `rotate180` (7 − f, 7 − r); `rotate270` (r, 7 − f);
 * `mirrorFiles` (7 − f, r) swaps a↔h; `mirrorRanks` (f, 7 − r) swaps 1↔8;
 * `mirrorDiagonal` (r, f) reflects in a1–h8; `mirrorAntiDiagonal` (7 − r, 7 − f) reflects in h1–a8.
 * The rules of NOF §12 treat all 8 directions alike, so each symmetry maps legal moves to
 * legal moves and keeps results. Only `identity`, `rotate180`, `mirrorDiagonal` and
 * `mirrorAntiDiagonal` keep the start position.
 *
 * @category Engine
 * @example
 * ```ts
 * import { SYMMETRIES } from 'mindsport/othello';
 * console.log(SYMMETRIES.length); // 8
 * ```
 */
export const SYMMETRIES = deepFreeze([
  'identity',
  'rotate90',
  'rotate180',
  'rotate270',
  'mirrorFiles',
  'mirrorRanks',
  'mirrorDiagonal',
  'mirrorAntiDiagonal',
] as const);
/**
 * One of the 8 {@link SYMMETRIES}.
 *
 * @category Engine
 */
export type Symmetry = (typeof SYMMETRIES)[number];

function mapIndex(square: number, symmetry: Symmetry): number {
  const f = square & 7;
  const r = square >> 3;
  switch (symmetry) {
    case 'identity':
      return square;
    case 'rotate90':
      return f * 8 + (7 - r);
    case 'rotate180':
      return 63 - square;
    case 'rotate270':
      return (7 - f) * 8 + r;
    case 'mirrorFiles':
      return r * 8 + (7 - f);
    case 'mirrorRanks':
      return (7 - r) * 8 + f;
    case 'mirrorDiagonal':
      return f * 8 + r;
    case 'mirrorAntiDiagonal':
      return (7 - f) * 8 + (7 - r);
  }
}

function requireSymmetry(symmetry: Symmetry): void {
  checkOneOf(symmetry, SYMMETRIES, ['symmetry'], THROW);
}

/**
 * Where a square goes under a board symmetry.
 *
 * @category Engine
 * @param square - a square name (either case) or index 0–63
 * @param symmetry - one of {@link SYMMETRIES}
 * @returns the image square's name
 * @throws {@link mindsport!MindsportError} `BAD_SQUARE` or `NOT_ONE_OF` (symmetry)
 * @example
 * ```ts
 * import { transformSquare } from 'mindsport/othello';
 * console.log(transformSquare('f5', 'mirrorDiagonal'), transformSquare('f5', 'rotate180')); // e6 c4
 * ```
 */
export function transformSquare(square: SquareName | number | string, symmetry: Symmetry): SquareName {
  requireSymmetry(symmetry);
  return SQUARE_NAMES[mapIndex(toSquareIndex(square, ['square']), symmetry)]!;
}

/**
 * The image of a position under a board symmetry: every disc moves to its image square,
 * the side to move stays.
 *
 * @category Engine
 * @param position - the position
 * @param symmetry - one of {@link SYMMETRIES}
 * @returns the transformed position
 * @throws {@link mindsport!MindsportError} the codes of {@link assertPosition} or `NOT_ONE_OF` (symmetry)
 * @example
 * ```ts
 * import { START_POSITION, formatPosition, transformPosition } from 'mindsport/othello';
 * console.log(formatPosition(transformPosition(START_POSITION, 'rotate90')));
 * // ---------------------------XO------OX--------------------------- X
 * ```
 */
export function transformPosition(position: Position, symmetry: Symmetry): Position {
  requirePosition(position, ['position']);
  requireSymmetry(symmetry);
  const halves = [0, 0, 0, 0];
  const sets = [position.black, position.white] as const;
  for (let color = 0; color < 2; color++) {
    const set = sets[color]!;
    for (let square = 0; square < 64; square++) {
      if ((((square < 32 ? set.lo : set.hi) >>> square) & 1) === 0) continue;
      const image = mapIndex(square, symmetry);
      halves[color * 2 + (image < 32 ? 0 : 1)]! |= 1 << image;
    }
  }
  return makePosition(halves[0]!, halves[1]!, halves[2]!, halves[3]!, position.turn);
}

/**
 * The image of a transcript under a board symmetry, move by move. The result is a legal
 * game from the transformed start position (which is the start position itself for
 * `identity`, `rotate180`, `mirrorDiagonal` and `mirrorAntiDiagonal`).
 *
 * @category Engine
 * @param moves - a transcript string or a list of squares
 * @param symmetry - one of {@link SYMMETRIES}
 * @returns the transformed moves as square names
 * @throws {@link mindsport!MindsportError} `BAD_TRANSCRIPT`, `BAD_SQUARE` or `NOT_ONE_OF` (symmetry)
 * @example
 * ```ts
 * import { transformTranscript } from 'mindsport/othello';
 * console.log(transformTranscript('f5d6c3', 'mirrorDiagonal').join('')); // e6f4c3
 * ```
 */
export function transformTranscript(
  moves: string | readonly (SquareName | number | string)[],
  symmetry: Symmetry,
): SquareName[] {
  requireSymmetry(symmetry);
  if (typeof moves !== 'string' && !Array.isArray(moves)) {
    fail({
      code: 'BAD_TRANSCRIPT',
      path: [],
      value: moves,
      message: `${show(moves)} is not a transcript or a list of squares`,
    });
  }
  const list = typeof moves === 'string' ? parseTranscriptLoose(moves) : moves;
  return list.map((move, index) => SQUARE_NAMES[mapIndex(toSquareIndex(move, [index]), symmetry)]!);
}

function parseTranscriptLoose(text: string): string[] {
  const moves: string[] = [];
  const compact = text.replace(/\s+/g, '');
  for (let offset = 0; offset < compact.length; offset += 2) moves.push(compact.slice(offset, offset + 2));
  return moves;
}
