import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/index.js';
import {
  adjudicateLossOnTime,
  applyEmptySquares,
  type BrightwellPreset,
  brightwellConstant,
  type DiscColour,
  type ForfeitKind,
  forfeitResult,
  formatScore,
  gamePoints,
  KOA_BRIGHTWELL,
  type LossOnTimeInput,
  NOF_BRIGHTWELL,
  PAPP_BRIGHTWELL,
  parseScore,
  type RecordedScore,
  ROUND_ROBIN_BRIGHTWELL,
  resignationResult,
  START_POSITION,
  scoreGame,
  validateOthelloTournament,
  validateRecordedScore,
  WOC_BRIGHTWELL,
} from '../../src/othello/index.js';
import { errorSummary, failure } from '../helpers/errors.js';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof MindsportError) return error.code;
    throw error;
  }
  return undefined;
}

describe('game results (spec §2, NOF §14, KOA V.8)', () => {
  it('more discs wins; empties go to the winner (KOA V.8)', () => {
    expect(scoreGame({ blackDiscs: 40, whiteDiscs: 20 })).toEqual({
      blackDiscs: 44,
      whiteDiscs: 20,
      winner: 'black',
    });
    expect(scoreGame({ blackDiscs: 10, whiteDiscs: 50 })).toEqual({
      blackDiscs: 10,
      whiteDiscs: 54,
      winner: 'white',
    });
    expect(applyEmptySquares(50, 10)).toEqual({ blackDiscs: 54, whiteDiscs: 10 });
  });
  it('a draw is always recorded 32–32 (KOA V.8), ½ point each (NOF §14)', () => {
    const draw = scoreGame({ blackDiscs: 30, whiteDiscs: 30 });
    expect(draw).toEqual({ blackDiscs: 32, whiteDiscs: 32, winner: 'draw' });
    expect(gamePoints(draw, 'black').toString()).toBe('0.5');
    expect(gamePoints(draw, 'white').equals(gamePoints(draw, 'black'))).toBe(true);
  });
  it("emptySquares 'none' keeps the board count (spec §1 option)", () => {
    expect(scoreGame({ blackDiscs: 30, whiteDiscs: 30 }, { emptySquares: 'none' })).toEqual({
      blackDiscs: 30,
      whiteDiscs: 30,
      winner: 'draw',
    });
  });
  it('resignation loses 64–0 (NOF §15, KOA V.8)', () => {
    expect(resignationResult('white')).toEqual({ blackDiscs: 64, whiteDiscs: 0, winner: 'black' });
    expect(gamePoints(resignationResult('black'), 'white').toString()).toBe('1');
  });
  it('a no-show loses 64–0 and stays a game with a forfeit marker (NOF §18, spec §8 decision 8)', () => {
    expect(forfeitResult('black')).toEqual({
      blackDiscs: 0,
      whiteDiscs: 64,
      winner: 'white',
      forfeit: 'black',
    });
    expect(scoreGame({ blackDiscs: 64, whiteDiscs: 0, forfeit: 'white' }).forfeit).toBe('white');
  });
  it('a double forfeit is its own result kind: 0–0, nobody scores (spec §8 decision 10)', () => {
    const both = scoreGame({ blackDiscs: 0, whiteDiscs: 0, forfeit: 'both' });
    expect(both.winner).toBe('none');
    expect(gamePoints(both, 'black').isZero() && gamePoints(both, 'white').isZero()).toBe(true);
    // Without the marker 0–0 is an (unlikely) draw, recorded 32–32.
    expect(scoreGame({ blackDiscs: 0, whiteDiscs: 0 }).winner).toBe('draw');
  });
  it('rejects bad disc counts with a code, the path and the value (spec §2)', () => {
    const [over] = validateRecordedScore({ blackDiscs: 40, whiteDiscs: 30 }).problems;
    expect(over?.code).toBe('DISC_TOTAL_OVER_64');
    expect(over?.message).toBe('(input): discs 40 + 30 are more than 64');
    expect(over?.path).toEqual([]);
    // In a document the path and the message name the game (API.md §5).
    const [inDocument] = validateOthelloTournament({
      players: [{ id: 'a' }, { id: 'b' }],
      rounds: [{ games: [{ black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 30 }] }],
    }).problems;
    expect([inDocument?.message, inDocument?.path]).toEqual([
      'rounds[0].games[0]: discs 40 + 30 are more than 64',
      ['rounds', 0, 'games', 0],
    ]);
    const { problems } = validateRecordedScore({ blackDiscs: 65, whiteDiscs: 1.5 });
    expect(problems.map((problem) => [problem.code, problem.path])).toEqual([
      ['OUT_OF_RANGE', ['blackDiscs']],
      ['NOT_AN_INTEGER', ['whiteDiscs']],
    ]);
    expect(codeOf(() => scoreGame({ blackDiscs: -1, whiteDiscs: 3 }))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => scoreGame({ blackDiscs: Number.NaN, whiteDiscs: 3 }))).toBe('NOT_AN_INTEGER');
    expect(codeOf(() => scoreGame({ blackDiscs: 33, whiteDiscs: 31, forfeit: 'black' }))).toBe(
      'FORFEIT_SCORE_MISMATCH',
    );
    expect(codeOf(() => scoreGame({ blackDiscs: 64, whiteDiscs: 0, forfeit: 'x' as never }))).toBe(
      'NOT_ONE_OF',
    );
  });
  test.prop(
    [
      fc
        .integer({ min: 0, max: 64 })
        .chain((black) => fc.tuple(fc.constant(black), fc.integer({ min: 0, max: 64 - black }))),
    ],
    {
      numRuns: 200,
    },
  )('every scored game totals 64 and keeps the winner (KOA V.8)', ([black, white]) => {
    const result = scoreGame({ blackDiscs: black, whiteDiscs: white });
    expect(result.blackDiscs + result.whiteDiscs).toBe(64);
    expect(result.winner).toBe(black > white ? 'black' : white > black ? 'white' : 'draw');
    const loserBefore = black > white ? white : white > black ? black : undefined;
    if (loserBefore !== undefined) expect(Math.min(result.blackDiscs, result.whiteDiscs)).toBe(loserBefore);
  });
  test.prop(
    [
      fc
        .integer({ min: 0, max: 64 })
        .chain((black) => fc.tuple(fc.constant(black), fc.integer({ min: 0, max: 64 - black }))),
    ],
    {
      numRuns: 100,
    },
  )('parseScore(formatScore(x)) round-trips', ([black, white]) => {
    const score = { blackDiscs: black, whiteDiscs: white };
    expect(parseScore(formatScore(score))).toEqual(score);
  });
  it('parseScore accepts -, – and : and names bad text', () => {
    expect(parseScore(' 33 : 31 ')).toEqual({ blackDiscs: 33, whiteDiscs: 31 });
    expect(parseScore('32–32')).toEqual({ blackDiscs: 32, whiteDiscs: 32 });
    expect(codeOf(() => parseScore('33/31'))).toBe('BAD_SCORE');
    expect(codeOf(() => parseScore('40-30'))).toBe('DISC_TOTAL_OVER_64');
  });
});

