// Every test vector of `shared/spec/diplomacy-systems.md` §4 (numbers from dipvis's
// `visualiser/tournament/game_scoring/test_*.py` and diplicity's `game_result_test.go`),
// scores listed in the A E F G I R T order of that section.

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/core/index.js';
import {
  CARNAGE,
  CARNAGE_2023,
  CARNAGE_CENTRE_COUNT,
  CARNAGE_DEAD_EQUAL,
  type CarnageScoring,
  type DiplomacyGameResult,
  type DiplomacyPowerResult,
  DRAW_SIZE,
  MANORCON,
  MANORCON_ORIGINAL,
  MANORCON_V2,
  MAXONIAN,
  POWER_LETTERS,
  POWERS,
  type Power,
  parseGameResult,
  SEVEN_ELEVEN,
  SUMMER_CLASSIC,
  scoreCarnage,
  scoreCentreCount,
  scoreDetour09,
  scoreDrawSize,
  scoreManorCon,
  scoreMaxonian,
  scoreOpenTribute,
  scoreSumOfSquares,
  scoreTribute,
  scoreTributeCounts,
  scoreWhipping,
  scoreWorldClassic,
} from '../../src/diplomacy/index.js';
import { errorOf, errorSummary, failure } from '../helpers/errors.js';
import { validBoard } from './arbitraries.js';
import { expectScores, total } from './helpers.js';

const solo2 = parseGameResult('A0@1904 E4 F0@1906 G18 I0@1906 R5 T7 end:1907'); // vector #2
const ratio = (numerator: number, denominator: number) => Fraction.of(numerator, denominator).toString();

describe('Sum of Squares (§1.2)', () => {
  it('#12: 5 4 5 5 4 5 4 → 2500/148 and 1600/148', () => {
    const five = ratio(2500, 148);
    const four = ratio(1600, 148);
    expectScores(scoreSumOfSquares(parseGameResult('A5 E4 F5 G5 I4 R5 T4')), [
      five,
      four,
      five,
      five,
      four,
      five,
      four,
    ]);
  });
  it('#13: solo 100 / 0', () => {
    expectScores(scoreSumOfSquares(solo2), [0, 0, 0, 100, 0, 0, 0]);
  });
});

describe('Draw Size (§1.3, decision 17: DIAS by default)', () => {
  it('#14: no draw declared → 100/7 each survivor', () => {
    const share = ratio(100, 7);
    expectScores(scoreDrawSize(parseGameResult('A5 E4 F5 G5 I4 R5 T4')), Array(7).fill(share));
  });
  it('#15: named draw {A, E, G, R} → 25 each, others 0', () => {
    expectScores(scoreDrawSize(parseGameResult('A5 E4 F5 G5 I4 R5 T4 draw:AEGR')), [25, 25, 0, 25, 0, 25, 0]);
  });
  it('#16: 0 5 3 13 3 4 6 → 0 then 100/6', () => {
    const share = ratio(100, 6);
    expectScores(scoreDrawSize(parseGameResult('A0 E5 F3 G13 I3 R4 T6')), [
      0,
      share,
      share,
      share,
      share,
      share,
      share,
    ]);
  });
  it('solo takes the pot; Calhamer points with pot 1', () => {
    expectScores(scoreDrawSize(solo2), [0, 0, 0, 100, 0, 0, 0]);
    expect(
      scoreDrawSize(parseGameResult('A0 E5 F3 G13 I3 R4 T6'), { ...DRAW_SIZE, pot: 1 }).england.toString(),
    ).toBe('1/6');
  });
});

describe('Centre count (spec §5)', () => {
  it('1 point per centre', () => {
    expectScores(scoreCentreCount(parseGameResult('E11 F8 T8 A3 R3 I1 G0')), [3, 11, 8, 0, 1, 3, 8]);
  });
});

