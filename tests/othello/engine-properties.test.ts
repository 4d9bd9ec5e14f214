import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discCounts,
  finalScore,
  flips,
  formatPosition,
  formatSquare,
  formatTranscript,
  isGameOver,
  legalMoves,
  type PerftConvention,
  type Position,
  parseGame,
  parsePosition,
  parseSquare,
  parseTranscript,
  perft,
  play,
  replayGame,
  START_POSITION,
  SYMMETRIES,
  transformPosition,
  transformTranscript,
} from '../../src/othello/index.js';
import {
  type Cell,
  type ReferenceState,
  referenceFlips,
  referenceGameOver,
  referenceMoves,
  referencePlay,
  referenceRandomGame,
  referenceScore,
  referenceText,
} from './engine-reference.js';

const names = (squares: readonly number[]) => squares.map((square) => formatSquare(square));
const SQUARES = Array.from({ length: 64 }, (_, square) => square);
const allFlips = (position: Position) => SQUARES.map((square) => flips(position, square));
const choices = fc.array(fc.nat({ max: 1000 }), { minLength: 0, maxLength: 70 });
const cells = fc.array(fc.constantFrom<Cell>('X', 'O', '-'), { minLength: 64, maxLength: 64 });
const anyPosition = fc
  .tuple(cells, fc.constantFrom('X', 'O'))
  .map(([board, turn]) => parsePosition(`${board.join('')} ${turn}`));