describe('loss on time (NOF §17, KOA V.6, spec §2 and §8 decision 12)', () => {
  it('the flagged player loses even when ahead: the winner gets at least 33–31', () => {
    const result = adjudicateLossOnTime({ flagFalls: ['white'], board: { blackDiscs: 20, whiteDiscs: 40 } });
    expect(result).toEqual({ blackDiscs: 33, whiteDiscs: 31, winner: 'black', outcome: 'minimumWin' });
  });
  it('the game is counted out with empties to the winner when he has more than 33', () => {
    // Black flagged once; white (winner) has 50 of 60 discs: 10–54.
    const result = adjudicateLossOnTime({ flagFalls: ['black'], board: { blackDiscs: 10, whiteDiscs: 50 } });
    expect(result).toEqual({ blackDiscs: 10, whiteDiscs: 54, winner: 'white', outcome: 'board' });
  });
  it('the loser\'s second flag fall gives 64–0 (NOF §17: "har han/hun tapt 64-0")', () => {
    expect(adjudicateLossOnTime({ flagFalls: ['black', 'black'] })).toEqual({
      blackDiscs: 0,
      whiteDiscs: 64,
      winner: 'white',
      outcome: 'loserFlaggedTwice',
    });
    expect(adjudicateLossOnTime({ flagFalls: ['white', 'black', 'white'] }).blackDiscs).toBe(64);
  });
  it("the winner's own second flag fall gives 33–31 for the winner (NOF §17, KOA V.6)", () => {
    expect(adjudicateLossOnTime({ flagFalls: ['white', 'black', 'black'] })).toEqual({
      blackDiscs: 33,
      whiteDiscs: 31,
      winner: 'black',
      outcome: 'winnerFlaggedTwice',
    });
  });
  it('both flagged once: the board counts with empties to the winner, never below 33–31 (decision 12)', () => {
    expect(
      adjudicateLossOnTime({ flagFalls: ['white', 'black'], board: { blackDiscs: 50, whiteDiscs: 10 } }),
    ).toEqual({
      blackDiscs: 54,
      whiteDiscs: 10,
      winner: 'black',
      outcome: 'board',
    });
    expect(
      adjudicateLossOnTime({ flagFalls: ['white', 'black'], board: { blackDiscs: 20, whiteDiscs: 40 } })
        .outcome,
    ).toBe('minimumWin');
  });
  it('the board may be the final engine position (spec §2: "takes the final board")', () => {
    // Start position: 2 discs each; black flagged → white takes the empties: 2–62.
    expect(adjudicateLossOnTime({ flagFalls: ['black'], board: START_POSITION })).toEqual({
      blackDiscs: 2,
      whiteDiscs: 62,
      winner: 'white',
      outcome: 'board',
    });
  });
  it('no flag fall scores the board as usual', () => {
    expect(adjudicateLossOnTime({ flagFalls: [], board: { blackDiscs: 30, whiteDiscs: 30 } }).winner).toBe(
      'draw',
    );
  });
  it('events after the end, a missing board and bad colours are errors', () => {
    expect(codeOf(() => adjudicateLossOnTime({ flagFalls: ['black', 'black', 'white'] }))).toBe(
      'FLAG_AFTER_GAME_END',
    );
    expect(codeOf(() => adjudicateLossOnTime({ flagFalls: ['black'] }))).toBe('BOARD_REQUIRED');
    expect(codeOf(() => adjudicateLossOnTime({ flagFalls: ['red' as never] }))).toBe('NOT_ONE_OF');
    expect(
      codeOf(() => adjudicateLossOnTime({ flagFalls: ['black'], board: { blackDiscs: 40, whiteDiscs: 30 } })),
    ).toBe('DISC_TOTAL_OVER_64');
  });
  test.prop(
    [
      fc
        .integer({ min: 0, max: 64 })
        .chain((black) => fc.tuple(fc.constant(black), fc.integer({ min: 0, max: 64 - black }))),
      fc.constantFrom('black' as const, 'white' as const),
    ],
    { numRuns: 200 },
  )('the player not flagged always wins by at least 33–31', ([black, white], flagged) => {
    const result = adjudicateLossOnTime({
      flagFalls: [flagged],
      board: { blackDiscs: black, whiteDiscs: white },
    });
    const winner = flagged === 'black' ? 'white' : 'black';
    expect(result.winner).toBe(winner);
    expect(result.blackDiscs + result.whiteDiscs).toBe(64);
    expect(winner === 'black' ? result.blackDiscs : result.whiteDiscs).toBeGreaterThanOrEqual(33);
  });
});

