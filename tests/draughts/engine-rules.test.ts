import { describe, expect, it } from 'vitest';
// The engine's bit layout (ghost bits between row pairs) is internal, not part of the API:
// these tests read it from squares.ts to check every square and direction against the board.
import {
  BIT_COUNT,
  bitOfSquare,
  DIRECTION_STEPS,
  NEIGHBOUR,
  squareOfBit,
} from '../../src/draughts/board/squares.js';
import {
  DRAUGHTS_COLOURS,
  draughtsLegalMoves,
  formatFen,
  formatMove,
  parseFen,
  parseMove,
  playMove,
} from '../../src/draughts/index.js';
import { referenceKey, referenceMoves } from './engine-reference.js';

const keys = (fen: string): string[] => draughtsLegalMoves(parseFen(fen)).map(referenceKey).sort();

describe('board layout (bitboard with ghost squares)', () => {
  it('maps squares to bits and back, skipping the ghost bits 10, 21, 32, 43', () => {
    const bits = Array.from({ length: 50 }, (_, index) => bitOfSquare(index + 1));
    expect(bits.filter((bit) => [10, 21, 32, 43].includes(bit))).toEqual([]);
    expect(bits.every((bit, index) => squareOfBit(bit) === index + 1)).toBe(true);
    // Square 30 is the highest bit of the low half, square 31 the second bit of the high half.
    expect(bitOfSquare(30)).toBe(31);
    expect(bitOfSquare(31)).toBe(33);
    expect(bitOfSquare(50)).toBe(BIT_COUNT - 1);
  });

  it('every diagonal neighbour is at the fixed bit step of its direction', () => {
    for (let square = 1; square <= 50; square++) {
      const bit = bitOfSquare(square);
      for (let direction = 0; direction < 4; direction++) {
        const neighbour = NEIGHBOUR[bit * 4 + direction]!;
        if (neighbour >= 0) expect(neighbour - bit).toBe(DIRECTION_STEPS[direction]);
        else {
          // Off the board: the bit at that step is a ghost bit or outside 0–53, never a real square.
          const target = bit + DIRECTION_STEPS[direction]!;
          const real = target >= 0 && target < BIT_COUNT && ![10, 21, 32, 43].includes(target);
          expect(real).toBe(false);
        }
      }
    }
  });

  it('a lone man or king on each of the 50 squares moves as the reference says (edges, bits 31/32)', () => {
    for (let square = 1; square <= 50; square++) {
      for (const colour of DRAUGHTS_COLOURS) {
        const empty = { turn: colour, whiteMen: [], whiteKings: [], blackMen: [], blackKings: [] };
        const positions = [{ ...empty, [colour === 'white' ? 'whiteKings' : 'blackKings']: [square] }];
        if (colour === 'white' ? square > 5 : square < 46) {
          positions.push({ ...empty, [colour === 'white' ? 'whiteMen' : 'blackMen']: [square] });
        }
        for (const position of positions) {
          expect(draughtsLegalMoves(position).map(referenceKey).sort()).toEqual(
            referenceMoves(position).map(referenceKey).sort(),
          );
        }
      }
    }
  });
});

