/**
 * Internal: checks a {@link Tournament} and builds a compact index of it (typed arrays, one
 * slot per player and round) that the MBQ and standings code read. Not exported from the
 * package; {@link validateTournament} is the public face.
 *
 * @internal
 * @module
 */

import { isRecord } from '../core/check.js';
import {
  collectProblems,
  type ErrorPath,
  type Problem,
  type Report,
  unwrapValidation,
} from '../core/errors.js';
import { show } from '../core/guards.js';
import { IdTable } from '../core/id-table.js';
import { FRESH_SCRATCH, type Scratch, ScratchPool } from '../core/scratch.js';
import { checkRecordedScore } from './result.js';
import { DISC_COLOURS, type DiscColour, type Tournament, type TournamentPlayer } from './tournament.js';

/** Slot status: what a player did in a round. */
export const SLOT_MISSING = 0;
export const SLOT_GAME = 1;
export const SLOT_BYE = 2;
export const SLOT_ABSENT = 3;
export const SLOT_LATE = 4;
export const SLOT_WITHDRAWN = 5;
/** Present, but the scheduled game was not played because the opponent was absent. */
export const SLOT_UNPLAYED = 6;
/** While a round is indexed only: a present player claimed by the checking path without a status yet. */
const SLOT_CLAIMED = 7;

/** Forfeit flags of a game slot. */
export const FORFEIT_NONE = 0;
export const FORFEIT_OWN = 1;
export const FORFEIT_OPPONENT = 2;
export const FORFEIT_BOTH = 3;

/**
 * The index: `slot = round * playerCount + player` (both 0-based). Round-major, so indexing a
 * round writes into one compact block per array and the per-round sums read memory in order:
 * with 100,000 players a player-major layout scatters every write over the whole index and
 * time grows faster than the player count (cache misses).
 *
 * Built with a {@link Scratch} from {@link OTHELLO_SCRATCH}, its arrays belong to the pool:
 * valid until the pool's `use` returns, and never to be put in a result.
 */
export interface TournamentIndex {
  readonly tournament: Tournament;
  readonly playerCount: number;
  readonly roundCount: number;
  readonly plannedRounds: number;
  readonly players: readonly TournamentPlayer[];
  readonly ids: readonly string[];
  readonly indexOf: IdTable;
  readonly status: Uint8Array;
  readonly opponent: Int32Array;
  readonly ownDiscs: Uint8Array;
  readonly opponentDiscs: Uint8Array;
  readonly forfeit: Uint8Array;
  /** 0 none, 1 this player held the draw-win right, 2 the opponent did. */
  readonly drawWinRight: Uint8Array;
  /** For each game slot, the round's game index (for error paths); -1 elsewhere. */
  readonly gameIndex: Int32Array;
  /** Unplayed scheduled games: [black, white, round] triples. */
  readonly unplayed: readonly (readonly [number, number, number])[];
}

/**
 * The Othello tournament code's scratch columns (`src/core/scratch.ts`): the index and the
 * per-player totals of one call, reused by the next. Fresh arrays for 10,000 players and 15
 * rounds cost a fifth of a standings run in page faults (docs/othello.md, "Speed").
 */
export const OTHELLO_SCRATCH = new ScratchPool();

/**
 * The most player-rounds (players × rounds recorded) a tournament may have: two million,
 * far beyond real events (100,000 players over 20 rounds; a world championship has about 100
 * players over 13 rounds). The index holds a slot per player and round, and a present player
 * missing from a round is one problem each, so a small document naming many players and many
 * empty rounds would otherwise take gigabytes and minutes (issue 23: any input is answered
 * quickly).
 */
export const PLAYER_ROUND_LIMIT = 2_000_000;

const ROUND_NUMBER_FIELDS = ['ratingListPosition', 'enteredRound', 'withdrawnFromRound'] as const;

/** `player "x"`, or `player 3` when the id is unusable: built only for a message. */
function playerLabel(id: unknown, index: number): string {
  return typeof id === 'string' ? `player ${show(id)}` : `player ${index + 1}`;
}

