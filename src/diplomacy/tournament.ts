import { isRecord } from '../core/check.js';
import { deepFreeze } from '../core/freeze.js';
import {
  collectProblems,
  describePath,
  type ErrorPath,
  type Fraction,
  MindsportError,
  problemAt,
  readOptions,
  show,
  THROW,
  unwrapValidation,
  type Validation,
} from '../core/internal.js';
import { C_DIPLO_100, scoreCDiploValid } from './cdiplo.js';
import type { GameResult, PowerResult } from './game.js';
import { POWERS, type Power } from './powers.js';
import type { ScoringFunction } from './scores.js';
import { checkGameResultInDetail, isValidGameResult } from './validate.js';

/** A player of a Diplomacy tournament (seed §1b: one may play any number of rounds). */
export interface TournamentPlayer {
  /** Unique id; game results name the player by it (`PowerResult.player`). */
  readonly id: string;
  /** Display name. */
  readonly name?: string;
  /**
   * The player withdrew: ranked below every player who did not, whatever the score
   * (seed §11 "vil automatisk bli rangert lavest"; decision 12).
   */
  readonly withdrawn?: boolean;
}

/** One board of one round: its number (1 = top board in the final round) and its result. */
export interface TournamentBoard {
  /** Board number within the round, 1, 2, …; in the final round board 1 is the top board (seed §3b). */
  readonly board: number;
  /** The game, each power naming its player by id. */
  readonly game: GameResult;
}

/** One round of a tournament. The order of rounds and boards in the input never matters. */
export interface TournamentRound {
  /** Round number, 1, 2, … (seed §1a: rounds 1–3 qualify, round 4 is the final round). */
  readonly round: number;
  /** The boards played. */
  readonly boards: readonly TournamentBoard[];
}

/** A team of the team event (seed §4a: 4 players). */
export interface TournamentTeam {
  /** Team name, unique. */
  readonly name: string;
  /** Player ids of the members. */
  readonly members: readonly string[];
}

/** A Diplomacy tournament's results, plain JSON (seed §1, §3, §4). */
export interface Tournament {
  /** Every player, each once. */
  readonly players: readonly TournamentPlayer[];
  /** The rounds played so far, in any order. */
  readonly rounds: readonly TournamentRound[];
  /**
   * Players present for the final round, for {@link finalRoundBoards}; default every player
   * who has not withdrawn (decision 10).
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
  readonly teams?: readonly TournamentTeam[];
  /** The round whose games count for the team event (seed §4a: Saturday morning, round 2); decision 13. */
  readonly teamRound?: number;
}

/** A tournament format, as data: the Norwegian championship's is {@link NDF_2007}. */
export interface TournamentRules {
  /** Name, for display. */
  readonly name: string;
  /** The qualifying rounds (seed §3a: "De tre første rundene", 1–3). */
  readonly qualifyingRounds: readonly number[];
  /**
   * Weights of the best, second best, third best … qualifying results (seed §3a: the two
   * best and 50 % of the third: `['1', '1', '1/2']`); results beyond the list count 0.
   */
  readonly qualificationWeights: readonly string[];
  /** The final round (seed §1a: round 4). */
  readonly finalRound: number;
  /**
   * Bonus per board below the top in the final round, as a fraction of the total: board k of N
   * gets total × (1 + step × (N − k)) (seed §3c: 10 %; decision 6).
   */
  readonly boardBonusStep: string;
  /** Players per board (7). */
  readonly boardSize: number;
  /** Players per team (seed §4a: 4). */
  readonly teamSize: number;
}

/**
 * The rules of the Norwegian Diplomacy championship 2007 (seed 003 §3–4): rounds 1–3
 * qualify with best + second best + 50 % of the third, round 4 is the final round with a
 * 10 % bonus per board, teams of 4.
 *
 * @example
 * ```ts
 * import { NDF_2007 } from 'mindsport/diplomacy';
 * console.log(NDF_2007.qualificationWeights, NDF_2007.finalRound); // [ '1', '1', '1/2' ] 4
 * ```
 */
export const NDF_2007: TournamentRules = deepFreeze({
  name: 'NM i Diplomacy 2007 (Norsk Diplomacyforbund)',
  qualifyingRounds: [1, 2, 3],
  qualificationWeights: ['1', '1', '1/2'],
  finalRound: 4,
  boardBonusStep: '1/10',
  boardSize: 7,
  teamSize: 4,
});

/** Options of the tournament functions. */
export interface TournamentOptions {
  /** The tournament format; {@link NDF_2007} by default. */
  readonly rules?: TournamentRules;
  /** The game scoring system; C-Diplo 100 ({@link scoreCDiplo}) by default (seed §2). */
  readonly scoring?: ScoringFunction;
}

