import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/core/index.js';
import {
  C_DIPLO_73,
  C_DIPLO_80,
  C_DIPLO_100,
  C_DIPLO_ARGIR,
  C_DIPLO_NAMUR,
  C_DIPLO_NAMUR_STABBEURFOU,
  type CDiploScoring,
  type DiplomacyGameResult,
  EDC_1996,
  POWERS,
  parseGameResult,
  scoreCDiplo,
} from '../../src/diplomacy/index.js';
import { fullBoard, validBoard } from './arbitraries.js';
import { expectScores, total } from './helpers.js';

describe('C-Diplo (seed 003 §2, spec §2)', () => {
  it('seed §2d worked example: E 11, F 8, T 8, A 3, R 3, I 1, G 0 → 50, 19.5, 19.5, 4, 4, 2, 1 (total 100)', () => {
    const scores = scoreCDiplo(parseGameResult('E11 F8 T8 A3 R3 I1 G0'));
    expect(scores.england.toString()).toBe('50');
    expect(scores.france.toString()).toBe('19.5');
    expect(scores.turkey.toString()).toBe('19.5');
    expect(scores.austria.toString()).toBe('4');
    expect(scores.russia.toString()).toBe('4');
    expect(scores.italy.toString()).toBe('2');
    expect(scores.germany.toString()).toBe('1');
    expect(total(scores).toString()).toBe('100');
  });
  it('spec §2: three tied for 1st share (38 + 14 + 7) / 3 exactly: 59/3 + SC + 1', () => {
    const scores = scoreCDiplo(parseGameResult('A10 E10 F10 G1 I1 R1 T1'));
    expect(scores.austria.equals(Fraction.of(59, 3).add(11))).toBe(true);
    expect(scores.germany.toString()).toBe('2'); // four tied on places 4–7, which carry no bonus
  });
  it('spec §2: four tied for 3rd share 7/4 each', () => {
    const scores = scoreCDiplo(parseGameResult('A12 E10 F3 G3 I3 R3 T0'));
    expect(scores.france.equals(Fraction.of(7, 4).add(4))).toBe(true);
    expect(scores.turkey.toString()).toBe('1');
  });
  it('decision 2: with two survivors the five eliminated share the 7-point bonus (7/5 + 1 each), total 100', () => {
    const scores = scoreCDiplo(parseGameResult('A17 E17 F0 G0 I0 R0 T0'));
    expect(scores.france.toString()).toBe('2.4');
    expect(scores.austria.toString()).toBe('44'); // (38 + 14) / 2 + 17 + 1
    expect(total(scores).toString()).toBe('100');
  });
  it('decision 16: one survivor with neutral centres — places 2–7 share 14 + 7; total 66 + owned', () => {
    const scores = scoreCDiplo(parseGameResult('A17 E0 F0 G0 I0 R0 T0'));
    expect(scores.austria.toString()).toBe('56');
    expect(scores.england.toString()).toBe('4.5');
    expect(total(scores).toString()).toBe(String(66 + 17));
  });
  it('seed §2c, decision 3: a solo (18+) scores 100, the six others 0 — vector #2', () => {
    expectScores(
      scoreCDiplo(parseGameResult('A0@1904 E4 F0@1906 G18 I0@1906 R5 T7 end:1907')),
      [0, 0, 0, 100, 0, 0, 0],
    );
  });
  it('diplomacy-systems §4 vector #1: 5 4 5 5 4 5 4 → 20.75 / 5, total 98 with 2 neutrals', () => {
    const scores = scoreCDiplo(parseGameResult('A5 E4 F5 G5 I4 R5 T4'));
    expectScores(scores, ['20.75', 5, '20.75', '20.75', 5, '20.75', 5]);
    expect(total(scores).toString()).toBe('98');
  });
  it('decision 1: an eliminated player keeps the participation point', () => {
    expect(scoreCDiplo(parseGameResult('A0 E11 F8 G8 I4 R3 T0')).austria.toString()).toBe('1'); // places 6–7 carry no bonus
  });
});

