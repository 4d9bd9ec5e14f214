/**
 * `mixedBrightwellQuotients` on the cases StrykerJS found untested (issue 13): a bad MBQ
 * policy, and the `emptySquares: 'none'` option (spec §8 decision 8: discs follow the
 * empty-squares rule unless raw counts are asked for).
 */
import { describe, expect, it } from 'vitest';
import { mixedBrightwellQuotients, NOF_SWISS, type OthelloTournament } from '../../src/othello/index.js';
import { errorOf, errorSummary } from '../helpers/errors.js';

// One game, 40–20 with 4 empty squares. With C = 0 the MBQ is the player's own discs.
const tournament: OthelloTournament = {
  players: [
    { id: 'a', name: 'Ann' },
    { id: 'b', name: 'Bo' },
  ],
  rounds: [{ games: [{ black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 20 }], byes: [] }],
};

describe('mixedBrightwellQuotients options', () => {
  it('the empty squares go to the winner by default (NOF §13): 44–20', () => {
    const { rows } = mixedBrightwellQuotients(tournament, { ...NOF_SWISS, brightwellConstant: 0 });
    expect(rows.map((row) => [row.playerId, row.mbq.toString()])).toEqual([
      ['a', '44'],
      ['b', '20'],
    ]);
  });

  it("emptySquares 'none' keeps the recorded discs: 40–20", () => {
    // mbq.ts `options.emptySquares === 'none'` → false, and 'none' → "".
    const { rows } = mixedBrightwellQuotients(
      tournament,
      { ...NOF_SWISS, brightwellConstant: 0 },
      { emptySquares: 'none' },
    );
    expect(rows.map((row) => [row.playerId, row.mbq.toString()])).toEqual([
      ['a', '40'],
      ['b', '20'],
    ]);
  });

  it('an unknown policy is NOT_ONE_OF at ["rules", "mbqPolicy"] with the value', () => {
    // The policy is a rule: checked with the rules, its code, message and path.
    const error = errorOf(() =>
      mixedBrightwellQuotients(tournament, {
        ...NOF_SWISS,
        brightwellConstant: 0,
        mbqPolicy: 'fide' as never,
      }),
    );
    expect(errorSummary(error)).toEqual({
      code: 'NOT_ONE_OF',
      message: 'rules.mbqPolicy: "fide" is not one of nof, papp',
      path: ['rules', 'mbqPolicy'],
      value: 'fide',
    });
  });
});
