/**
 * Tests written against the mutation survivors of the Diplomacy scoring systems (StrykerJS run
 * 2026-11-30, see docs/mutation/diplomacy.md): the errors of `scoreTributeCounts` and of the
 * systems that need years, with their exact code, message, path and value; Carnage with one
 * eliminated power and no year; Detour09 with a lone survivor; Summer Classic with one or two
 * toppers; Maxonian without histories. Expected values are worked by hand from the rules in
 * `shared/spec/diplomacy-systems.md` (§ numbers below) and `shared/spec/diplomacy.md`.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/core/index.js';
import {
  CARNAGE,
  CARNAGE_2023,
  CARNAGE_CENTRE_COUNT,
  type DiplomacyGameResult,
  type DiplomacyPowerResult,
  MAXONIAN,
  POWER_LETTERS,
  POWERS,
  type Power,
  parseGameResult,
  SEVEN_ELEVEN,
  SUMMER_CLASSIC,
  scoreCarnage,
  scoreDetour09,
  scoreMaxonian,
  scoreTributeCounts,
  scoreWhipping,
  scoreWorldClassic,
} from '../../src/diplomacy/index.js';
import { errorOf, errorSummary, failure } from '../helpers/errors.js';
import { validBoard } from './arbitraries.js';
import { expectScores } from './helpers.js';

/** The same game with every `eliminatedIn` removed (no histories in these games). */
function withoutEliminationYears(game: DiplomacyGameResult): DiplomacyGameResult {
  const powers = Object.fromEntries(
    POWERS.map((power) => {
      const { eliminatedIn: _, ...rest } = game.powers[power];
      return [power, rest];
    }),
  ) as Record<Power, DiplomacyPowerResult>;
  return { ...game, powers };
}

const strings = (values: readonly Fraction[]) => values.map(String);

describe('scoreTributeCounts rejects bad lists, naming the entry (spec §1: "a clear error naming … the field; nothing is silently clamped")', () => {
  it('a count that is not a whole number names its index', () => {
    expect(failure(() => scoreTributeCounts([3, 2.5]))).toEqual([
      'NOT_AN_INTEGER',
      '[1]: 2.5 is not a whole number',
      [1],
      2.5,
    ]);
  });

  it('a count outside 0…34 names its index; 0 and 34 are accepted (a lone 34 is a solo: 100 and 0, §1.6)', () => {
    expect(failure(() => scoreTributeCounts([5, -1]))).toEqual([
      'OUT_OF_RANGE',
      '[1]: -1 is outside 0…34',
      [1],
      -1,
    ]);
    expect(failure(() => scoreTributeCounts([35, 0]))).toEqual([
      'OUT_OF_RANGE',
      '[0]: 35 is outside 0…34',
      [0],
      35,
    ]);
    expect(strings(scoreTributeCounts([34, 0]))).toEqual(['100', '0']);
  });

  it('centres totalling more than 34 are rejected with the total; exactly 34 is scored', () => {
    // 20 + 15 = 35: every count is in range, only the sum is impossible on the 34-centre map.
    const counts = [20, 15];
    expect(errorSummary(errorOf(() => scoreTributeCounts(counts)))).toEqual({
      code: 'SUPPLY_CENTRE_TOTAL_OVER_34',
      message: 'supply centres total 35, more than 34',
      path: [],
      value: [20, 15],
    });
    expect(failure(() => scoreTributeCounts([17, 17, 1]))).toEqual([
      'SUPPLY_CENTRE_TOTAL_OVER_34',
      'supply centres total 35, more than 34',
      [],
      [17, 17, 1],
    ]);
    // §1.6 (diplicity form): 17 + 17 = 34, two nations: survival 66 / 2 = 33 each; the minimum
    // topper is ⌈34 / 2⌉ + 1 = 18, so the tribute is max(0, 17 − 18) = 0: 33 + 17 = 50 each.
    expect(strings(scoreTributeCounts([17, 17]))).toEqual(['50', '50']);
  });

  it('a list without a survivor (all 0, or empty) is NO_SURVIVOR, not a division by zero', () => {
    expect(failure(() => scoreTributeCounts([0, 0, 0]))).toEqual([
      'NO_SURVIVOR',
      'every nation has 0 supply centres',
      [],
      [0, 0, 0],
    ]);
    expect(failure(() => scoreTributeCounts([]))).toEqual([
      'NO_SURVIVOR',
      'every nation has 0 supply centres',
      [],
      [],
    ]);
  });
});