describe('C-Diplo presets (diplomacy-systems §1.1)', () => {
  it('C-Diplo 80 vectors #3–#6', () => {
    expectScores(scoreCDiplo(parseGameResult('A5 E4 F5 G5 I4 R5 T4'), C_DIPLO_80), [
      '16.5',
      4,
      '16.5',
      '16.5',
      4,
      '16.5',
      4,
    ]);
    expectScores(scoreCDiplo(parseGameResult('A1 E10 F1 G1 I10 R10 T1'), C_DIPLO_80), [
      1,
      '76/3',
      1,
      1,
      '76/3',
      '76/3',
      1,
    ]);
    expectScores(scoreCDiplo(parseGameResult('A0 E17 F0 G0 I16 R1 T0'), C_DIPLO_80), [0, 42, 0, 0, 30, 8, 0]);
    expectScores(scoreCDiplo(parseGameResult('A0 E4 F0 G18 I0 R5 T7'), C_DIPLO_80), [0, 0, 0, 80, 0, 0, 0]);
  });
  it('C-Diplo Namur vectors #7–#11', () => {
    expectScores(scoreCDiplo(parseGameResult('A0 E5 F4 G8 I4 R5 T8'), C_DIPLO_NAMUR), [
      1,
      '20.5',
      15,
      47,
      15,
      '20.5',
      47,
    ]);
    expectScores(
      scoreCDiplo(parseGameResult('A0 E5 F3 G13 I3 R4 T6'), C_DIPLO_NAMUR),
      [1, 24, 13, 64, 13, 15, 33],
    );
    expectScores(scoreCDiplo(parseGameResult('A0 E5 F0 G17 I0 R5 T7'), C_DIPLO_NAMUR), [
      1,
      '20.5',
      1,
      68,
      1,
      '20.5',
      34,
    ]);
    expectScores(scoreCDiplo(parseGameResult('A4 E4 F4 G6 I4 R6 T6'), C_DIPLO_NAMUR), [
      15,
      15,
      15,
      '116/3',
      15,
      '116/3',
      '116/3',
    ]);
    expectScores(
      scoreCDiplo(parseGameResult('A0 E4 F0 G18 I0 R5 T7'), C_DIPLO_NAMUR),
      [0, 0, 0, 85, 0, 0, 0],
    );
  });
  it('solo variants: 73/0, EDC-1996 73/1 (total 79), Argir 93/1, Namur stabbeurfou 73/−15', () => {
    const solo = parseGameResult('A0 E4 F0 G18 I0 R5 T7');
    expectScores(scoreCDiplo(solo, C_DIPLO_73), [0, 0, 0, 73, 0, 0, 0]);
    expectScores(scoreCDiplo(solo, EDC_1996), [1, 1, 1, 73, 1, 1, 1]);
    expectScores(scoreCDiplo(solo, C_DIPLO_ARGIR), [1, 1, 1, 93, 1, 1, 1]);
    expectScores(scoreCDiplo(solo, C_DIPLO_NAMUR_STABBEURFOU), [-15, -15, -15, 73, -15, -15, -15]);
  });
  it('without a solo the 73 / EDC presets score as C-Diplo 100, Argir with 37 for the top (total 99)', () => {
    const game = parseGameResult('E11 F8 T8 A3 R3 I1 G0');
    for (const preset of [C_DIPLO_73, EDC_1996]) {
      expect(scoreCDiplo(game, preset)).toEqual(scoreCDiplo(game));
    }
    expect(total(scoreCDiplo(game, C_DIPLO_ARGIR)).toString()).toBe('99');
  });
});

describe('C-Diplo properties (issue 6)', () => {
  test.prop([fullBoard()], { numRuns: 300 })('all 34 centres owned ⇒ the game totals exactly 100', (game) => {
    expect(total(scoreCDiplo(game)).toString()).toBe('100');
  });
  test.prop([validBoard()], { numRuns: 300 })(
    'any valid board totals 66 + owned centres (decision 16), or 100 after a solo',
    (game) => {
      const owned = Object.values(game.powers).reduce((sum, result) => sum + result.supplyCentres, 0);
      const expected = Object.values(game.powers).some((result) => result.supplyCentres >= 18)
        ? 100
        : 66 + owned;
      expect(total(scoreCDiplo(game)).toString()).toBe(String(expected));
    },
  );
});