type Report = (problem: MindsportError) => void;

function problem(report: Report, code: string, path: ErrorPath, value: unknown, message: string): void {
  report(new MindsportError(code, `${describePath(path)}: ${message}`, { path, value }));
}

function checkIdList(
  report: Report,
  list: unknown,
  path: ErrorPath,
  known: { has(id: string): boolean },
  what: string,
): void {
  if (list === undefined) return;
  if (!Array.isArray(list)) {
    problem(report, 'NOT_A_LIST', path, list, `${what} must be a list of player ids`);
    return;
  }
  const seen = new Set<unknown>();
  list.forEach((id, index) => {
    if (typeof id !== 'string' || !known.has(id)) {
      problem(report, 'UNKNOWN_PLAYER', [...path, index], id, `${show(id)} in the ${what} is not a player`);
    } else if (seen.has(id)) {
      problem(report, 'DUPLICATE_PLAYER', [...path, index], id, `${show(id)} appears twice in the ${what}`);
    }
    seen.add(id);
  });
}

/**
 * Checks a tournament and returns every problem at once, each with its path: unique player
 * ids; unique round numbers and board numbers; every game valid (see
 * {@link validateGameResult}) with every power played by a known player; no player on two
 * boards of one round; choice order, lot, entrants and teams naming known players.
 *
 * @param input - a value that should be a {@link Tournament}
 * @returns `{ ok: true, value }` or `{ ok: false, problems }`
 * @example
 * ```ts
 * import { validateTournament } from 'mindsport/diplomacy';
 * console.log(validateTournament({ players: [{ id: 'kari' }, { id: 'kari' }], rounds: [] }).problems[0]?.code); // DUPLICATE_PLAYER
 * ```
 */