describe('Carnage: one eliminated power needs no year (diplomacy-systems §1.5; decision 17 asks for years only to order two or more)', () => {
  // Vector #21's centres without T's year: T is the only power at 0, so it is 7th whatever its year.
  const game = parseGameResult('A11 E10 F8 G2 I2 R1 T0');

  it('Carnage: 7000 … 1000 + 1 per centre, G and I share (4000 + 3000) / 2', () => {
    // A 7000 + 11, E 6000 + 10, F 5000 + 8, G/I 3500 + 2, R 2000 + 1, T 1000 + 0; total 28034.
    expectScores(scoreCarnage(game, CARNAGE), [7011, 6010, 5008, 3502, 3502, 2001, 1000]);
  });

  it('Carnage 2023: + 300 for A’s one-centre lead over E', () => {
    expectScores(scoreCarnage(game, CARNAGE_2023), [7311, 6010, 5008, 3502, 3502, 2001, 1000]);
  });

  it('Center-count Carnage: vector #21 without the year', () => {
    // 7007 + 5500, 6006 + 5000, 5005 + 4000, (4004 + 3003) / 2 + 1000 twice, 2002 + 500, 1001.
    expectScores(scoreCarnage(game, CARNAGE_CENTRE_COUNT), [
      12507,
      11006,
      9005,
      '4503.5',
      '4503.5',
      2502,
      1001,
    ]);
  });

  test.prop([validBoard()])(
    'with at most one eliminated power, removing the elimination years changes no score',
    (board) => {
      fc.pre(POWERS.filter((power) => board.powers[power].supplyCentres === 0).length <= 1);
      const bare = withoutEliminationYears(board);
      for (const preset of [CARNAGE, CARNAGE_2023, CARNAGE_CENTRE_COUNT]) {
        const expected = scoreCarnage(board, preset);
        const actual = scoreCarnage(bare, preset);
        for (const power of POWERS) expect(actual[power].toString()).toBe(expected[power].toString());
      }
    },
  );
});

describe('Detour09 with a lone survivor (diplomacy-systems §1.9)', () => {
  it('the survivor’s raw score normalises to 100; the eliminated get 0.25 a year, at most 2', () => {
    // Survival: 1902 → 0.25, 1903 → 0.5, 1904 → 0.75, 1905 → 1, 1909 → 8 × 0.25 = 2,
    // 1911 → 10 × 0.25 = 2.5 capped at 2. G is the only survivor: 100 · raw / raw = 100.
    const game = parseGameResult('A0@1902 E0@1903 F0@1904 G17 I0@1905 R0@1909 T0@1911 end:1911');
    expectScores(scoreDetour09(game), ['0.25', '0.5', '0.75', 100, 1, 2, 2]);
  });
});

describe('systems with survival points name the missing year and the system (spec §1; decision 17)', () => {
  const systems = [
    ['Detour09', scoreDetour09],
    ['Whipping', scoreWhipping],
    ['World Classic', scoreWorldClassic],
  ] as const;
  // Vector #2's solo without its end year, then with it but without A's elimination year;
  // vector #46's draw without A's elimination year.
  const soloWithoutEnd = parseGameResult('A0@1904 E4 F0@1906 G18 I0@1906 R5 T7');
  const soloWithoutElimination = parseGameResult('A0 E4 F0@1906 G18 I0@1906 R5 T7 end:1907');
  const drawWithoutElimination = parseGameResult('A0 E12 F3 G6 I9 R0@1908 T4');

  for (const [name, score] of systems) {
    it(`${name}: a solo needs the end year (the others score survival to it)`, () => {
      expect(failure(() => score(soloWithoutEnd))).toEqual([
        'END_YEAR_REQUIRED',
        `endYear: ${name} needs the end year (endYear or histories)`,
        ['endYear'],
        undefined,
      ]);
    });
    it(`${name}: a power eliminated before a solo needs its year`, () => {
      expect(failure(() => score(soloWithoutElimination))).toEqual([
        'ELIMINATION_YEAR_REQUIRED',
        `powers.austria.eliminatedIn: ${name} needs the year austria was eliminated (eliminatedIn or a history)`,
        ['powers', 'austria', 'eliminatedIn'],
        undefined,
      ]);
    });
    it(`${name}: a power eliminated in a draw needs its year`, () => {
      expect(failure(() => score(drawWithoutElimination))).toEqual([
        'ELIMINATION_YEAR_REQUIRED',
        `powers.austria.eliminatedIn: ${name} needs the year austria was eliminated (eliminatedIn or a history)`,
        ['powers', 'austria', 'eliminatedIn'],
        undefined,
      ]);
    });
  }
});

