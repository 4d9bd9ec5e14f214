import { checkList, fail, MindsportError, show, THROW } from '../../core/internal.js';
import { squareIndexAt, toSquareIndex } from './internal.js';
import { SQUARE_NAMES, type SquareName } from './square.js';

/**
 * Reads a game transcript: square names written one after the other (`f5d6c3d3c4…`),
 * either case, passes implicit (spec §1). Whitespace between moves is allowed (and
 * ignored); nothing else is. This checks the notation only — {@link replayGame} checks
 * that the moves are legal.
 *
 * @category Notation
 * @param text - the transcript
 * @returns the moves as lower-case square names
 * @throws {@link mindsport!MindsportError} `NOT_A_STRING`, `BAD_TRANSCRIPT` naming the move number and the character
 *   offset of the first thing that is not a square name
 * @example
 * ```ts
 * import { parseTranscript } from 'mindsport/othello';
 * console.log(parseTranscript('F5d6 C3')); // [ 'f5', 'd6', 'c3' ]
 * ```
 */
export function parseTranscript(text: string): SquareName[] {
  if (typeof text !== 'string')
    fail({ code: 'NOT_A_STRING', path: [], value: text, message: `transcript ${show(text)} is not text` });
  const moves: SquareName[] = [];
  let offset = 0;
  while (offset < text.length) {
    const code = text.charCodeAt(offset);
    if (code === 32 || code === 9 || code === 10 || code === 13) {
      offset++;
      continue;
    }
    const square = squareIndexAt(text, offset);
    if (square < 0) {
      const found = text.slice(offset, offset + 2);
      throw new MindsportError(
        'BAD_TRANSCRIPT',
        `move ${moves.length + 1} at character ${offset + 1}: ${show(found)} is not a square name (a1…h8)`,
        { path: [moves.length], value: found },
      );
    }
    moves.push(SQUARE_NAMES[square]!);
    offset += 2;
  }
  return moves;
}

/**
 * Writes moves as a transcript: lower-case square names with nothing between them
 * (spec §1).
 *
 * @category Notation
 * @param moves - square names (either case) or indices 0–63
 * @returns the transcript, such as `'f5d6c3'`
 * @throws {@link mindsport!MindsportError} `BAD_SQUARE` with the index of the bad move in `path`
 * @example
 * ```ts
 * import { formatTranscript } from 'mindsport/othello';
 * console.log(formatTranscript(['F5', 'd6', 18])); // f5d6c3
 * ```
 */
export function formatTranscript(moves: readonly (SquareName | number | string)[]): string {
  checkList(moves, [], THROW);
  let text = '';
  for (let index = 0; index < moves.length; index++) {
    text += SQUARE_NAMES[toSquareIndex(moves[index]!, [index])]!;
  }
  return text;
}