describe('FMJD move rules (spec §2)', () => {
  it('men move one square diagonally forward only', () => {
    expect(keys('W:W33:B')).toEqual(['33>28:', '33>29:']);
    expect(keys('B:W:B18')).toEqual(['18>22:', '18>23:']);
    expect(keys('W:W36:B')).toEqual(['36>31:']);
  });

  it('men capture forward and backward', () => {
    // White man on 28, black man on 33 behind it: 28x39 is a backward capture.
    expect(keys('W:W28:B33')).toEqual(['28>39:33']);
  });

  it('kings fly: a king moves and captures along whole diagonals', () => {
    expect(keys('W:WK46:B')).toEqual(
      ['46>10:', '46>14:', '46>19:', '46>23:', '46>28:', '46>32:', '46>37:', '46>41:', '46>5:'].sort(),
    );
    // A distant man on 23 is captured from 46, landing on any empty square beyond.
    expect(keys('W:WK46:B23')).toEqual(['46>10:23', '46>14:23', '46>19:23', '46>5:23'].sort());
  });

  it('capturing is compulsory and the maximum capture must be taken', () => {
    // 32x23 takes one man; 32x21x12 takes two: only the latter is legal.
    expect(keys('W:W32,45:B27,17,28')).toEqual(['32>12:17,27']);
  });

  it('a king counts as one piece for the maximum (not two)', () => {
    // Taking two men (32x21x12) or one king (32x23): the two men are the maximum.
    expect(keys('W:W32:B27,17,K28')).toEqual(['32>12:17,27']);
    // One king or one man: both captures are legal.
    expect(keys('W:W32:BK27,28')).toEqual(['32>21:27', '32>23:28']);
  });

  it('a man passing over the far row during a capture is not crowned', () => {
    const position = parseFen('W:W12:B8,9');
    const [move] = draughtsLegalMoves(position);
    expect(move).toMatchObject({ from: 12, to: 14, promotion: false });
    expect(move!.path).toEqual([12, 3, 14]);
    expect(formatFen(playMove(position, move!))).toBe('B:W14:B');
  });

  it('a man ending its move on the far row is crowned', () => {
    expect(formatFen(playMove(parseFen('W:W7:B'), '7-1'))).toBe('B:WK1:B');
    expect(formatFen(playMove(parseFen('B:W:B44'), '44-50'))).toBe('W:W:BK50');
    expect(formatFen(playMove(parseFen('W:W13:B8'), '13x2'))).toBe('B:WK2:B');
  });

  it('Turkish strike: jumped pieces stay until the end and cannot be jumped twice', () => {
    // King on 47 takes 42 (to 37/32/...): the pieces are placed so that the only long
    // route would need to jump 42 again; the engine agrees with the reference.
    for (const fen of [
      'W:WK47:B42,31,22,23,34',
      'W:WK5:B10,19,29,38,37,27,18',
      'W:WK28:B23,24,33,32,19,14',
    ]) {
      expect(keys(fen)).toEqual(referenceMoves(parseFen(fen)).map(referenceKey).sort());
    }
  });

  it('a jumped piece blocks the king later in the same capture (Turkish strike)', () => {
    // White king on 1 captures 7 (landing 12, 18, 23), then 29 or 28...; the reference agrees.
    const fen = 'W:WK1:B7,29,38,32,17';
    expect(keys(fen)).toEqual(referenceMoves(parseFen(fen)).map(referenceKey).sort());
  });

  it('a capture reaching one result by two paths is one move, written with its landing squares when needed', () => {
    const position = parseFen('W:W27:B22,23,32,33');
    expect(draughtsLegalMoves(position)).toHaveLength(1);
    expect(formatMove(position, draughtsLegalMoves(position)[0]!)).toBe('27x27');
  });

  it('reads intermediate squares to pick one of two captures with the same ends', () => {
    // The king on 2 has two six-piece captures ending on 3 (via 44 or via 49): 2x3 is ambiguous.
    const position = parseFen('W:WK2:B8,9,23,25,29-31,33,40,43');
    const moves = draughtsLegalMoves(position);
    const byEnds = new Map<string, number>();
    for (const move of moves)
      byEnds.set(`${move.from}-${move.to}`, (byEnds.get(`${move.from}-${move.to}`) ?? 0) + 1);
    for (const move of moves) {
      const written = formatMove(position, move);
      expect(parseMove(position, written)).toEqual(move);
      if (byEnds.get(`${move.from}-${move.to}`)! > 1) {
        expect(written.split('x').length).toBeGreaterThan(2);
        expect(() => parseMove(position, `${move.from}x${move.to}`)).toThrow(/ambiguous/);
      }
    }
    expect(() => parseMove(position, '2x3')).toThrow(expect.objectContaining({ code: 'AMBIGUOUS_MOVE' }));
    expect(parseMove(position, '2x13x35x44x28x14x3').captures).toContain(33);
    expect(parseMove(position, '2x49x3').captures).toContain(43);
  });

  it('parses moves with leading zeros and spaces around the separator', () => {
    const position = parseFen('B:W:B6');
    expect(parseMove(position, '06-11')).toMatchObject({ from: 6, to: 11 });
    expect(parseMove(position, ' 6 - 11 ')).toMatchObject({ from: 6, to: 11 });
  });

  it('rejects illegal and malformed moves', () => {
    const position = parseFen('W:W32:B27,17,28');
    expect(() => parseMove(position, '32x23')).toThrow(expect.objectContaining({ code: 'ILLEGAL_MOVE' }));
    expect(() => parseMove(position, '32-51')).toThrow(
      expect.objectContaining({ code: 'BAD_MOVE_NOTATION' }),
    );
    expect(() => parseMove(position, 'e2-e4')).toThrow(
      expect.objectContaining({ code: 'BAD_MOVE_NOTATION' }),
    );
  });

  it('does not change the position given to playMove', () => {
    const position = parseFen('W:W32:B27,17,28');
    const copy = structuredClone(position);
    playMove(position, '32x12');
    expect(position).toEqual(copy);
  });
});
