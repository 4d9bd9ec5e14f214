import { expect } from 'vitest';
import { Fraction } from '../../src/core/index.js';
import {
  type DiplomacyBoard,
  type DiplomacyGameResult,
  type DiplomacyRules,
  type DiplomacyScoring,
  type DiplomacyTopBoard,
  type DiplomacyTournament,
  diplomacyFinalBoards,
  diplomacyQualification,
  diplomacyTopBoard,
  NDF_2007,
  POWERS,
  type PowerScores,
  parseGameResult,
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
): DiplomacyBoard {
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
  ) as unknown as DiplomacyGameResult['powers'];
  return { board: number, game: { ...game, powers } };
}

/**
 * A tournament that uses every field the tournament functions read: names, a withdrawal,
 * histories with an elimination, end years, a named draw, three qualifying rounds and the
 * final round on two boards each, the top board's choice order, entrants, a lot, teams.
 */
export function richTournament(): DiplomacyTournament {
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
  const qualifying: DiplomacyTournament = {
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
  const [top, second] = finalBoardIds(qualifying) as [string[], string[]];
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

/** The final round's boards as lists of player ids, top board first ({@link diplomacyFinalBoards}). */
export function finalBoardIds(tournament: DiplomacyTournament, rules: DiplomacyRules = NDF_2007): string[][] {
  return diplomacyFinalBoards(tournament, rules).boards.map((each) =>
    each.players.map((player) => player.playerId),
  );
}

/** NDF 2007 with another scoring system. */
export function ndfWith(scoring: DiplomacyScoring): DiplomacyRules {
  return { ...NDF_2007, scoring };
}

/**
 * The top board of a one-game final round (seed §3b): `game`'s players (a power without one
 * plays under the power's name) on board 1 of round 4, with the choice order.
 */
export function topBoardOfGame(
  game: DiplomacyGameResult,
  choiceOrder?: readonly string[],
): DiplomacyTopBoard['rows'] {
  const powers = Object.fromEntries(
    POWERS.map((power) => [power, { ...game.powers[power], player: game.powers[power].player ?? power }]),
  ) as unknown as DiplomacyGameResult['powers'];
  const players = POWERS.map((power) => ({ id: powers[power].player as string }));
  return diplomacyTopBoard({
    players,
    rounds: [{ round: 4, boards: [{ board: 1, game: { ...game, powers } }] }],
    ...(choiceOrder === undefined ? {} : { topBoardChoiceOrder: choiceOrder }),
  }).rows;
}

/** The rows of {@link diplomacyQualification}. */
export function qualificationRows(tournament: DiplomacyTournament, rules: DiplomacyRules = NDF_2007) {
  return diplomacyQualification(tournament, rules).rows;
}
