import { expect } from 'vitest';
import { Fraction } from '../../src/core/index.js';
import {
  type GameResult,
  POWERS,
  type PowerScores,
  parseGameResult,
  type TournamentBoard,
} from '../../src/diplomacy/index.js';

/** Asserts scores in the A E F G I R T order of `diplomacy-systems.md` §4; expected as exact strings. */
export function expectScores(scores: PowerScores, expected: readonly (string | number)[]): void {
  const actual = POWERS.map((power) => scores[power].toString());
  const wanted = expected.map((value) => Fraction.from(value).toString());
  expect(actual).toEqual(wanted);
}

/** Sum of the seven scores. */
export function total(scores: PowerScores): Fraction {
  return Fraction.sum(POWERS.map((power) => scores[power]));
}

/**
 * A board from the compact notation and seven player ids in A E F G I R T order, with
 * optional histories (also in A E F G I R T order).
 */
export function board(
  number: number,
  notation: string,
  players: readonly string[],
  histories?: readonly (readonly number[])[],
): TournamentBoard {
  const game = parseGameResult(notation);
  const powers = Object.fromEntries(
    POWERS.map((power, index) => [
      power,
      {
        ...game.powers[power],
        player: players[index]!,
        ...(histories ? { history: histories[index]! } : {}),
      },
    ]),
  ) as unknown as GameResult['powers'];
  return { board: number, game: { ...game, powers } };
}