describe('Carnage (§1.5)', () => {
  it('#17 dead equal: 5 4 5 5 4 5 4 → 5505 / 2004 (total 28032)', () => {
    const scores = scoreCarnage(parseGameResult('A5 E4 F5 G5 I4 R5 T4'), CARNAGE_DEAD_EQUAL);
    expectScores(scores, [5505, 2004, 5505, 5505, 2004, 5505, 2004]);
    expect(total(scores).toString()).toBe('28032');
  });
  const game18 = parseGameResult('A0@1904 E5 F0@1906 G17 I0@1906 R5 T7');
  it('#18 dead equal', () => {
    expectScores(scoreCarnage(game18, CARNAGE_DEAD_EQUAL), [2000, 4505, 2000, 7017, 2000, 4505, 6007]);
  });
  it('#19 elimination order (the default CARNAGE)', () => {
    expectScores(scoreCarnage(game18), [1000, 4505, 2500, 7017, 2500, 4505, 6007]);
    expect(total(scoreCarnage(game18, CARNAGE)).toString()).toBe('28034');
  });
  it('#20 Carnage 2023: + 300 per centre of lead', () => {
    expectScores(scoreCarnage(game18, CARNAGE_2023), [1000, 4505, 2500, 10017, 2500, 4505, 6007]);
  });
  it('#21–#22 Center-count Carnage', () => {
    expectScores(scoreCarnage(parseGameResult('A11 E10 F8 G2 I2 R1 T0@1904'), CARNAGE_CENTRE_COUNT), [
      12507,
      11006,
      9005,
      '4503.5',
      '4503.5',
      2502,
      1001,
    ]);
    expectScores(scoreCarnage(parseGameResult('A13 E7 F5 G5 I4 R0@1905 T0@1904'), CARNAGE_CENTRE_COUNT), [
      13507,
      9506,
      '7004.5',
      '7004.5',
      5003,
      2002,
      1001,
    ]);
  });
  it('#23 solo: 28034 to G, 0 to the others (Center-count: 39028 and 1000)', () => {
    for (const preset of [CARNAGE, CARNAGE_DEAD_EQUAL, CARNAGE_2023]) {
      expectScores(scoreCarnage(solo2, preset), [0, 0, 0, 28034, 0, 0, 0]);
    }
    expectScores(scoreCarnage(solo2, CARNAGE_CENTRE_COUNT), [1000, 1000, 1000, 39028, 1000, 1000, 1000]);
  });
  it('decision 17: without elimination years only "dead equal" scores two eliminated powers', () => {
    const game = parseGameResult('A0 E5 F0 G17 I0 R5 T7');
    expect(() => scoreCarnage(game)).toThrow(expect.objectContaining({ code: 'ELIMINATION_YEAR_REQUIRED' }));
    expect(scoreCarnage(game, CARNAGE_DEAD_EQUAL).austria.toString()).toBe('2000');
  });
});

describe('Tribute (§1.6)', () => {
  it('#24: 5 4 5 5 4 5 4 → 66/7 + SC (total 98)', () => {
    const scores = scoreTribute(parseGameResult('A5 E4 F5 G5 I4 R5 T4'));
    expectScores(
      scores,
      [5, 4, 5, 5, 4, 5, 4].map((count) => Fraction.of(66, 7).add(count).toString()),
    );
    expect(total(scores).toString()).toBe('98');
  });
  it('#25–#27', () => {
    expectScores(scoreTribute(parseGameResult('A0 E5 F4 G8 I4 R5 T8')), [0, 14, 13, 23, 13, 14, 23]);
    expectScores(scoreTribute(parseGameResult('A0 E5 F3 G13 I3 R4 T6')), [0, 9, 7, 59, 7, 8, 10]);
    expectScores(scoreTribute(parseGameResult('A0 E5 F0 G17 I0 R5 T7')), [
      0,
      '10.5',
      0,
      '66.5',
      0,
      '10.5',
      '12.5',
    ]);
  });
  it('#72–#75 diplicity (lists in the given nation order, 3- and 4-nation boards too)', () => {
    expect(scoreTributeCounts([17, 4, 4, 3, 3, 2, 1]).map(String)).toEqual([
      '83',
      '4',
      '4',
      '3',
      '3',
      '2',
      '1',
    ]);
    expect(scoreTributeCounts([16, 13, 4, 1]).map(String)).toEqual(['50.5', '23.5', '14.5', '11.5']);
    expect(scoreTributeCounts([17, 13, 4]).map(String)).toEqual(['47', '31', '22']);
    expect(scoreTributeCounts([18, 13, 3, 0, 0, 0, 0]).map(String)).toEqual([
      '100',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
    ]);
  });
});

