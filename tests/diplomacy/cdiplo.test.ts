import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/core/index.js';
import {
  C_DIPLO_73,
  C_DIPLO_80,
  C_DIPLO_ARGIR,
  C_DIPLO_NAMUR,
  C_DIPLO_NAMUR_STABBEURFOU,
  EDC_1996,
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
