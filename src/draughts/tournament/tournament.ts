/**
 * The draughts tournament document (API.md §1): players with an id, the games, and what the
 * event records beside them (the prize fund, the barrages played), with its validator.
 *
 * @module
 */
import {
  checkBoolean,
  checkFields,
  checkInteger,
  checkList,
  checkRecord,
  checkString,
  collectProblems,
  type ErrorPath,
  type Fraction,
  type MindsportError,
  problemAt,
  type Report,
  show,
  unwrapValidation,
  type Validation,
} from '../../core/internal.js';
import { type DraughtsGameResult, isDraughtsResult, parseResult } from '../game/result.js';
import { readAmount } from './place-values.js';

/**
 * A player of a draughts tournament.
 *
 * @category Documents
 */
export interface DraughtsPlayer {
  /** The player's id, unique in the document: every game names its players by id. */
  readonly id: string;
  /** The name shown on results; the id when absent. */
  readonly name?: string;
  /**
   * Already qualified for the world championship (seed 004 "Rechten": the WK place goes to
   * the best player not yet qualified). Default false: a document that marks nobody means
   * nobody is qualified yet.
   */
  readonly alreadyQualified?: boolean;
  /**
   * A guest (a foreign participant; in the seed's 2009 text, Alexander Baljakin): plays,
   * ranks, takes prizes and plays barrages like everyone, but his place is left out when the
   * (grand)master points are awarded (seed 004 "Meester- en grootmeesterpunten"). Default false.
   */
  readonly guest?: boolean;
  /** The caller's own data; never read. */
  readonly extra?: unknown;
}

/**
 * One game of a tournament, as a director types it.
 *
 * @category Documents
 */
export interface DraughtsGame {
  /** The id of the player with the white pieces. */
  readonly white: string;
  /** The id of the player with the black pieces. */
  readonly black: string;
  /** The result, in any spelling {@link parseResult} reads (`'2-0'`, `'1+ - 1-'`, …). */
  readonly result: DraughtsGameResult | string;
  /** The round (a whole number ≥ 1), when known: a player plays at most once per round. */
  readonly round?: number;
  /** Why the game ended (forfeit, agreement…): kept for people, never changes points (spec §6 Decision 1). */
  readonly reason?: string;
  /** The caller's own data; never read. */
  readonly extra?: unknown;
}

/**
 * One game of a barrage.
 *
 * @category Documents
 */
export interface DraughtsBarrageGame {
  /** The id of the player with the white pieces. */
  readonly white: string;
  /** The id of the player with the black pieces. */
  readonly black: string;
  /** The result, in any spelling {@link parseResult} reads. */
  readonly result: DraughtsGameResult | string;
  /** The caller's own data; never read. */
  readonly extra?: unknown;
}

/**
 * A barrage played after the last round (seed 004 "Eindstand" 2): the tied players and the
 * games in the order played.
 *
 * @category Documents
 */
export interface DraughtsBarrage {
  /** The ids of the tied players who play it: exactly one group the standings leave tied. */
  readonly players: readonly string[];
  /** The barrage games, in the order played. */
  readonly games: readonly DraughtsBarrageGame[];
  /** The caller's own data; never read. */
  readonly extra?: unknown;
}

/**
 * A draughts tournament (a round robin, or any event): the players, the games, and what the
 * event records beside them.
 *
 * @category Documents
 */
export interface DraughtsTournament {
  /** The JSON Schema of the document, for editors (`draughts-event.schema.json`); never read. */
  readonly $schema?: string;
  /**
   * Every player once, in the order kept inside a tie (spec §6 Decision 3), e.g. the
   * pairing numbers. Players without games (yet) may be listed.
   */
  readonly players: readonly DraughtsPlayer[];
  /** The games played, in any order. */
  readonly games: readonly DraughtsGame[];
  /**
   * How often the same two players may meet: 1 (default) for a single round robin, 2 for a
   * double round robin. A pair meeting more often is a game listed twice.
   */
  readonly meetingsPerPair?: number;
  /**
   * The prize for place 1, 2, … (seed 004 "Rechten": "Aan elke plaats in de eindrangschikking
   * is een geldprijs verbonden"): numbers or decimal texts (`'187.50'`), never percentages.
   */
  readonly prizes?: readonly (number | string)[];
  /** The barrages played after the last round, each by one group of tied players. */
  readonly barrages?: readonly DraughtsBarrage[];
  /** The caller's own data; never read. */
  readonly extra?: unknown;
}

/** A player as the library reads it. */
export interface IndexedPlayer {
  readonly id: string;
  readonly name: string;
  readonly alreadyQualified: boolean;
  readonly guest: boolean;
}