describe('Brightwell constant presets (spec §3)', () => {
  it('NOF §20b: 64 / rounds rounded up to a whole even number', () => {
    const table: [number, number][] = [
      [5, 14],
      [7, 10],
      [8, 8],
      [9, 8],
      [11, 6],
      [13, 6],
      [15, 6],
      [16, 4],
      [17, 4],
      [32, 2],
      [33, 2],
      [100, 2],
      [1, 64],
      [3, 22],
    ];
    for (const [rounds, constant] of table) {
      expect(brightwellConstant(rounds, NOF_BRIGHTWELL).toString(), `${rounds} rounds`).toBe(
        String(constant),
      );
    }
  });
  test.prop([fc.integer({ min: 1, max: 500 })], { numRuns: 100 })(
    'NOF C is the smallest even number ≥ 64 / rounds',
    (rounds) => {
      const constant = Number(brightwellConstant(rounds, NOF_BRIGHTWELL).toString());
      expect(constant % 2).toBe(0);
      expect(constant * rounds).toBeGreaterThanOrEqual(64);
      expect((constant - 2) * rounds).toBeLessThan(64);
    },
  );
  it('KOA III.8 table: 5 → 12, 6–7 → 10, 8–9 → 8, 10–13 → 6', () => {
    const expected = [12, 10, 10, 8, 8, 6, 6, 6, 6];
    expected.forEach((constant, offset) => {
      expect(brightwellConstant(5 + offset, KOA_BRIGHTWELL).toString()).toBe(String(constant));
    });
  });
  it('KOA III.8: round counts outside 5–13 are an error naming the range', () => {
    for (const rounds of [1, 4, 14, 20]) {
      try {
        brightwellConstant(rounds, KOA_BRIGHTWELL);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(MindsportError);
        expect((error as MindsportError).code).toBe('ROUNDS_NOT_COVERED');
        expect((error as MindsportError).message).toContain('5–13');
        expect((error as MindsportError).path).toEqual(['rounds']);
      }
    }
  });
  it('WOC 6, PAPP default 0 below 8 rounds and 6 from 8, round robin 0 (KOA II.1)', () => {
    expect(brightwellConstant(13, WOC_BRIGHTWELL).toString()).toBe('6');
    expect(brightwellConstant(7, PAPP_BRIGHTWELL).toString()).toBe('0');
    expect(brightwellConstant(8, PAPP_BRIGHTWELL).toString()).toBe('6');
    expect(brightwellConstant(40, PAPP_BRIGHTWELL).toString()).toBe('6');
    expect(brightwellConstant(9, ROUND_ROBIN_BRIGHTWELL).toString()).toBe('0');
  });
  it('any constant may be given directly, exactly (even C / 2 = 3.5)', () => {
    expect(brightwellConstant(9, 3.5).toString()).toBe('3.5');
    expect(brightwellConstant(9, '7/2').toString()).toBe('3.5');
    expect(codeOf(() => brightwellConstant(9, -1))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => brightwellConstant(9, 'x'))).toBe('NOT_A_NUMBER');
    expect(codeOf(() => brightwellConstant(9, 1e12))).toBe('BAD_BRIGHTWELL_CONSTANT');
    expect(codeOf(() => brightwellConstant(0, NOF_BRIGHTWELL))).toBe('OUT_OF_RANGE');
  });
});