export function validateTournament(input: unknown): Validation<Tournament> {
  return collectProblems((report) => {
    if (!isRecord(input)) {
      problem(report, 'NOT_AN_OBJECT', [], input, 'a tournament must be an object');
      return input as Tournament;
    }
    // Player id → index; the seat checks below keep per-player arrays instead of a map per round.
    const known = new Map<string, number>();
    if (!Array.isArray(input.players)) {
      problem(report, 'NOT_A_LIST', ['players'], input.players, 'players must be a list');
    } else {
      input.players.forEach((player: unknown, index: number) => {
        if (!isRecord(player)) {
          problem(
            report,
            'BAD_PLAYER',
            ['players', index],
            player,
            `player ${show(player)} is not an object`,
          );
          return;
        }
        if (typeof player.id !== 'string' || player.id === '') {
          problem(
            report,
            'BAD_PLAYER',
            ['players', index, 'id'],
            player.id,
            `player id ${show(player.id)} is not a non-empty string`,
          );
        } else if (known.has(player.id)) {
          problem(
            report,
            'DUPLICATE_PLAYER',
            ['players', index, 'id'],
            player.id,
            `player id ${show(player.id)} is used twice`,
          );
        } else {
          known.set(player.id, known.size);
        }
        // The other fields are checked whatever the id: a repeated or bad id hides nothing else.
        if (player.name !== undefined && typeof player.name !== 'string') {
          problem(
            report,
            'BAD_PLAYER',
            ['players', index, 'name'],
            player.name,
            `name ${show(player.name)} is not a string`,
          );
        }
        if (player.withdrawn !== undefined && typeof player.withdrawn !== 'boolean') {
          problem(
            report,
            'BAD_PLAYER',
            ['players', index, 'withdrawn'],
            player.withdrawn,
            'withdrawn must be true or false',
          );
        }
      });
    }
    if (!Array.isArray(input.rounds)) {
      problem(report, 'NOT_A_LIST', ['rounds'], input.rounds, 'rounds must be a list');
    } else {
      const roundNumbers = new Set<number>();
      // Where each player (by index) last sat: the round's index in the list and the board's
      // index in that round (so a board with a bad number still counts as a seat).
      const seatRound = new Int32Array(known.size).fill(-1);
      const seatBoard = new Int32Array(known.size);
      input.rounds.forEach((round: unknown, roundIndex: number) => {
        const roundPath = ['rounds', roundIndex];
        if (!isRecord(round)) {
          problem(report, 'NOT_AN_OBJECT', roundPath, round, 'a round must be { round, boards: [...] }');
          return;
        }
        if (!Array.isArray(round.boards)) {
          problem(report, 'NOT_A_LIST', [...roundPath, 'boards'], round.boards, 'boards must be a list');
        }
        const number = round.round;
        if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
          problem(
            report,
            'BAD_ROUND',
            [...roundPath, 'round'],
            number,
            `round number ${show(number)} is not 1, 2, …`,
          );
        } else if (roundNumbers.has(number)) {
          problem(
            report,
            'DUPLICATE_ROUND',
            [...roundPath, 'round'],
            number,
            `round ${number} appears twice`,
          );
        } else roundNumbers.add(number);
        if (!Array.isArray(round.boards)) return;
        const boardNumbers = new Set<number>();
        round.boards.forEach((board: unknown, boardIndex: number) => {
          // Paths are built only for a problem: the valid path allocates nothing per board.
          if (!isRecord(board)) {
            problem(
              report,
              'NOT_AN_OBJECT',
              ['rounds', roundIndex, 'boards', boardIndex],
              board,
              'a board must be { board, game }',
            );
            return;
          }
          const boardNumber = board.board;
          if (typeof boardNumber !== 'number' || !Number.isSafeInteger(boardNumber) || boardNumber < 1) {
            problem(
              report,
              'BAD_BOARD',
              ['rounds', roundIndex, 'boards', boardIndex, 'board'],
              boardNumber,
              `board number ${show(boardNumber)} is not 1, 2, …`,
            );
          } else if (boardNumbers.has(boardNumber)) {
            problem(
              report,
              'DUPLICATE_BOARD',
              ['rounds', roundIndex, 'boards', boardIndex, 'board'],
              boardNumber,
              `board ${boardNumber} appears twice in round ${show(number)}`,
            );
          } else boardNumbers.add(boardNumber);
          if (
            !isValidGameResult(board.game) &&
            !checkGameResultInDetail(board.game, ['rounds', roundIndex, 'boards', boardIndex, 'game'], report)
          )
            return;
          const game = board.game as GameResult;
          for (const power of POWERS) {
            const player = game.powers[power].player;
            const index = player === undefined ? undefined : known.get(player);
            if (player === undefined) {
              problem(
                report,
                'PLAYER_REQUIRED',
                ['rounds', roundIndex, 'boards', boardIndex, 'game', 'powers', power, 'player'],
                undefined,
                `${power} has no player`,
              );
            } else if (index === undefined) {
              problem(
                report,
                'UNKNOWN_PLAYER',
                ['rounds', roundIndex, 'boards', boardIndex, 'game', 'powers', power, 'player'],
                player,
                `${show(player)} is not a player of the tournament`,
              );
            } else {
              if (seatRound[index] === roundIndex) {
                const other = (round.boards as readonly Record<string, unknown>[])[
                  seatBoard[index] as number
                ];
                problem(
                  report,
                  'PLAYER_ON_TWO_BOARDS',
                  ['rounds', roundIndex, 'boards', boardIndex, 'game', 'powers', power, 'player'],
                  player,
                  `${show(player)} plays ${power} on board ${show(boardNumber)} and also on board ${show(other?.board)} in round ${show(number)}`,
                );
              } else {
                seatRound[index] = roundIndex;
                seatBoard[index] = boardIndex;
              }
            }
          }
        });
      });
    }
    checkIdList(report, input.finalRoundEntrants, ['finalRoundEntrants'], known, 'final-round entrants');
    checkIdList(report, input.topBoardChoiceOrder, ['topBoardChoiceOrder'], known, 'top-board choice order');
    checkIdList(report, input.lot, ['lot'], known, 'lot');
    if (input.teams !== undefined) {
      if (!Array.isArray(input.teams)) {
        problem(report, 'NOT_A_LIST', ['teams'], input.teams, 'teams must be a list');
      } else {
        const names = new Set<string>();
        // Member id → the index of the first team listing the member.
        const inTeam = new Map<string, number>();
        input.teams.forEach((team: unknown, index: number) => {
          const path = ['teams', index];
          if (!isRecord(team)) {
            problem(report, 'BAD_TEAM', path, team, 'a team must be { name, members: [...] }');
            return;
          }
          if (typeof team.name !== 'string') {
            problem(
              report,
              'BAD_TEAM',
              [...path, 'name'],
              team.name,
              `team name ${show(team.name)} is not a string`,
            );
          }
          if (!Array.isArray(team.members)) {
            problem(
              report,
              'NOT_A_LIST',
              [...path, 'members'],
              team.members,
              'members must be a list of player ids',
            );
          }
          if (typeof team.name === 'string') {
            if (names.has(team.name))
              problem(
                report,
                'DUPLICATE_TEAM',
                [...path, 'name'],
                team.name,
                `team ${show(team.name)} appears twice`,
              );
            names.add(team.name);
          }
          // Members are checked even under a bad team name: one problem hides no other.
          if (!Array.isArray(team.members)) return;
          checkIdList(report, team.members, [...path, 'members'], known, `team ${show(team.name)}`);
          team.members.forEach((member: unknown, memberIndex: number) => {
            if (typeof member !== 'string') return;
            const other = inTeam.get(member);
            if (other !== undefined && other !== index) {
              problem(
                report,
                'PLAYER_IN_TWO_TEAMS',
                [...path, 'members', memberIndex],
                member,
                `${show(member)} is also in team ${show((input.teams as readonly Record<string, unknown>[])[other]?.name)}`,
              );
            }
            if (other === undefined) inTeam.set(member, index);
          });
        });
      }
      // An empty team list is no team event, so it needs no team round.
      if (input.teamRound === undefined && Array.isArray(input.teams) && input.teams.length > 0) {
        problem(
          report,
          'TEAM_ROUND_REQUIRED',
          ['teamRound'],
          undefined,
          'teams need the team round (seed §4a)',
        );
      }
    }
    if (
      input.teamRound !== undefined &&
      (typeof input.teamRound !== 'number' || !Number.isSafeInteger(input.teamRound) || input.teamRound < 1)
    ) {
      problem(
        report,
        'BAD_ROUND',
        ['teamRound'],
        input.teamRound,
        `team round ${show(input.teamRound)} is not a round number`,
      );
    }
    return input as unknown as Tournament;
  });
}

