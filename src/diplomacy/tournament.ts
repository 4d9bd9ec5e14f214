/**
 * The tournament document (seed 003 §1, §3, §4): its types, its check, and what every
 * tournament function reads from it once checked (the games each player played, scored).
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
  describePath,
  type ErrorPath,
  Fraction,
  MindsportError,
  problemAt,
  type Report,
  readOptions,
  show,
  THROW,
  unwrapValidation,
  type Validation,
} from '../core/internal.js';
import type { DiplomacyGameResult, DiplomacyPowerResult } from './game.js';
import { POWERS, type Power } from './powers.js';
import type { Scorer } from './scores.js';
import { checkGameResult } from './validate.js';

/**
 * A player of a Diplomacy tournament (seed §1b: one may play any number of rounds).
 *
 * @category Documents
 */
export interface DiplomacyPlayer {
  /** Unique id; game results name the player by it (`powers.austria.player`). */
  readonly id: string;
  /** Display name; the id when omitted. */
  readonly name?: string;
  /**
   * The player withdrew: ranked below every player who did not, whatever the score
   * (seed §11 "vil automatisk bli rangert lavest"; decision 12).
   */
  readonly withdrawn?: boolean;
  /** The caller's own data, ignored by the library. */
  readonly extra?: unknown;
}

/**
 * One board of one round: its number (1 = top board in the final round) and its result.
 *
 * @category Documents
 */
export interface DiplomacyBoard {
  /** Board number within the round, 1, 2, …; in the final round board 1 is the top board (seed §3b). */
  readonly board: number;
  /** The game, each power naming its player by id. */
  readonly game: DiplomacyGameResult;
  /** The caller's own data, ignored by the library. */
  readonly extra?: unknown;
}

/**
 * One round of a tournament. The order of rounds and boards in the input never matters.
 *
 * @category Documents
 */
export interface DiplomacyRound {
  /** Round number, 1, 2, … (seed §1a: rounds 1–3 qualify, round 4 is the final round). */
  readonly round: number;
  /** The boards played. */
  readonly boards: readonly DiplomacyBoard[];
  /** The caller's own data, ignored by the library. */
  readonly extra?: unknown;
}

/**
 * A team of the team event (seed §4a: 4 players).
 *
 * @category Documents
 */
export interface DiplomacyTeam {
  /** Team name, unique. */
  readonly name: string;
  /** Player ids of the members. */
  readonly members: readonly string[];
  /** The caller's own data, ignored by the library. */
  readonly extra?: unknown;
}

/**
 * A Diplomacy tournament's results, plain JSON (seed §1, §3, §4); described for forms and
 * editors by `schemas/diplomacy-event.schema.json`.
 *
 * @category Documents
 */
export interface DiplomacyTournament {
  /** The schema the file follows, for editors; not read. */
  readonly $schema?: string;
  /** Every player, each once. */
  readonly players: readonly DiplomacyPlayer[];
  /** The rounds played so far, in any order. */
  readonly rounds: readonly DiplomacyRound[];
  /**
   * Players present for the final round, for {@link diplomacyFinalBoards}; default every
   * player who has not withdrawn (decision 10).
   */
  readonly finalRoundEntrants?: readonly string[];
  /**
   * The top board's power-choice order, player ids, first chooser first (seed §3b; see
   * {@link powerChoiceOrder}). Required when top-board players tie on centres (decision 9).
   */
  readonly topBoardChoiceOrder?: readonly string[];
  /**
   * A recorded lot: player ids in the order drawn, used only to settle a shared
   * qualification place that spans a board cut (decision 10).
   */
  readonly lot?: readonly string[];
  /** Teams of the team event (seed §4). */
  readonly teams?: readonly DiplomacyTeam[];
  /** The round whose games count for the team event (seed §4a: Saturday morning, round 2); decision 13. */
  readonly teamRound?: number;
  /** The caller's own data, ignored by the library. */
  readonly extra?: unknown;
}

const TOURNAMENT_FIELDS = [
  '$schema',
  'players',
  'rounds',
  'finalRoundEntrants',
  'topBoardChoiceOrder',
  'lot',
  'teams',
  'teamRound',
];

/** Player id → index in `players`, for the checks of the references. */
type PlayerIndex = ReadonlyMap<string, number>;

/**
 * Checks a tournament and returns every problem at once, each with its path: only known
 * fields on every object (`extra` holds the caller's own data), unique player ids, round
 * numbers and board numbers; every game valid (see {@link validateDiplomacyGameResult}) with
 * every power played by a known player; no player on two boards of one round; choice order,
 * lot, entrants and teams naming known players, each once. One problem never hides another:
 * a player with a repeated id still has the other fields checked, a board with a bad number
 * still seats its players, a team with a bad name still has its members checked.
 *
 * @category Documents
 * @param input - a value that should be a {@link DiplomacyTournament}
 * @returns `{ ok: true, value }` or `{ ok: false, problems }`
 * @example
 * ```ts
 * import { validateDiplomacyTournament } from 'mindsport/diplomacy';
 * const { problems } = validateDiplomacyTournament({ players: [{ id: 'kari' }, { id: 'kari' }], rounds: [] });
 * console.log(problems[0]?.code, problems[0]?.message); // DUPLICATE_ID players[1].id: "kari" is the id of players[0] too
 * ```
 */