/** Reports a player's field whose value breaks `requirement` ("must be a string"). */
function fieldProblem(
  report: Report,
  id: unknown,
  index: number,
  code: string,
  field: string,
  value: unknown,
  requirement: string,
): void {
  report(
    issue(code, `${playerLabel(id, index)}: ${field} ${show(value)} ${requirement}`, {
      path: ['players', index, field],
      value,
    }),
  );
}

/** A problem for the report: plain data, so a flood of problems builds only the errors kept. */
function issue(code: string, message: string, where: { path?: ErrorPath; value?: unknown }): Problem {
  return { code, message, path: where.path ?? [], value: where.value };
}

/**
 * A present player missing from a round. Its message is written only when read: a document
 * of many players and empty rounds has one such problem per player and round, and only the
 * first thousand become errors.
 */
class MissingFromRound implements Problem {
  readonly code = 'PLAYER_MISSING_FROM_ROUND';
  constructor(
    private readonly roundName: string,
    readonly path: ErrorPath,
    readonly value: string,
  ) {}
  get message(): string {
    return `${this.roundName}: player ${show(this.value)} has no game, no bye and is not listed absent`;
  }
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
}

/**
 * Checks the tournament, reporting every problem, and builds the index. Returns
 * `undefined` when the shape is too broken to index (a problem has been reported).
 */
