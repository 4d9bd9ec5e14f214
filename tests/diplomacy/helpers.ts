import { expect } from 'vitest';
import { Fraction } from '../../src/core/index.js';
import {
  finalRoundBoards,
  type GameResult,
  POWERS,
  type PowerScores,
  parseGameResult,
  type Tournament,
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

/**
 * A tournament that uses every field the tournament functions read: names, a withdrawal,
 * histories with an elimination, end years, a named draw, three qualifying rounds and the
 * final round on two boards each, the top board's choice order, entrants, a lot, teams.
 */
export function richTournament(): Tournament {
  const ids = Array.from({ length: 14 }, (_, index) => `p${String(index + 1).padStart(2, '0')}`);
  const seat = (indices: readonly number[]) => indices.map((index) => ids[index]!);
  const withHistory = board(1, 'A10 E8 F6 G4 I3 R2 T0', seat([0, 1, 2, 3, 4, 5, 6]), [
    [10, 10],
    [8, 8],
    [6, 6],
    [4, 4],
    [3, 3],
    [2, 2],
    [1, 0],
  ]);
  const turkey = { ...withHistory.game.powers.turkey, eliminatedIn: 1902 };
  const drawn = board(1, 'A12 E9 F5 G4 I2 R1 T1', seat([13, 12, 11, 10, 0, 1, 2]));
  const qualifying: Tournament = {
    players: ids.map((id, index) => ({
      id,
      name: `Player ${index + 1}`,
      ...(index === 13 ? { withdrawn: true } : {}),
    })),
    rounds: [
      {
        round: 1,
        boards: [
          {
            ...withHistory,
            game: { ...withHistory.game, endYear: 1902, powers: { ...withHistory.game.powers, turkey } },
          },
          board(2, 'A9 E7 F7 G5 I3 R2 T1', seat([7, 8, 9, 10, 11, 12, 13])),
        ],
      },
      {
        round: 2,
        boards: [
          { ...drawn, game: { ...drawn.game, endYear: 1908, draw: ['austria', 'england', 'france'] } },
          board(2, 'A8 E8 F6 G5 I4 R2 T1', seat([9, 8, 7, 6, 5, 4, 3])),
        ],
      },
      {
        round: 3,
        boards: [
          board(1, 'A7 E7 F7 G6 I4 R2 T1', seat([3, 5, 7, 9, 11, 13, 1])),
          board(2, 'A11 E6 F6 G5 I3 R2 T1', seat([0, 2, 4, 6, 8, 10, 12])),
        ],
      },
    ],
    finalRoundEntrants: ids,
    lot: [...ids].reverse(),
    teams: [
      { name: 'Oslo', members: seat([0, 1, 2, 3]) },
      { name: 'Bergen', members: seat([4, 5, 6, 7]) },
    ],
    teamRound: 2,
  };
  const [top, second] = finalRoundBoards(qualifying) as [string[], string[]];
  return {
    ...qualifying,
    rounds: [
      ...qualifying.rounds,
      {
        round: 4,
        boards: [board(1, 'A9 E8 F6 G4 I3 R2 T1', top), board(2, 'A17 E5 F4 G3 I2 R2 T1', second)],
      },
    ],
    topBoardChoiceOrder: top,
  };
}

/** Every path into a JSON value (object keys and list indices), the value itself excluded. */
export function pathsIn(value: unknown, path: readonly (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...path, key], ...pathsIn(item, [...path, key])]);
}

/** A deep copy of a JSON value with the value at `path` replaced. */
export function replacedAt(
  value: unknown,
  path: readonly (string | number)[],
  replacement: unknown,
): unknown {
  const copy = structuredClone(value);
  let target = copy as Record<string | number, unknown>;
  for (const part of path.slice(0, -1)) target = target[part] as Record<string | number, unknown>;
  target[path[path.length - 1]!] = replacement;
  return copy;
}

/** A list nested ten thousand levels deep, as `JSON.parse` builds it (issue 23 §3). */
export function deepList(): unknown {
  return JSON.parse(`${'['.repeat(1e4)}${']'.repeat(1e4)}`);
}

/** An object nested ten thousand levels deep. */
export function deepObject(): unknown {
  return JSON.parse(`${'{"a":'.repeat(1e4)}1${'}'.repeat(1e4)}`);
}