export function validateDiplomacyTournament(input: unknown): Validation<DiplomacyTournament> {
  return collectProblems((report) => {
    checkTournament(input, report);
    return input as DiplomacyTournament;
  });
}

/**
 * Returns the tournament if valid, else throws its first problem with all of them attached.
 *
 * @category Documents
 * @param input - a value that should be a {@link DiplomacyTournament}
 * @returns the same value, typed
 * @throws {@link mindsport!MindsportError} the first problem found by {@link validateDiplomacyTournament}
 * @example
 * ```ts
 * import { assertDiplomacyTournament } from 'mindsport/diplomacy';
 * console.log(assertDiplomacyTournament({ players: [{ id: 'kari' }], rounds: [] }).players.length); // 1
 * ```
 */
export function assertDiplomacyTournament(input: unknown): DiplomacyTournament {
  return unwrapValidation(validateDiplomacyTournament(input));
}

function checkTournament(input: unknown, report: Report): void {
  if (!checkRecord(input, [], report)) return;
  checkFields(input, TOURNAMENT_FIELDS, [], report, ['players', 'rounds']);
  if (input.$schema !== undefined) checkString(input.$schema, ['$schema'], report);
  const known = input.players === undefined ? new Map<string, number>() : checkPlayers(input.players, report);
  if (input.rounds !== undefined) checkRounds(input.rounds, known, report);
  checkIdList(input.finalRoundEntrants, ['finalRoundEntrants'], known, 'final-round entrants', report);
  checkIdList(input.topBoardChoiceOrder, ['topBoardChoiceOrder'], known, 'top-board choice order', report);
  checkIdList(input.lot, ['lot'], known, 'lot', report);
  if (input.teams !== undefined) checkTeams(input.teams, known, report);
  if (input.teamRound !== undefined) checkInteger(input.teamRound, ['teamRound'], report, { min: 1 });
  // An empty team list is no team event, so it needs no team round.
  if (input.teamRound === undefined && Array.isArray(input.teams) && input.teams.length > 0) {
    report(
      problemAt('TEAM_ROUND_REQUIRED', ['teamRound'], undefined, 'teams need the team round (seed §4a)'),
    );
  }
}

/** The players: each an object with a unique id; returns the index of the ids. */
function checkPlayers(players: unknown, report: Report): PlayerIndex {
  const known = new Map<string, number>();
  if (!checkList(players, ['players'], report)) return known;
  for (const [index, player] of players.entries()) {
    const path = ['players', index];
    if (!checkRecord(player, path, report)) continue;
    checkFields(player, ['id', 'name', 'withdrawn'], path, report, ['id']);
    if (player.id !== undefined && checkString(player.id, [...path, 'id'], report)) {
      noteUnique(
        known,
        player.id,
        index,
        [...path, 'id'],
        (first) => `${show(player.id)} is the id of players[${first}] too`,
        report,
      );
    }
    // The other fields are checked whatever the id: a repeated or bad id hides nothing else.
    if (player.name !== undefined) checkString(player.name, [...path, 'name'], report, true);
    if (player.withdrawn !== undefined) checkBoolean(player.withdrawn, [...path, 'withdrawn'], report);
  }
  return known;
}

/** Where each player sat last: the round's index in the list and the board's index in it. */
interface Seats {
  readonly round: Int32Array;
  readonly board: Int32Array;
}

function checkRounds(rounds: unknown, known: PlayerIndex, report: Report): void {
  if (!checkList(rounds, ['rounds'], report)) return;
  const numbers = new Map<number, number>();
  const seats: Seats = { round: new Int32Array(known.size).fill(-1), board: new Int32Array(known.size) };
  for (const [roundIndex, round] of rounds.entries()) {
    const path = ['rounds', roundIndex];
    if (!checkRecord(round, path, report)) continue;
    checkFields(round, ['round', 'boards'], path, report, ['round', 'boards']);
    const number = round.round;
    if (number !== undefined && checkInteger(number, [...path, 'round'], report, { min: 1 })) {
      noteUnique(
        numbers,
        number,
        roundIndex,
        [...path, 'round'],
        (first) => `round ${number} is rounds[${first}] too`,
        report,
      );
    }
    if (round.boards !== undefined && checkList(round.boards, [...path, 'boards'], report)) {
      checkBoards(round.boards, roundIndex, known, seats, report);
    }
  }
}