const CLUB_TABLE = {
  name: 'Club',
  source: 'KOA II.4',
  rule: {
    kind: 'table',
    rows: [
      { fromRounds: 5, toRounds: 7, constant: 3 },
      { fromRounds: 8, toRounds: 9, constant: 4 },
    ],
  },
} as unknown as BrightwellPreset;

describe('Brightwell constant: bad round counts, table rows and bad constants (spec §3; a preset is data, spec §5)', () => {
  it('the round count is a whole number ≥ 1', () => {
    expect(failure(() => brightwellConstant(0, 3))).toEqual([
      'OUT_OF_RANGE',
      'rounds: 0 is outside 1…∞',
      ['rounds'],
      0,
    ]);
    expect(failure(() => brightwellConstant(2.5, 3))[0]).toBe('NOT_AN_INTEGER');
  });

  it('a table rule (KOA III.8): rows are inclusive at both ends; outside them the covered range is named', () => {
    expect(brightwellConstant(5, CLUB_TABLE).toString()).toBe('3');
    expect(brightwellConstant(7, CLUB_TABLE).toString()).toBe('3');
    expect(brightwellConstant(8, CLUB_TABLE).toString()).toBe('4');
    expect(brightwellConstant(9, CLUB_TABLE).toString()).toBe('4');
    expect(failure(() => brightwellConstant(4, CLUB_TABLE))).toEqual([
      'ROUNDS_NOT_COVERED',
      'rounds: Club defines the Brightwell constant for 5–9 rounds (KOA II.4), not 4',
      ['rounds'],
      4,
    ]);
    expect(failure(() => brightwellConstant(10, CLUB_TABLE))[1]).toBe(
      'rounds: Club defines the Brightwell constant for 5–9 rounds (KOA II.4), not 10',
    );
    const open = {
      name: 'X',
      source: 'X §1',
      rule: { kind: 'table', rows: [{ fromRounds: 5, constant: 3 }] },
    };
    expect(failure(() => brightwellConstant(4, open as unknown as BrightwellPreset))[1]).toBe(
      'rounds: X defines the Brightwell constant for 5 or more rounds (X §1), not 4',
    );
  });

  it('a rule is fixed, evenCeiling or table; a constant is a number ≥ 0', () => {
    const odd = { name: 'Y', rule: { kind: 'odd' } } as unknown as BrightwellPreset;
    expect(failure(() => brightwellConstant(5, odd))).toEqual([
      'NOT_ONE_OF',
      'brightwellConstant.rule.kind: "odd" is not one of fixed, evenCeiling, table',
      ['brightwellConstant', 'rule', 'kind'],
      'odd',
    ]);
    expect(failure(() => brightwellConstant(5, 'abc'))).toEqual([
      'NOT_A_NUMBER',
      'brightwellConstant: "abc" is not a number (such as 6, 2.5 or "7/2")',
      ['brightwellConstant'],
      'abc',
    ]);
    expect(failure(() => brightwellConstant(5, -1))).toEqual([
      'OUT_OF_RANGE',
      'brightwellConstant: -1 is negative',
      ['brightwellConstant'],
      -1,
    ]);
    expect(brightwellConstant(5, 0).toString()).toBe('0');
    // null is not a preset object, it is a bad constant (a coded error, never a TypeError
    // from reading null.kind).
    expect(failure(() => brightwellConstant(5, null as never))).toEqual([
      'NOT_A_NUMBER',
      'brightwellConstant: null is not a number (such as 6, 2.5 or "7/2")',
      ['brightwellConstant'],
      null,
    ]);
  });
});

