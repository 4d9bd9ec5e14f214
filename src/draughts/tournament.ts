import { isRecord, readOptions } from '../core/check.js';
import { collectProblems, MindsportError, unwrapValidation, type Validation } from '../core/errors.js';
import { show } from '../core/guards.js';
import { type DraughtsResult, parseResult, resultDetails } from './result.js';

/** One game of a tournament, as a director types it. */
export interface DraughtsGame {
  /** The player with the white pieces. */
  readonly white: string;
  /** The player with the black pieces. */
  readonly black: string;
  /** The result, in any spelling {@link parseResult} reads (`'2-0'`, `'1+ - 1-'`, …). */
  readonly result: DraughtsResult | string;
  /** The round (a whole number ≥ 1), when known: a player plays at most once per round. */
  readonly round?: number;
  /** Why the game ended (forfeit, agreement…): kept for people, never changes points (spec §6 Decision 1). */
  readonly reason?: string;
}

/** A round-robin (or any) tournament: the players and the games played. */
export interface DraughtsTournament {
  /**
   * Every player once, in the order kept inside a tie (spec §6 Decision 3), e.g. the
   * pairing numbers. Players without games (yet) may be listed.
   */
  readonly players: readonly string[];
  /** The games played, in any order. */
  readonly games: readonly DraughtsGame[];
}

/** Options for reading a tournament. */
export interface TournamentOptions {
  /**
   * How often the same two players may meet: 1 (default) for the single round robin of
   * the seed's championship (*enkelvoudig toernooi*), 2 for a double round robin. A
   * pair meeting more often is a game listed twice.
   */
  readonly meetingsPerPair?: number;
}

/** A game after checking: the result in compact notation. */
export interface CheckedGame {
  /** White's name. */
  readonly white: string;
  /** Black's name. */
  readonly black: string;
  /** The result in compact notation. */
  readonly result: DraughtsResult;
  /** The round, when given. */
  readonly round?: number;
  /** The game's index in the input list. */
  readonly index: number;
}

/** A tournament after checking. */
export interface CheckedTournament {
  /** The players, in input order. */
  readonly players: readonly string[];
  /** The games, in input order, results normalised. */
  readonly games: readonly CheckedGame[];
}

/** One player's totals over a set of games (seed 004 "Algemeen", points and plus/minus marks). */
export interface PlayerScore {
  /** The player. */
  readonly player: string;
  /** Games played (a `0-0` counts as played). */
  readonly games: number;
  /** Game points: 2 per win, 1 per remise, plus-remise or min-remise. */
  readonly points: number;
  /** Plus-remises (Dutch *plusremises*, one *voordeelpunt* each). */
  readonly plus: number;
  /** Min-remises (Dutch *minremises*, one *nadeelpunt* each). */
  readonly minus: number;
  /** Plus/min saldo: `plus − minus` (the first tie-break, seed "Eindstand" 1). */
  readonly saldo: number;
  /** Games won. */
  readonly wins: number;
  /** Plain remises (1-1). */
  readonly draws: number;
  /** Games lost, forfeits `0-0` not included. */
  readonly losses: number;
  /** Games declared lost for both players (`0-0`). */
  readonly doubleForfeits: number;
}

/**
 * Checks a tournament and reports every problem at once: unknown result strings, players
 * not in the list or listed twice, a round that is not a whole number ≥ 1, a reason that
 * is not a text, a player against themself, a game listed twice (a pair meeting more often
 * than `meetingsPerPair`, or twice in one round) and a player in two games of one round.
 *
 * @param tournament - players and games
 * @param options - how often a pair may meet
 * @returns the checked tournament, or every problem, each a {@link MindsportError} with its path
 * @example
 * ```ts
 * import { validateTournament } from 'mindsport/draughts';
 * const check = validateTournament({ players: ['Ann', 'Bo'], games: [{ white: 'Ann', black: 'Ann', result: '2-1' }] });
 * console.log(check.ok, check.problems.map((problem) => problem.code).join(' ')); // false GAME_AGAINST_SELF RESULT_UNKNOWN
 * ```
 */