function checkBoards(
  boards: readonly unknown[],
  roundIndex: number,
  known: PlayerIndex,
  seats: Seats,
  report: Report,
): void {
  const numbers = new Map<number, number>();
  for (const [boardIndex, board] of boards.entries()) {
    if (!checkBoardShape(board, roundIndex, boardIndex, report)) continue;
    const { board: number, game } = board as { board: unknown; game: unknown };
    if (typeof number === 'number' && Number.isSafeInteger(number) && number >= 1) {
      const path = ['rounds', roundIndex, 'boards', boardIndex, 'board'];
      noteUnique(
        numbers,
        number,
        boardIndex,
        path,
        (first) => `board ${number} is boards[${first}] of this round too`,
        report,
      );
    }
    const gamePath = (): ErrorPath => ['rounds', roundIndex, 'boards', boardIndex, 'game'];
    if (game === undefined || !checkGameResult(game, gamePath(), report)) continue;
    checkSeats(game, roundIndex, boardIndex, known, seats, boards, report);
  }
}

/** A board's own fields; true when the board is an object (its game is checked next). */
function checkBoardShape(board: unknown, roundIndex: number, boardIndex: number, report: Report): boolean {
  const path = ['rounds', roundIndex, 'boards', boardIndex];
  if (!checkRecord(board, path, report)) return false;
  checkFields(board, ['board', 'game'], path, report, ['board', 'game']);
  if (board.board !== undefined) checkInteger(board.board, [...path, 'board'], report, { min: 1 });
  return true;
}

/** Every power of a valid game played by a known player, no player on two boards of a round. */
function checkSeats(
  game: DiplomacyGameResult,
  roundIndex: number,
  boardIndex: number,
  known: PlayerIndex,
  seats: Seats,
  boards: readonly unknown[],
  report: Report,
): void {
  for (const power of POWERS) {
    const player = game.powers[power].player;
    const index = player === undefined ? undefined : known.get(player);
    if (index !== undefined && seats.round[index] !== roundIndex) {
      seats.round[index] = roundIndex;
      seats.board[index] = boardIndex;
      continue;
    }
    const path = ['rounds', roundIndex, 'boards', boardIndex, 'game', 'powers', power, 'player'];
    if (player === undefined) report(problemAt('MISSING_FIELD', path, undefined, `${power} has no player`));
    else if (index === undefined) {
      report(problemAt('UNKNOWN_ID', path, player, `${show(player)} is not a player of the tournament`));
    } else {
      const other = (boards[seats.board[index] as number] as Record<string, unknown> | undefined)?.board;
      report(
        problemAt(
          'PLAYER_ON_TWO_BOARDS',
          path,
          player,
          `${show(player)} plays ${power} here and also on board ${show(other)} of this round`,
        ),
      );
    }
  }
}

function checkIdList(list: unknown, path: ErrorPath, known: PlayerIndex, what: string, report: Report): void {
  if (list === undefined || !checkList(list, path, report)) return;
  const seen = new Map<string, number>();
  for (const [index, id] of list.entries()) {
    if (!checkString(id, [...path, index], report)) continue;
    if (!known.has(id)) {
      report(problemAt('UNKNOWN_ID', [...path, index], id, `${show(id)} in the ${what} is not a player`));
    } else
      noteUnique(
        seen,
        id,
        index,
        [...path, index],
        (first) => `${show(id)} is listed at [${first}] of the ${what} too`,
        report,
      );
  }
}

function checkTeams(teams: unknown, known: PlayerIndex, report: Report): void {
  if (!checkList(teams, ['teams'], report)) return;
  const names = new Map<string, number>();
  // Member id → the index of the first team listing the member.
  const inTeam = new Map<string, number>();
  for (const [index, team] of teams.entries()) {
    const path = ['teams', index];
    if (!checkRecord(team, path, report)) continue;
    checkFields(team, ['name', 'members'], path, report, ['name', 'members']);
    if (team.name !== undefined && checkString(team.name, [...path, 'name'], report)) {
      const name = team.name;
      const text = (first: number): string => `${show(name)} is the name of teams[${first}] too`;
      noteUnique(names, name, index, [...path, 'name'], text, report);
    }
    // Members are checked even under a bad team name: one problem hides no other.
    if (team.members === undefined) continue;
    checkIdList(team.members, [...path, 'members'], known, `team ${show(team.name)}`, report);
    if (!Array.isArray(team.members)) continue;
    for (const [memberIndex, member] of team.members.entries()) {
      if (typeof member !== 'string') continue;
      const other = inTeam.get(member);
      if (other === undefined) inTeam.set(member, index);
      else if (other !== index) {
        const otherName = (teams[other] as Record<string, unknown>).name;
        report(
          problemAt(
            'PLAYER_IN_TWO_TEAMS',
            [...path, 'members', memberIndex],
            member,
            `${show(member)} is also in team ${show(otherName)}`,
          ),
        );
      }
    }
  }
}