/** A game as the library reads it: the result in compact notation. */
export interface IndexedGame {
  readonly white: string;
  readonly black: string;
  readonly result: DraughtsGameResult;
  readonly round: number | undefined;
  /** Its index in the document's games. */
  readonly index: number;
}

/** A recorded barrage as the library reads it. */
export interface IndexedBarrage {
  readonly players: readonly string[];
  readonly games: readonly IndexedGame[];
  /** Its index in the document's barrages. */
  readonly index: number;
}

/** A tournament after its check: what every result reads. */
export interface IndexedTournament {
  readonly players: readonly IndexedPlayer[];
  readonly games: readonly IndexedGame[];
  readonly prizes: readonly Fraction[];
  readonly barrages: readonly IndexedBarrage[];
  /** The highest round a game names, or null when no game names one. */
  readonly lastRound: number | null;
}

const TOURNAMENT_FIELDS = ['$schema', 'players', 'games', 'meetingsPerPair', 'prizes', 'barrages'];
const PLAYER_FIELDS = ['id', 'name', 'alreadyQualified', 'guest'];
const GAME_FIELDS = ['white', 'black', 'result', 'round', 'reason'];
const BARRAGE_GAME_FIELDS = ['white', 'black', 'result'];

/**
 * Checks a draughts tournament and reports every problem at once: the shape of every field
 * (an unknown field is `UNKNOWN_FIELD` naming the nearest known one; `extra` holds your own
 * data), ids listed once (`DUPLICATE_ID`) and known where a game names them (`UNKNOWN_ID`),
 * results in the seed's notation (`BAD_RESULT`), a player against themself
 * (`SELF_PAIRING`), a pair meeting more often than `meetingsPerPair` or twice in one round
 * (`DUPLICATE_GAME`), a player in two games of one round (`PLAYER_TWICE_IN_ROUND`), prizes
 * that are not amounts (`BAD_AMOUNT`, `NEGATIVE_AMOUNT`) and barrages of fewer than two
 * players (`NOT_A_TIE`). Never throws for bad data.
 *
 * @category Documents
 * @param tournament - the document
 * @returns the document, or every problem with its path
 * @example
 * ```ts
 * import { validateDraughtsTournament } from 'mindsport/draughts';
 * const check = validateDraughtsTournament({
 *   players: [{ id: 'ann' }, { id: 'bo' }],
 *   games: [{ white: 'ann', black: 'ann', result: '2-1' }],
 * });
 * console.log(check.problems.map((problem) => `${problem.code} ${problem.pointer}`));
 * // [ 'SELF_PAIRING /games/0/black', 'BAD_RESULT /games/0/result' ]
 * ```
 */
export function validateDraughtsTournament(tournament: unknown): Validation<DraughtsTournament> {
  return collectProblems((report) => {
    indexTournament(tournament, report);
    return tournament as DraughtsTournament;
  });
}

/**
 * Checks a draughts tournament like {@link validateDraughtsTournament} and throws the first
 * problem, with every problem attached.
 *
 * @category Documents
 * @param tournament - the document
 * @returns the document, typed
 * @throws `MindsportError` the first problem (all of them in `problems`)
 * @example
 * ```ts
 * import { assertDraughtsTournament } from 'mindsport/draughts';
 * try {
 *   assertDraughtsTournament({ players: [{ id: 'ann' }], games: [{ white: 'ann', black: 'bo', result: '1-1' }] });
 * } catch (error) {
 *   console.log((error as Error).message); // games[0].black: "bo" is not a player's id
 * }
 * ```
 */
export function assertDraughtsTournament(tournament: unknown): DraughtsTournament {
  return unwrapValidation(validateDraughtsTournament(tournament));
}

/**
 * The tournament as every result reads it; throws its first problem with all attached.
 *
 * @internal
 */
export function readTournament(tournament: unknown): IndexedTournament {
  return unwrapValidation(collectProblems((report) => indexTournament(tournament, report)));
}

/** Checks the document, reporting every problem, and indexes what passed. */
function indexTournament(tournament: unknown, report: Report): IndexedTournament {
  const empty: IndexedTournament = { players: [], games: [], prizes: [], barrages: [], lastRound: null };
  if (!checkRecord(tournament, [], report)) return empty;
  checkFields(tournament, TOURNAMENT_FIELDS, [], report, ['players', 'games']);
  if (tournament.$schema !== undefined) checkString(tournament.$schema, ['$schema'], report);
  let meetings = 1;
  if (tournament.meetingsPerPair !== undefined) {
    if (checkInteger(tournament.meetingsPerPair, ['meetingsPerPair'], report, { min: 1 })) {
      meetings = tournament.meetingsPerPair;
    }
  }
  const players = indexPlayers(tournament.players, report);
  const known = new Map(players.map((player, index) => [player.id, index]));
  const games = indexGames(tournament.games, known, meetings, report);
  const prizes = indexPrizes(tournament.prizes, report);
  const barrages = indexBarrages(tournament.barrages, known, report);
  let lastRound: number | null = null;
  for (const game of games)
    if (game.round !== undefined && game.round > (lastRound ?? 0)) lastRound = game.round;
  return { players, games, prizes, barrages, lastRound };
}