describe('OpenTribute (§1.7)', () => {
  it('#28–#32', () => {
    expectScores(scoreOpenTribute(parseGameResult('A0 E5 F3 G13 I3 R4 T6')), [0, 41, 33, 130, 33, 37, 45]);
    expectScores(scoreOpenTribute(parseGameResult('A0 E5 F4 G8 I4 R5 T8')), [0, 46, 42, 63, 42, 46, 63]);
    expectScores(scoreOpenTribute(parseGameResult('A5 E4 F5 G5 I4 R5 T4')), [49, 45, 49, 49, 45, 49, 45]);
    expectScores(scoreOpenTribute(parseGameResult('A0 E5 F0 G17 I0 R5 T7')), [0, 37, 0, 170, 0, 37, 45]);
    expectScores(scoreOpenTribute(solo2), [0, 0, 0, 340, 0, 0, 0]);
  });
});

describe('ManorCon (§1.8)', () => {
  const hundredths = (values: readonly number[], denominator: number) =>
    values.map((value) => ratio(100 * value, denominator));
  it('#33–#35 (dipvis convention: 0.1 × (year − 1901))', () => {
    expectScores(scoreManorCon(parseGameResult('A0@1904 E5 F4 G8 I4 R5 T8')), [
      '0.3',
      ...hundredths([61, 48, 112, 48, 61, 112], 458),
    ]);
    expectScores(scoreManorCon(parseGameResult('A0@1904 E5 F3 G13 I3 R4 T6')), [
      '0.3',
      ...hundredths([61, 37, 237, 37, 48, 76], 512),
    ]);
    const [e, g, r, t] = hundredths([61, 373, 61, 93], 636);
    expectScores(scoreManorCon(parseGameResult('A0@1904 E5 F0@1906 G17 I0@1906 R5 T7')), [
      '0.3',
      e!,
      '0.5',
      g!,
      '0.5',
      r!,
      t!,
    ]);
  });
  it('#36 solo 75: the losers score survival to the solo year', () => {
    expectScores(scoreManorCon(solo2), ['0.3', '0.6', '0.5', 75, '0.5', '0.6', '0.6']);
    expect(scoreManorCon(solo2, MANORCON_ORIGINAL).germany.toString()).toBe('100');
  });
  it('#37 ManorCon v2 (dead count 0): denominators 442 / 496 / 588', () => {
    expect(scoreManorCon(parseGameResult('A0@1904 E5 F4 G8 I4 R5 T8'), MANORCON_V2).germany.toString()).toBe(
      ratio(11200, 442),
    );
    expect(scoreManorCon(parseGameResult('A0@1904 E5 F3 G13 I3 R4 T6'), MANORCON_V2).germany.toString()).toBe(
      ratio(23700, 496),
    );
    expect(
      scoreManorCon(parseGameResult('A0@1904 E5 F0@1906 G17 I0@1906 R5 T7'), MANORCON_V2).germany.toString(),
    ).toBe(ratio(37300, 588));
  });
  it('issue #143: 12-10-8-4 draw with 3 dead → 36.3636, 27.2727, 19.5804, 8.3916 (B = 572)', () => {
    const scores = scoreManorCon(parseGameResult('A12 E10 F8 G4 I0@1905 R0@1905 T0@1905'));
    expect(
      [scores.austria, scores.england, scores.france, scores.germany].map((score) =>
        score.format({ decimals: 4 }),
      ),
    ).toEqual(['36.3636', '27.2727', '19.5804', '8.3916']);
  });
  it('survival-year option: the original text counts the elimination year (0.4 for 1904)', () => {
    const preset = { ...MANORCON, survivalYears: 'includingElimination' as const };
    expect(scoreManorCon(parseGameResult('A0@1904 E5 F4 G8 I4 R5 T8'), preset).austria.toString()).toBe(
      '0.4',
    );
  });
});

