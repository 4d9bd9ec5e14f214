/**
 * Mutation-driven tests for `src/othello/tournament/standings.ts` (and one survivor of
 * `tournament-validation.ts`): option and preset error paths that no other test reached,
 * plus small hand-computed tournaments (spec §2–§8, NOF §14–§28, KOA I–V).
 * See docs/mutation/othello-standings.md for the mutant ids each test kills.
 */
import { describe, expect, it } from 'vitest';
import {
  KOA,
  NOF_ROUND_ROBIN,
  NOF_SWISS,
  type OthelloRules,
  type OthelloTournament,
  othelloPlayedGames,
  othelloStandings,
  validateOthelloTournament,
} from '../../src/othello/index.js';
import { failure } from '../helpers/errors.js';
import { g, players } from './tournament-fixtures.js';

/**
 * Five players, two rounds of a Swiss (NOF §20b): one bye per round.
 * R1: A–B 40–24, C–D 33–31, E bye.  R2: A–C 30–34, E–B 36–28, D bye.
 */
const swissFive: OthelloTournament = {
  name: 'Swiss five',
  plannedRounds: 5,
  players: players('Ann', 'Bo', 'Cy', 'Dan', 'Eva'),
  rounds: [
    { games: [g('A', 40, 'B', 24), g('C', 33, 'D', 31)], byes: ['E'] },
    { games: [g('A', 30, 'C', 34), g('E', 36, 'B', 28)], byes: ['D'] },
  ],
};

/**
 * Round robin of five (NOF §20a): five rounds of five when complete; one round recorded.
 * R1: A–B 40–24, C–D 33–31, E bye.
 */
const roundRobinFive: OthelloTournament = {
  name: 'RR five',
  players: players('Ann', 'Bo', 'Cy', 'Dan', 'Eva'),
  rounds: [{ games: [g('A', 40, 'B', 24), g('C', 33, 'D', 31)], byes: ['E'] }],
};

describe('option and rules errors of othelloStandings (spec §5, API.md §3)', () => {
  it('rejects a byeDiscValue outside 0…64 or not whole (a field of the rules; NOF §20b bye discs)', () => {
    expect(failure(() => othelloStandings(swissFive, { ...NOF_SWISS, byeDiscValue: 65 }))).toEqual([
      'OUT_OF_RANGE',
      'rules.byeDiscValue: 65 is outside 0…64',
      ['rules', 'byeDiscValue'],
      65,
    ]);
    expect(failure(() => othelloStandings(swissFive, { ...NOF_SWISS, byeDiscValue: -1 }))).toEqual([
      'OUT_OF_RANGE',
      'rules.byeDiscValue: -1 is outside 0…64',
      ['rules', 'byeDiscValue'],
      -1,
    ]);
    expect(failure(() => othelloStandings(swissFive, { ...NOF_SWISS, byeDiscValue: 1.5 }))).toEqual([
      'NOT_AN_INTEGER',
      'rules.byeDiscValue: 1.5 is not a whole number',
      ['rules', 'byeDiscValue'],
      1.5,
    ]);
    expect(
      failure(() => othelloStandings(swissFive, { ...NOF_SWISS, byeDiscValue: '32' as unknown as number })),
    ).toEqual([
      'NOT_AN_INTEGER',
      'rules.byeDiscValue: "32" is not a whole number',
      ['rules', 'byeDiscValue'],
      '32',
    ]);
  });

  it('accepts the bounds 0 and 64 for byeDiscValue (NOF §20b)', () => {
    // E had a bye in R1 and won 36–28 in R2: discs = bye discs + 36.
    const discsOfE = (byeDiscValue: number) =>
      othelloStandings(swissFive, { ...KOA, byeDiscValue })
        .rows.find((row) => row.playerId === 'E')
        ?.values.discs?.toString();
    expect(discsOfE(0)).toBe('36');
    expect(discsOfE(64)).toBe('100');
  });

  it('rejects a finalTable that is not a boolean (NOF §20a final table)', () => {
    expect(
      failure(() =>
        othelloStandings(roundRobinFive, NOF_ROUND_ROBIN, { finalTable: 'yes' as unknown as boolean }),
      ),
    ).toEqual([
      'NOT_A_BOOLEAN',
      'options.finalTable: "yes" is not true or false',
      ['options', 'finalTable'],
      'yes',
    ]);
  });

  it('rejects roundRobinCycles below 1 or not whole (KOA II.1 double round robin)', () => {
    expect(failure(() => othelloStandings(roundRobinFive, NOF_ROUND_ROBIN, { roundRobinCycles: 0 }))).toEqual(
      ['OUT_OF_RANGE', 'options.roundRobinCycles: 0 is outside 1…∞', ['options', 'roundRobinCycles'], 0],
    );
    expect(
      failure(() => othelloStandings(roundRobinFive, NOF_ROUND_ROBIN, { roundRobinCycles: 1.5 })),
    ).toEqual([
      'NOT_AN_INTEGER',
      'options.roundRobinCycles: 1.5 is not a whole number',
      ['options', 'roundRobinCycles'],
      1.5,
    ]);
  });

  it('the round limit is afterRound: the old throughRound is UNKNOWN_OPTION suggesting it (issue 24)', () => {
    expect(failure(() => othelloStandings(swissFive, NOF_SWISS, { throughRound: 1 } as never))).toEqual([
      'UNKNOWN_OPTION',
      'options.throughRound: unknown option; did you mean "afterRound"?',
      ['options', 'throughRound'],
      1,
    ]);
  });
});