// Rules whose points are whole numbers of at most 2^40 score in doubles, any other in exact
// fractions; both must give the exact C-Diplo score of spec §2: the bonuses of the places a
// group of powers tied on centres occupies, shared equally, plus the centre points, plus
// participation (decimals and negatives allowed). Expected values are worked by hand below;
// the property compares every kind of rules with a direct computation.
describe('C-Diplo with plain, boundary, huge and decimal points (spec §2)', () => {
  const TWO_40 = 2 ** 40; // 1099511627776
  const TWO_41 = 2 ** 41; // 2199023255552
  const TWO_53 = 2 ** 53; // 9007199254740992

  /**
   * The C-Diplo score computed directly from the rule, power by power, in exact fractions: a
   * power with `above` powers ahead of it on centres and `tied` powers (itself included) on its
   * count occupies places above … above + tied − 1 and gets their bonuses / tied; then centre
   * points (the table, or its last entry + 1 per further centre) and participation. A solo
   * (18+ centres) scores soloWinner / soloOthers.
   */
  function directScores(game: DiplomacyGameResult, preset: CDiploScoring): string[] {
    const counts = POWERS.map((power) => game.powers[power].supplyCentres);
    const solo = counts.findIndex((count) => count >= 18);
    if (solo >= 0) {
      return counts.map((_, index) =>
        Fraction.from(index === solo ? preset.soloWinner : preset.soloOthers).toString(),
      );
    }
    const table = preset.centrePoints;
    const last = table.length - 1;
    return counts.map((count) => {
      const above = counts.filter((other) => other > count).length;
      const tied = counts.filter((other) => other === count).length;
      let bonuses = Fraction.ZERO;
      for (let place = above; place < above + tied; place++) {
        bonuses = bonuses.add(Fraction.from(preset.rankBonuses[place] ?? 0));
      }
      const centres =
        count < table.length ? Fraction.from(table[count]!) : Fraction.from(table[last]!).add(count - last);
      return bonuses.div(tied).add(centres).add(Fraction.from(preset.participation)).toString();
    });
  }

  /** Preset values of one kind, so that a whole preset is often all huge, all decimal, all small. */
  function presetOf(value: fc.Arbitrary<number>): fc.Arbitrary<CDiploScoring> {
    return fc.record({
      system: fc.constant('cDiplo' as const),
      name: fc.constant('generated'),
      source: fc.constant('a test'),
      rankBonuses: fc.array(value, { maxLength: 7 }),
      centrePoints: fc.array(value, { minLength: 1, maxLength: 35 }),
      participation: value,
      soloWinner: fc.integer({ min: -200, max: 200 }),
      soloOthers: fc.integer({ min: -200, max: 200 }),
    });
  }

  const small = fc.integer({ min: -60, max: 120 });
  // Whole numbers on both sides of the plain limit 2^40.
  const boundary = fc.oneof(
    fc.integer({ min: TWO_40 - 3, max: TWO_40 + 3 }),
    fc.integer({ min: -TWO_40 - 3, max: -TWO_40 + 3 }),
  );
  // Whole numbers all above 2^40 in size, up to beyond 2^53, where doubles start to round.
  const huge = fc.oneof(
    fc.integer({ min: TWO_40 + 1, max: TWO_40 + 64 }),
    fc.constantFrom(-TWO_40 - 1, TWO_41, -TWO_41 - 1, TWO_53, TWO_53 + 2, -TWO_53, 2 ** 60, 1e21, -1e21),
  );
  const decimal = fc.integer({ min: -100_000, max: 100_000 }).map((hundredths) => hundredths / 100);
  const presets = fc.oneof(
    presetOf(small),
    presetOf(boundary),
    presetOf(huge),
    presetOf(decimal),
    presetOf(fc.oneof(small, boundary, huge, decimal)),
  );

  describe('C-Diplo scores with huge, boundary and arbitrary presets (spec §2)', () => {
    it('scores whole points beyond 2^53 exactly (no double rounding)', () => {
      // E 11, F 8, T 8, A 3, R 3, I 1, G 0 with bonuses 2^53 / 2^41, centre points 2^53 + 1 per
      // centre (the table has only its 0 entry), participation 2^41:
      //   E: 2^53 + (2^53 + 11) + 2^41           = 18016597532737547
      //   F, T share places 2–3: (2^41 + 0) / 2 + (2^53 + 8) + 2^41 = 2^40 + 2^53 + 2^41 + 8
      //                                            = 9010497789624328
      //   A, R share places 4–5 (no bonus): 2^53 + 3 + 2^41 = 9009398277996547
      //   I: 2^53 + 1 + 2^41 = 9009398277996545;  G: 2^53 + 0 + 2^41 = 9009398277996544
      const preset: CDiploScoring = {
        system: 'cDiplo',
        name: 'huge',
        source: 'a test',
        rankBonuses: [TWO_53, TWO_41],
        centrePoints: [TWO_53],
        participation: TWO_41,
        soloWinner: 100,
        soloOthers: 0,
      };
      expectScores(scoreCDiplo(parseGameResult('E11 F8 T8 A3 R3 I1 G0'), preset), [
        '9009398277996547',
        '18016597532737547',
        '9010497789624328',
        '9009398277996544',
        '9009398277996545',
        '9009398277996547',
        '9010497789624328',
      ]);
    });

    it('scores points of exactly 2^40 and of 2^40 + 1 exactly, on both sides of the plain limit', () => {
      // All seven tied on 4 centres share all seven bonuses: (7 × 2^40) / 7 = 2^40, plus the
      // centre points 2^40 + (4 − 0) and participation 2^40: 3 × 2^40 + 4 = 3298534883332.
      const atLimit: CDiploScoring = {
        system: 'cDiplo',
        name: 'at the limit',
        source: 'a test',
        rankBonuses: Array.from({ length: 7 }, () => TWO_40),
        centrePoints: [TWO_40],
        participation: TWO_40,
        soloWinner: 100,
        soloOthers: 0,
      };
      const allTied = parseGameResult('A4 E4 F4 G4 I4 R4 T4');
      expectScores(
        scoreCDiplo(allTied, atLimit),
        Array.from({ length: 7 }, () => '3298534883332'),
      );
      // Bonuses 2^40 / 2^40 + 1, centre points [0, 2^40] then +1 per centre, participation −2^40,
      // on E 11, F 8, T 8, A 3, R 3, I 1, G 0:
      //   E: 2^40 + (2^40 + 10) − 2^40 = 1099511627786
      //   F, T: (2^40 + 1 + 0) / 2 + (2^40 + 7) − 2^40 = 2^39 + 7.5 = 549755813895.5
      //   A, R: (2^40 + 2) − 2^40 = 2;  I: 2^40 − 2^40 = 0;  G: 0 − 2^40 = −1099511627776
      const pastLimit: CDiploScoring = {
        system: 'cDiplo',
        name: 'past the limit',
        source: 'a test',
        rankBonuses: [TWO_40, TWO_40 + 1],
        centrePoints: [0, TWO_40],
        participation: -TWO_40,
        soloWinner: 100,
        soloOthers: 0,
      };
      expectScores(scoreCDiplo(parseGameResult('E11 F8 T8 A3 R3 I1 G0'), pastLimit), [
        '2',
        '1099511627786',
        '549755813895.5',
        '-1099511627776',
        '0',
        '2',
        '549755813895.5',
      ]);
    });

    test.prop([validBoard(), presets])(
      'every preset (small, huge, decimal or mixed points) scores as the rule computed power by power',
      (game, preset) => {
        const scores = scoreCDiplo(game, preset);
        expect(POWERS.map((power) => scores[power].toString())).toEqual(directScores(game, preset));
      },
    );
  });

  describe('C-Diplo group scores of plain rules (whole points up to 2^40, scored in doubles)', () => {
    it('scores a seven-way tie exactly, at the plain limit and with any participation', () => {
      const tied = parseGameResult('A4 E4 F4 G4 I4 R4 T4');
      // C-Diplo 100: all seven share 38 + 14 + 7 = 59: 59/7 + 4 + 1.
      expect(scoreCDiplo(tied).austria.toString()).toBe('94/7');
      // A bonus of exactly 2^40 is still plain: 2^40 / 7 + 4 + 1.
      const atLimit: CDiploScoring = { ...C_DIPLO_100, rankBonuses: [TWO_40] };
      expect(scoreCDiplo(tied, atLimit).austria.toString()).toBe(`${TWO_40 + 35}/7`);
      // Participation 4096: 59/7 + 4 + 4096 = (59 + 7 × 4100) / 7.
      const first = scoreCDiplo(tied, { ...C_DIPLO_100, participation: 4096 }).austria;
      expect(first.toString()).toBe('28759/7');
      expect(scoreCDiplo(tied, { ...C_DIPLO_100, participation: 4096 }).austria.equals(first)).toBe(true);
    });
  });
});
