import { fc } from '@fast-check/vitest';
import {
  type DiplomacyGameResult,
  type DiplomacyPowerResult,
  type DiplomacyTournament,
  FIRST_GAME_YEAR,
  POWERS,
} from '../../src/diplomacy/index.js';
import { finalBoardIds } from './helpers.js';

const END_YEAR = 1908;

function toGame(counts: readonly number[], years: readonly number[]): DiplomacyGameResult {
  const powers = Object.fromEntries(
    POWERS.map((power, index) => {
      const supplyCentres = counts[index]!;
      const result: DiplomacyPowerResult =
        supplyCentres === 0 ? { supplyCentres, eliminatedIn: years[index]! } : { supplyCentres };
      return [power, result];
    }),
  ) as DiplomacyGameResult['powers'];
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
export function validBoard(): fc.Arbitrary<DiplomacyGameResult> {
  return fc.tuple(counts(false), eliminationYears).map(([c, y]) => toGame(c, y));
}

/** A valid game result with all 34 centres owned. */
export function fullBoard(): fc.Arbitrary<DiplomacyGameResult> {
  return fc.tuple(counts(true), eliminationYears).map(([c, y]) => toGame(c, y));
}

/** A 14-player tournament: 3 qualifying rounds on 2 boards (random seating) and a final round seated by qualification. */
export function tournamentArbitrary(): fc.Arbitrary<DiplomacyTournament> {
  const ids = Array.from({ length: 14 }, (_, index) => `p${index}`);
  const seating = fc.shuffledSubarray(ids, { minLength: 14, maxLength: 14 });
  return fc
    .tuple(
      fc.array(fc.tuple(seating, validBoard(), validBoard()), { minLength: 3, maxLength: 3 }),
      fc.tuple(validBoard(), validBoard()),
      fc.subarray(ids, { maxLength: 2 }),
    )
    .map(([rounds, [top, second], withdrawn]) => {
      const seat = (game: DiplomacyGameResult, players: readonly string[]): DiplomacyGameResult => ({
        ...game,
        powers: Object.fromEntries(
          POWERS.map((power, index) => [power, { ...game.powers[power], player: players[index]! }]),
        ) as unknown as DiplomacyGameResult['powers'],
      });
      const qualifying: DiplomacyTournament = {
        players: ids.map((id) => (withdrawn.includes(id) ? { id, withdrawn: true } : { id })),
        rounds: rounds.map(([order, first, other], index) => ({
          round: index + 1,
          boards: [
            { board: 1, game: seat(first, order.slice(0, 7)) },
            { board: 2, game: seat(other, order.slice(7)) },
          ],
        })),
        finalRoundEntrants: ids,
        lot: ids,
      };
      const [topPlayers, secondPlayers] = finalBoardIds(qualifying) as [string[], string[]];
      return {
        ...qualifying,
        rounds: [
          ...qualifying.rounds,
          {
            round: 4,
            boards: [
              { board: 1, game: seat(top, topPlayers) },
              { board: 2, game: seat(second, secondPlayers) },
            ],
          },
        ],
        topBoardChoiceOrder: topPlayers,
      };
    });
}
