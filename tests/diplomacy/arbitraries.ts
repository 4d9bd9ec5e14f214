import { fc } from '@fast-check/vitest';
import { FIRST_GAME_YEAR, type GameResult, POWERS, type PowerResult } from '../../src/diplomacy/index.js';

const END_YEAR = 1908;

function toGame(counts: readonly number[], years: readonly number[]): GameResult {
  const powers = Object.fromEntries(
    POWERS.map((power, index) => {
      const supplyCentres = counts[index]!;
      const result: PowerResult =
        supplyCentres === 0 ? { supplyCentres, eliminatedIn: years[index]! } : { supplyCentres };
      return [power, result];
    }),
  ) as GameResult['powers'];
  return { powers, endYear: END_YEAR };
}

/** Seven centre counts with total ≤ 34 (or exactly 34), at least one survivor; varied shapes incl. solos. */
function counts(full: boolean): fc.Arbitrary<number[]> {
  return fc
    .tuple(
      fc.array(fc.oneof(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 34 })), {
        minLength: 7,
        maxLength: 7,
      }),
      fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 34, maxLength: 34 }),
    )
    .map(([raw, extra]) => {
      const sum = raw.reduce((a, b) => a + b, 0);
      const scaled = sum > 34 ? raw.map((count) => Math.floor((count * 34) / sum)) : [...raw];
      let owned = scaled.reduce((a, b) => a + b, 0);
      for (const index of extra) {
        if (owned >= 34 || (!full && owned > 0)) break;
        scaled[index]!++;
        owned++;
      }
      return scaled;
    });
}

const eliminationYears = fc.array(fc.integer({ min: FIRST_GAME_YEAR, max: END_YEAR }), {
  minLength: 7,
  maxLength: 7,
});

/** Any valid game result (end year 1908, elimination years for eliminated powers). */
export function validBoard(): fc.Arbitrary<GameResult> {
  return fc.tuple(counts(false), eliminationYears).map(([c, y]) => toGame(c, y));
}

/** A valid game result with all 34 centres owned. */
export function fullBoard(): fc.Arbitrary<GameResult> {
  return fc.tuple(counts(true), eliminationYears).map(([c, y]) => toGame(c, y));
}
