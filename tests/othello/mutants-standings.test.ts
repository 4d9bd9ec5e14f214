/**
 * Mutation-driven tests for `src/othello/standings.ts` (and one survivor of
 * `tournament-validation.ts`): option and preset error paths that no other test reached,
 * plus small hand-computed tournaments (spec §2–§8, NOF §14–§28, KOA I–V).
 * See docs/mutation/othello-standings.md for the mutant ids each test kills.
 */
import { describe, expect, it } from 'vitest';
import {
  computeStandings,
  KOA,
  NOF_ROUND_ROBIN,
  NOF_SWISS,
  playedGames,
  type StandingsPreset,
  type Tournament,
  validateTournament,
} from '../../src/othello/index.js';
import { failure } from '../helpers/errors.js';
import { g, players } from './tournament-fixtures.js';

/**
 * Five players, two rounds of a Swiss (NOF §20b): one bye per round.
 * R1: A–B 40–24, C–D 33–31, E bye.  R2: A–C 30–34, E–B 36–28, D bye.
 */
const swissFive: Tournament = {
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
const roundRobinFive: Tournament = {
  name: 'RR five',
  players: players('Ann', 'Bo', 'Cy', 'Dan', 'Eva'),
  rounds: [{ games: [g('A', 40, 'B', 24), g('C', 33, 'D', 31)], byes: ['E'] }],
};

describe('option errors of computeStandings (spec §5, decision on options)', () => {
  it('rejects a byeDiscValue outside 0…64 or not whole (NOF §20b bye discs)', () => {
    expect(failure(() => computeStandings(swissFive, NOF_SWISS, { byeDiscValue: 65 }))).toEqual([
      'BAD_OPTION',
      'byeDiscValue 65 must be a whole number 0…64',
      ['byeDiscValue'],
      65,
    ]);
    expect(failure(() => computeStandings(swissFive, NOF_SWISS, { byeDiscValue: -1 }))).toEqual([
      'BAD_OPTION',
      'byeDiscValue -1 must be a whole number 0…64',
      ['byeDiscValue'],
      -1,
    ]);
    expect(failure(() => computeStandings(swissFive, NOF_SWISS, { byeDiscValue: 1.5 }))).toEqual([
      'BAD_OPTION',
      'byeDiscValue 1.5 must be a whole number 0…64',
      ['byeDiscValue'],
      1.5,
    ]);
    expect(
      failure(() => computeStandings(swissFive, NOF_SWISS, { byeDiscValue: '32' as unknown as number })),
    ).toEqual(['BAD_OPTION', 'byeDiscValue "32" must be a whole number 0…64', ['byeDiscValue'], '32']);
  });

  it('accepts the bounds 0 and 64 for byeDiscValue (NOF §20b)', () => {
    // E had a bye in R1 and won 36–28 in R2: discs = bye discs + 36.
    const discsOfE = (byeDiscValue: number) =>
      computeStandings(swissFive, KOA, { byeDiscValue })
        .rows.find((row) => row.id === 'E')
        ?.values.discs?.toString();
    expect(discsOfE(0)).toBe('36');
    expect(discsOfE(64)).toBe('100');
  });

  it('rejects a finalTable that is not a boolean (NOF §20a final table)', () => {
    expect(
      failure(() =>
        computeStandings(roundRobinFive, NOF_ROUND_ROBIN, { finalTable: 'yes' as unknown as boolean }),
      ),
    ).toEqual(['BAD_OPTION', 'finalTable "yes" must be true or false', ['finalTable'], 'yes']);
  });

  it('rejects roundRobinCycles below 1 or not whole (KOA II.1 double round robin)', () => {
    expect(failure(() => computeStandings(roundRobinFive, NOF_ROUND_ROBIN, { roundRobinCycles: 0 }))).toEqual(
      ['BAD_OPTION', 'roundRobinCycles 0 must be a whole number ≥ 1', ['roundRobinCycles'], 0],
    );
    expect(
      failure(() => computeStandings(roundRobinFive, NOF_ROUND_ROBIN, { roundRobinCycles: 1.5 })),
    ).toEqual(['BAD_OPTION', 'roundRobinCycles 1.5 must be a whole number ≥ 1', ['roundRobinCycles'], 1.5]);
  });
});

describe('more option errors (spec §5)', () => {
  it('rejects an unknown view (spec §6 rating-list view)', () => {
    expect(
      failure(() => computeStandings(swissFive, NOF_SWISS, { view: 'list' as unknown as 'table' })),
    ).toEqual(['BAD_OPTION', 'view "list" is not one of table, ratingList', ['view'], 'list']);
  });

  it('accepts roundRobinCycles 1 and rejects a string (KOA II.1)', () => {
    // Five players: five rounds per cycle (odd count, one bye per round).
    expect(computeStandings(roundRobinFive, NOF_ROUND_ROBIN, { roundRobinCycles: 1 }).plannedRounds).toBe(5);
    expect(computeStandings(roundRobinFive, NOF_ROUND_ROBIN, { roundRobinCycles: 2 }).plannedRounds).toBe(10);
    expect(
      failure(() =>
        computeStandings(roundRobinFive, NOF_ROUND_ROBIN, { roundRobinCycles: '2' as unknown as number }),
      ),
    ).toEqual(['BAD_OPTION', 'roundRobinCycles "2" must be a whole number ≥ 1', ['roundRobinCycles'], '2']);
  });
});

describe('round-robin schedule from plannedRounds (KOA II.1, NOF §20a)', () => {
  it('reads the number of cycles from plannedRounds when roundRobinCycles is absent', () => {
    // Five players: five rounds per cycle; plannedRounds 10 → round(10 / 5) = 2 cycles → 10 rounds.
    expect(computeStandings({ ...roundRobinFive, plannedRounds: 10 }, NOF_ROUND_ROBIN).plannedRounds).toBe(
      10,
    );
    // plannedRounds 12 → round(12 / 5) = 2 cycles → 10 rounds; without plannedRounds, one cycle of 5.
    expect(computeStandings({ ...roundRobinFive, plannedRounds: 12 }, NOF_ROUND_ROBIN).plannedRounds).toBe(
      10,
    );
    expect(computeStandings(roundRobinFive, NOF_ROUND_ROBIN).plannedRounds).toBe(5);
  });
});

describe('empty squares (NOF §15: empty squares go to the winner; emptySquares "none" keeps the raw count)', () => {
  it('gives the winner the empty squares unless emptySquares is "none"', () => {
    // R1 A–B ended 40–20 with 4 empty squares: officially 44–20.  R2 A–C 30–34.
    // KOA discs of A: 44 + 30 = 74 officially, 40 + 30 = 70 raw.
    const early: Tournament = {
      ...swissFive,
      rounds: [
        { games: [g('A', 40, 'B', 20), g('C', 33, 'D', 31)], byes: ['E'] },
        ...swissFive.rounds.slice(1),
      ],
    };
    const discsOfA = (standings: ReturnType<typeof computeStandings>) =>
      standings.rows.find((row) => row.id === 'A')?.values.discs?.toString();
    expect(discsOfA(computeStandings(early, KOA))).toBe('74');
    expect(discsOfA(computeStandings(early, KOA, { emptySquares: 'none' }))).toBe('70');
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
  const withdrawal: Tournament = {
    name: 'RR withdrawal',
    plannedRounds: 5,
    players: [...players('Ann', 'Bo', 'Cy', 'Dan'), { id: 'E', name: 'Eva', withdrawnFromRound: 2 }],
    rounds: [
      { games: [g('A', 40, 'B', 24), g('C', 20, 'E', 44)], byes: ['D'] },
      { games: [g('A', 33, 'C', 31), g('B', 34, 'D', 30)] },
    ],
  };
  const rowsOf = (finalTable: boolean) =>
    computeStandings(withdrawal, NOF_ROUND_ROBIN, { finalTable }).rows.map(
      (row) =>
        `${row.place} ${row.id} ${row.points} ${row.values.discs} ${row.wins}/${row.draws}/${row.losses}`,
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

describe('preset errors of computeStandings (spec §5)', () => {
  it('rejects a missing preset with BAD_PRESET, not a TypeError', () => {
    expect(failure(() => computeStandings(swissFive, undefined as unknown as StandingsPreset))).toEqual([
      'BAD_PRESET',
      'standings preset undefined needs a list of criteria',
      ['preset'],
      undefined,
    ]);
  });

  it('rejects a null preset and criteria that are not a list', () => {
    expect(failure(() => computeStandings(swissFive, null as unknown as StandingsPreset))).toEqual([
      'BAD_PRESET',
      'standings preset null needs a list of criteria',
      ['preset'],
      null,
    ]);
    const preset = { criteria: 'points' } as unknown as StandingsPreset;
    expect(failure(() => computeStandings(swissFive, preset))).toEqual([
      'BAD_PRESET',
      'standings preset {"criteria":"points"} needs a list of criteria',
      ['preset'],
      preset,
    ]);
    expect(failure(() => computeStandings(swissFive, 'KOA' as unknown as StandingsPreset))).toEqual([
      'BAD_PRESET',
      'standings preset "KOA" needs a list of criteria',
      ['preset'],
      'KOA',
    ]);
  });

  it('rejects a preset without criteria', () => {
    const preset = { criteria: [] } as unknown as StandingsPreset;
    expect(failure(() => computeStandings(swissFive, preset))).toEqual([
      'BAD_PRESET',
      'standings preset {"criteria":[]} needs a list of criteria',
      ['preset'],
      preset,
    ]);
  });

  /** NOF Swiss with points first and `criterion` second, as a caller might pass it. */
  const secondCriterion = (criterion: unknown): StandingsPreset =>
    ({ ...NOF_SWISS, criteria: [{ kind: 'points' }, criterion] }) as unknown as StandingsPreset;

  it('rejects a criterion that is not an object with a MindsportError naming its place (was a TypeError)', () => {
    for (const [criterion, text] of [
      [null, 'null'],
      [undefined, 'undefined'],
      [42, '42'],
      [['points'], '["points"]'],
    ] as const) {
      expect(failure(() => computeStandings(swissFive, secondCriterion(criterion)))).toEqual([
        'BAD_PRESET',
        `criterion 2 must be an object with a kind, not ${text}`,
        ['preset', 'criteria', 1],
        criterion,
      ]);
    }
  });

  it('rejects an unknown criterion kind', () => {
    const criterion = { kind: 'bogus' };
    expect(failure(() => computeStandings(swissFive, secondCriterion(criterion)))).toEqual([
      'BAD_PRESET',
      'unknown criterion "bogus"',
      ['criteria'],
      criterion,
    ]);
  });
});

describe('coin-toss order errors (KOA II.3 coin toss)', () => {
  it('rejects orders that are not a list', () => {
    expect(
      failure(() =>
        computeStandings(swissFive, KOA, { coinToss: { orders: 'AB' as unknown as string[][] } }),
      ),
    ).toEqual([
      'BAD_TOSS_ORDER',
      'coinToss.orders "AB" must be a list of id lists',
      ['coinToss', 'orders'],
      'AB',
    ]);
  });

  it('rejects an order with fewer than two ids, naming its 1-based position', () => {
    expect(
      failure(() => computeStandings(swissFive, KOA, { coinToss: { orders: [['A', 'B'], ['C']] } })),
    ).toEqual([
      'BAD_TOSS_ORDER',
      'coin toss 2: ["C"] must list at least two player ids',
      ['coinToss', 'orders', 1],
      ['C'],
    ]);
  });
});

describe('more coin-toss order errors (KOA II.3)', () => {
  it('rejects an order that is not a list, and an unknown or repeated id, with its position', () => {
    expect(
      failure(() =>
        computeStandings(swissFive, KOA, { coinToss: { orders: ['AB' as unknown as string[]] } }),
      ),
    ).toEqual([
      'BAD_TOSS_ORDER',
      'coin toss 1: "AB" must list at least two player ids',
      ['coinToss', 'orders', 0],
      'AB',
    ]);
    expect(
      failure(() =>
        computeStandings(swissFive, KOA, {
          coinToss: {
            orders: [
              ['A', 'B'],
              ['C', 'X'],
            ],
          },
        }),
      ),
    ).toEqual(['UNKNOWN_PLAYER', 'coin toss 2: unknown player id "X"', ['coinToss', 'orders', 1, 1], 'X']);
    expect(
      failure(() =>
        computeStandings(swissFive, KOA, {
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
      'coin toss 2: player "A" is in two toss orders',
      ['coinToss', 'orders', 1, 1],
      'A',
    ]);
  });
});

describe('playedGames for the rating-list view (spec §6: forfeits are not rated)', () => {
  it('lists played games with 1-based rounds, skips forfeits, stops at afterRound', () => {
    const withForfeit: Tournament = {
      ...swissFive,
      rounds: [
        ...swissFive.rounds,
        { games: [{ ...g('B', 64, 'D', 0), forfeit: 'white' }, g('C', 35, 'E', 29)], byes: ['A'] },
      ],
    };
    expect(playedGames(withForfeit)).toEqual([
      { round: 1, black: 'A', blackDiscs: 40, white: 'B', whiteDiscs: 24 },
      { round: 1, black: 'C', blackDiscs: 33, white: 'D', whiteDiscs: 31 },
      { round: 2, black: 'A', blackDiscs: 30, white: 'C', whiteDiscs: 34 },
      { round: 2, black: 'E', blackDiscs: 36, white: 'B', whiteDiscs: 28 },
      { round: 3, black: 'C', blackDiscs: 35, white: 'E', whiteDiscs: 29 },
    ]);
    expect(playedGames(withForfeit, 1)).toHaveLength(2);
  });
});

describe('validateTournament on a valid document (spec §2)', () => {
  it('returns ok with an empty problem list', () => {
    const result = validateTournament(swissFive);
    expect(result).toEqual({ ok: true, value: swissFive, problems: [] });
  });
});