describe('forfeits (NOF §18, spec §8 decisions 8 and 10)', () => {
  it('a double forfeit is 0–0 with no winner', () => {
    expect(forfeitResult('both')).toStrictEqual({
      blackDiscs: 0,
      whiteDiscs: 0,
      winner: 'none',
      forfeit: 'both',
    });
  });

  it('an absent white loses 64–0 to black', () => {
    expect(forfeitResult('white')).toStrictEqual({
      blackDiscs: 64,
      whiteDiscs: 0,
      winner: 'black',
      forfeit: 'white',
    });
  });

  it('an absent black loses 0–64 to white', () => {
    expect(forfeitResult('black')).toStrictEqual({
      blackDiscs: 0,
      whiteDiscs: 64,
      winner: 'white',
      forfeit: 'black',
    });
  });

  it('an unknown forfeit kind is NOT_ONE_OF', () => {
    expect(failure(() => forfeitResult('nobody' as ForfeitKind))).toEqual([
      'NOT_ONE_OF',
      'forfeit: "nobody" is not one of black, white, both',
      ['forfeit'],
      'nobody',
    ]);
  });

  it('a recorded forfeit must be 64–0 for the side present: 63–0 is FORFEIT_SCORE_MISMATCH', () => {
    expect(failure(() => scoreGame({ blackDiscs: 63, whiteDiscs: 0, forfeit: 'white' }))).toEqual([
      'FORFEIT_SCORE_MISMATCH',
      '(input): a forfeit by white is recorded 64–0, not 63–0',
      [],
      [63, 0],
    ]);
  });

  it('a forfeit by black recorded 0–63 is FORFEIT_SCORE_MISMATCH (white’s count is checked too)', () => {
    const { problems } = validateRecordedScore({ blackDiscs: 0, whiteDiscs: 63, forfeit: 'black' });
    expect(problems.map(errorSummary)).toEqual([
      {
        code: 'FORFEIT_SCORE_MISMATCH',
        message: '(input): a forfeit by black is recorded 0–64, not 0–63',
        path: [],
        value: [0, 63],
      },
    ]);
  });

  it('a forfeit with a bad disc count reports only the bad count, not a score mismatch', () => {
    const { problems } = validateRecordedScore({ blackDiscs: 1.5, whiteDiscs: 0, forfeit: 'white' });
    expect(problems.map(errorSummary)).toEqual([
      {
        code: 'NOT_AN_INTEGER',
        message: 'blackDiscs: 1.5 is not a whole number',
        path: ['blackDiscs'],
        value: 1.5,
      },
    ]);
  });

  it('an unknown forfeit marker in a recorded score is NOT_ONE_OF at its field', () => {
    const score = { blackDiscs: 64, whiteDiscs: 0, forfeit: 'nobody' } as unknown as RecordedScore;
    expect(failure(() => scoreGame(score))).toEqual([
      'NOT_ONE_OF',
      'forfeit: "nobody" is not one of black, white, both',
      ['forfeit'],
      'nobody',
    ]);
  });

  it('a game without a forfeit has no forfeit field at all (spec §8 decision 8)', () => {
    const result = scoreGame({ blackDiscs: 40, whiteDiscs: 20 });
    expect(result).toStrictEqual({ blackDiscs: 44, whiteDiscs: 20, winner: 'black' });
    expect(Object.keys(result)).not.toContain('forfeit');
  });
});