export function indexTournament(
  input: unknown,
  report: Report,
  scratch: Scratch = FRESH_SCRATCH,
): TournamentIndex | undefined {
  if (!isRecord(input)) {
    report(
      issue('BAD_TOURNAMENT', `a tournament must be an object, not ${show(input)}`, {
        value: input,
      }),
    );
    return undefined;
  }
  const tournament = input as unknown as Tournament;
  if (input.name !== undefined && typeof input.name !== 'string') {
    report(
      issue('BAD_TOURNAMENT', `name ${show(input.name)} must be text`, { path: ['name'], value: input.name }),
    );
  }
  const playersInput: unknown = input.players;
  const roundsInput: unknown = input.rounds;
  let broken = false;
  if (!Array.isArray(playersInput)) {
    report(
      issue('BAD_PLAYERS', `players must be a list, not ${show(playersInput)}`, {
        path: ['players'],
        value: playersInput,
      }),
    );
    broken = true;
  }
  if (!Array.isArray(roundsInput)) {
    report(
      issue('BAD_ROUNDS', `rounds must be a list, not ${show(roundsInput)}`, {
        path: ['rounds'],
        value: roundsInput,
      }),
    );
    broken = true;
  }
  if (broken) return undefined;
  const players = playersInput as readonly unknown[];
  const rounds = roundsInput as readonly unknown[];
  const roundCount = rounds.length;
  if (players.length * roundCount > PLAYER_ROUND_LIMIT) {
    report(
      issue(
        'TOURNAMENT_TOO_LARGE',
        `${players.length} players over ${roundCount} rounds are more than the ${PLAYER_ROUND_LIMIT} player-rounds a tournament may have`,
        { value: players.length * roundCount },
      ),
    );
    return undefined;
  }
  const plannedInput: unknown = input.plannedRounds;
  let plannedRounds = roundCount;
  if (plannedInput !== undefined) {
    if (!isPositiveInteger(plannedInput) || plannedInput < roundCount) {
      report(
        issue(
          'BAD_PLANNED_ROUNDS',
          `plannedRounds ${show(plannedInput)} must be a whole number ≥ the ${roundCount} rounds recorded`,
          { path: ['plannedRounds'], value: plannedInput },
        ),
      );
    } else {
      plannedRounds = plannedInput;
    }
  }

  // Players.
  const playerCount = players.length;
  const ids: string[] = new Array(playerCount);
  const indexOf = new IdTable(ids, playerCount, scratch);
  const entered = scratch.int32('entered', playerCount, 1);
  const withdrawnFrom = scratch.int32('withdrawnFrom', playerCount, 0x7fffffff);
  for (let index = 0; index < playerCount; index++) {
    indexPlayer(players[index], index, ids, indexOf, entered, withdrawnFrom, report);
  }

  const size = playerCount * roundCount;
  const status = scratch.uint8('status', size);
  const opponent = scratch.int32('opponent', size, -1);
  const ownDiscs = scratch.uint8('ownDiscs', size);
  const opponentDiscs = scratch.uint8('opponentDiscs', size);
  const forfeit = scratch.uint8('forfeit', size);
  const drawWinRight = scratch.uint8('drawWinRight', size);
  const gameIndex = scratch.int32('gameIndex', size, -1);
  const unplayed: [number, number, number][] = [];
  // The round each player was last seen in by the checking path (the fast path marks its games
  // in `status` only), and where (by slot) when not a game the fast path indexed (those are
  // read back from `gameIndex`), for "twice in a round" messages.
  const seenRound = scratch.int32('seenRound', playerCount, -1);
  const seenAt = new Map<number, string>();

  const fast: FastContext = {
    indexOf,
    status,
    opponent,
    ownDiscs,
    opponentDiscs,
    gameIndex,
    playerCount,
  };
  const absenceReason = (
    player: number,
    round: number,
    listedAbsent: ReadonlySet<string>,
  ): string | undefined => {
    const number = round + 1;
    if (number < (entered[player] as number)) return `enters in round ${entered[player]}`;
    if (number >= (withdrawnFrom[player] as number)) return `withdrew from round ${withdrawnFrom[player]}`;
    if (listedAbsent.has(ids[player] as string)) return `is listed absent in round ${number}`;
    return undefined;
  };

  for (let round = 0; round < roundCount; round++) {
    const roundInput = rounds[round];
    const roundPath = ['rounds', round];
    const roundName = `round ${round + 1}`;
    if (!isRecord(roundInput) || !Array.isArray(roundInput.games)) {
      const isRound = isRecord(roundInput);
      report(
        issue(
          'BAD_ROUND',
          isRound
            ? `${roundName}: games ${show(roundInput.games)} is not a list`
            : `${roundName} must be an object with a list of games, not ${show(roundInput)}`,
          {
            path: isRound ? [...roundPath, 'games'] : roundPath,
            value: isRound ? roundInput.games : roundInput,
          },
        ),
      );
      continue;
    }
    const listedAbsent = new Set<string>();
    const lists: Record<'byes' | 'absent', readonly unknown[]> = { byes: [], absent: [] };
    for (const key of ['byes', 'absent'] as const) {
      const list = roundInput[key];
      if (list === undefined) continue;
      if (!Array.isArray(list)) {
        report(
          issue('BAD_ROUND', `${roundName}: ${key} must be a list of player ids, not ${show(list)}`, {
            path: [...roundPath, key],
            value: list,
          }),
        );
        continue;
      }
      lists[key] = list;
    }
    const roundBase = round * playerCount;
    // Late and withdrawn players first: then a slot still SLOT_MISSING is a present player not
    // seen yet, which is all the fast path has to read (one small block per round).
    for (let player = 0; player < playerCount; player++) {
      const number = round + 1;
      if (number < (entered[player] as number)) status[roundBase + player] = SLOT_LATE;
      else if (number >= (withdrawnFrom[player] as number)) status[roundBase + player] = SLOT_WITHDRAWN;
    }
    const claim = (player: number, where: string, path: readonly (string | number)[]): boolean => {
      if (seenRound[player] === round || status[roundBase + player] === SLOT_GAME) {
        report(
          issue(
            'PLAYER_TWICE_IN_ROUND',
            `${roundName}: player ${show(ids[player])} is in ${seenAt.get(round * playerCount + player) ?? `game ${(gameIndex[round * playerCount + player] as number) + 1}`} and in ${where}`,
            { path, value: ids[player] },
          ),
        );
        return false;
      }
      seenRound[player] = round;
      seenAt.set(roundBase + player, where);
      if (status[roundBase + player] === SLOT_MISSING) status[roundBase + player] = SLOT_CLAIMED;
      return true;
    };
    const lookUp = (id: unknown, path: readonly (string | number)[], where: string): number => {
      const player = typeof id === 'string' ? indexOf.get(id) : undefined;
      if (player === undefined) {
        report(
          issue('UNKNOWN_PLAYER', `${where}: unknown player id ${show(id)}`, {
            path,
            value: id,
          }),
        );
        return -1;
      }
      return player;
    };
    // Absent list first, so a game against a listed player is reported as such.
    for (const [position, id] of lists.absent.entries()) {
      const path = [...roundPath, 'absent', position];
      const player = lookUp(id, path, `${roundName} absent list`);
      if (player < 0) continue;
      if (claim(player, 'the absent list', path)) listedAbsent.add(id as string);
    }
    const games = roundInput.games as readonly unknown[];
    for (let gameNumber = 0; gameNumber < games.length; gameNumber++) {
      const game = games[gameNumber];
      // Fast path for the common, valid game: no allocation; anything unusual takes the checking path.
      if (tryFastGame(fast, game, round, gameNumber, listedAbsent)) continue;
      const gamePath = [...roundPath, 'games', gameNumber];
      const gameName = `game ${gameNumber + 1} of ${roundName}`;
      if (!isRecord(game)) {
        report(
          issue('BAD_GAME', `${gameName} must be an object, not ${show(game)}`, {
            path: gamePath,
            value: game,
          }),
        );
        continue;
      }
      const black = lookUp(game.black, [...gamePath, 'black'], gameName);
      const white = lookUp(game.white, [...gamePath, 'white'], gameName);
      const scoreProblems = checkRecordedScore(game as never, gamePath, gameName);
      for (const problem of scoreProblems) report(problem);
      let drawWin = 0;
      if (game.drawWinRight !== undefined) {
        if (!DISC_COLOURS.includes(game.drawWinRight as DiscColour)) {
          report(
            issue(
              'BAD_COLOUR',
              `${gameName}: drawWinRight ${show(game.drawWinRight)} is not 'black' or 'white'`,
              {
                path: [...gamePath, 'drawWinRight'],
                value: game.drawWinRight,
              },
            ),
          );
        } else {
          drawWin = game.drawWinRight === 'black' ? 1 : 2;
        }
      }
      if (black >= 0 && black === white) {
        report(
          issue('PLAYER_PLAYS_ITSELF', `${gameName}: player ${show(ids[black])} cannot play both colours`, {
            path: [...gamePath, 'white'],
            value: ids[white],
          }),
        );
        claim(black, `game ${gameNumber + 1}`, [...gamePath, 'black']);
        continue;
      }
      let ok = black >= 0 && white >= 0;
      for (const [player, field] of [
        [black, 'black'],
        [white, 'white'],
      ] as const) {
        if (player < 0) continue;
        const reason = absenceReason(player, round, listedAbsent);
        if (reason !== undefined) {
          ok = false;
          report(
            issue('GAME_WITH_ABSENT_PLAYER', `${gameName}: player ${show(ids[player])} ${reason}`, {
              path: [...gamePath, field],
              value: ids[player],
            }),
          );
          if (listedAbsent.has(ids[player] as string)) continue;
        }
        if (!claim(player, `game ${gameNumber + 1}`, [...gamePath, field])) ok = false;
      }
      if (!ok || scoreProblems.length > 0) continue;
      const blackDiscs = game.blackDiscs as number;
      const whiteDiscs = game.whiteDiscs as number;
      const blackSlot = round * playerCount + black;
      const whiteSlot = round * playerCount + white;
      status[blackSlot] = SLOT_GAME;
      status[whiteSlot] = SLOT_GAME;
      opponent[blackSlot] = white;
      opponent[whiteSlot] = black;
      ownDiscs[blackSlot] = blackDiscs;
      opponentDiscs[blackSlot] = whiteDiscs;
      ownDiscs[whiteSlot] = whiteDiscs;
      opponentDiscs[whiteSlot] = blackDiscs;
      gameIndex[blackSlot] = gameNumber;
      gameIndex[whiteSlot] = gameNumber;
      const kind = game.forfeit;
      if (kind === 'both') {
        forfeit[blackSlot] = FORFEIT_BOTH;
        forfeit[whiteSlot] = FORFEIT_BOTH;
      } else if (kind === 'black') {
        forfeit[blackSlot] = FORFEIT_OWN;
        forfeit[whiteSlot] = FORFEIT_OPPONENT;
      } else if (kind === 'white') {
        forfeit[blackSlot] = FORFEIT_OPPONENT;
        forfeit[whiteSlot] = FORFEIT_OWN;
      }
      if (drawWin !== 0) {
        drawWinRight[blackSlot] = drawWin === 1 ? 1 : 2;
        drawWinRight[whiteSlot] = drawWin === 2 ? 1 : 2;
      }
    }
    for (const [position, id] of lists.byes.entries()) {
      const path = [...roundPath, 'byes', position];
      const player = lookUp(id, path, `${roundName} byes`);
      if (player < 0) continue;
      const reason = absenceReason(player, round, listedAbsent);
      if (reason !== undefined) {
        report(
          issue('BYE_FOR_ABSENT_PLAYER', `${roundName}: bye for player ${show(id)}, who ${reason}`, {
            path,
            value: id,
          }),
        );
        if (listedAbsent.has(id as string)) continue;
      }
      if (claim(player, 'the byes', path) && reason === undefined)
        status[round * playerCount + player] = SLOT_BYE;
    }
    const unplayedInput = roundInput.unplayed;
    if (unplayedInput !== undefined) {
      if (!Array.isArray(unplayedInput)) {
        report(
          issue('BAD_ROUND', `${roundName}: unplayed must be a list of games, not ${show(unplayedInput)}`, {
            path: [...roundPath, 'unplayed'],
            value: unplayedInput,
          }),
        );
      } else {
        for (const [position, game] of unplayedInput.entries()) {
          const path = [...roundPath, 'unplayed', position];
          const name = `unplayed game ${position + 1} of ${roundName}`;
          if (!isRecord(game)) {
            report(
              issue('BAD_GAME', `${name} must be an object, not ${show(game)}`, {
                path,
                value: game,
              }),
            );
            continue;
          }
          const black = lookUp(game.black, [...path, 'black'], name);
          const white = lookUp(game.white, [...path, 'white'], name);
          if (black < 0 || white < 0) continue;
          if (black === white) {
            report(
              issue('PLAYER_PLAYS_ITSELF', `${name}: player ${show(ids[black])} cannot play both colours`, {
                path: [...path, 'white'],
                value: ids[white],
              }),
            );
            continue;
          }
          const blackAbsent = absenceReason(black, round, listedAbsent) !== undefined;
          const whiteAbsent = absenceReason(white, round, listedAbsent) !== undefined;
          if (!blackAbsent && !whiteAbsent) {
            report(
              issue(
                'UNPLAYED_WITHOUT_ABSENCE',
                `${name}: neither ${show(ids[black])} nor ${show(ids[white])} is absent, so the game should have a result`,
                { path, value: game },
              ),
            );
            continue;
          }
          let ok = true;
          for (const [player, isAbsent, field] of [
            [black, blackAbsent, 'black'],
            [white, whiteAbsent, 'white'],
          ] as const) {
            if (isAbsent) continue;
            if (claim(player, `unplayed game ${position + 1}`, [...path, field])) {
              status[round * playerCount + player] = SLOT_UNPLAYED;
            } else {
              ok = false;
            }
          }
          if (ok) unplayed.push([black, white, round]);
        }
      }
    }
    // Everyone else: absent for a known reason, or missing from the round (late and withdrawn
    // players were marked before the games).
    for (let player = 0; player < playerCount; player++) {
      const slot = roundBase + player;
      const kind = status[slot];
      if (kind === SLOT_CLAIMED) {
        status[slot] = listedAbsent.has(ids[player] as string) ? SLOT_ABSENT : SLOT_MISSING;
        continue;
      }
      if (kind !== SLOT_MISSING || ids[player] === '') continue;
      if (listedAbsent.has(ids[player] as string)) status[slot] = SLOT_ABSENT;
      else if (seenRound[player] !== round) {
        report(new MissingFromRound(roundName, roundPath, ids[player] as string));
      }
    }
  }
  return {
    tournament,
    playerCount,
    roundCount,
    plannedRounds,
    players: players as readonly TournamentPlayer[],
    ids,
    indexOf,
    status,
    opponent,
    ownDiscs,
    opponentDiscs,
    forfeit,
    drawWinRight,
    gameIndex,
    unplayed,
  };
}

