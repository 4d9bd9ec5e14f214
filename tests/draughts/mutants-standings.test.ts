/**
 * Who is already qualified for the world championship (seed 004 "Rechten": the WK place goes
 * to the best player not yet qualified) is a player's `alreadyQualified` flag, reported with
 * code, path and the bad value; the old `qualified` option is refused, never ignored.
 */
import { describe, expect, it } from 'vitest';
import { draughtsStandings, KNDB } from '../../src/draughts/index.js';
import { errorOf, errorSummary } from '../helpers/errors.js';

const tournament = {
  players: [{ id: 'Ann' }, { id: 'Bo' }],
  games: [{ white: 'Ann', black: 'Bo', result: '2-0' }],
};
const flagged = (alreadyQualified: unknown) => ({
  ...tournament,
  players: [{ id: 'Ann', alreadyQualified }, { id: 'Bo' }],
});

describe('standings: who is already qualified', () => {
  it('a flag that is not true or false is NOT_A_BOOLEAN at the flag', () => {
    expect(errorSummary(errorOf(() => draughtsStandings(flagged('Ann'))))).toEqual({
      code: 'NOT_A_BOOLEAN',
      message: 'players[0].alreadyQualified: "Ann" is not true or false',
      path: ['players', 0, 'alreadyQualified'],
      value: 'Ann',
    });
    // A BigInt is named too, never a TypeError from turning it into JSON.
    expect(errorOf(() => draughtsStandings(flagged(10n))).message).toBe(
      'players[0].alreadyQualified: 10 is not true or false',
    );
  });

  it('the old qualified option is UNKNOWN_OPTION, not silently ignored', () => {
    expect(
      errorSummary(errorOf(() => draughtsStandings(tournament, KNDB, { qualified: ['Ann'] } as never))),
    ).toEqual({
      code: 'UNKNOWN_OPTION',
      message: 'options.qualified: unknown option',
      path: ['options', 'qualified'],
      value: ['Ann'],
    });
  });

  it('a qualified winner passes the WK place to the best player not yet qualified', () => {
    expect(draughtsStandings(flagged(true)).worldChampionshipCandidates).toEqual(['Bo']);
    expect(draughtsStandings(tournament).worldChampionshipCandidates).toEqual(['Ann']);
  });
});