describe('more option errors (spec §5)', () => {
  it('rejects an unknown view (spec §6 rating-list view)', () => {
    expect(
      failure(() => othelloStandings(swissFive, NOF_SWISS, { view: 'list' as unknown as 'table' })),
    ).toEqual([
      'NOT_ONE_OF',
      'options.view: "list" is not one of table, ratingList',
      ['options', 'view'],
      'list',
    ]);
  });

  it('accepts roundRobinCycles 1 and rejects a string (KOA II.1)', () => {
    // Five players: five rounds per cycle (odd count, one bye per round).
    expect(othelloStandings(roundRobinFive, NOF_ROUND_ROBIN, { roundRobinCycles: 1 }).plannedRounds).toBe(5);
    expect(othelloStandings(roundRobinFive, NOF_ROUND_ROBIN, { roundRobinCycles: 2 }).plannedRounds).toBe(10);
    expect(
      failure(() =>
        othelloStandings(roundRobinFive, NOF_ROUND_ROBIN, { roundRobinCycles: '2' as unknown as number }),
      ),
    ).toEqual([
      'NOT_AN_INTEGER',
      'options.roundRobinCycles: "2" is not a whole number',
      ['options', 'roundRobinCycles'],
      '2',
    ]);
  });
});

describe('round-robin schedule from plannedRounds (KOA II.1, NOF §20a)', () => {
  it('reads the number of cycles from plannedRounds when roundRobinCycles is absent', () => {
    // Five players: five rounds per cycle; plannedRounds 10 → round(10 / 5) = 2 cycles → 10 rounds.
    expect(othelloStandings({ ...roundRobinFive, plannedRounds: 10 }, NOF_ROUND_ROBIN).plannedRounds).toBe(
      10,
    );
    // plannedRounds 12 → round(12 / 5) = 2 cycles → 10 rounds; without plannedRounds, one cycle of 5.
    expect(othelloStandings({ ...roundRobinFive, plannedRounds: 12 }, NOF_ROUND_ROBIN).plannedRounds).toBe(
      10,
    );
    expect(othelloStandings(roundRobinFive, NOF_ROUND_ROBIN).plannedRounds).toBe(5);
  });
});

describe('empty squares (NOF §15: empty squares go to the winner; emptySquares "none" keeps the raw count)', () => {
  it('gives the winner the empty squares unless emptySquares is "none"', () => {
    // R1 A–B ended 40–20 with 4 empty squares: officially 44–20.  R2 A–C 30–34.
    // KOA discs of A: 44 + 30 = 74 officially, 40 + 30 = 70 raw.
    const early: OthelloTournament = {
      ...swissFive,
      rounds: [
        { games: [g('A', 40, 'B', 20), g('C', 33, 'D', 31)], byes: ['E'] },
        ...swissFive.rounds.slice(1),
      ],
    };
    const discsOfA = (standings: ReturnType<typeof othelloStandings>) =>
      standings.rows.find((row) => row.playerId === 'A')?.values.discs?.toString();
    expect(discsOfA(othelloStandings(early, KOA))).toBe('74');
    expect(discsOfA(othelloStandings(early, KOA, { emptySquares: 'none' }))).toBe('70');
  });
});

