import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  assertDiplomacyGameResult,
  type DiplomacyGameResult,
  formatGameResult,
  POWERS,
  parseGameResult,
  scoreCDiplo,
  validateDiplomacyGameResult,
} from '../../src/diplomacy/index.js';
// Internal on purpose: the fast path and the detailed check must agree, input by input.
import { checkGameResultInDetail, isValidGameResult } from '../../src/diplomacy/validate.js';
import { validBoard } from './arbitraries.js';

const problems = (game: unknown) =>
  validateDiplomacyGameResult(game).problems.map((problem) => [problem.code, problem.path]);

describe('game result validation (spec §1, decision 15)', () => {
  it('35 centres: SUPPLY_CENTRE_TOTAL_OVER_34 at powers', () => {
    expect(problems(parseGameResult('A5 E5 F5 G5 I5 R5 T5'))).toEqual([
      ['SUPPLY_CENTRE_TOTAL_OVER_34', ['powers']],
    ]);
    expect(() => scoreCDiplo(parseGameResult('A5 E5 F5 G5 I5 R5 T5'))).toThrow(/total 35/);
  });
  it('two powers with 18 or more: MORE_THAN_ONE_SOLO naming both (and the total)', () => {
    const result = validateDiplomacyGameResult(parseGameResult('A18 E18 F0 G0 I0 R0 T0'));
    expect(result.problems.map((problem) => problem.code)).toEqual([
      'SUPPLY_CENTRE_TOTAL_OVER_34',
      'MORE_THAN_ONE_SOLO',
    ]);
    expect(result.problems[1]!.message).toContain('austria 18 and england 18');
  });
  it('an eliminated power with centres: ELIMINATED_WITH_CENTRES at its eliminatedIn', () => {
    expect(problems(parseGameResult('A3@1905 E11 F8 G0 I1 R3 T8'))).toEqual([
      ['ELIMINATED_WITH_CENTRES', ['powers', 'austria', 'eliminatedIn']],
    ]);
  });
  it('every problem at once, each with power and field', () => {
    const game = {
      powers: {
        austria: { supplyCentres: -1 },
        england: { supplyCentres: 2.5 },
        france: { supplyCentres: 4, eliminatedIn: 1899 },
        germany: { supplyCentres: 4 },
        italy: { supplyCentres: 4 },
        russia: { supplyCentres: 4 },
        spain: { supplyCentres: 1 },
      },
    };
    expect(problems(game)).toEqual([
      // API.md §3: the missing power first, then the unknown key (with its "did you mean").
      ['MISSING_FIELD', ['powers', 'turkey']],
      ['UNKNOWN_FIELD', ['powers', 'spain']],
      ['OUT_OF_RANGE', ['powers', 'austria', 'supplyCentres']],
      ['NOT_AN_INTEGER', ['powers', 'england', 'supplyCentres']],
      ['OUT_OF_RANGE', ['powers', 'france', 'eliminatedIn']],
    ]);
  });
  it('the same player on two powers of one board', () => {
    const game = parseGameResult('E11 F8 T8 A3 R3 I1 G0');
    const powers = {
      ...game.powers,
      england: { ...game.powers.england, player: 'kari' },
      france: { ...game.powers.france, player: 'kari' },
    };
    expect(problems({ powers })).toEqual([['PLAYER_ON_TWO_POWERS', ['powers', 'france', 'player']]]);
  });
  describe('histories (decision 15)', () => {
    const withHistories = (histories: Record<string, number[]>, extra: Partial<DiplomacyGameResult> = {}) => {
      const game = parseGameResult('A4 E6 F5 G5 I4 R5 T5');
      return {
        ...extra,
        powers: Object.fromEntries(
          Object.entries(game.powers).map(([power, result]) => [
            power,
            { ...result, history: histories[power] ?? [4, 4, result.supplyCentres] },
          ]),
        ),
      };
    };
    it('a consistent history passes', () => {
      expect(problems(withHistories({}))).toEqual([]);
    });
    it('history not ending with the final count', () => {
      expect(problems(withHistories({ austria: [4, 4, 3] }))).toEqual([
        ['HISTORY_FINAL_MISMATCH', ['powers', 'austria', 'history', 2]],
      ]);
    });
    it('a power returning from 0 centres', () => {
      expect(problems(withHistories({ austria: [0, 1, 4] }))).toEqual([
        ['HISTORY_RETURN_FROM_ELIMINATION', ['powers', 'austria', 'history', 1]],
      ]);
    });
    it('18 before the last year (the game ends at a solo)', () => {
      const game = {
        powers: {
          austria: { supplyCentres: 17, history: [5, 18, 17] },
          england: { supplyCentres: 3, history: [4, 3, 3] },
          france: { supplyCentres: 3, history: [4, 3, 3] },
          germany: { supplyCentres: 3, history: [4, 2, 3] },
          italy: { supplyCentres: 3, history: [4, 3, 3] },
          russia: { supplyCentres: 3, history: [4, 3, 3] },
          turkey: { supplyCentres: 2, history: [4, 2, 2] },
        },
      };
      expect(problems(game)).toEqual([['HISTORY_SOLO_BEFORE_END', ['powers', 'austria', 'history', 1]]]);
    });
    it('missing years (different lengths), a missing history, a year total above 34, end year mismatch', () => {
      expect(problems(withHistories({ austria: [4, 4] }))).toEqual([['HISTORY_LENGTH_MISMATCH', ['powers']]]);
      const game = withHistories({});
      delete (game.powers as Record<string, { history?: number[] }>).turkey!.history;
      expect(problems(game)).toEqual([['HISTORY_MISSING', ['powers', 'turkey', 'history']]]);
      expect(problems(withHistories({ austria: [12, 4, 4] }))).toEqual([
        ['HISTORY_YEAR_TOTAL_OVER_34', ['powers']],
      ]);
      expect(problems(withHistories({}, { endYear: 1908 }))).toEqual([
        ['HISTORY_END_YEAR_MISMATCH', ['endYear']],
      ]);
    });
    it('an elimination year disagreeing with the history', () => {
      const game = parseGameResult('A0@1903 E6 F5 G5 I4 R5 T5');
      const powers = Object.fromEntries(
        Object.entries(game.powers).map(([power, result]) => [
          power,
          { ...result, history: power === 'austria' ? [3, 0, 0] : [5, 5, result.supplyCentres] },
        ]),
      );
      expect(problems({ powers })).toEqual([
        ['ELIMINATION_YEAR_MISMATCH', ['powers', 'austria', 'eliminatedIn']],
      ]);
    });
  });
  it('a named draw may not include an eliminated power, nor exist with a solo', () => {
    expect(problems(parseGameResult('A0 E5 F5 G5 I5 R5 T9 draw:AE'))).toEqual([
      ['DRAW_INCLUDES_ELIMINATED', ['draw', 0]],
    ]);
    expect(problems(parseGameResult('A0 E4 F0 G18 I0 R5 T7 draw:GR'))).toEqual([
      ['DRAW_WITH_SOLO', ['draw']],
    ]);
  });
  it('assertDiplomacyGameResult throws the first problem with all of them attached', () => {
    try {
      assertDiplomacyGameResult(parseGameResult('A18 E18 F0 G0 I0 R0 T0'));
      expect.unreachable();
    } catch (error) {
      expect((error as { problems: unknown[] }).problems).toHaveLength(2);
    }
  });
});