describe('Detour09 (§1.9)', () => {
  const normalised = (values: readonly number[], denominator: number) =>
    values.map((value) => ratio(100 * value, denominator));
  it('#38–#40', () => {
    expectScores(scoreDetour09(parseGameResult('A0@1904 E5 F4 G8 I4 R5 T8')), [
      '0.75',
      ...normalised([8, 6, 13, 6, 8, 13], 54),
    ]);
    expectScores(scoreDetour09(parseGameResult('A0@1904 E5 F3 G13 I3 R4 T6')), [
      '0.75',
      ...normalised([9, 5, 26, 5, 7, 11], 63),
    ]);
    const [e, g, r, t] = normalised([8, 33, 8, 12], 61);
    expectScores(scoreDetour09(parseGameResult('A0@1904 E5 F0@1909 G17 I0@1909 R5 T7')), [
      '0.75',
      e!,
      2,
      g!,
      2,
      r!,
      t!,
    ]);
  });
  it('#41–#44: ties take the lower place’s points', () => {
    const [four, six] = normalised([6, 10], 54);
    expectScores(scoreDetour09(parseGameResult('A4 E4 F4 G6 I4 R6 T6')), [
      four!,
      four!,
      four!,
      six!,
      four!,
      six!,
      six!,
    ]);
    const [five, fourOf50] = normalised([8, 6], 50);
    expectScores(scoreDetour09(parseGameResult('A5 E4 F5 G5 I4 R5 T4')), [
      five!,
      fourOf50!,
      five!,
      five!,
      fourOf50!,
      five!,
      fourOf50!,
    ]);
    expectScores(
      scoreDetour09(parseGameResult('A2 E3 F4 G10 I4 R5 T6')),
      normalised([4, 5, 6, 20, 6, 9, 11], 61),
    );
    expectScores(
      scoreDetour09(parseGameResult('A2 E3 F4 G10 I4 R4 T7')),
      normalised([4, 5, 6, 19, 6, 6, 12], 58),
    );
  });
  it('#45 solo 110; survival capped at 2', () => {
    expectScores(scoreDetour09(parseGameResult('A0@1904 E3 F0@1909 G18 I0@1909 R5 T8 end:1910')), [
      '0.75',
      2,
      2,
      110,
      2,
      2,
      2,
    ]);
  });
});

describe('Whipping (§1.10)', () => {
  it('#46–#49', () => {
    expectScores(
      scoreWhipping(parseGameResult('A0@1904 E12 F3 G6 I9 R0@1908 T4')),
      [4, 156, 42, 72, 102, 8, 52],
    );
    expectScores(
      scoreWhipping(parseGameResult('A17 E0@1911 F1 G12 I0@1906 R4 T0@1905')),
      [219, 11, 25, 135, 6, 55, 5],
    );
    expectScores(
      scoreWhipping(parseGameResult('A18 E3 F4 G0@1908 I0@1905 R9 T0@1904 end:1911')),
      [468, 11, 11, 8, 5, 11, 4],
    );
    expectScores(
      scoreWhipping(parseGameResult('A4 E11 F11 G0@1904 I0@1907 R0@1906 T8')),
      [55, 125, 125, 4, 7, 6, 95],
    );
  });
});

describe('World Classic (§1.11)', () => {
  it('#50–#52 and Summer Classic', () => {
    expectScores(
      scoreWorldClassic(parseGameResult('A0@1904 E5 F4 G8 I4 R5 T8')),
      [3, 80, 70, 134, 70, 80, 134],
    );
    expectScores(scoreWorldClassic(parseGameResult('A4 E4 F4 G6 I4 R6 T6')), [70, 70, 70, 106, 70, 106, 106]);
    expectScores(
      scoreWorldClassic(parseGameResult('A4 E4 F4 G6 I4 R6 T6'), SUMMER_CLASSIC),
      [70, 70, 70, 90, 70, 90, 90],
    );
    expectScores(scoreWorldClassic(solo2), [3, 6, 5, 420, 5, 6, 6]);
  });
});