export function validateTournament(
  tournament: DraughtsTournament,
  options: TournamentOptions = {},
): Validation<CheckedTournament> {
  const { meetingsPerPair } = readOptions<TournamentOptions>(options, ['meetingsPerPair']);
  return collectProblems((report) => {
    const meetings = meetingsPerPair ?? 1;
    if (!Number.isSafeInteger(meetings) || meetings < 1) {
      report(
        new MindsportError('OUT_OF_RANGE', `meetingsPerPair: ${show(meetings)} is not a whole number ≥ 1`, {
          path: ['meetingsPerPair'],
          value: meetings,
        }),
      );
    }
    if (!isRecord(tournament)) {
      report(
        new MindsportError('TOURNAMENT_INVALID', `${show(tournament)} is not a tournament object`, {
          value: tournament,
        }),
      );
      return { players: [], games: [] };
    }
    const players: string[] = [];
    const known = new Map<string, number>();
    if (!Array.isArray(tournament.players)) {
      report(
        new MindsportError('PLAYERS_NOT_A_LIST', `players: ${show(tournament.players)} is not a list`, {
          path: ['players'],
          value: tournament.players,
        }),
      );
    } else {
      for (const [index, name] of tournament.players.entries()) {
        if (typeof name !== 'string' || name.trim() === '') {
          report(
            new MindsportError(
              'PLAYER_NAME_INVALID',
              `players[${index}]: ${show(name)} is not a player name`,
              {
                path: ['players', index],
                value: name,
              },
            ),
          );
        } else if (known.has(name)) {
          report(
            new MindsportError(
              'PLAYER_DUPLICATE',
              `players[${index}]: ${show(name)} is already listed as players[${known.get(name)}]`,
              { path: ['players', index], value: name },
            ),
          );
        } else {
          known.set(name, index);
          players.push(name);
        }
      }
    }
    const games: CheckedGame[] = [];
    if (!Array.isArray(tournament.games)) {
      report(
        new MindsportError('GAMES_NOT_A_LIST', `games: ${show(tournament.games)} is not a list`, {
          path: ['games'],
          value: tournament.games,
        }),
      );
      return { players, games };
    }
    // Numeric keys: string keys built per game made checking a large round robin slow.
    const playerCount = Array.isArray(tournament.players) ? tournament.players.length : 0;
    const pairSeen = new Map<number, { readonly index: number; readonly round: number | undefined }[]>();
    const roundSeen = new Map<number, Map<number, number>>();
    for (const [index, game] of (tournament.games as readonly unknown[]).entries()) {
      const path = ['games', index] as const;
      if (!isRecord(game)) {
        report(
          new MindsportError('GAME_INVALID', `game ${index}: ${show(game)} is not a game`, {
            path,
            value: game,
          }),
        );
        continue;
      }
      let valid = true;
      for (const colour of ['white', 'black'] as const) {
        const name = game[colour];
        if (typeof name !== 'string' || !known.has(name)) {
          valid = false;
          report(
            new MindsportError(
              'PLAYER_UNKNOWN',
              `game ${index}: ${colour} ${show(name)} is not in the players list`,
              {
                path: [...path, colour],
                value: name,
              },
            ),
          );
        }
      }
      const white = game.white as string;
      const black = game.black as string;
      if (valid && white === black) {
        valid = false;
        report(
          new MindsportError(
            'GAME_AGAINST_SELF',
            `game ${index}: ${show(white)} cannot play against themself`,
            {
              path: [...path, 'black'],
              value: black,
            },
          ),
        );
      }
      let result: DraughtsResult | undefined;
      try {
        result = parseResult(game.result as string, [...path, 'result']);
      } catch (error) {
        valid = false;
        report(error as MindsportError);
      }
      const round = game.round as number | undefined;
      if (round !== undefined && (typeof round !== 'number' || !Number.isSafeInteger(round) || round < 1)) {
        valid = false;
        report(
          new MindsportError(
            'ROUND_INVALID',
            `game ${index}: round ${show(round)} is not a whole number ≥ 1`,
            {
              path: [...path, 'round'],
              value: round,
            },
          ),
        );
      }
      if (game.reason !== undefined && typeof game.reason !== 'string') {
        valid = false;
        report(
          new MindsportError('REASON_INVALID', `game ${index}: reason ${show(game.reason)} is not a text`, {
            path: [...path, 'reason'],
            value: game.reason,
          }),
        );
      }
      if (!valid || result === undefined) continue;
      const whiteIndex = known.get(white) as number;
      const blackIndex = known.get(black) as number;
      const pair = Math.min(whiteIndex, blackIndex) * playerCount + Math.max(whiteIndex, blackIndex);
      const earlier = pairSeen.get(pair) ?? [];
      const sameRound =
        round === undefined ? undefined : earlier.find((other) => other.round === round)?.index;
      if (earlier.length >= meetings || sameRound !== undefined) {
        const other = sameRound ?? (earlier[earlier.length - 1]?.index as number);
        report(
          new MindsportError(
            'GAME_LISTED_TWICE',
            `game ${index}: ${show(white)} – ${show(black)} is listed twice (also game ${other})`,
            { path, value: game },
          ),
        );
        continue;
      }
      if (round !== undefined) {
        let clash = false;
        const inRound = roundSeen.get(round) ?? new Map<number, number>();
        for (const name of [white, black]) {
          const other = inRound.get(known.get(name) as number);
          if (other !== undefined) {
            clash = true;
            report(
              new MindsportError(
                'PLAYER_TWICE_IN_ROUND',
                `game ${index}: ${show(name)} already plays game ${other} in round ${round}`,
                { path, value: game },
              ),
            );
          }
        }
        if (clash) continue;
        inRound.set(whiteIndex, index);
        inRound.set(blackIndex, index);
        roundSeen.set(round, inRound);
      }
      earlier.push({ index, round });
      pairSeen.set(pair, earlier);
      games.push(
        round === undefined ? { white, black, result, index } : { white, black, result, round, index },
      );
    }
    return { players, games };
  });
}