describe('result notation', () => {
  test.prop([validBoard()], { numRuns: 200 })(
    'parseGameResult(formatGameResult(game)) round-trips',
    (game) => {
      expect(parseGameResult(formatGameResult(game))).toEqual(game);
    },
  );
  it('accepts any token order and draw / end tokens', () => {
    const game = parseGameResult('t8 G0 E11 F8 A3 R3 I1 end:1906 draw:EFTARI');
    expect(formatGameResult(game)).toBe('A3 E11 F8 G0 I1 R3 T8 end:1906 draw:EFTARI');
  });
  it('rejects duplicates and unknown letters', () => {
    expect(() => parseGameResult('E11 E8')).toThrow(/england appears twice/);
    expect(() => parseGameResult('E11 F8 T8 A3 R3 I1')).toThrow(/germany/);
  });
});

describe('fast validity check agrees with the detailed check', () => {
  const withHistories = (game: DiplomacyGameResult): DiplomacyGameResult => ({
    ...game,
    powers: Object.fromEntries(
      Object.entries(game.powers).map(([power, result]) => {
        const { eliminatedIn: _, ...rest } = result;
        return [
          power,
          {
            ...rest,
            history: Array.from({ length: 8 }, (_, year) =>
              Math.floor(4 + ((result.supplyCentres - 4) * (year + 1)) / 8),
            ),
          },
        ];
      }),
    ) as unknown as DiplomacyGameResult['powers'],
  });
  const value = fc.oneof(
    fc.integer({ min: -2, max: 40 }),
    fc.integer({ min: 1899, max: 1910 }),
    fc.constant(undefined),
    fc.constantFrom('kari', '', 'england'),
    fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 9 }),
  );
  const field = fc.constantFrom('supplyCentres', 'eliminatedIn', 'player', 'history', 'endYear', 'draw');
  test.prop(
    [
      validBoard(),
      fc.boolean(),
      fc.array(fc.tuple(fc.constantFrom(...POWERS), field, value), { maxLength: 2 }),
    ],
    { numRuns: 400 },
  )('isValidGameResult(x) ⇔ no detailed problem', (board, histories, mutations) => {
    let game = (histories ? withHistories(board) : board) as unknown as Record<string, unknown>;
    for (const [power, name, replacement] of mutations) {
      if (name === 'endYear' || name === 'draw') game = { ...game, [name]: replacement };
      else {
        const powers = game.powers as Record<string, Record<string, unknown>>;
        game = { ...game, powers: { ...powers, [power]: { ...powers[power], [name]: replacement } } };
      }
    }
    const problems: unknown[] = [];
    checkGameResultInDetail(game, [], (problem) => {
      problems.push(problem);
    });
    expect(isValidGameResult(game)).toBe(problems.length === 0);
  });
});