interface FastContext {
  readonly indexOf: IdTable;
  readonly status: Uint8Array;
  readonly opponent: Int32Array;
  readonly ownDiscs: Uint8Array;
  readonly opponentDiscs: Uint8Array;
  readonly gameIndex: Int32Array;
  readonly playerCount: number;
}

/** Indexes a plain valid game (no forfeit, no draw-win right) without allocating; false sends it to the checking path. */
function tryFastGame(
  context: FastContext,
  game: unknown,
  round: number,
  gameNumber: number,
  listedAbsent: ReadonlySet<string>,
): boolean {
  if (typeof game !== 'object' || game === null) return false;
  const record = game as Record<string, unknown>;
  if (record.forfeit !== undefined || record.drawWinRight !== undefined) return false;
  const blackId = record.black;
  const whiteId = record.white;
  const blackDiscs = record.blackDiscs;
  const whiteDiscs = record.whiteDiscs;
  if (typeof blackId !== 'string' || typeof whiteId !== 'string') return false;
  if (typeof blackDiscs !== 'number' || typeof whiteDiscs !== 'number') return false;
  if (!Number.isInteger(blackDiscs) || !Number.isInteger(whiteDiscs)) return false;
  if (blackDiscs < 0 || whiteDiscs < 0 || blackDiscs + whiteDiscs > 64) return false;
  const black = context.indexOf.get(blackId);
  const white = context.indexOf.get(whiteId);
  if (black === undefined || white === undefined || black === white) return false;
  const roundBase = round * context.playerCount;
  const blackSlot = roundBase + black;
  const whiteSlot = roundBase + white;
  // SLOT_MISSING: present this round (not late, not withdrawn) and not seen yet.
  if (context.status[blackSlot] !== SLOT_MISSING || context.status[whiteSlot] !== SLOT_MISSING) return false;
  if (listedAbsent.size > 0 && (listedAbsent.has(blackId) || listedAbsent.has(whiteId))) return false;
  context.status[blackSlot] = SLOT_GAME;
  context.status[whiteSlot] = SLOT_GAME;
  context.opponent[blackSlot] = white;
  context.opponent[whiteSlot] = black;
  context.ownDiscs[blackSlot] = blackDiscs;
  context.opponentDiscs[blackSlot] = whiteDiscs;
  context.ownDiscs[whiteSlot] = whiteDiscs;
  context.opponentDiscs[whiteSlot] = blackDiscs;
  context.gameIndex[blackSlot] = gameNumber;
  context.gameIndex[whiteSlot] = gameNumber;
  return true;
}

