import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/errors.js';
import {
  adjudicateLossOnTime,
  applyEmptySquares,
  brightwellConstant,
  forfeitResult,
  formatScore,
  gamePoints,
  KOA_BRIGHTWELL,
  NOF_BRIGHTWELL,
  PAPP_BRIGHTWELL,
  parseScore,
  ROUND_ROBIN_BRIGHTWELL,
  resignationResult,
  START_POSITION,
  scoreGame,
  validateOthelloTournament,
  validateRecordedScore,
  WOC_BRIGHTWELL,
} from '../../src/othello/index.js';

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
