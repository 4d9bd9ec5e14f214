import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/index.js';
import {
  legalMoves,
  othelloDiagram,
  type Position,
  parsePosition,
  play,
  SQUARE_NAMES,
  START_POSITION,
} from '../../src/othello/index.js';

interface Parsed {
  readonly discs: Map<string, 'black' | 'white'>;
  readonly legal: string[];
  readonly last: string[];
  readonly coordinates: string[];
}

/** Reads the SVG text back: discs, markers and coordinate labels. */
function parseSvg(svg: string): Parsed {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
  const discs = new Map<string, 'black' | 'white'>();
  for (const match of svg.matchAll(/class="disc (black|white)" data-square="([a-h][1-8])"/g)) {
    expect(discs.has(match[2]!)).toBe(false);
    discs.set(match[2]!, match[1] as 'black' | 'white');
  }
  return {
    discs,
    legal: [...svg.matchAll(/class="legal-move" data-square="([a-h][1-8])"/g)].map((match) => match[1]!),
    last: [...svg.matchAll(/class="last-move" data-square="([a-h][1-8])"/g)].map((match) => match[1]!),
    coordinates: [...svg.matchAll(/class="coordinate"[^>]*>([a-h1-8])</g)].map((match) => match[1]!),
  };
}

/** The discs of a position from its text form (spec §1: `X` black, `O` white, a1 first). */
function discsOf(position: Position): Map<string, 'black' | 'white'> {
  const cells = parsePositionText(position);
  const discs = new Map<string, 'black' | 'white'>();
  for (const [index, cell] of [...cells].entries()) {
    if (cell === 'X') discs.set(SQUARE_NAMES[index]!, 'black');
    if (cell === 'O') discs.set(SQUARE_NAMES[index]!, 'white');
  }
  return discs;
}

function parsePositionText(position: Position): string {
  let text = '';
  for (let index = 0; index < 64; index++) {
    const half = index < 32 ? 'lo' : 'hi';
    const bit = index % 32;
    text += (position.black[half] >>> bit) & 1 ? 'X' : (position.white[half] >>> bit) & 1 ? 'O' : '-';
  }
  return text;
}

describe('othelloDiagram (spec §1 board and notation)', () => {
  it('draws the start position with coordinates a–h and 1–8 and the four legal moves', () => {
    const parsed = parseSvg(othelloDiagram(START_POSITION, { legalMoves: true }));
    expect(Object.fromEntries(parsed.discs)).toEqual({ d4: 'white', e4: 'black', d5: 'black', e5: 'white' });
    expect(parsed.legal.sort()).toEqual(['c4', 'd3', 'e6', 'f5']);
    expect(parsed.coordinates).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    expect(parsed.last).toEqual([]);
  });

  it('places a1 top left and h8 bottom right', () => {
    const svg = othelloDiagram(parsePosition(`X${'-'.repeat(62)}O X`), { coordinates: false });
    const a1 = /data-square="a1" cx="(\d+(?:\.\d+)?)" cy="(\d+(?:\.\d+)?)"/.exec(svg);
    const h8 = /data-square="h8" cx="(\d+(?:\.\d+)?)" cy="(\d+(?:\.\d+)?)"/.exec(svg);
    expect([Number(a1?.[1]), Number(a1?.[2])]).toEqual([20, 20]);
    expect([Number(h8?.[1]), Number(h8?.[2])]).toEqual([300, 300]);
  });

  it('property: after any sequence of legal moves the discs, last move and legal-move markers match the position', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 40 }), (choices) => {
        let position = START_POSITION;
        let last: string | undefined;
        for (const choice of choices) {
          const moves = legalMoves(position);
          if (moves.length === 0) break;
          last = moves[choice % moves.length]!;
          position = play(position, last);
        }
        const parsed = parseSvg(
          othelloDiagram(position, { legalMoves: true, ...(last === undefined ? {} : { lastMove: last }) }),
        );
        expect(parsed.discs).toEqual(discsOf(position));
        expect(parsed.legal.sort()).toEqual([...legalMoves(position)].sort());
        expect(parsed.last).toEqual(last === undefined ? [] : [last]);
      }),
      { numRuns: 100 },
    );
  });

  it('rejects a bad last move or square size with a path', () => {
    expect(() => othelloDiagram(START_POSITION, { lastMove: 'z9' })).toThrow(MindsportError);
    try {
      othelloDiagram(START_POSITION, { legalMoves: ['c4', 'k1'] });
    } catch (error) {
      expect((error as MindsportError).path).toEqual(['options', 'legalMoves', 1]);
    }
    expect(() => othelloDiagram(START_POSITION, { squareSize: 0 })).toThrow(/options\.squareSize: 0/);
  });
});