/**
 * Returns the tournament if valid, else throws its first problem with all of them attached.
 *
 * @param input - a value that should be a {@link Tournament}
 * @returns the same value, typed
 * @throws {@link MindsportError} the first problem found by {@link validateTournament}
 * @example
 * ```ts
 * import { requireTournament } from 'mindsport/diplomacy';
 * console.log(requireTournament({ players: [{ id: 'kari' }], rounds: [] }).players.length); // 1
 * ```
 */
export function requireTournament(input: unknown): Tournament {
  return unwrapValidation(validateTournament(input));
}

/** One game a player played, with its score. @internal */
export interface PlayedGame {
  readonly round: number;
  readonly board: number;
  readonly power: Power;
  readonly score: Fraction;
  readonly result: PowerResult;
  readonly game: GameResult;
}

/** Scores every game once and lists each player's games, by player id. @internal */
export function playedGames(tournament: Tournament, scoring: ScoringFunction): Map<string, PlayedGame[]> {
  const games = new Map<string, PlayedGame[]>();
  for (const player of tournament.players) games.set(player.id, []);
  for (const round of tournament.rounds) {
    for (const board of round.boards) {
      const game = board.game;
      const scores = scoring(game);
      const powers = game.powers;
      // Unrolled in POWERS order: named property loads instead of a keyed load per power.
      addGame(games, round.round, board.board, 'austria', scores.austria, powers.austria, game);
      addGame(games, round.round, board.board, 'england', scores.england, powers.england, game);
      addGame(games, round.round, board.board, 'france', scores.france, powers.france, game);
      addGame(games, round.round, board.board, 'germany', scores.germany, powers.germany, game);
      addGame(games, round.round, board.board, 'italy', scores.italy, powers.italy, game);
      addGame(games, round.round, board.board, 'russia', scores.russia, powers.russia, game);
      addGame(games, round.round, board.board, 'turkey', scores.turkey, powers.turkey, game);
    }
  }
  return games;
}

function addGame(
  games: Map<string, PlayedGame[]>,
  round: number,
  board: number,
  power: Power,
  score: Fraction,
  result: PowerResult,
  game: GameResult,
): void {
  games.get(result.player!)!.push({ round, board, power, score, result, game });
}

/**
 * Reads the options of a tournament function: `undefined` is `{}`; anything else that is not
 * a plain object is `NOT_AN_OBJECT`, an unknown key `UNKNOWN_OPTION`, a `rules` that is not an
 * object or a `scoring` that is not a function `BAD_OPTION` (issue 23: never a `TypeError`).
 * @internal
 */
export function readTournamentOptions(options: unknown): TournamentOptions {
  const read = readOptions<TournamentOptions>(options, ['rules', 'scoring']);
  if (read.rules !== undefined && !isRecord(read.rules)) {
    THROW(
      problemAt('BAD_OPTION', ['options', 'rules'], read.rules, `${show(read.rules)} is not a rules object`),
    );
  }
  if (read.scoring !== undefined && typeof read.scoring !== 'function') {
    THROW(
      problemAt(
        'BAD_OPTION',
        ['options', 'scoring'],
        read.scoring,
        `${show(read.scoring)} is not a scoring function`,
      ),
    );
  }
  return read;
}

/** The scoring function of the options, C-Diplo 100 by default. @internal */
export function scoringOf(options: TournamentOptions): ScoringFunction {
  // The tournament is validated as a whole first, so the default skips the per-game check.
  return options.scoring ?? ((game) => scoreCDiploValid(game, C_DIPLO_100));
}
