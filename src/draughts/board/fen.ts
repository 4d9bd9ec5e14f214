import { checkString, MindsportError, show, THROW } from '../../core/internal.js';
import { assertDraughtsPosition, type DraughtsPosition } from './position.js';

/**
 * The FEN of the starting position of international draughts (spec §2): White to move, White's
 * men on 31–50, Black's on 1–20.
 *
 * @category Notation
 * @example
 * ```ts
 * import { DRAUGHTS_START_FEN, parseFen } from 'mindsport/draughts';
 * console.log(parseFen(DRAUGHTS_START_FEN).blackMen.length); // 20
 * ```
 */
export const DRAUGHTS_START_FEN = 'W:W31-50:B1-20';

function fenError(code: string, fen: string, problem: string): MindsportError {
  return new MindsportError(code, `FEN ${show(fen)}: ${problem}`, { path: ['fen'], value: fen });
}

/**
 * Reads a draughts FEN (PDN 3.0 style): the side to move `W` or `B`, then for each colour
 * `:W` / `:B` and a comma-separated list of squares, `K` before a king, `a-b` for a range
 * of squares (`K` before a range crowns the whole range). Letters may be lower case, a
 * final `.` and surrounding whitespace are ignored; a colour left out has no pieces.
 *
 * @category Notation
 * @param fen - the FEN text, such as `W:W31-50:B1-20` or `B:W18,K46:BK5,12`
 * @returns the position, piece lists sorted
 * @throws `MindsportError` with path `['fen']`: `NOT_A_STRING`, `BAD_FEN` (malformed text,
 *   quoting it), `BAD_SQUARE` (a square outside 1–50), `DUPLICATE_SQUARE` (two pieces on one
 *   square), `UNCROWNED_MAN` (a man on its promotion row)
 * @example
 * ```ts
 * import { parseFen } from 'mindsport/draughts';
 * const position = parseFen('B:W18,K46:BK5,12');
 * console.log(position.turn, position.whiteKings, position.blackMen); // black [ 46 ] [ 12 ]
 * ```
 */
export function parseFen(fen: string): DraughtsPosition {
  checkString(fen, ['fen'], THROW, true);
  let text = fen.trim();
  if (text.endsWith('.')) text = text.slice(0, -1);
  const fields = text.split(':');
  const turnField = fields[0]!.trim().toUpperCase();
  if (turnField !== 'W' && turnField !== 'B') {
    throw fenError('BAD_FEN', fen, `the side to move must be W or B, not ${show(fields[0])}`);
  }
  const lists = {
    whiteMen: [] as number[],
    whiteKings: [] as number[],
    blackMen: [] as number[],
    blackKings: [] as number[],
  };
  const seenColours = new Set<string>();
  for (const rawField of fields.slice(1)) {
    const field = rawField.trim();
    const colour = field.charAt(0).toUpperCase();
    if (colour !== 'W' && colour !== 'B') {
      throw fenError('BAD_FEN', fen, `a piece list must start with W or B, not ${show(rawField)}`);
    }
    if (seenColours.has(colour)) throw fenError('BAD_FEN', fen, `the pieces of ${colour} are listed twice`);
    seenColours.add(colour);
    const body = field.slice(1).trim();
    if (body === '') continue;
    for (const rawItem of body.split(',')) {
      const item = rawItem.trim();
      const match = /^([Kk]?)\s*(\d+)(?:\s*-\s*(\d+))?$/.exec(item);
      if (match === null)
        throw fenError('BAD_FEN', fen, `${show(rawItem)} is not a square, K+square or range`);
      const first = Number(match[2]);
      const last = match[3] === undefined ? first : Number(match[3]);
      for (const square of [first, last]) {
        if (square < 1 || square > 50) {
          throw fenError('BAD_SQUARE', fen, `square ${square} in ${show(item)} is not 1–50`);
        }
      }
      if (last < first) throw fenError('BAD_FEN', fen, `range ${show(item)} runs backwards`);
      const king = match[1] !== '';
      const list =
        colour === 'W'
          ? king
            ? lists.whiteKings
            : lists.whiteMen
          : king
            ? lists.blackKings
            : lists.blackMen;
      for (let square = first; square <= last; square++) list.push(square);
    }
  }
  try {
    return assertDraughtsPosition({ turn: turnField === 'W' ? 'white' : 'black', ...lists });
  } catch (error) {
    if (error instanceof MindsportError) throw fenError(error.code, fen, error.message);
    throw error;
  }
}

function formatPieces(men: readonly number[], kings: readonly number[]): string {
  const pieces = [
    ...men.map((square) => ({ square, king: false })),
    ...kings.map((square) => ({ square, king: true })),
  ].sort((a, b) => a.square - b.square);
  const parts: string[] = [];
  for (let index = 0; index < pieces.length; ) {
    const piece = pieces[index]!;
    if (piece.king) {
      parts.push(`K${piece.square}`);
      index++;
      continue;
    }
    let end = index;
    while (
      end + 1 < pieces.length &&
      !pieces[end + 1]!.king &&
      pieces[end + 1]!.square === pieces[end]!.square + 1
    ) {
      end++;
    }
    // Runs of three or more men are written as ranges; shorter runs square by square.
    if (end - index >= 2) {
      parts.push(`${piece.square}-${pieces[end]!.square}`);
      index = end + 1;
    } else {
      parts.push(String(piece.square));
      index++;
    }
  }
  return parts.join(',');
}

/**
 * Writes a position as a draughts FEN: side to move, White's pieces, Black's pieces, in
 * square order, kings as `K12`, runs of three or more men as ranges `31-50`.
 *
 * @category Notation
 * @param position - the position (checked first)
 * @returns the FEN text; {@link parseFen} reads it back to the same position
 * @throws `MindsportError` when the position is invalid (see `assertDraughtsPosition`)
 * @example
 * ```ts
 * import { DRAUGHTS_START, formatFen } from 'mindsport/draughts';
 * console.log(formatFen(DRAUGHTS_START)); // W:W31-50:B1-20
 * ```
 */
export function formatFen(position: DraughtsPosition): string {
  const checked = assertDraughtsPosition(position);
  const turn = checked.turn === 'white' ? 'W' : 'B';
  return `${turn}:W${formatPieces(checked.whiteMen, checked.whiteKings)}:B${formatPieces(checked.blackMen, checked.blackKings)}`;
}