describe('round-robin 64–0 rule for a withdrawn player (NOF §20a, spec §3, §8 decision 4)', () => {
  /**
   * Five players, 5 rounds planned; Eva withdraws from round 2.
   * R1: A–B 40–24, C–E 20–44, D bye (0 points, 0 discs in a NOF round robin).
   * R2: A–C 33–31, B–D 34–30.
   * After round 2 (decision 4: only games played so far): C's loss to E becomes a 64–0 win.
   *   A 2 pts 73 discs (2 wins); C 1 pt 64+31 = 95 (1 win, 1 loss); B 1 pt 24+34 = 58;
   *   E keeps its game: 1 pt 44; D 0 pts 30.  Ties on 1 point go by discs: C, B, E.
   * Final table (every game of the schedule): A, B and D have not met E, so each gets a 64–0:
   *   A 3 pts 137; B 2 pts 122; C 1 pt 95; D 1 pt 94; E 1 pt 44 → discs order C, D, E.
   */
  const withdrawal: OthelloTournament = {
    name: 'RR withdrawal',
    plannedRounds: 5,
    players: [...players('Ann', 'Bo', 'Cy', 'Dan'), { id: 'E', name: 'Eva', withdrawnFromRound: 2 }],
    rounds: [
      { games: [g('A', 40, 'B', 24), g('C', 20, 'E', 44)], byes: ['D'] },
      { games: [g('A', 33, 'C', 31), g('B', 34, 'D', 30)] },
    ],
  };
  const rowsOf = (finalTable: boolean) =>
    othelloStandings(withdrawal, NOF_ROUND_ROBIN, { finalTable }).rows.map(
      (row) =>
        `${row.place} ${row.playerId} ${row.points} ${row.values.discs} ${row.wins}/${row.draws}/${row.losses}`,
    );

  it('replaces the lost game against the withdrawn player by a 64–0 win', () => {
    expect(rowsOf(false)).toEqual([
      '1 A 2 73 2/0/0',
      '2 C 1 95 1/0/1',
      '3 B 1 58 1/0/1',
      '4 E 1 44 1/0/0',
      '5 D 0 30 0/0/1',
    ]);
  });

  it('credits every unplayed game against the withdrawn player in the final table', () => {
    expect(rowsOf(true)).toEqual([
      '1 A 3 137 3/0/0',
      '2 B 2 122 2/0/1',
      '3 C 1 95 1/0/1',
      '4 D 1 94 1/0/1',
      '5 E 1 44 1/0/0',
    ]);
  });
});

describe('rules errors of othelloStandings (spec §5, API.md §3)', () => {
  it('rejects missing rules with NOT_AN_OBJECT, not a TypeError (Othello has no default rules)', () => {
    expect(failure(() => othelloStandings(swissFive, undefined as unknown as OthelloRules))).toEqual([
      'NOT_AN_OBJECT',
      'rules: undefined is not an object',
      ['rules'],
      undefined,
    ]);
  });

  it('rejects null rules and criteria that are not a list', () => {
    expect(failure(() => othelloStandings(swissFive, null as unknown as OthelloRules))).toEqual([
      'NOT_AN_OBJECT',
      'rules: null is not an object',
      ['rules'],
      null,
    ]);
    const rules = { ...NOF_SWISS, criteria: 'points' } as unknown as OthelloRules;
    expect(failure(() => othelloStandings(swissFive, rules))).toEqual([
      'NOT_A_LIST',
      'rules.criteria: "points" is not a list',
      ['rules', 'criteria'],
      'points',
    ]);
    expect(failure(() => othelloStandings(swissFive, 'KOA' as unknown as OthelloRules))).toEqual([
      'NOT_AN_OBJECT',
      'rules: "KOA" is not an object',
      ['rules'],
      'KOA',
    ]);
    // A rules object without its fields names each missing one.
    const bare = failure(() => othelloStandings(swissFive, { criteria: [] } as unknown as OthelloRules));
    expect(bare.slice(0, 3)).toEqual([
      'MISSING_FIELD',
      'rules.name: is missing (and 9 more problems)',
      ['rules', 'name'],
    ]);
  });

  it('rejects rules without criteria', () => {
    const rules = { ...NOF_SWISS, criteria: [] } as unknown as OthelloRules;
    expect(failure(() => othelloStandings(swissFive, rules))).toEqual([
      'EMPTY_CRITERIA',
      'rules.criteria: a ranking needs at least one criterion',
      ['rules', 'criteria'],
      [],
    ]);
  });

  /** NOF Swiss with points first and `criterion` second, as a caller might pass it. */
  const secondCriterion = (criterion: unknown): OthelloRules =>
    ({ ...NOF_SWISS, criteria: [{ kind: 'points' }, criterion] }) as unknown as OthelloRules;

  it('rejects a criterion that is not an object with a MindsportError naming its place (was a TypeError)', () => {
    for (const [criterion, text] of [
      [null, 'null'],
      [undefined, 'undefined'],
      [42, '42'],
      [['points'], '["points"]'],
    ] as const) {
      expect(failure(() => othelloStandings(swissFive, secondCriterion(criterion)))).toEqual([
        'NOT_AN_OBJECT',
        `rules.criteria[1]: ${text} is not an object`,
        ['rules', 'criteria', 1],
        criterion,
      ]);
    }
  });

  it('rejects an unknown criterion kind', () => {
    const criterion = { kind: 'bogus' };
    expect(failure(() => othelloStandings(swissFive, secondCriterion(criterion)))).toEqual([
      'NOT_ONE_OF',
      'rules.criteria[1].kind: "bogus" is not one of points, wins, discs, discDifference, mbq, defeatedOpponentsPoints, headToHead, coinToss',
      ['rules', 'criteria', 1, 'kind'],
      'bogus',
    ]);
  });
});

