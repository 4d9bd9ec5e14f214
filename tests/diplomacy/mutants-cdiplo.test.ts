/**
 * Tests written against the mutation survivors of `src/diplomacy/cdiplo.ts` (StrykerJS run
 * 2026-11-30 03:26–03:53 UTC, see docs/mutation/diplomacy-cdiplo.md). `scoreCDiplo` scores a
 * preset whose points are all whole numbers of at most 2^40 with plain doubles and a cache of
 * shared group scores, and any other preset with exact fractions; both must give the exact
 * C-Diplo score of `shared/spec/diplomacy.md` §2: the bonuses of the places a group of powers
 * tied on centres occupies, shared equally, plus the centre points, plus participation
 * (decimals and negatives allowed, docs/diplomacy.md "Points"). Expected values are worked by
 * hand below; the property compares every kind of preset with a direct computation.
 *
 * The last block pins what the fast path is for (cdiplo.ts: "the few distinct group scores are
 * built once and shared"): equal group scores of plain presets are one shared Fraction, and
 * the cache stops growing at 4096 scores. No score value depends on it; drop that block if
 * the cache goes.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it, vi } from 'vitest';
import { Fraction } from '../../src/core/index.js';
import {
  type CDiploScoring,
  type DiplomacyGameResult,
  POWERS,
  parseGameResult,
  scoreCDiplo,
} from '../../src/diplomacy/index.js';
import { validBoard } from './arbitraries.js';
import { expectScores } from './helpers.js';

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

describe('C-Diplo group scores of plain presets are shared, in a cache of at most 4096 (performance)', () => {
  it('gives the same Fraction object for the same group score, and a fresh one past 4096 scores', async () => {
    // A fresh module, so that the cache of group scores starts empty.
    vi.resetModules();
    const fresh = await import('../../src/diplomacy/index.js');
    const tied = fresh.parseGameResult('A4 E4 F4 G4 I4 R4 T4');
    const withParticipation = (participation: number): CDiploScoring => ({
      ...fresh.C_DIPLO_100,
      participation,
    });
    // Score 1: C-Diplo 100 (participation 1), all seven share 38 + 14 + 7 = 59: 59/7 + 4 + 1.
    expect(fresh.scoreCDiplo(tied).austria).toBe(fresh.scoreCDiplo(tied).austria);
    // Score 2: a bonus of exactly 2^40 is still plain: (2^40)/7 + 4 + 1.
    const atLimit: CDiploScoring = { ...fresh.C_DIPLO_100, rankBonuses: [TWO_40] };
    expect(fresh.scoreCDiplo(tied, atLimit).austria).toBe(fresh.scoreCDiplo(tied, atLimit).austria);
    // Scores 3 … 4096: participation 2 … 4095 (59/7 + 4 + p, all different).
    for (let participation = 2; participation <= 4095; participation++) {
      fresh.scoreCDiplo(tied, withParticipation(participation));
    }
    // Score 4097 is computed each time: equal values, two objects.
    const first = fresh.scoreCDiplo(tied, withParticipation(4096)).austria;
    const second = fresh.scoreCDiplo(tied, withParticipation(4096)).austria;
    expect(first.toString()).toBe('28759/7'); // 59/7 + 4 + 4096 = (59 + 7 × 4100) / 7
    expect(second.equals(first)).toBe(true);
    expect(second).not.toBe(first);
  });
});