describe('Summer Classic keeps the 48-point pool for one or two toppers (diplomacy-systems §1.11, dipvis issue #305)', () => {
  it('two toppers: 48 / 2 each, as in World Classic (vector #50)', () => {
    // G and T: 10 · 8 + 30 + 24 = 134; E, R 80; F, I 70; A eliminated in 1904: 3.
    const game = parseGameResult('A0@1904 E5 F4 G8 I4 R5 T8');
    expectScores(scoreWorldClassic(game, SUMMER_CLASSIC), [3, 80, 70, 134, 70, 80, 134]);
  });

  it('a lone topper takes all 48', () => {
    // G: 10 · 9 + 30 + 48 = 168; T 100; E, R 80; F, I 70; A 3.
    const game = parseGameResult('A0@1904 E5 F4 G9 I4 R5 T7');
    expectScores(scoreWorldClassic(game, SUMMER_CLASSIC), [3, 80, 70, 168, 70, 80, 100]);
    expectScores(scoreWorldClassic(game), [3, 80, 70, 168, 70, 80, 100]);
  });

  test.prop([validBoard()])(
    'Summer equals World Classic unless three or more powers top; then each topper has 48 / k less',
    (board) => {
      const world = scoreWorldClassic(board);
      const summer = scoreWorldClassic(board, SUMMER_CLASSIC);
      const top = Math.max(...POWERS.map((power) => board.powers[power].supplyCentres));
      const toppers = POWERS.filter((power) => board.powers[power].supplyCentres === top);
      const solo = top >= 18;
      for (const power of POWERS) {
        const voided = !solo && toppers.length > 2 && toppers.includes(power);
        const expected = voided ? world[power].sub(Fraction.of(48, toppers.length)) : world[power];
        expect(summer[power].toString()).toBe(expected.toString());
      }
    },
  );
});

describe('Maxonian needs histories only for ties on final centres (diplomacy-systems §1.13)', () => {
  it('distinct final counts: places 7 … 1 without any history', () => {
    // G 13, T 7, E 5, R 4, F 3, I 2, A 0 → 7 6 5 4 3 2 1; 13 centres is no bonus above 13.
    const game = parseGameResult('A0 E5 F3 G13 I2 R4 T7');
    expectScores(scoreMaxonian(game), [1, 5, 3, 7, 2, 4, 6]);
    // 7Eleven: + 1 per centre above 11, so G 7 + 2 = 9.
    expectScores(scoreMaxonian(game, SEVEN_ELEVEN), [1, 5, 3, 9, 2, 4, 6]);
  });

  test.prop([
    fc
      .uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 7 })
      .filter((counts) => counts.reduce((sum, count) => sum + count, 0) <= 34),
    fc.integer({ min: 0, max: 13 }),
  ])('distinct counts: 8 − place + max(0, centres − bonusAbove), no history needed', (counts, bonusAbove) => {
    const game = parseGameResult(
      POWERS.map((power, index) => `${POWER_LETTERS[power]}${counts[index]}`).join(' '),
    );
    const result = scoreMaxonian(game, { ...MAXONIAN, bonusAbove });
    POWERS.forEach((power, index) => {
      const centres = counts[index]!;
      const place = 1 + counts.filter((other) => other > centres).length;
      expect(result[power].toString()).toBe(String(8 - place + Math.max(0, centres - bonusAbove)));
    });
  });

  it('a tie without histories names the pair and points at the first-named power’s history', () => {
    // Only A and E share a count (5). Which of the two the count-back compares first is up to
    // the sort, so the test reads the order from the message and checks the path against it.
    const error = errorOf(() => scoreMaxonian(parseGameResult('A5 E5 F4 G8 I3 R6 T2')));
    const [first, second] = error.message.includes(': austria and')
      ? ['austria', 'england']
      : ['england', 'austria'];
    expect(errorSummary(error)).toEqual({
      code: 'HISTORY_REQUIRED',
      message: `powers.${first}.history: ${first} and ${second} both own 5 centres: Maxonian needs the year-by-year history to separate them`,
      path: ['powers', first, 'history'],
      value: undefined,
    });
  });
});