/** Builds the index or throws every problem found (first one, with the list attached). */
export function requireIndex(input: unknown, scratch: Scratch = FRESH_SCRATCH): TournamentIndex {
  return unwrapValidation(
    collectProblems((report) => indexTournament(input, report, scratch) as TournamentIndex),
  );
}

/** The official disc count of a game slot (empties to the winner unless `raw`). */
export function officialDiscs(own: number, other: number, forfeitFlag: number, raw: boolean): number {
  if (raw || forfeitFlag === FORFEIT_BOTH) return forfeitFlag === FORFEIT_BOTH ? 0 : own;
  if (own > other) return 64 - other;
  if (own < other) return own;
  return 32;
}

/**
 * Checks one player and records its id, entry and withdrawal rounds. Its own function, so the
 * engine optimises it after a few calls (inside the one long `indexTournament` call, the loop
 * ran unoptimised code that allocated an iterator per player).
 */
function indexPlayer(
  player: unknown,
  index: number,
  ids: string[],
  indexOf: IdTable,
  entered: Int32Array,
  withdrawnFrom: Int32Array,
  report: Report,
): void {
  if (!isRecord(player)) {
    report(
      issue('BAD_PLAYER', `player ${index + 1} must be an object, not ${show(player)}`, {
        path: ['players', index],
        value: player,
      }),
    );
    ids[index] = '';
    return;
  }
  const id = player.id;
  if (typeof id !== 'string' || id === '') {
    report(
      issue('BAD_PLAYER_ID', `player ${index + 1}: id ${show(id)} must be a non-empty string`, {
        path: ['players', index, 'id'],
        value: id,
      }),
    );
    ids[index] = '';
  } else {
    ids[index] = id;
    const first = indexOf.add(index);
    if (first >= 0) {
      report(
        issue(
          'DUPLICATE_PLAYER_ID',
          `player ${index + 1}: id ${show(id)} is already used by player ${first + 1}`,
          { path: ['players', index, 'id'], value: id },
        ),
      );
      ids[index] = '';
    }
  }
  if (typeof player.name !== 'string') {
    fieldProblem(report, id, index, 'BAD_PLAYER_NAME', 'name', player.name, 'must be a string');
  }
  const rating = player.rating;
  if (rating !== undefined && (typeof rating !== 'number' || !Number.isFinite(rating))) {
    fieldProblem(report, id, index, 'BAD_RATING', 'rating', rating, 'must be a finite number');
  }
  for (let at = 0; at < ROUND_NUMBER_FIELDS.length; at++) {
    const field = ROUND_NUMBER_FIELDS[at] as (typeof ROUND_NUMBER_FIELDS)[number];
    const value = player[field];
    if (value !== undefined && !isPositiveInteger(value)) {
      fieldProblem(report, id, index, 'BAD_ROUND_NUMBER', field, value, 'must be a whole number ≥ 1');
    }
  }
  if (isPositiveInteger(player.enteredRound)) entered[index] = player.enteredRound;
  if (isPositiveInteger(player.withdrawnFromRound)) {
    if (player.withdrawnFromRound <= (entered[index] as number)) {
      report(
        issue(
          'WITHDRAWN_BEFORE_ENTRY',
          `${playerLabel(id, index)}: withdrawn from round ${player.withdrawnFromRound} but enters in round ${entered[index]}`,
          { path: ['players', index, 'withdrawnFromRound'], value: player.withdrawnFromRound },
        ),
      );
    } else {
      withdrawnFrom[index] = player.withdrawnFromRound;
    }
  }
  if (player.country !== undefined && typeof player.country !== 'string') {
    fieldProblem(report, id, index, 'BAD_COUNTRY', 'country', player.country, 'must be a string');
  }
  const flags = player.flags;
  if (flags !== undefined) {
    // The bad flag itself when the list holds a non-text, else the value that is no list.
    const bad = Array.isArray(flags) ? flags.findIndex((flag) => typeof flag !== 'string') : -1;
    if (!Array.isArray(flags) || bad >= 0) {
      report(
        issue('BAD_FLAGS', `${playerLabel(id, index)}: flags ${show(flags)} must be a list of strings`, {
          path: bad >= 0 ? ['players', index, 'flags', bad] : ['players', index, 'flags'],
          value: bad >= 0 ? (flags as readonly unknown[])[bad] : flags,
        }),
      );
    }
  }
}
