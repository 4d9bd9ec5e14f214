/**
 * A naive Othello engine written independently of `src/othello` for cross-checking:
 * the board is an array of 64 cells ('X' black, 'O' white, '-' empty, index = 8 × row +
 * column from a1), and every rule is applied by walking (row, column) pairs — no bit tricks.
 * NOF §12 / spec §1: a move must bracket at least one straight line of opponent discs.
 */
export type Cell = 'X' | 'O' | '-';
export interface ReferenceState {
  readonly cells: readonly Cell[];
  /** 'X' (black) or 'O' (white) to move. */
  readonly turn: 'X' | 'O';
}

const DIRECTIONS: readonly (readonly [number, number])[] = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1],
];

export const referenceStart = (): ReferenceState => {
  const cells: Cell[] = Array.from({ length: 64 }, () => '-');
  cells[3 * 8 + 3] = 'O'; // d4
  cells[4 * 8 + 4] = 'O'; // e5
  cells[4 * 8 + 3] = 'X'; // d5
  cells[3 * 8 + 4] = 'X'; // e4
  return { cells, turn: 'X' };
};

const other = (color: 'X' | 'O'): 'X' | 'O' => (color === 'X' ? 'O' : 'X');

/** Squares flipped by `color` playing at `square`, ascending; [] if occupied or nothing brackets. */
export function referenceFlips(cells: readonly Cell[], color: 'X' | 'O', square: number): number[] {
  if (cells[square] !== '-') return [];
  const row = Math.floor(square / 8);
  const column = square % 8;
  const flipped: number[] = [];
  for (const [dr, dc] of DIRECTIONS) {
    const line: number[] = [];
    let r = row + dr;
    let c = column + dc;
    while (r >= 0 && r < 8 && c >= 0 && c < 8 && cells[r * 8 + c] === other(color)) {
      line.push(r * 8 + c);
      r += dr;
      c += dc;
    }
    if (line.length > 0 && r >= 0 && r < 8 && c >= 0 && c < 8 && cells[r * 8 + c] === color)
      flipped.push(...line);
  }
  return flipped.sort((a, b) => a - b);
}

export function referenceMoves(cells: readonly Cell[], color: 'X' | 'O'): number[] {
  const moves: number[] = [];
  for (let square = 0; square < 64; square++) {
    if (referenceFlips(cells, color, square).length > 0) moves.push(square);
  }
  return moves;
}

export function referencePlay(state: ReferenceState, square: number): ReferenceState {
  const flipped = referenceFlips(state.cells, state.turn, square);
  if (flipped.length === 0) throw new Error(`reference: illegal move ${square}`);
  const cells = [...state.cells];
  cells[square] = state.turn;
  for (const index of flipped) cells[index] = state.turn;
  return { cells, turn: other(state.turn) };
}

export const referenceGameOver = (cells: readonly Cell[]): boolean =>
  referenceMoves(cells, 'X').length === 0 && referenceMoves(cells, 'O').length === 0;

/** Final score with empties to the winner (KOA V.8) or raw. */
export function referenceScore(cells: readonly Cell[], emptiesToWinner = true): [number, number] {
  const black = cells.filter((cell) => cell === 'X').length;
  const white = cells.filter((cell) => cell === 'O').length;
  if (!emptiesToWinner) return [black, white];
  const empty = 64 - black - white;
  if (black > white) return [black + empty, white];
  if (white > black) return [black, white + empty];
  return [32, 32];
}

export const referenceText = (state: ReferenceState): string => `${state.cells.join('')} ${state.turn}`;

/** Plays a random game from the start, choosing moves by `choices`; passes when forced. */
export function referenceRandomGame(choices: readonly number[]): {
  states: ReferenceState[];
  moves: number[];
} {
  let state = referenceStart();
  const states = [state];
  const moves: number[] = [];
  for (const choice of choices) {
    let legal = referenceMoves(state.cells, state.turn);
    if (legal.length === 0) {
      state = { cells: state.cells, turn: other(state.turn) };
      legal = referenceMoves(state.cells, state.turn);
      if (legal.length === 0) break;
    }
    const move = legal[choice % legal.length]!;
    moves.push(move);
    state = referencePlay(state, move);
    states.push(state);
  }
  return { states, moves };
}