/**
 * Checks a tournament like {@link validateTournament} and throws on the first problem.
 *
 * @param tournament - players and games
 * @param options - how often a pair may meet
 * @returns the checked tournament
 * @throws {@link MindsportError} the first problem (all of them in `problems`): `RESULT_UNKNOWN`,
 *   `PLAYER_UNKNOWN`, `PLAYER_DUPLICATE`, `GAME_AGAINST_SELF`, `GAME_LISTED_TWICE`, `PLAYER_TWICE_IN_ROUND`, …
 * @example
 * ```ts
 * import { checkTournament } from 'mindsport/draughts';
 * const checked = checkTournament({ players: ['Ann', 'Bo'], games: [{ white: 'Ann', black: 'Bo', result: '1+ - 1-' }] });
 * console.log(checked.games[0]?.result); // 1+-1-
 * ```
 */
export function checkTournament(
  tournament: DraughtsTournament,
  options: TournamentOptions = {},
): CheckedTournament {
  return unwrapValidation(validateTournament(tournament, readOptions(options, ['meetingsPerPair'])));
}

/**
 * Adds up each player's points and plus/minus marks (seed 004 "Algemeen": "Indien de
 * partij in remise eindigt verwerven beide spelers één punt…").
 *
 * @param players - the players, in the order wanted
 * @param games - checked games
 * @returns one score per player, in the order of `players`
 * @example
 * ```ts
 * import { scoreGames } from 'mindsport/draughts';
 * const [ann] = scoreGames(['Ann', 'Bo'], [{ white: 'Ann', black: 'Bo', result: '1+-1-', index: 0 }]);
 * console.log(ann?.points, ann?.saldo); // 1 1
 * ```
 */
export function scoreGames(
  players: readonly string[],
  games: readonly Pick<CheckedGame, 'white' | 'black' | 'result'>[],
): PlayerScore[] {
  const totals = new Map<string, { -readonly [K in keyof PlayerScore]: PlayerScore[K] }>();
  for (const player of players) {
    totals.set(player, {
      player,
      games: 0,
      points: 0,
      plus: 0,
      minus: 0,
      saldo: 0,
      wins: 0,
      draws: 0,
      losses: 0,
      doubleForfeits: 0,
    });
  }
  for (const game of games) {
    const details = resultDetails(game.result);
    for (const colour of ['white', 'black'] as const) {
      const total = totals.get(game[colour]);
      if (total === undefined) continue;
      const score = details[colour];
      total.games += 1;
      total.points += score.points;
      total.plus += score.plus;
      total.minus += score.minus;
      total.saldo += score.plus - score.minus;
      if (game.result === '0-0') total.doubleForfeits += 1;
      else if (score.points === 2) total.wins += 1;
      else if (score.points === 0) total.losses += 1;
      else if (score.plus === 0 && score.minus === 0) total.draws += 1;
    }
  }
  return players.map((player) => Object.freeze({ ...(totals.get(player) as PlayerScore) }));
}