function indexPlayers(list: unknown, report: Report): IndexedPlayer[] {
  if (list === undefined || !checkList(list, ['players'], report)) return [];
  const players: IndexedPlayer[] = [];
  const seen = new Map<string, number>();
  list.forEach((player, index) => {
    const path = ['players', index];
    if (!checkRecord(player, path, report)) return;
    checkFields(player, PLAYER_FIELDS, path, report, ['id']);
    const { id, name, alreadyQualified, guest } = player;
    if (name !== undefined) checkString(name, [...path, 'name'], report);
    if (alreadyQualified !== undefined) checkBoolean(alreadyQualified, [...path, 'alreadyQualified'], report);
    if (guest !== undefined) checkBoolean(guest, [...path, 'guest'], report);
    if (id === undefined || !checkString(id, [...path, 'id'], report)) return;
    const other = seen.get(id);
    if (other !== undefined) {
      report(
        problemAt('DUPLICATE_ID', [...path, 'id'], id, `${show(id)} is already the id of players[${other}]`),
      );
      return;
    }
    seen.set(id, index);
    players.push({
      id,
      name: typeof name === 'string' ? name : id,
      alreadyQualified: alreadyQualified === true,
      guest: guest === true,
    });
  });
  return players;
}

/** A player reference of a game: a known id, else `UNKNOWN_ID` (or `NOT_A_STRING`). */
function checkPlayerId(
  value: unknown,
  path: ErrorPath,
  known: ReadonlyMap<string, number>,
  report: Report,
): boolean {
  if (value === undefined || !checkString(value, path, report)) return false;
  if (known.has(value)) return true;
  report(problemAt('UNKNOWN_ID', path, value, `${show(value)} is not a player's id`));
  return false;
}

/** The players and the result of one game (tournament or barrage), or undefined after its problems. */
function readGame(
  game: unknown,
  path: ErrorPath,
  fields: readonly string[],
  known: ReadonlyMap<string, number>,
  report: Report,
): { white: string; black: string; result: DraughtsGameResult; record: Record<string, unknown> } | undefined {
  if (!checkRecord(game, path, report)) return undefined;
  checkFields(game, fields, path, report, ['white', 'black', 'result']);
  const whiteKnown = checkPlayerId(game.white, [...path, 'white'], known, report);
  const blackKnown = checkPlayerId(game.black, [...path, 'black'], known, report);
  let valid = whiteKnown && blackKnown;
  if (valid && game.white === game.black) {
    valid = false;
    report(
      problemAt(
        'SELF_PAIRING',
        [...path, 'black'],
        game.black,
        `${show(game.black)} cannot play against themself`,
      ),
    );
  }
  let result: DraughtsGameResult | undefined;
  if (game.result !== undefined) {
    try {
      result = isDraughtsResult(game.result)
        ? game.result
        : parseResult(game.result as string, [...path, 'result']);
    } catch (error) {
      report(error as MindsportError);
    }
  }
  if (!valid || result === undefined) return undefined;
  return { white: game.white as string, black: game.black as string, result, record: game };
}

function indexGames(
  list: unknown,
  known: ReadonlyMap<string, number>,
  meetings: number,
  report: Report,
): IndexedGame[] {
  if (list === undefined || !checkList(list, ['games'], report)) return [];
  const games: IndexedGame[] = [];
  const clashes = new GameClashes(known.size, meetings);
  list.forEach((game, index) => {
    const path = ['games', index];
    const read = readGame(game, path, GAME_FIELDS, known, report);
    const record = game as Record<string, unknown> | null;
    let round: number | undefined;
    if (record !== null && typeof record === 'object' && record.round !== undefined) {
      if (checkInteger(record.round, [...path, 'round'], report, { min: 1 })) round = record.round as number;
      else return;
    }
    if (record !== null && typeof record === 'object' && record.reason !== undefined) {
      if (!checkString(record.reason, [...path, 'reason'], report, true)) return;
    }
    if (read === undefined) return;
    const white = known.get(read.white) as number;
    const black = known.get(read.black) as number;
    if (!clashes.accept(white, black, round, index, read, report)) return;
    games.push({ white: read.white, black: read.black, result: read.result, round, index });
  });
  return games;
}

