/**
 * A deliberately simple reference move generator for international draughts (FMJD rules),
 * written on a 10×10 array with row/column arithmetic and no bit tricks, to cross-check
 * the bitboard engine. Not part of the library.
 */
import type { DraughtsPosition } from '../../src/draughts/index.js';

type Cell = '' | 'w' | 'W' | 'b' | 'B';

export interface ReferenceMove {
  readonly from: number;
  readonly to: number;
  /** Captured squares, sorted ascending. */
  readonly captures: readonly number[];
}

export function squareToCell(square: number): [number, number] {
  const row = Math.floor((square - 1) / 5);
  const index = (square - 1) % 5;
  return [row, row % 2 === 0 ? 2 * index + 1 : 2 * index];
}

export function cellToSquare(row: number, column: number): number {
  return row * 5 + Math.floor(column / 2) + 1;
}

function inside(row: number, column: number): boolean {
  return row >= 0 && row < 10 && column >= 0 && column < 10;
}

function grid(position: DraughtsPosition): Cell[][] {
  const cells: Cell[][] = Array.from({ length: 10 }, () => Array<Cell>(10).fill(''));
  const put = (squares: readonly number[], cell: Cell): void => {
    for (const square of squares) {
      const [row, column] = squareToCell(square);
      cells[row]![column] = cell;
    }
  };
  put(position.whiteMen, 'w');
  put(position.whiteKings, 'W');
  put(position.blackMen, 'b');
  put(position.blackKings, 'B');
  return cells;
}

const DIRECTIONS = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
] as const;

/** All legal moves: compulsory maximum capture, flying kings, Turkish strike. */
export function referenceMoves(position: DraughtsPosition): ReferenceMove[] {
  const cells = grid(position);
  const white = position.turn === 'white';
  const isOwn = (cell: Cell): boolean =>
    white ? cell === 'w' || cell === 'W' : cell === 'b' || cell === 'B';
  const isOpponent = (cell: Cell): boolean =>
    white ? cell === 'b' || cell === 'B' : cell === 'w' || cell === 'W';
  const found: ReferenceMove[] = [];

  const search = (from: number, row: number, column: number, king: boolean, captured: number[]): void => {
    let extended = false;
    for (const [dRow, dColumn] of DIRECTIONS) {
      if (king) {
        let r = row + dRow;
        let c = column + dColumn;
        while (inside(r, c) && cells[r]![c] === '') {
          r += dRow;
          c += dColumn;
        }
        if (!inside(r, c) || !isOpponent(cells[r]![c]!) || captured.includes(cellToSquare(r, c))) continue;
        const jumped = cellToSquare(r, c);
        let lr = r + dRow;
        let lc = c + dColumn;
        while (inside(lr, lc) && cells[lr]![lc] === '') {
          extended = true;
          search(from, lr, lc, true, [...captured, jumped]);
          lr += dRow;
          lc += dColumn;
        }
      } else {
        const r = row + dRow;
        const c = column + dColumn;
        const lr = r + dRow;
        const lc = c + dColumn;
        if (!inside(lr, lc)) continue;
        if (!isOpponent(cells[r]![c]!) || captured.includes(cellToSquare(r, c))) continue;
        if (cells[lr]![lc] !== '') continue;
        extended = true;
        search(from, lr, lc, false, [...captured, cellToSquare(r, c)]);
      }
    }
    if (!extended && captured.length > 0) {
      found.push({ from, to: cellToSquare(row, column), captures: [...captured].sort((a, b) => a - b) });
    }
  };

  for (let row = 0; row < 10; row++) {
    for (let column = 0; column < 10; column++) {
      const cell = cells[row]![column]!;
      if (!isOwn(cell)) continue;
      cells[row]![column] = '';
      search(cellToSquare(row, column), row, column, cell === 'W' || cell === 'B', []);
      cells[row]![column] = cell;
    }
  }
  if (found.length > 0) {
    const most = Math.max(...found.map((move) => move.captures.length));
    const unique = new Map<string, ReferenceMove>();
    for (const move of found) if (move.captures.length === most) unique.set(referenceKey(move), move);
    return [...unique.values()];
  }
  const quiet: ReferenceMove[] = [];
  for (let row = 0; row < 10; row++) {
    for (let column = 0; column < 10; column++) {
      const cell = cells[row]![column]!;
      if (!isOwn(cell)) continue;
      const from = cellToSquare(row, column);
      for (const [dRow, dColumn] of DIRECTIONS) {
        if (cell === 'w' && dRow !== -1) continue;
        if (cell === 'b' && dRow !== 1) continue;
        let r = row + dRow;
        let c = column + dColumn;
        while (inside(r, c) && cells[r]![c] === '') {
          quiet.push({ from, to: cellToSquare(r, c), captures: [] });
          if (cell === 'w' || cell === 'b') break;
          r += dRow;
          c += dColumn;
        }
      }
    }
  }
  return quiet;
}