describe('bitboard engine vs the naive reference engine (tests/othello/engine-reference.ts)', () => {
  it('random games: same legal moves, same flips for every square, same game-over and result', () => {
    fc.assert(
      fc.property(choices, (picks) => {
        const { states, moves } = referenceRandomGame(picks);
        const game = parseGame(names(moves));
        expect(game.moves).toHaveLength(moves.length);
        const positions = [START_POSITION, ...game.moves.map((move) => move.position)];
        states.forEach((state, index) => {
          const position = positions[index]!;
          expect(formatPosition(position)).toBe(referenceText(state));
          const color = state.turn;
          expect(legalMoves(position)).toEqual(names(referenceMoves(state.cells, color)));
          expect(allFlips(position)).toEqual(
            SQUARES.map((square) => names(referenceFlips(state.cells, color, square))),
          );
        });
        const last = states.at(-1)!;
        expect(game.over).toBe(referenceGameOver(last.cells));
        if (game.over) {
          const [black, white] = referenceScore(last.cells);
          expect(game.score).toMatchObject({ black, white });
          const [rawBlack, rawWhite] = referenceScore(last.cells, false);
          expect(finalScore(game.position, { emptySquares: 'none' })).toMatchObject({
            black: rawBlack,
            white: rawWhite,
          });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('arbitrary (even unreachable) positions: same legal moves and flips for both colours', () => {
    fc.assert(
      fc.property(cells, (board) => {
        for (const turn of ['X', 'O'] as const) {
          const position = parsePosition(`${board.join('')} ${turn}`);
          expect(legalMoves(position)).toEqual(names(referenceMoves(board, turn)));
          expect(allFlips(position)).toEqual(
            SQUARES.map((square) => names(referenceFlips(board, turn, square))),
          );
        }
        expect(isGameOver(parsePosition(`${board.join('')} X`))).toBe(referenceGameOver(board));
      }),
      { numRuns: 150 },
    );
  });
});

/** Perft on the reference engine, conventions as in spec §1 (passes and early ends spelled out). */
function referencePerft(state: ReferenceState, depth: number, convention: PerftConvention): number {
  if (depth === 0) return 1;
  const moves = referenceMoves(state.cells, state.turn);
  if (moves.length === 0) {
    const passed: ReferenceState = { cells: state.cells, turn: state.turn === 'X' ? 'O' : 'X' };
    if (referenceMoves(passed.cells, passed.turn).length === 0) return convention === 'A' ? 0 : 1;
    return referencePerft(passed, convention === 'C' ? depth : depth - 1, convention);
  }
  let leaves = 0;
  for (const move of moves) leaves += referencePerft(referencePlay(state, move), depth - 1, convention);
  return leaves;
}

describe('perft conventions vs the reference engine (spec §1 table)', () => {
  // Depths 3 and 4 run the in-place loops of perft-core.ts (flips and move masks written out
  // for speed); late-game positions bring passes and early ends.
  const stages = [
    { name: 'mid-game positions from random games', moves: [4, 40], numRuns: 40 },
    { name: 'late-game positions from random games (passes and early ends)', moves: [44, 62], numRuns: 60 },
  ] as const;
  for (const { name, moves, numRuns } of stages) {
    it(`${name}, depths 1–4: A, B and C agree`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.nat({ max: 1000 }), { minLength: moves[0], maxLength: moves[1] }),
          fc.integer({ min: 1, max: 4 }),
          (picks, depth) => {
            const { states } = referenceRandomGame(picks);
            const state = states.at(-1)!;
            const position = parsePosition(referenceText(state));
            for (const convention of ['A', 'B', 'C'] as const) {
              expect(perft(position, depth, { convention })).toBe(referencePerft(state, depth, convention));
            }
          },
        ),
        { numRuns },
      );
    });
  }
});

describe('invariants (NOF §12, §14; spec §1)', () => {
  it('discs on the board = 4 + moves played', () => {
    fc.assert(
      fc.property(choices, (picks) => {
        const game = parseGame(names(referenceRandomGame(picks).moves));
        game.moves.forEach((move, index) => {
          const counts = discCounts(move.position);
          expect(counts.black + counts.white).toBe(4 + index + 1);
          expect(counts.empty).toBe(60 - index - 1);
        });
      }),
      { numRuns: 50 },
    );
  });

  it('every legal move flips at least one disc, and the mover gains flips + 1 discs', () => {
    fc.assert(
      fc.property(anyPosition, (position) => {
        for (const move of legalMoves(position)) {
          const flipped = flips(position, move);
          expect(flipped.length).toBeGreaterThanOrEqual(1);
          const before = discCounts(position);
          const after = discCounts(play(position, move));
          expect(after[position.turn]).toBe(before[position.turn] + flipped.length + 1);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('the 8 symmetries keep the number of legal moves and game over', () => {
    fc.assert(
      fc.property(anyPosition, fc.constantFrom(...SYMMETRIES), (position, symmetry) => {
        const image = transformPosition(position, symmetry);
        expect(legalMoves(image)).toHaveLength(legalMoves(position).length);
        expect(isGameOver(image)).toBe(isGameOver(position));
        expect(discCounts(image)).toEqual(discCounts(position));
      }),
      { numRuns: 200 },
    );
  });

  it('a transformed game replays legally from the transformed start, with the same result', () => {
    fc.assert(
      fc.property(choices, fc.constantFrom(...SYMMETRIES), (picks, symmetry) => {
        const moves = names(referenceRandomGame(picks).moves);
        const game = parseGame(moves);
        const image = parseGame(transformTranscript(moves, symmetry), {
          start: transformPosition(START_POSITION, symmetry),
        });
        expect(image.moves).toHaveLength(game.moves.length);
        expect(image.position).toEqual(transformPosition(game.position, symmetry));
        expect(image.score).toEqual(game.score);
        game.moves.forEach((move, index) => {
          expect(legalMoves(image.moves[index]!.position)).toHaveLength(legalMoves(move.position).length);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('composing a symmetry with its inverse gives the identity; rotate90 four times too', () => {
    fc.assert(
      fc.property(anyPosition, (position: Position) => {
        let rotated = position;
        for (let turn = 0; turn < 4; turn++) rotated = transformPosition(rotated, 'rotate90');
        expect(rotated).toEqual(position);
        expect(transformPosition(transformPosition(position, 'rotate90'), 'rotate270')).toEqual(position);
        for (const mirror of [
          'rotate180',
          'mirrorFiles',
          'mirrorRanks',
          'mirrorDiagonal',
          'mirrorAntiDiagonal',
        ] as const) {
          expect(transformPosition(transformPosition(position, mirror), mirror)).toEqual(position);
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('round trips parse(format(x)) (spec §1 notations)', () => {
  it('squares', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 63 }), (square) => {
        expect(parseSquare(formatSquare(square))).toBe(square);
        expect(parseSquare(formatSquare(square).toUpperCase())).toBe(square);
      }),
      { numRuns: 100 },
    );
  });

  it('transcripts (lower-case output, case-insensitive input)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 63 }), { maxLength: 60 }), (squares) => {
        const text = formatTranscript(squares);
        expect(text).toBe(text.toLowerCase());
        expect(parseTranscript(text)).toEqual(names(squares));
        expect(parseTranscript(text.toUpperCase())).toEqual(names(squares));
        expect(formatTranscript(parseTranscript(text))).toBe(text);
      }),
      { numRuns: 100 },
    );
  });

  it('games', () => {
    fc.assert(
      fc.property(choices, (picks) => {
        const transcript = formatTranscript(names(referenceRandomGame(picks).moves));
        expect(replayGame(transcript).transcript).toBe(transcript);
      }),
      { numRuns: 30 },
    );
  });

  it('positions, both ways', () => {
    fc.assert(
      fc.property(anyPosition, (position) => {
        const text = formatPosition(position);
        expect(parsePosition(text)).toEqual(position);
        expect(formatPosition(parsePosition(text))).toBe(text);
        expect(parsePosition(JSON.parse(JSON.stringify(text)))).toEqual(JSON.parse(JSON.stringify(position)));
      }),
      { numRuns: 100 },
    );
  });
});
