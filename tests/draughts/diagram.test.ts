import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/index.js';
import { DRAUGHTS_START, type DraughtsPosition, draughtsDiagram } from '../../src/draughts/index.js';

/** Reads the SVG back: dark squares with their cell, numbers, pieces by square. */
function parseSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  const squares = new Map<number, { row: number; column: number }>();
  for (const match of svg.matchAll(/class="dark-square" data-square="(\d+)" x="([\d.]+)" y="([\d.]+)"/g)) {
    squares.set(Number(match[1]), { column: Number(match[2]) / 40, row: Number(match[3]) / 40 });
  }
  const numbers = [...svg.matchAll(/class="square-number"[^>]*>(\d+)</g)].map((match) => Number(match[1]));
  const pieces = new Map<number, string>();
  for (const match of svg.matchAll(/class="piece (white|black) (man|king)" data-square="(\d+)"/g)) {
    expect(pieces.has(Number(match[3]))).toBe(false);
    pieces.set(Number(match[3]), `${match[1]} ${match[2]}`);
  }
  const crowns = [...svg.matchAll(/class="crown" data-square="(\d+)"/g)].map((match) => Number(match[1]));
  return { squares, numbers, pieces, crowns };
}

function expectedPieces(position: DraughtsPosition): Map<number, string> {
  const pieces = new Map<number, string>();
  for (const square of position.whiteMen) pieces.set(square, 'white man');
  for (const square of position.whiteKings) pieces.set(square, 'white king');
  for (const square of position.blackMen) pieces.set(square, 'black man');
  for (const square of position.blackKings) pieces.set(square, 'black king');
  return pieces;
}

describe('draughtsDiagram (squares numbered 1–50 as in PDN, spec §2)', () => {
  it('numbers the 50 dark squares: 1 top row second column, 6 second row first column, 46 bottom left, 50 bottom right', () => {
    const parsed = parseSvg(draughtsDiagram(DRAUGHTS_START));
    expect(parsed.numbers).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(parsed.squares.get(1)).toEqual({ row: 0, column: 1 });
    expect(parsed.squares.get(5)).toEqual({ row: 0, column: 9 });
    expect(parsed.squares.get(6)).toEqual({ row: 1, column: 0 });
    expect(parsed.squares.get(46)).toEqual({ row: 9, column: 0 });
    expect(parsed.squares.get(50)).toEqual({ row: 9, column: 8 });
    for (const { row, column } of parsed.squares.values()) expect((row + column) % 2).toBe(1);
    expect(new Set([...parsed.squares.values()].map(({ row, column }) => row * 10 + column)).size).toBe(50);
    expect(parsed.pieces).toEqual(expectedPieces(DRAUGHTS_START));
  });

  it('draws the numbers after the pieces, outlined, so a two-digit number reaching under a piece stays readable (spec §2; found by the browser check)', () => {
    const svg = draughtsDiagram(DRAUGHTS_START);
    const lastShape = Math.max(svg.lastIndexOf('class="piece'), svg.lastIndexOf('class="crown'));
    expect(svg.indexOf('class="square-number"')).toBeGreaterThan(lastShape);
    for (const label of svg.match(/<text class="square-number"[^>]*>/g) ?? []) {
      expect(label).toContain('paint-order="stroke"');
      expect(label).toMatch(/ stroke="#[0-9a-f]{6}"/);
    }
  });

  it('leaves the numbers out on request', () => {
    expect(parseSvg(draughtsDiagram(DRAUGHTS_START, { numbers: false })).numbers).toEqual([]);
  });

  it('property: every piece of a random position is drawn once, on its square, with a crown for kings', () => {
    const position = fc
      .shuffledSubarray(
        Array.from({ length: 50 }, (_, index) => index + 1),
        { maxLength: 30 },
      )
      .chain((squares) =>
        fc.tuple(
          fc.constant(squares),
          fc.array(fc.constantFrom('whiteMen', 'whiteKings', 'blackMen', 'blackKings'), {
            minLength: squares.length,
            maxLength: squares.length,
          }),
          fc.constantFrom('white', 'black'),
        ),
      )
      .map(([squares, kinds, turn]) => {
        const lists = {
          whiteMen: [] as number[],
          whiteKings: [] as number[],
          blackMen: [] as number[],
          blackKings: [] as number[],
        };
        squares.forEach((square, index) => {
          let kind = kinds[index]!;
          // Men never stand on their own promotion row (White: 1–5, Black: 46–50).
          if (kind === 'whiteMen' && square <= 5) kind = 'whiteKings';
          if (kind === 'blackMen' && square >= 46) kind = 'blackKings';
          lists[kind].push(square);
        });
        return { turn, ...lists } as DraughtsPosition;
      });
    fc.assert(
      fc.property(position, (value) => {
        const parsed = parseSvg(draughtsDiagram(value));
        expect(parsed.pieces).toEqual(expectedPieces(value));
        expect(parsed.crowns.sort((a, b) => a - b)).toEqual(
          [...value.whiteKings, ...value.blackKings].sort((a, b) => a - b),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('rejects a bad position with the validator error', () => {
    expect(() => draughtsDiagram({ ...DRAUGHTS_START, whiteMen: [51] })).toThrow(MindsportError);
  });
});
