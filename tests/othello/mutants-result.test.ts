/**
 * `src/othello/tournament/result.ts` on the cases StrykerJS found untested (run of 2026-11-30
 * 00:27–02:08 UTC): forfeit scores (NOF §18, spec §8 decision 8), the loss-on-time
 * adjudication (NOF §17, KOA V.6, spec §2), and the code, message, path and value of each
 * error. Expected values are worked out by hand from the rules cited in each test.
 */
import { describe, expect, it } from 'vitest';
import {
  adjudicateLossOnTime,
  type DiscColour,
  type ForfeitKind,
  forfeitResult,
  formatScore,
  type LossOnTimeInput,
  parseScore,
  type RecordedScore,
  resignationResult,
  scoreGame,
  validateRecordedScore,
} from '../../src/othello/index.js';
import { errorSummary, failure } from '../helpers/errors.js';

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

describe('loss on time (NOF §17, KOA V.6, spec §2)', () => {
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

describe('score notation: parseScore and formatScore', () => {
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
