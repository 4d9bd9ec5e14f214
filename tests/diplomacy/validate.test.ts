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
