/**
 * Issue 23 §2 (spec diplomacy.md decision 10): the final round's boards take the entrants in
 * the order of the whole qualification table. Count-back is decided on the whole tied group
 * (decision 4), so ranking the entrants again among themselves can reverse two players, split
 * a shared place, and so change the top board's power-choice order, the board a player lands
 * on (and with it the board bonus) and whether a lot is needed across a board cut.
 */
import { describe, expect, it } from 'vitest';
import {
  type DiplomacyTournament,
  diplomacyQualification,
  powerChoiceOrder,
} from '../../src/diplomacy/index.js';
import { board, finalBoardIds } from './helpers.js';

const codeOf = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

// Both boards of both rounds end A5 E5 F8 G8 I4 R4 T0. X (Austria) and Y (England) play
// board 1 with histories (round 1: A 6→5, E 4→5; round 2: A 4→5, E 6→5); Z and W play
// Austria and England on board 2, whose round-1 game has no history.
const RESULT = 'A5 E5 F8 G8 I4 R4 T0';
const boardOne = ['X', 'Y', 'f1', 'g1', 'i1', 'r1', 't1'];
const boardTwo = ['Z', 'W', 'f2', 'g2', 'i2', 'r2', 't2'];
const history = (austria: number, england: number) => [
  [austria, 5],
  [england, 5],
  [8, 8],
  [8, 8],
  [4, 4],
  [4, 4],
  [0, 0],
];

/** The minimal case: 14 players, 2 rounds; `roundTwo` gives X's and Y's 1901 counts in round 2. */
function minimalCase(
  roundTwo: readonly [number, number] = [4, 6],
  extra: Partial<DiplomacyTournament> = {},
): DiplomacyTournament {
  return {
    players: [...boardOne, ...boardTwo].map((id) => ({ id })),
    rounds: [
      { round: 1, boards: [board(1, RESULT, boardOne, history(6, 4)), board(2, RESULT, boardTwo)] },
      {
        round: 2,
        boards: [board(1, RESULT, boardOne, history(...roundTwo)), board(2, RESULT, boardTwo, history(5, 5))],
      },
    ],
    ...extra,
  };
}

// A third board in both rounds (no histories) puts a3 (98), e3 (48) and f3 (26) above X and Y
// (19 each), so that with 14 entrants the cut between the two final boards falls right after X.
const boardThree = ['a3', 'e3', 'f3', 'g3', 'i3', 'r3', 't3'];
function withThirdBoard(
  roundTwo: readonly [number, number],
  extra: Partial<DiplomacyTournament> = {},
): DiplomacyTournament {
  const base = minimalCase(roundTwo);
  return {
    players: [...base.players, ...boardThree.map((id) => ({ id }))],
    rounds: base.rounds.map((round) => ({
      ...round,
      boards: [...round.boards, board(3, 'A10 E9 F5 G4 I3 R2 T1', boardThree)],
    })),
    // Six entrants above X, then X and Y, then six below: Z, W, f3 and board 3's lower half stay out.
    finalRoundEntrants: ['f1', 'g1', 'f2', 'g2', 'a3', 'e3', 'X', 'Y', 'i1', 'i2', 'r1', 'r2', 't1', 't2'],
    ...extra,
  };
}

describe('issue 23 §2: the final boards follow the whole qualification table (decision 10)', () => {
  it('the qualification table has X 5th, Z and W sharing 6th–7th, Y 8th (count-back on the whole tied group)', () => {
    const table = diplomacyQualification(minimalCase()).rows;
    const place = (id: string) => table.find((row) => row.playerId === id)?.placeLabel;
    expect([place('X'), place('Z'), place('W'), place('Y')]).toEqual(['5', '6–7', '6–7', '8']);
  });

  it('the top board lists X before Y, so the power-choice order starts from the qualification table', () => {
    const tournament = minimalCase([4, 6], {
      finalRoundEntrants: ['f1', 'g1', 'f2', 'g2', 'X', 'Y', 'i1'],
    });
    const [top] = finalBoardIds(tournament) as [string[]];
    expect(top.slice(4)).toEqual(['X', 'Y', 'i1']);
    // In qualification order each player picks a position (seed §3b): X picks before Y.
    expect(powerChoiceOrder(top, [7, 6, 5, 4, 3, 2, 1]).slice(0, 3)).toEqual(['i1', 'Y', 'X']);
  });

  it('the board a player lands on (and so the board bonus) follows the table: X on the top board, Y on board 2', () => {
    const [top, second] = finalBoardIds(withThirdBoard([4, 6])) as [string[], string[]];
    expect(top).toContain('X');
    expect(second[0]).toBe('Y');
  });

  it('a place shared in the whole table across a board cut needs the lot, even where the entrants alone would separate', () => {
    // Round 2 gives X and Y 5→5 as it gives Z and W: the whole group X, Y, Z, W shares 8th–11th
    // (round 1 cannot separate it, Z and W having no history there); X and Y alone would be
    // separated by their round-1 histories.
    const table = diplomacyQualification(withThirdBoard([5, 5])).rows;
    expect(table.find((row) => row.playerId === 'X')?.placeLabel).toBe('8–11');
    expect(codeOf(() => finalBoardIds(withThirdBoard([5, 5])))).toBe('LOT_REQUIRED');
    const [top, second] = finalBoardIds(withThirdBoard([5, 5], { lot: ['Y', 'X'] })) as [string[], string[]];
    expect([top[6], second[0]]).toEqual(['Y', 'X']);
  });
});