describe('recorded disc counts (spec §2: integers 0…64, sum ≤ 64)', () => {
  it('a count above 64 is one problem, not also a total above 64', () => {
    const { problems } = validateRecordedScore({ blackDiscs: 70, whiteDiscs: 0 });
    expect(problems.map(errorSummary)).toEqual([
      {
        code: 'OUT_OF_RANGE',
        message: 'blackDiscs: 70 is outside 0…64',
        path: ['blackDiscs'],
        value: 70,
      },
    ]);
  });

  it('a fractional count is NOT_AN_INTEGER naming the field', () => {
    expect(failure(() => scoreGame({ blackDiscs: 40.5, whiteDiscs: 20 }))).toEqual([
      'NOT_AN_INTEGER',
      'blackDiscs: 40.5 is not a whole number',
      ['blackDiscs'],
      40.5,
    ]);
  });

  it('a count out of range from scoreGame names the field', () => {
    expect(failure(() => scoreGame({ blackDiscs: 0, whiteDiscs: 65 }))).toEqual([
      'OUT_OF_RANGE',
      'whiteDiscs: 65 is outside 0…64',
      ['whiteDiscs'],
      65,
    ]);
  });

  it('40 + 30 is DISC_TOTAL_OVER_64 with both counts as the value', () => {
    expect(failure(() => scoreGame({ blackDiscs: 40, whiteDiscs: 30 }))).toEqual([
      'DISC_TOTAL_OVER_64',
      '(input): discs 40 + 30 are more than 64',
      [],
      [40, 30],
    ]);
  });
});

describe('resignation (NOF §15, KOA V.8)', () => {
  it('a colour that is not black or white is NOT_ONE_OF at resigning', () => {
    expect(failure(() => resignationResult('red' as DiscColour))).toEqual([
      'NOT_ONE_OF',
      'resigning: "red" is not one of black, white',
      ['resigning'],
      'red',
    ]);
  });
});