describe('Maxonian per-game count-back (§1.13)', () => {
  // The dipvis chart lacks 1903. Our histories have every year (decision 15), so 1903
  // repeats 1902: a repeated year can never be the first difference on its own, so the
  // count-back result is exactly that of skipping 1903.
  const chart: Record<number, readonly number[]> = {
    1901: [5, 4, 5, 5, 4, 5, 4],
    1902: [4, 4, 4, 6, 4, 6, 6],
    1903: [4, 4, 4, 6, 4, 6, 6],
    1904: [0, 5, 4, 8, 4, 5, 8],
    1905: [0, 5, 3, 13, 3, 4, 6],
    1906: [0, 2, 0, 17, 0, 1, 14],
    1907: [0, 1, 0, 18, 0, 1, 14],
  };
  const upTo = (last: number): DiplomacyGameResult => {
    const years = Object.keys(chart)
      .map(Number)
      .filter((year) => year <= last);
    const powers = Object.fromEntries(
      POWERS.map((power, index) => {
        const history = years.map((year) => chart[year]![index]!);
        return [power, { supplyCentres: history[history.length - 1]!, history }];
      }),
    ) as unknown as DiplomacyGameResult['powers'];
    return { powers };
  };
  it('#53–#58', () => {
    expectScores(scoreMaxonian(upTo(1904)), [1, 4, 3, 7, 2, 5, 6]);
    expectScores(scoreMaxonian(upTo(1905)), [1, 5, 3, 7, 2, 4, 6]);
    expectScores(scoreMaxonian(upTo(1906)), [1, 5, 3, 11, 2, 4, 7]);
    expectScores(scoreMaxonian(upTo(1906), SEVEN_ELEVEN), [1, 5, 3, 13, 2, 4, 9]);
    expectScores(scoreMaxonian(upTo(1907)), [1, 5, 3, 12, 2, 4, 6]);
    expectScores(scoreMaxonian(upTo(1902)), ['3.5', '1.5', '3.5', '6.5', '1.5', '6.5', 5]);
    expectScores(scoreMaxonian(upTo(1901)), ['5.5', 2, '5.5', '5.5', 2, '5.5', 2]);
  });
  it('a tie without histories is an error naming the field', () => {
    expect(() => scoreMaxonian(parseGameResult('A5 E4 F5 G5 I4 R5 T4'))).toThrow(
      expect.objectContaining({ code: 'HISTORY_REQUIRED' }),
    );
  });
});

// The errors of scoreTributeCounts and of the systems that need years, with their exact code,
// message, path and value; Carnage with one eliminated power and no year; Detour09 with a lone
// survivor; Summer Classic with one or two toppers; Maxonian without histories. Expected
// values are worked by hand from shared/spec/diplomacy-systems.md and shared/spec/diplomacy.md.
describe('error paths and edge cases of the systems (diplomacy-systems §1)', () => {
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
    ])(
      'distinct counts: 8 − place + max(0, centres − bonusAbove), no history needed',
      (counts, bonusAbove) => {
        const game = parseGameResult(
          POWERS.map((power, index) => `${POWER_LETTERS[power]}${counts[index]}`).join(' '),
        );
        const result = scoreMaxonian(game, { ...MAXONIAN, bonusAbove });
        POWERS.forEach((power, index) => {
          const centres = counts[index]!;
          const place = 1 + counts.filter((other) => other > centres).length;
          expect(result[power].toString()).toBe(String(8 - place + Math.max(0, centres - bonusAbove)));
        });
      },
    );

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
});

// Rank points that are not whole numbers are shared exactly among tied powers.
describe('Carnage with decimal rank points (diplomacy-systems §1.5)', () => {
  describe('Carnage presets with non-integer rank points (diplomacy-systems §1.5; STYLE: presets are data, scores exact)', () => {
    // `rankPoints` is `readonly number[]`, like `pointsPerCentre`, which already takes 0.5.
    // Tied places split decimal rank points fine; an untied place must score them too.
    const halves: CarnageScoring = {
      ...CARNAGE,
      name: 'Half-point Carnage',
      rankPoints: [3.5, 3, 2.5, 2, 1.5, 1, 0.5],
    };

    it('an untied place scores its decimal rank points, as a tied place already does', () => {
      // A 3.5 + 11, E 3 + 10, F 2.5 + 8, G/I (2 + 1.5) / 2 + 2, R 1 + 1, T 0.5 + 0 (the only
      // eliminated power: no year needed). Total 14 + 34 = 48.
      expectScores(scoreCarnage(parseGameResult('A11 E10 F8 G2 I2 R1 T0'), halves), [
        '14.5',
        13,
        '10.5',
        '3.75',
        '3.75',
        2,
        '0.5',
      ]);
    });

    it('the same preset on a board where every place is shared (works today)', () => {
      // Two groups: A E F G at 5 share places 1–4: (3.5 + 3 + 2.5 + 2) / 4 = 2.75, + 5;
      // I R T at 4 share places 5–7: (1.5 + 1 + 0.5) / 3 = 1, + 4.
      expect(scoreCarnage(parseGameResult('A5 E5 F5 G5 I4 R4 T4'), halves).austria.toString()).toBe('7.75');
      expect(scoreCarnage(parseGameResult('A5 E5 F5 G5 I4 R4 T4'), halves).turkey.toString()).toBe('5');
    });
  });
});