/**
 * The pairs and rounds seen so far: a pair meeting more often than allowed or twice in a
 * round is `DUPLICATE_GAME`, a player in two games of a round `PLAYER_TWICE_IN_ROUND`.
 * A pair is one number, `min · players + max` of its two players' indices.
 */
class GameClashes {
  private readonly pairs = new Map<
    number,
    { readonly index: number; readonly round: number | undefined }[]
  >();
  private readonly rounds = new Map<number, Map<number, number>>();

  constructor(
    private readonly playerCount: number,
    private readonly meetings: number,
  ) {}

  accept(
    white: number,
    black: number,
    round: number | undefined,
    index: number,
    game: { readonly white: string; readonly black: string; readonly record: unknown },
    report: Report,
  ): boolean {
    const path = ['games', index];
    const pair = Math.min(white, black) * this.playerCount + Math.max(white, black);
    const earlier = this.pairs.get(pair) ?? [];
    const sameRound = round === undefined ? undefined : earlier.find((other) => other.round === round)?.index;
    if (earlier.length >= this.meetings || sameRound !== undefined) {
      const other = sameRound ?? (earlier[earlier.length - 1]?.index as number);
      report(
        problemAt(
          'DUPLICATE_GAME',
          path,
          game.record,
          `${show(game.white)} – ${show(game.black)} is listed twice (also games[${other}])`,
        ),
      );
      return false;
    }
    if (
      round !== undefined &&
      !this.acceptRound(round, [white, black], [game.white, game.black], index, game.record, report)
    ) {
      return false;
    }
    earlier.push({ index, round });
    this.pairs.set(pair, earlier);
    return true;
  }

  private acceptRound(
    round: number,
    players: readonly [number, number],
    ids: readonly [string, string],
    index: number,
    record: unknown,
    report: Report,
  ): boolean {
    const inRound = this.rounds.get(round) ?? new Map<number, number>();
    let clash = false;
    players.forEach((player, side) => {
      const other = inRound.get(player);
      if (other === undefined) return;
      clash = true;
      report(
        problemAt(
          'PLAYER_TWICE_IN_ROUND',
          ['games', index],
          record,
          `${show(ids[side])} already plays games[${other}] in round ${round}`,
        ),
      );
    });
    if (clash) return false;
    for (const player of players) inRound.set(player, index);
    this.rounds.set(round, inRound);
    return true;
  }
}

function indexPrizes(list: unknown, report: Report): Fraction[] {
  if (list === undefined || !checkList(list, ['prizes'], report)) return [];
  const prizes: Fraction[] = [];
  list.forEach((value, index) => {
    const amount = readAmount(value, ['prizes', index], report);
    if (amount !== undefined) prizes.push(amount);
  });
  return prizes;
}

function indexBarrages(list: unknown, known: ReadonlyMap<string, number>, report: Report): IndexedBarrage[] {
  if (list === undefined || !checkList(list, ['barrages'], report)) return [];
  const barrages: IndexedBarrage[] = [];
  list.forEach((barrage, index) => {
    const path = ['barrages', index];
    if (!checkRecord(barrage, path, report)) return;
    checkFields(barrage, ['players', 'games'], path, report, ['players', 'games']);
    const players = barragePlayers(barrage.players, [...path, 'players'], known, report);
    const games: IndexedGame[] = [];
    if (barrage.games !== undefined && checkList(barrage.games, [...path, 'games'], report)) {
      barrage.games.forEach((game, gameIndex) => {
        const read = readGame(game, [...path, 'games', gameIndex], BARRAGE_GAME_FIELDS, known, report);
        if (read !== undefined) {
          games.push({
            white: read.white,
            black: read.black,
            result: read.result,
            round: undefined,
            index: gameIndex,
          });
        }
      });
    }
    if (players !== undefined) barrages.push({ players, games, index });
  });
  return barrages;
}

function barragePlayers(
  list: unknown,
  path: ErrorPath,
  known: ReadonlyMap<string, number>,
  report: Report,
): string[] | undefined {
  if (list === undefined || !checkList(list, path, report)) return undefined;
  const players: string[] = [];
  let valid = true;
  list.forEach((id, index) => {
    if (!checkPlayerId(id, [...path, index], known, report)) valid = false;
    else if (players.includes(id as string)) {
      valid = false;
      report(
        problemAt('DUPLICATE_ID', [...path, index], id, `${show(id)} is already listed in this barrage`),
      );
    } else players.push(id as string);
  });
  if (valid && players.length < 2) {
    valid = false;
    report(
      problemAt('NOT_A_TIE', path, list, `${show(list)}: a barrage is played by two or more tied players`),
    );
  }
  return valid ? players : undefined;
}