describe('coin-toss order errors (KOA II.3 coin toss)', () => {
  it('rejects orders that are not a list', () => {
    expect(
      failure(() =>
        othelloStandings(swissFive, KOA, { coinToss: { orders: 'AB' as unknown as string[][] } }),
      ),
    ).toEqual([
      'NOT_A_LIST',
      'options.coinToss.orders: "AB" is not a list',
      ['options', 'coinToss', 'orders'],
      'AB',
    ]);
  });

  it('rejects an order with fewer than two ids, naming its position', () => {
    expect(
      failure(() => othelloStandings(swissFive, KOA, { coinToss: { orders: [['A', 'B'], ['C']] } })),
    ).toEqual([
      'BAD_TOSS_ORDER',
      'options.coinToss.orders[1]: ["C"] lists fewer than two players',
      ['options', 'coinToss', 'orders', 1],
      ['C'],
    ]);
  });
});

describe('more coin-toss order errors (KOA II.3)', () => {
  it('rejects an order that is not a list, and an unknown or repeated id, with its position', () => {
    expect(
      failure(() =>
        othelloStandings(swissFive, KOA, { coinToss: { orders: ['AB' as unknown as string[]] } }),
      ),
    ).toEqual([
      'NOT_A_LIST',
      'options.coinToss.orders[0]: "AB" is not a list',
      ['options', 'coinToss', 'orders', 0],
      'AB',
    ]);
    expect(
      failure(() =>
        othelloStandings(swissFive, KOA, {
          coinToss: {
            orders: [
              ['A', 'B'],
              ['C', 'X'],
            ],
          },
        }),
      ),
    ).toEqual([
      'UNKNOWN_ID',
      `options.coinToss.orders[1][1]: "X" is not a player's id`,
      ['options', 'coinToss', 'orders', 1, 1],
      'X',
    ]);
    expect(
      failure(() =>
        othelloStandings(swissFive, KOA, {
          coinToss: {
            orders: [
              ['A', 'B'],
              ['C', 'A'],
            ],
          },
        }),
      ),
    ).toEqual([
      'BAD_TOSS_ORDER',
      'options.coinToss.orders[1][1]: "A" is in two toss orders',
      ['options', 'coinToss', 'orders', 1, 1],
      'A',
    ]);
  });
});

describe('othelloPlayedGames for the rating-list view (spec §6: forfeits are not rated)', () => {
  it('lists played games with 1-based rounds, skips forfeits, stops at afterRound', () => {
    const withForfeit: OthelloTournament = {
      ...swissFive,
      rounds: [
        ...swissFive.rounds,
        { games: [{ ...g('B', 64, 'D', 0), forfeit: 'white' }, g('C', 35, 'E', 29)], byes: ['A'] },
      ],
    };
    expect(othelloPlayedGames(withForfeit).games).toEqual([
      { round: 1, black: 'A', blackDiscs: 40, white: 'B', whiteDiscs: 24 },
      { round: 1, black: 'C', blackDiscs: 33, white: 'D', whiteDiscs: 31 },
      { round: 2, black: 'A', blackDiscs: 30, white: 'C', whiteDiscs: 34 },
      { round: 2, black: 'E', blackDiscs: 36, white: 'B', whiteDiscs: 28 },
      { round: 3, black: 'C', blackDiscs: 35, white: 'E', whiteDiscs: 29 },
    ]);
    expect(othelloPlayedGames(withForfeit, { afterRound: 1 }).games).toHaveLength(2);
  });
});

describe('validateOthelloTournament on a valid document (spec §2)', () => {
  it('returns ok with an empty problem list', () => {
    const result = validateOthelloTournament(swissFive);
    expect(result).toEqual({ ok: true, value: swissFive, problems: [] });
  });
});