describe('loss on time: the 33–31 floor, the order of flag falls and the board (NOF §17, KOA V.6, spec §2)', () => {
  it('B with exactly 33 discs keeps the board count: outcome board, not minimumWin', () => {
    // White (A) flagged; white has 31 on the board, so black (B) gets 64 − 31 = 33.
    expect(
      adjudicateLossOnTime({ flagFalls: ['white'], board: { blackDiscs: 20, whiteDiscs: 31 } }),
    ).toStrictEqual({
      blackDiscs: 33,
      whiteDiscs: 31,
      winner: 'black',
      outcome: 'board',
    });
  });

  it('B with 34 discs keeps the board count; B with 32 is raised to 33–31', () => {
    expect(
      adjudicateLossOnTime({ flagFalls: ['black'], board: { blackDiscs: 30, whiteDiscs: 30 } }),
    ).toStrictEqual({
      blackDiscs: 30,
      whiteDiscs: 34,
      winner: 'white',
      outcome: 'board',
    });
    expect(
      adjudicateLossOnTime({ flagFalls: ['black'], board: { blackDiscs: 32, whiteDiscs: 30 } }),
    ).toStrictEqual({
      blackDiscs: 31,
      whiteDiscs: 33,
      winner: 'white',
      outcome: 'minimumWin',
    });
  });

  it('with no flag fall the board is scored as usual, outcome board', () => {
    expect(adjudicateLossOnTime({ flagFalls: [], board: { blackDiscs: 40, whiteDiscs: 20 } })).toStrictEqual({
      blackDiscs: 44,
      whiteDiscs: 20,
      winner: 'black',
      outcome: 'board',
    });
  });

  it('a flag fall after B’s second fall ended the game is FLAG_AFTER_GAME_END', () => {
    // black (A) falls, white (B) falls twice: the game ended at fall 3 (33–31 for white).
    expect(failure(() => adjudicateLossOnTime({ flagFalls: ['black', 'white', 'white', 'black'] }))).toEqual([
      'FLAG_AFTER_GAME_END',
      'flagFalls[3]: flag fall 4 (black) comes after the game ended at flag fall 3',
      ['flagFalls', 3],
      'black',
    ]);
  });

  it('B’s second fall alone ends the game 33–31 for B', () => {
    expect(adjudicateLossOnTime({ flagFalls: ['black', 'white', 'white'] })).toStrictEqual({
      blackDiscs: 31,
      whiteDiscs: 33,
      winner: 'white',
      outcome: 'winnerFlaggedTwice',
    });
  });

  it('flagFalls that is not a list is NOT_A_LIST', () => {
    const input = { flagFalls: 'black' } as unknown as LossOnTimeInput;
    expect(failure(() => adjudicateLossOnTime(input))).toEqual([
      'NOT_A_LIST',
      'flagFalls: "black" is not a list',
      ['flagFalls'],
      'black',
    ]);
  });

  it('a flag fall that is not a colour is NOT_ONE_OF at its index', () => {
    const input = { flagFalls: ['black', 'red'] } as unknown as LossOnTimeInput;
    expect(failure(() => adjudicateLossOnTime(input))).toEqual([
      'NOT_ONE_OF',
      'flagFalls[1]: "red" is not one of black, white',
      ['flagFalls', 1],
      'red',
    ]);
  });

  it('no flag fall and no board is BOARD_REQUIRED', () => {
    expect(failure(() => adjudicateLossOnTime({ flagFalls: [] }))).toEqual([
      'BOARD_REQUIRED',
      'board: no flag fell: the disc counts on the board are needed',
      ['board'],
      undefined,
    ]);
  });

  it('one flag fall and no board is BOARD_REQUIRED naming the colour', () => {
    expect(failure(() => adjudicateLossOnTime({ flagFalls: ['white'] }))).toEqual([
      'BOARD_REQUIRED',
      "board: white's flag fell once: the disc counts on the board are needed",
      ['board'],
      undefined,
    ]);
  });

  it('a null board is NOT_AN_OBJECT with the value null (API.md §3: null is never a missing value)', () => {
    const input = { flagFalls: ['white'], board: null } as unknown as LossOnTimeInput;
    expect(failure(() => adjudicateLossOnTime(input))).toEqual([
      'NOT_AN_OBJECT',
      'board: null is not an object',
      ['board'],
      null,
    ]);
  });

  it('a board that is a number is NOT_AN_OBJECT', () => {
    const input = { flagFalls: ['black'], board: 5 } as unknown as LossOnTimeInput;
    expect(failure(() => adjudicateLossOnTime(input))).toEqual([
      'NOT_AN_OBJECT',
      'board: 5 is not an object',
      ['board'],
      5,
    ]);
  });

  it('a bad count on the board names the board and its field', () => {
    const input = { flagFalls: ['black'], board: { blackDiscs: 1.5, whiteDiscs: 0 } };
    expect(failure(() => adjudicateLossOnTime(input as LossOnTimeInput))).toEqual([
      'NOT_AN_INTEGER',
      'board.blackDiscs: 1.5 is not a whole number',
      ['board', 'blackDiscs'],
      1.5,
    ]);
  });
});

describe('score notation: black–white disc counts (spec §2)', () => {
  it('text around the score is BAD_SCORE, at either end', () => {
    expect(failure(() => parseScore('x33-31'))).toEqual([
      'BAD_SCORE',
      'score "x33-31" is not "black-white", such as "33-31"',
      [],
      'x33-31',
    ]);
    expect(failure(() => parseScore('33-31x'))).toEqual([
      'BAD_SCORE',
      'score "33-31x" is not "black-white", such as "33-31"',
      [],
      '33-31x',
    ]);
  });

  it('a non-string is NOT_A_STRING even when it prints as a score', () => {
    const text = ['33-31'] as unknown as string;
    expect(failure(() => parseScore(text))).toEqual([
      'NOT_A_STRING',
      'score ["33-31"] is not text',
      [],
      ['33-31'],
    ]);
  });

  it('a parsed count out of range names the score text and the field', () => {
    expect(failure(() => parseScore('70-0'))).toEqual([
      'OUT_OF_RANGE',
      'blackDiscs: 70 is outside 0…64',
      ['blackDiscs'],
      70,
    ]);
  });

  it('formatScore refuses a count out of range', () => {
    expect(failure(() => formatScore({ blackDiscs: 70, whiteDiscs: 0 }))).toEqual([
      'OUT_OF_RANGE',
      'blackDiscs: 70 is outside 0…64',
      ['blackDiscs'],
      70,
    ]);
  });
});