/** The name a result shows for a player: the `name`, else the id. @internal */
export function nameOf(player: DiplomacyPlayer): string {
  return player.name ?? player.id;
}

/** One game a player played, with its score. @internal */
export interface PlayedGame {
  readonly round: number;
  readonly board: number;
  readonly power: Power;
  readonly score: Fraction;
  readonly result: DiplomacyPowerResult;
  readonly game: DiplomacyGameResult;
}

/**
 * Scores every game once and lists each player's games, by player id. An error of the
 * scoring system (a year it needs, …) gets the path of the game in the tournament. @internal
 */
export function playedGames(tournament: DiplomacyTournament, scorer: Scorer): Map<string, PlayedGame[]> {
  const games = new Map<string, PlayedGame[]>();
  for (const player of tournament.players) games.set(player.id, []);
  for (const [roundIndex, round] of tournament.rounds.entries()) {
    for (const [boardIndex, board] of round.boards.entries()) {
      const game = board.game;
      const scores = scoreAt(scorer, game, ['rounds', roundIndex, 'boards', boardIndex, 'game']);
      for (const power of POWERS) {
        const result = game.powers[power];
        const list = games.get(result.player as string) as PlayedGame[];
        list.push({ round: round.round, board: board.board, power, score: scores[power], result, game });
      }
    }
  }
  return games;
}

function scoreAt(scorer: Scorer, game: DiplomacyGameResult, path: ErrorPath): ReturnType<Scorer> {
  try {
    return scorer(game);
  } catch (error) {
    if (!(error instanceof MindsportError)) throw error;
    // The scoring systems write `place: text`; the place becomes the game's place in the tournament.
    const place = `${describePath(error.path)}: `;
    const text = error.message.startsWith(place) ? error.message.slice(place.length) : error.message;
    THROW(problemAt(error.code, [...path, ...error.path], error.value, text));
    throw error;
  }
}

/**
 * The options of the results that can stop after a round (standings, qualification, best powers).
 *
 * @example
 * ```ts
 * const options: DiplomacyRoundOptions = { afterRound: 2 };
 * ```
 * @category Options
 */
export interface DiplomacyRoundOptions {
  /** Count only the rounds up to this one. */
  readonly afterRound?: number;
}

/** Reads `{ afterRound }` (API.md §3: nothing unknown is ignored). @internal */
export function readRoundOptions(options: unknown): DiplomacyRoundOptions {
  const read = readOptions<DiplomacyRoundOptions>(options, ['afterRound']);
  if (read.afterRound !== undefined)
    checkInteger(read.afterRound, ['options', 'afterRound'], THROW, { min: 1 });
  return read;
}

/** Reads options of a function that takes none (an unknown key is still `UNKNOWN_OPTION`). @internal */
export function readNoOptions(options: unknown): void {
  readOptions<Record<string, never>>(options, []);
}

/**
 * The tournament as it stood after round `afterRound` (every round when undefined), and the
 * round it stands after: the option, else the last round played (0 before any). @internal
 */
export function afterRoundOf(
  tournament: DiplomacyTournament,
  afterRound: number | undefined,
): { readonly tournament: DiplomacyTournament; readonly afterRound: number } {
  if (afterRound === undefined) {
    const last = tournament.rounds.reduce((most, round) => Math.max(most, round.round), 0);
    return { tournament, afterRound: last };
  }
  const rounds = tournament.rounds.filter((round) => round.round <= afterRound);
  return { tournament: { ...tournament, rounds }, afterRound };
}

/**
 * Notes that entry `index` of a list has `key`; when an earlier entry has it already, reports
 * `DUPLICATE_ID` at `path` with `text(first)`. The first entry stays the one named. @internal
 */
export function noteUnique<K extends string | number>(
  seen: Map<K, number>,
  key: K,
  index: number,
  path: ErrorPath,
  text: (first: number) => string,
  report: Report,
): void {
  const first = seen.get(key);
  if (first === undefined) seen.set(key, index);
  else report(problemAt('DUPLICATE_ID', path, key, text(first)));
}

/**
 * Freezes a result deeply, its `Fraction`s too (immutable already, frozen so that every
 * object of a result is). A result is a tree whose shared parts (Fractions, the rules' name)
 * are frozen already, so a frozen object is not walked again. @internal
 */
// CORE-CANDIDATE: core deepFreeze leaves class instances unfrozen; the contract asks every
// object of a result to be frozen, Fractions included.
export function freezeResult<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item !== 'object' || item === null || Object.isFrozen(item)) continue;
    Object.freeze(item);
    if (item instanceof Fraction) continue;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push(child);
  }
  return value;
}
