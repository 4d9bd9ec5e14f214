/**
 * `standings` option errors StrykerJS found untested (issue 13): `qualified` must be a list of
 * names from the players list (seed 004 "Rechten": the WK place goes to the best player not
 * yet qualified), reported with code, path and the bad value.
 */
import { describe, expect, it } from 'vitest';
import { standings } from '../../src/draughts/index.js';
import { errorOf, errorSummary } from '../helpers/errors.js';

const tournament = {
  players: ['Ann', 'Bo'],
  games: [{ white: 'Ann', black: 'Bo', result: '2-0' }],
};

describe('standings: the qualified option', () => {
  it('a value that is not a list is QUALIFIED_NOT_A_LIST at ["qualified"]', () => {
    expect(errorSummary(errorOf(() => standings(tournament, { qualified: 'Ann' as never })))).toEqual({
      code: 'QUALIFIED_NOT_A_LIST',
      message: 'qualified: "Ann" is not a list',
      path: ['qualified'],
      value: 'Ann',
    });
    // A BigInt is named too, never a TypeError from turning it into JSON.
    expect(errorOf(() => standings(tournament, { qualified: 10n as never })).message).toBe(
      'qualified: 10 is not a list',
    );
  });

  it('a name not in the players list is PLAYER_UNKNOWN at its index', () => {
    expect(errorSummary(errorOf(() => standings(tournament, { qualified: ['Ann', 'Zed'] })))).toEqual({
      code: 'PLAYER_UNKNOWN',
      message: 'qualified[1]: "Zed" is not in the players list',
      path: ['qualified', 1],
      value: 'Zed',
    });
  });

  it('a qualified winner passes the WK place to the best player not yet qualified', () => {
    expect(standings(tournament, { qualified: ['Ann'] }).worldChampionshipCandidates).toEqual(['Bo']);
    expect(standings(tournament).worldChampionshipCandidates).toEqual(['Ann']);
  });
});
