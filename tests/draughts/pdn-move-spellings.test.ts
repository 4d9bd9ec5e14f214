import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  DRAUGHTS_START,
  type DraughtsMove,
  type DraughtsPosition,
  draughtsLegalMoves,
  formatFen,
  formatMove,
  parseFen,
  parsePdn,
  playMove,
} from '../../src/draughts/index.js';

// The reader reads a move's squares itself and replays it on an engine board (issue 29);
// the reference here is the public engine: every move of a random legal game, written in
// any spelling PDN files use (spec §2: leading zeros, spaces around the separator, `x`, `X`,
// `:` or `-` for a capture, every landing square or only the ends), must read as the very
// legal move, with its text kept without the spaces, and the game must end where the engine
// says.

/** Starts with kings on the board, so that flying kings capture and become ambiguous. */
const STARTS: readonly DraughtsPosition[] = [
  DRAUGHTS_START,
  parseFen('W:WK46,K50,31,32,33,36,37,38:BK1,K5,12,13,14,18,19,20'),
  parseFen('B:WK28,K33,40,44,45:BK3,K22,7,8,11,16'),
];

const spelling = fc.record({
  separator: fc.constantFrom('-', 'x', 'X', ':'),
  before: fc.constantFrom('', '', ' ', '\u00a0'),
  after: fc.constantFrom('', '', ' ', '\t'),
  zeros: fc.boolean(),
  full: fc.boolean(),
  numbered: fc.constantFrom('plain', 'spaced', 'none'),
});

const gameArbitrary = fc
  .tuple(fc.nat(STARTS.length - 1), fc.array(fc.tuple(fc.nat(), spelling), { maxLength: 90 }))
  .map(([startIndex, plies]) => {
    const start = STARTS[startIndex]!;
    const moves: DraughtsMove[] = [];
    const words: string[] = [];
    let position = start;
    for (const [choice, spell] of plies) {
      const legal = draughtsLegalMoves(position);
      if (legal.length === 0) break;
      const move = legal[choice % legal.length]!;
      const squares = formatMove(position, move, { full: spell.full }).split(/[-x]/);
      const separator = move.captures.length === 0 ? '-' : spell.separator;
      const written = squares
        .map((square) => (spell.zeros && square.length === 1 ? `0${square}` : square))
        .join(`${spell.before}${separator}${spell.after}`);
      const white = position.turn === 'white';
      const number = Math.floor((moves.length + (start.turn === 'black' ? 1 : 0)) / 2) + 1;
      if (spell.numbered === 'plain') words.push(white ? `${number}.` : `${number}...`);
      if (spell.numbered === 'spaced') words.push(white ? `${number} .` : `${number} ...`);
      words.push(written);
      moves.push(move);
      position = playMove(position, move);
    }
    const header = start === DRAUGHTS_START ? '' : `[FEN "${formatFen(start)}"]\n`;
    return { text: `${header}${words.join(' ')} *`, words, moves, end: position };
  });

describe('PDN moves in every spelling (spec §2)', () => {
  test.prop([gameArbitrary], { numRuns: 80 })(
    'each written move reads as the legal move it names, its text kept without spaces',
    (game) => {
      const [read] = parsePdn(game.text).games;
      expect(read!.moves.map((move) => move.move)).toEqual(game.moves);
      const texts = game.words.filter((word) => !word.endsWith('.')).map((word) => word.replace(/\s+/g, ''));
      expect(read!.moves.map((move) => move.text)).toEqual(texts);
      expect(read!.end).toEqual(game.end);
    },
  );
});