// Every problem validateDiplomacyGameResult reports, with its exact code, path, message and
// value, so a changed message, a lost path or a shifted year fails a test.
describe('every problem of a game result, exactly (spec §1, decision 15)', () => {
  type Row = readonly [code: string, path: readonly (string | number)[], message: string, value: unknown];

  function problems(input: unknown): Row[] {
    return validateDiplomacyGameResult(input).problems.map((problem) => [
      problem.code,
      problem.path,
      problem.message,
      problem.value,
    ]);
  }

  const BASE = {
    austria: { supplyCentres: 5 },
    england: { supplyCentres: 5 },
    france: { supplyCentres: 5 },
    germany: { supplyCentres: 5 },
    italy: { supplyCentres: 5 },
    russia: { supplyCentres: 5 },
    turkey: { supplyCentres: 4 },
  };

  function game(powers: Record<string, unknown>, extra: Record<string, unknown> = {}): unknown {
    return { powers: { ...BASE, ...powers }, ...extra };
  }

  /** Every power with a two-year history ending in its final count (1901…1902). */
  function withHistories(overrides: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      ...Object.fromEntries(
        Object.entries(BASE).map(([power, result]) => [
          power,
          { ...result, history: [result.supplyCentres, result.supplyCentres] },
        ]),
      ),
      ...overrides,
    };
  }

  describe('shape problems (spec §1)', () => {
    it('not an object, powers not an object, a power not an object', () => {
      expect(problems(null)).toEqual([['NOT_AN_OBJECT', [], '(input): null is not an object', null]]);
      expect(problems({ powers: [1] })).toEqual([
        ['NOT_AN_OBJECT', ['powers'], 'powers: [1] is not an object', [1]],
      ]);
      expect(problems(game({ austria: 7 }))).toEqual([
        ['NOT_AN_OBJECT', ['powers', 'austria'], 'powers.austria: 7 is not an object', 7],
      ]);
      for (const bad of [null, [], 'x', 3]) expect(isValidGameResult(bad)).toBe(false);
      expect(isValidGameResult({ powers: null })).toBe(false);
      expect(isValidGameResult({ powers: [] })).toBe(false);
    });

    it('an unknown power and a missing one', () => {
      const { turkey: _, ...six } = BASE;
      expect(problems({ powers: { ...six, spain: { supplyCentres: 4 } } })).toEqual([
        ['MISSING_FIELD', ['powers', 'turkey'], 'powers.turkey: is missing', undefined],
        ['UNKNOWN_FIELD', ['powers', 'spain'], 'powers.spain: unknown field', { supplyCentres: 4 }],
      ]);
      expect(isValidGameResult({ powers: six })).toBe(false);
      expect(isValidGameResult({ powers: { ...BASE, spain: { supplyCentres: 0 } } })).toBe(false);
    });

    it('players: an empty name, and one player on two powers', () => {
      expect(
        problems(
          game({
            austria: { supplyCentres: 5, player: '' },
            england: { supplyCentres: 5, player: 'Ann' },
            france: { supplyCentres: 5, player: 'Ann' },
          }),
        ),
      ).toEqual([
        ['EMPTY_STRING', ['powers', 'austria', 'player'], 'powers.austria.player: "" is empty', ''],
        [
          'PLAYER_ON_TWO_POWERS',
          ['powers', 'france', 'player'],
          'powers.france.player: "Ann" also plays england on this board',
          'Ann',
        ],
      ]);
      expect(problems(game({ austria: { supplyCentres: 5, player: 7 } }))[0]![2]).toBe(
        'powers.austria.player: 7 is not text',
      );
      expect(isValidGameResult(game({ austria: { supplyCentres: 5, player: 'Ann' } }))).toBe(true);
      expect(isValidGameResult(game({ austria: { supplyCentres: 5, player: '' } }))).toBe(false);
      expect(isValidGameResult(game({ austria: { supplyCentres: 5, player: 7 } }))).toBe(false);
    });
  });

  describe('counts and years (spec §1)', () => {
    it('centres outside 0…34, and the bounds themselves', () => {
      expect(problems(game({ austria: { supplyCentres: 35 } }))).toEqual([
        [
          'OUT_OF_RANGE',
          ['powers', 'austria', 'supplyCentres'],
          'powers.austria.supplyCentres: 35 is outside 0…34',
          35,
        ],
      ]);
      expect(problems(game({ austria: { supplyCentres: -1 } }))[0]![2]).toBe(
        'powers.austria.supplyCentres: -1 is outside 0…34',
      );
      expect(problems(game({ austria: { supplyCentres: '5' } }))[0]![2]).toBe(
        'powers.austria.supplyCentres: "5" is not a whole number',
      );
      const solo34 = {
        austria: { supplyCentres: 34 },
        ...Object.fromEntries(
          ['england', 'france', 'germany', 'italy', 'russia', 'turkey'].map((power) => [
            power,
            { supplyCentres: 0 },
          ]),
        ),
      };
      expect(problems({ powers: solo34 })).toEqual([]);
      expect(isValidGameResult({ powers: solo34 })).toBe(true);
    });

    it('years before 1901 or after 9999; the bounds are accepted', () => {
      expect(
        problems(game({ austria: { supplyCentres: 0, eliminatedIn: 1900 } }, { endYear: 10000 })),
      ).toEqual([
        ['OUT_OF_RANGE', ['endYear'], 'endYear: 10000 is outside 1901…9999', 10000],
        [
          'OUT_OF_RANGE',
          ['powers', 'austria', 'eliminatedIn'],
          'powers.austria.eliminatedIn: 1900 is outside 1901…9999',
          1900,
        ],
      ]);
      const bounds = game({ austria: { supplyCentres: 0, eliminatedIn: 1901 } }, { endYear: 9999 });
      expect(problems(bounds)).toEqual([]);
      expect(isValidGameResult(bounds)).toBe(true);
      expect(isValidGameResult(game({}, { endYear: 1900 }))).toBe(false);
      expect(isValidGameResult(game({}, { endYear: 10000 }))).toBe(false);
      expect(isValidGameResult(game({}, { endYear: 1950.5 }))).toBe(false);
      expect(isValidGameResult(game({ austria: { supplyCentres: 0, eliminatedIn: 1900 } }))).toBe(false);
    });

    it('an elimination after the end, and in the end year itself', () => {
      expect(
        problems(game({ austria: { supplyCentres: 0, eliminatedIn: 1907 } }, { endYear: 1906 })),
      ).toEqual([
        [
          'ELIMINATION_AFTER_END',
          ['powers', 'austria', 'eliminatedIn'],
          'powers.austria.eliminatedIn: austria is eliminated in 1907, after the game ended in 1906',
          1907,
        ],
      ]);
      const sameYear = game({ austria: { supplyCentres: 0, eliminatedIn: 1906 } }, { endYear: 1906 });
      expect(problems(sameYear)).toEqual([]);
      expect(isValidGameResult(sameYear)).toBe(true);
      expect(
        isValidGameResult(game({ austria: { supplyCentres: 0, eliminatedIn: 1907 } }, { endYear: 1906 })),
      ).toBe(false);
    });
  });

  describe('histories (spec §1, decision 15)', () => {
    it('an empty history', () => {
      expect(problems(game({ austria: { supplyCentres: 5, history: [] } }))).toEqual([
        [
          'EMPTY_HISTORY',
          ['powers', 'austria', 'history'],
          'powers.austria.history: austria has an empty history (1901 … the end year)',
          [],
        ],
      ]);
    });

    it('histories ending before the end year; and ending in it', () => {
      expect(problems({ powers: withHistories(), endYear: 1903 })).toEqual([
        [
          'HISTORY_END_YEAR_MISMATCH',
          ['endYear'],
          'endYear: 1903 is not the last year of the histories (1901…1902)',
          1903,
        ],
      ]);
      expect(problems({ powers: withHistories(), endYear: 1902 })).toEqual([]);
      expect(isValidGameResult({ powers: withHistories(), endYear: 1902 })).toBe(true);
      expect(isValidGameResult({ powers: withHistories(), endYear: 1903 })).toBe(false);
    });

    it('a solo before the last year, a return from elimination, missing histories, different lengths', () => {
      expect(
        problems(
          game({
            austria: { supplyCentres: 5, history: [18, 5], eliminatedIn: 1901 },
            england: { supplyCentres: 5, history: [0, 5] },
            france: { supplyCentres: 5, history: [5, 5, 5] },
          }),
        ),
      ).toEqual([
        [
          'ELIMINATED_WITH_CENTRES',
          ['powers', 'austria', 'eliminatedIn'],
          'powers.austria.eliminatedIn: austria is eliminated in 1901 but owns 5 supply centres',
          1901,
        ],
        [
          'HISTORY_SOLO_BEFORE_END',
          ['powers', 'austria', 'history', 0],
          'powers.austria.history[0]: austria reached 18 centres in 1901, so the game ended then (decision 15)',
          18,
        ],
        [
          'HISTORY_RETURN_FROM_ELIMINATION',
          ['powers', 'england', 'history', 1],
          'powers.england.history[1]: england has 5 centres in 1902 after elimination in 1901',
          5,
        ],
        ...['germany', 'italy', 'russia', 'turkey'].map(
          (power): Row => [
            'HISTORY_MISSING',
            ['powers', power, 'history'],
            `powers.${power}.history: ${power} has no history while other powers have one (histories are all or none)`,
            undefined,
          ],
        ),
        [
          'HISTORY_LENGTH_MISMATCH',
          ['powers'],
          'powers: histories cover different numbers of years (2, 3); every year 1901… must be present',
          [2, 3],
        ],
      ]);
    });

    it('17 before the last year is fine; 18 in the last year is the solo itself', () => {
      const powers = withHistories({
        austria: { supplyCentres: 18, history: [17, 18] },
        england: { supplyCentres: 4, history: [4, 4] },
        france: { supplyCentres: 4, history: [4, 4] },
        germany: { supplyCentres: 4, history: [4, 4] },
        italy: { supplyCentres: 1, history: [1, 1] },
        russia: { supplyCentres: 1, history: [1, 1] },
        turkey: { supplyCentres: 1, history: [1, 1] },
      });
      expect(problems({ powers })).toEqual([]);
      expect(isValidGameResult({ powers })).toBe(true);
    });

    it('elimination year against the history, final mismatches, year totals over 34', () => {
      expect(
        problems({
          powers: {
            austria: { supplyCentres: 0, history: [3, 0, 0], eliminatedIn: 1903 },
            england: { supplyCentres: 5, history: [20, 20, 5] },
            france: { supplyCentres: 5, history: [20, 20, 6] },
            germany: { supplyCentres: 5, history: [0, 5, 5] },
            italy: { supplyCentres: 5, history: [1, 1, 1] },
            russia: { supplyCentres: 5, history: [5, 5, 5] },
            turkey: { supplyCentres: 4, history: [4, 4, 4.5] },
          },
          endYear: 1905,
        }),
      ).toEqual([
        [
          'ELIMINATION_YEAR_MISMATCH',
          ['powers', 'austria', 'eliminatedIn'],
          'powers.austria.eliminatedIn: austria is eliminated in 1903 but the history first shows 0 in 1902',
          1903,
        ],
        [
          'HISTORY_SOLO_BEFORE_END',
          ['powers', 'england', 'history', 0],
          'powers.england.history[0]: england reached 20 centres in 1901, so the game ended then (decision 15)',
          20,
        ],
        [
          'HISTORY_FINAL_MISMATCH',
          ['powers', 'france', 'history', 2],
          'powers.france.history[2]: france has 6 in 1903 but 5 at the end',
          6,
        ],
        [
          'HISTORY_SOLO_BEFORE_END',
          ['powers', 'france', 'history', 0],
          'powers.france.history[0]: france reached 20 centres in 1901, so the game ended then (decision 15)',
          20,
        ],
        [
          'HISTORY_RETURN_FROM_ELIMINATION',
          ['powers', 'germany', 'history', 1],
          'powers.germany.history[1]: germany has 5 centres in 1902 after elimination in 1901',
          5,
        ],
        [
          'HISTORY_FINAL_MISMATCH',
          ['powers', 'italy', 'history', 2],
          'powers.italy.history[2]: italy has 1 in 1903 but 5 at the end',
          1,
        ],
        [
          'NOT_AN_INTEGER',
          ['powers', 'turkey', 'history', 2],
          'powers.turkey.history[2]: 4.5 is not a whole number',
          4.5,
        ],
        [
          'HISTORY_END_YEAR_MISMATCH',
          ['endYear'],
          'endYear: 1905 is not the last year of the histories (1901…1903)',
          1905,
        ],
        [
          'HISTORY_YEAR_TOTAL_OVER_34',
          ['powers'],
          'powers: supply centres total 49 in 1901, more than 34',
          49,
        ],
        [
          'HISTORY_YEAR_TOTAL_OVER_34',
          ['powers'],
          'powers: supply centres total 51 in 1902, more than 34',
          51,
        ],
      ]);
    });

    it('an elimination after the last year of the history', () => {
      const powers = withHistories({ austria: { supplyCentres: 0, history: [3, 0], eliminatedIn: 1905 } });
      expect(problems({ powers })).toEqual([
        [
          'ELIMINATION_YEAR_MISMATCH',
          ['powers', 'austria', 'eliminatedIn'],
          'powers.austria.eliminatedIn: austria is eliminated in 1905 but the history first shows 0 in 1902',
          1905,
        ],
        [
          'ELIMINATION_AFTER_END',
          ['powers', 'austria', 'eliminatedIn'],
          'powers.austria.eliminatedIn: austria is eliminated in 1905, after the history ends in 1902',
          1905,
        ],
      ]);
      const consistent = withHistories({
        austria: { supplyCentres: 0, history: [3, 0], eliminatedIn: 1902 },
      });
      expect(problems({ powers: consistent })).toEqual([]);
      expect(isValidGameResult({ powers: consistent })).toBe(true);
    });
  });

  describe('totals and draws (spec §1)', () => {
    it('no survivor', () => {
      const empty = Object.fromEntries(Object.keys(BASE).map((power) => [power, { supplyCentres: 0 }]));
      expect(problems({ powers: empty })).toEqual([
        ['NO_SURVIVOR', ['powers'], 'powers: every power has 0 supply centres', 0],
      ]);
      expect(isValidGameResult({ powers: empty })).toBe(false);
    });

    it('a draw that is not a list, repeats a power, names an unknown or an eliminated power', () => {
      expect(problems(game({ austria: { supplyCentres: 0 } }, { draw: 'x' }))).toEqual([
        ['NOT_A_LIST', ['draw'], 'draw: "x" is not a list', 'x'],
      ]);
      expect(problems(game({ austria: { supplyCentres: 0 } }, { draw: [] }))[0]![0]).toBe('EMPTY_DRAW');
      expect(
        problems(
          game({ austria: { supplyCentres: 0 } }, { draw: ['england', 'england', 'spain', 'austria'] }),
        ),
      ).toEqual([
        ['DUPLICATE_POWER', ['draw', 1], 'draw[1]: england is listed twice in the draw', 'england'],
        [
          'NOT_ONE_OF',
          ['draw', 2],
          'draw[2]: "spain" is not one of austria, england, france, germany, italy, russia, turkey',
          'spain',
        ],
        [
          'DRAW_INCLUDES_ELIMINATED',
          ['draw', 3],
          'draw[3]: austria has no centres, so it cannot share a draw',
          'austria',
        ],
      ]);
      const good = game({ austria: { supplyCentres: 0 } }, { draw: ['england', 'turkey'] });
      expect(problems(good)).toEqual([]);
      expect(isValidGameResult(good)).toBe(true);
      expect(isValidGameResult(game({}, { draw: [] }))).toBe(false);
      expect(isValidGameResult(game({}, { draw: ['england', 'england'] }))).toBe(false);
      expect(isValidGameResult(game({ austria: { supplyCentres: 0 } }, { draw: ['austria'] }))).toBe(false);
    });

    it('over 34 centres, and a draw beside a solo', () => {
      expect(
        problems(
          game(
            {
              austria: { supplyCentres: 18 },
              england: { supplyCentres: 1 },
              france: { supplyCentres: 1 },
              germany: { supplyCentres: 1 },
            },
            { draw: ['austria'] },
          ),
        ),
      ).toEqual([
        [
          'SUPPLY_CENTRE_TOTAL_OVER_34',
          ['powers'],
          'powers: supply centres total 35, more than the 34 on the board',
          35,
        ],
        ['DRAW_WITH_SOLO', ['draw'], 'draw: austria has a solo, so there is no draw', ['austria']],
      ]);
      expect(problems(game({ austria: { supplyCentres: 18 }, england: { supplyCentres: 18 } }))[1]).toEqual([
        'MORE_THAN_ONE_SOLO',
        ['powers'],
        'powers: austria 18 and england 18: only one power can reach 18',
        ['austria', 'england'],
      ]);
    });
  });

  // The fast check (`isValidGameResult`) must agree with the detailed one on results with full histories,
  // eliminations, named draws and values at every edge, not only on the simple boards of
  // validate.test.ts; and the detailed check's own bounds are pinned.
  describe('the fast check agrees with the detailed one on rich results', () => {
    const odd = fc.constantFrom<unknown>(
      2.5,
      -1,
      0,
      34,
      35,
      1900,
      1901,
      1901.5,
      9999,
      10000,
      '5',
      null,
      [],
      [3],
      'abc',
      {},
      undefined,
    );
    const rich = fc
      .record({
        length: fc.integer({ min: 1, max: 5 }),
        keepHistories: fc.boolean(),
        counts: fc.array(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 5, maxLength: 5 }), {
          minLength: 7,
          maxLength: 7,
        }),
        eliminatedAt: fc.array(fc.option(fc.integer({ min: 0, max: 4 }), { freq: 2 }), {
          minLength: 7,
          maxLength: 7,
        }),
        yearShift: fc.array(fc.constantFrom(0, 0, 0, -1, 1), { minLength: 7, maxLength: 7 }),
        withEndYear: fc.constantFrom(0, 1, 2),
        draw: fc.option(fc.subarray([...POWERS], { minLength: 1 })),
        edits: fc.array(
          fc.tuple(
            fc.constantFrom(...POWERS),
            fc.constantFrom('supplyCentres', 'eliminatedIn', 'history', 'historyYear', 'endYear'),
            odd,
            fc.integer({ min: 0, max: 4 }),
          ),
          { maxLength: 2 },
        ),
      })
      .map(({ keepHistories, length, counts, eliminatedAt, yearShift, withEndYear, draw, edits }) => {
        const powers: Record<string, Record<string, unknown>> = {};
        POWERS.forEach((power, index) => {
          const history = counts[index]!.slice(0, length);
          const at = eliminatedAt[index];
          if (at !== null && at !== undefined && at < length) history.fill(0, at);
          const result: Record<string, unknown> = { supplyCentres: history[length - 1], history };
          if (at !== null && at !== undefined && at < length)
            result.eliminatedIn = 1901 + at + yearShift[index]!;
          if (!keepHistories) delete result.history;
          powers[power] = result;
        });
        let game: Record<string, unknown> = { powers };
        if (withEndYear === 1) game.endYear = 1901 + length - 1;
        if (withEndYear === 2) game.endYear = 1901 + length;
        if (draw !== null) game.draw = draw;
        for (const [power, field, value, at] of edits) {
          if (field === 'endYear') game = { ...game, endYear: value };
          else if (field === 'historyYear') {
            const before = powers[power]!.history;
            if (!Array.isArray(before)) continue;
            const history = [...before];
            history[Math.min(at, history.length - 1)] = value;
            powers[power] = { ...powers[power], history };
          } else powers[power] = { ...powers[power], [field]: value };
        }
        return game;
      });

    it('isValidGameResult(x) ⇔ no detailed problem (fixed runs, both outcomes reached)', () => {
      const outcomes = new Set<boolean>();
      fc.assert(
        fc.property(rich, (input) => {
          const found: unknown[] = [];
          checkGameResultInDetail(input, [], (problem) => found.push(problem));
          expect(isValidGameResult(input)).toBe(found.length === 0);
          outcomes.add(found.length === 0);
        }),
        { numRuns: 3000 },
      );
      expect([...outcomes].sort()).toEqual([false, true]);
    });
  });

  describe('the detailed check at its bounds', () => {
    // Each input also has a bad player name, so the fast check fails and the detailed one runs.
    const detailed = (input: Record<string, unknown>) => {
      const found: string[] = [];
      checkGameResultInDetail(input, [], (problem) => {
        found.push(`${problem.code} ${problem.path.join('.')}`);
      });
      return found;
    };
    const badName = { supplyCentres: 0, player: '' };
    it('34 centres and the year 9999 are in range; 35, 1900, 10000 and 1901.5 are not', () => {
      const solo = { austria: { supplyCentres: 34 }, england: badName };
      const zero = {
        france: { supplyCentres: 0 },
        germany: { supplyCentres: 0 },
        italy: { supplyCentres: 0 },
      };
      const rest = { russia: { supplyCentres: 0 }, turkey: { supplyCentres: 0 } };
      const powers = { ...solo, ...zero, ...rest };
      expect(detailed({ powers, endYear: 9999 })).toEqual(['EMPTY_STRING powers.england.player']);
      expect(detailed({ powers: { ...powers, austria: { supplyCentres: 35 } }, endYear: 10000 })).toEqual([
        'OUT_OF_RANGE endYear',
        'OUT_OF_RANGE powers.austria.supplyCentres',
        'EMPTY_STRING powers.england.player',
      ]);
      expect(detailed({ powers, endYear: 1900 })[0]).toBe('OUT_OF_RANGE endYear');
      expect(detailed({ powers, endYear: 1901.5 })[0]).toBe('NOT_AN_INTEGER endYear');
    });
  });

  describe('history problems after the first year, and odd values beside histories', () => {
    const three = (austria: unknown, extra: Record<string, unknown> = {}) => ({
      powers: {
        ...Object.fromEntries(
          Object.entries(BASE).map(([power, result]) => [
            power,
            { ...result, history: [2, 2, result.supplyCentres] },
          ]),
        ),
        austria,
        ...extra,
      },
    });

    it('a solo in 1902 and a return in 1903 after elimination in 1902 name those years', () => {
      expect(problems(three({ supplyCentres: 5, history: [4, 18, 5] }))).toEqual([
        [
          'HISTORY_SOLO_BEFORE_END',
          ['powers', 'austria', 'history', 1],
          'powers.austria.history[1]: austria reached 18 centres in 1902, so the game ended then (decision 15)',
          18,
        ],
      ]);
      expect(problems(three({ supplyCentres: 5, history: [4, 0, 5] }))).toEqual([
        [
          'HISTORY_RETURN_FROM_ELIMINATION',
          ['powers', 'austria', 'history', 2],
          'powers.austria.history[2]: austria has 5 centres in 1903 after elimination in 1902',
          5,
        ],
      ]);
    });

    it('a power that is not an object beside histories; an elimination year written as text', () => {
      expect(problems(three(null)).map(([code, path]) => `${code} ${path.join('.')}`)).toEqual([
        'NOT_AN_OBJECT powers.austria',
      ]);
      expect(
        problems(three({ supplyCentres: 0, eliminatedIn: '1950', history: [4, 0, 0] })).map(
          ([code, path]) => `${code} ${path.join('.')}`,
        ),
      ).toEqual(['NOT_AN_INTEGER powers.austria.eliminatedIn']);
    });
  });

  describe('the fast check refuses what the detailed one reports', () => {
    it('a fractional count, as a final count or in an earlier year of a history', () => {
      const fractional = game({ austria: { supplyCentres: 4.5 } });
      expect(isValidGameResult(fractional)).toBe(false);
      expect(problems(fractional).map(([code]) => code)).toEqual(['NOT_AN_INTEGER']);
      const history = withHistories({ austria: { supplyCentres: 5, history: [4.5, 5] } });
      const withFraction = { powers: history };
      expect(isValidGameResult(withFraction)).toBe(false);
      expect(problems(withFraction).map(([code, path]) => `${code} ${path.join('.')}`)).toEqual([
        'NOT_AN_INTEGER powers.austria.history.0',
      ]);
    });
  });
});