export function referenceKey(move: { from: number; to: number; captures: readonly number[] }): string {
  return `${move.from}>${move.to}:${[...move.captures].sort((a, b) => a - b).join(',')}`;
}

/** Plays a reference move: captured pieces removed, a man crowned when it ends on the far row. */
export function referencePlay(position: DraughtsPosition, move: ReferenceMove): DraughtsPosition {
  const white = position.turn === 'white';
  const removed = new Set(move.captures);
  const drop = (list: readonly number[]): number[] => list.filter((square) => !removed.has(square));
  let men = [...(white ? position.whiteMen : position.blackMen)];
  let kings = [...(white ? position.whiteKings : position.blackKings)];
  if (kings.includes(move.from)) {
    kings = [...kings.filter((square) => square !== move.from), move.to];
  } else {
    men = men.filter((square) => square !== move.from);
    const crowned = white ? move.to <= 5 : move.to >= 46;
    if (crowned) kings.push(move.to);
    else men.push(move.to);
  }
  const sort = (list: number[]): number[] => list.sort((a, b) => a - b);
  return white
    ? {
        turn: 'black',
        whiteMen: sort(men),
        whiteKings: sort(kings),
        blackMen: drop(position.blackMen),
        blackKings: drop(position.blackKings),
      }
    : {
        turn: 'white',
        whiteMen: drop(position.whiteMen),
        whiteKings: drop(position.whiteKings),
        blackMen: sort(men),
        blackKings: sort(kings),
      };
}

export function referencePerft(position: DraughtsPosition, depth: number): number {
  if (depth === 0) return 1;
  const moves = referenceMoves(position);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const move of moves) total += referencePerft(referencePlay(position, move), depth - 1);
  return total;
}

/** Random positions with men and kings of both sides (men never on their own promotion row). */
export function positionArbitrary(
  fc: typeof import('fast-check'),
  options: { kings?: boolean | 'black'; sparse?: boolean } = {},
): import('fast-check').Arbitrary<DraughtsPosition> {
  const cells: Cell[] =
    options.kings === false
      ? ['', '', '', 'w', 'w', 'b', 'b']
      : options.kings === 'black'
        ? ['', '', '', 'w', 'w', 'b', 'B']
        : options.sparse === true
          ? ['', '', '', '', '', '', '', '', '', 'w', 'w', 'b', 'b', 'W', 'B']
          : ['', '', '', '', 'w', 'w', 'b', 'b', 'W', 'B'];
  const cell = fc.constantFrom<Cell>(...cells);
  return fc
    .record({
      cells: fc.array(cell, { minLength: 50, maxLength: 50 }),
      turn: fc.constantFrom('white' as const, 'black' as const),
    })
    .map(({ cells, turn }) => {
      const position = {
        turn,
        whiteMen: [] as number[],
        whiteKings: [] as number[],
        blackMen: [] as number[],
        blackKings: [] as number[],
      };
      cells.forEach((value, index) => {
        const square = index + 1;
        if (value === 'w' && square > 5) position.whiteMen.push(square);
        else if (value === 'b' && square < 46) position.blackMen.push(square);
        else if (value === 'W') position.whiteKings.push(square);
        else if (value === 'B') position.blackKings.push(square);
      });
      return position;
    });
}

/** Rotates the board 180° and swaps the colours: the same game seen from the other side. */
export function mirror(position: DraughtsPosition): DraughtsPosition {
  const turn = (list: readonly number[]): number[] => list.map((square) => 51 - square).sort((a, b) => a - b);
  return {
    turn: position.turn === 'white' ? 'black' : 'white',
    whiteMen: turn(position.blackMen),
    whiteKings: turn(position.blackKings),
    blackMen: turn(position.whiteMen),
    blackKings: turn(position.whiteKings),
  };
}
