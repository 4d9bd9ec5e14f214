/**
 * Internal: checks an {@link OthelloTournament} and builds a compact index of it (typed
 * arrays, one slot per player and round) that the MBQ, standings and pairing code read.
 * Not exported from the package; {@link validateOthelloTournament} is the public face.
 *
 * The check runs in steps named after the rules: the document's own fields, each player
 * (id, presence rounds, optional fields), then each round — its presence lists, its games
 * (ids, disc counts NOF §14, forfeits NOF §18), its byes, its unplayed games (NOF §20a) and
 * the present players it misses. Problems are plain {@link Problem}s through a core
 * {@link Report}, so a document with a million problems builds only the errors kept.
 *
 * @internal
 * @module
 */

import {
  checkFields,
  checkInteger,
  checkList,
  checkNumber,
  checkOneOf,
  checkRecord,
  checkString,
  collectProblems,
  type ErrorPath,
  isRecord,
  type Problem,
  problemAt,
  type Report,
  show,
  unwrapValidation,
} from '../../core/internal.js';
import { FRESH_SCRATCH, type Scratch, ScratchPool } from '../../core/scratch.js';
import { DISC_COLOURS } from '../board/position.js';
import { reportScoreProblems } from './result.js';
import type { OthelloPlayer, OthelloTournament } from './tournament.js';

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
 * The most player-rounds (players × rounds recorded) a tournament may have: two million,
 * far beyond real events (100,000 players over 20 rounds; a world championship has about 100
 * players over 13 rounds). The index holds a slot per player and round, and a present player
 * missing from a round is one problem each, so a small document naming many players and many
 * empty rounds would otherwise take gigabytes and minutes (issue 23: any input is answered
 * quickly).
 */
export const PLAYER_ROUND_LIMIT = 2_000_000;

/**
 * The index: `slot = round * playerCount + player` (both 0-based). Round-major, so indexing a
 * round writes into one compact block per array and the per-round sums read memory in order.
 *
 * Built with a {@link Scratch} from {@link OTHELLO_SCRATCH}, its arrays belong to the pool:
 * valid until the pool's `use` returns, and never to be put in a result.
 */
export interface TournamentIndex {
  readonly tournament: OthelloTournament;
  readonly playerCount: number;
  readonly roundCount: number;
  readonly plannedRounds: number;
  readonly players: readonly OthelloPlayer[];
  readonly ids: readonly string[];
  readonly indexOf: ReadonlyMap<string, number>;
  readonly status: Uint8Array;
  readonly opponent: Int32Array;
  readonly ownDiscs: Uint8Array;
  readonly opponentDiscs: Uint8Array;
  readonly forfeit: Uint8Array;
  /** 0 none, 1 this player held the draw-win right, 2 the opponent did. */
  readonly drawWinRight: Uint8Array;
  /** 1 when this player had black in the game of the slot. */
  readonly black: Uint8Array;
  /** For each game slot, the round's game index (for error paths); -1 elsewhere. */
  readonly gameIndex: Int32Array;
  /** Unplayed scheduled games: [black, white, round] triples. */
  readonly unplayed: readonly (readonly [number, number, number])[];
}

/**
 * The Othello tournament code's scratch columns (`src/core/scratch.ts`): the index and the
 * per-player totals of one call, reused by the next.
 */
export const OTHELLO_SCRATCH = new ScratchPool();

const TOURNAMENT_FIELDS = ['$schema', 'name', 'players', 'rounds', 'plannedRounds'];
const PLAYER_FIELDS = [
  'id',
  'name',
  'rating',
  'ratingListPosition',
  'country',
  'flags',
  'enteredRound',
  'withdrawnFromRound',
];
const ROUND_FIELDS = ['games', 'byes', 'absent', 'unplayed'];
const GAME_FIELDS = ['black', 'blackDiscs', 'white', 'whiteDiscs', 'forfeit', 'drawWinRight'];
const GAME_REQUIRED = ['black', 'blackDiscs', 'white', 'whiteDiscs'];
const UNPLAYED_FIELDS = ['black', 'white'];

/** Where a player was seen in the round being indexed, for "twice in a round" messages. */
const SEEN_GAME = 1;
const SEEN_ABSENT = 2;
const SEEN_BYE = 3;
const SEEN_UNPLAYED = 4;

/**
 * A present player missing from a round. Its message is written only when read: a document
 * of many players and empty rounds has one such problem per player and round, and only the
 * first thousand become errors.
 */
class MissingFromRound implements Problem {
  readonly code = 'PLAYER_MISSING_FROM_ROUND';
  constructor(
    readonly path: ErrorPath,
    readonly value: string,
  ) {}
  get message(): string {
    return `rounds[${this.path[1]}]: ${show(this.value)} has no game, no bye and is not listed absent`;
  }
}

/** Checks the document, reporting every problem, and builds the index (undefined when too broken to index). */
export function indexTournament(
  input: unknown,
  report: Report,
  scratch: Scratch = FRESH_SCRATCH,
): TournamentIndex | undefined {
  if (!checkRecord(input, [], report)) return undefined;
  checkFields(input, TOURNAMENT_FIELDS, [], report, ['players', 'rounds']);
  if (input.$schema !== undefined) checkString(input.$schema, ['$schema'], report, true);
  if (input.name !== undefined) checkString(input.name, ['name'], report, true);
  const playersOk = input.players !== undefined && checkList(input.players, ['players'], report);
  const roundsOk = input.rounds !== undefined && checkList(input.rounds, ['rounds'], report);
  if (!playersOk || !roundsOk) return undefined;
  const players = input.players as readonly unknown[];
  const rounds = input.rounds as readonly unknown[];
  if (players.length * rounds.length > PLAYER_ROUND_LIMIT) {
    report(
      problemAt(
        'TOURNAMENT_TOO_LARGE',
        [],
        players.length * rounds.length,
        `${players.length} players over ${rounds.length} rounds are more than the ${PLAYER_ROUND_LIMIT} player-rounds a tournament may have`,
      ),
    );
    return undefined;
  }
  const plannedRounds = readPlannedRounds(input.plannedRounds, rounds.length, report);
  const indexer = new Indexer(input as unknown as OthelloTournament, players, rounds.length, report, scratch);
  for (let round = 0; round < rounds.length; round++) indexer.indexRound(rounds[round], round);
  return indexer.result(plannedRounds);
}

/** `plannedRounds`: a whole number ≥ 1 and at least the rounds recorded; default the rounds recorded. */
function readPlannedRounds(value: unknown, roundCount: number, report: Report): number {
  if (value === undefined) return roundCount;
  if (!checkInteger(value, ['plannedRounds'], report, { min: 1 })) return roundCount;
  if ((value as number) >= roundCount) return value as number;
  report(
    problemAt(
      'PLANNED_ROUNDS_TOO_FEW',
      ['plannedRounds'],
      value,
      `${value} is fewer than the ${roundCount} rounds recorded`,
    ),
  );
  return roundCount;
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

/** The presence of one round: who is listed absent, and where each player was seen. */
interface RoundState {
  readonly round: number;
  readonly base: number;
  readonly path: ErrorPath;
  readonly listedAbsent: Set<string>;
}

/** One pass over a document: the players first, then round by round. */
class Indexer {
  readonly playerCount: number;
  readonly ids: string[];
  readonly indexOf: Map<string, number>;
  readonly entered: Int32Array;
  readonly withdrawnFrom: Int32Array;
  readonly status: Uint8Array;
  readonly opponent: Int32Array;
  readonly ownDiscs: Uint8Array;
  readonly opponentDiscs: Uint8Array;
  readonly forfeit: Uint8Array;
  readonly drawWinRight: Uint8Array;
  readonly black: Uint8Array;
  readonly gameIndex: Int32Array;
  readonly unplayed: [number, number, number][] = [];
  /** The round each player was last seen in by the checking path, how and where. */
  readonly seenRound: Int32Array;
  readonly seenKind: Uint8Array;
  readonly seenAt: Int32Array;

  constructor(
    readonly tournament: OthelloTournament,
    readonly players: readonly unknown[],
    readonly roundCount: number,
    readonly report: Report,
    scratch: Scratch,
  ) {
    const count = players.length;
    this.playerCount = count;
    this.ids = new Array(count);
    this.indexOf = new Map();
    this.entered = scratch.int32('entered', count, 1);
    this.withdrawnFrom = scratch.int32('withdrawnFrom', count, 0x7fffffff);
    for (let index = 0; index < count; index++) this.indexPlayer(players[index], index);
    const size = count * roundCount;
    this.status = scratch.uint8('status', size);
    this.opponent = scratch.int32('opponent', size, -1);
    this.ownDiscs = scratch.uint8('ownDiscs', size);
    this.opponentDiscs = scratch.uint8('opponentDiscs', size);
    this.forfeit = scratch.uint8('forfeit', size);
    this.drawWinRight = scratch.uint8('drawWinRight', size);
    this.black = scratch.uint8('black', size);
    this.gameIndex = scratch.int32('gameIndex', size, -1);
    this.seenRound = scratch.int32('seenRound', count, -1);
    this.seenKind = scratch.uint8('seenKind', count);
    this.seenAt = scratch.int32('seenAt', count);
  }

  result(plannedRounds: number): TournamentIndex {
    return {
      tournament: this.tournament,
      playerCount: this.playerCount,
      roundCount: this.roundCount,
      plannedRounds,
      players: this.players as readonly OthelloPlayer[],
      ids: this.ids,
      indexOf: this.indexOf,
      status: this.status,
      opponent: this.opponent,
      ownDiscs: this.ownDiscs,
      opponentDiscs: this.opponentDiscs,
      forfeit: this.forfeit,
      drawWinRight: this.drawWinRight,
      black: this.black,
      gameIndex: this.gameIndex,
      unplayed: this.unplayed,
    };
  }

  /** One player: the id (unique, NOF §26 seeding needs it), presence rounds, optional fields. */
  indexPlayer(player: unknown, index: number): void {
    const path = ['players', index];
    this.ids[index] = '';
    if (!checkRecord(player, path, this.report)) return;
    checkFields(player, PLAYER_FIELDS, path, this.report, ['id']);
    this.registerId(player.id, index);
    if (player.name !== undefined) checkString(player.name, [...path, 'name'], this.report, true);
    if (player.rating !== undefined) checkNumber(player.rating, [...path, 'rating'], this.report);
    if (player.ratingListPosition !== undefined) {
      checkInteger(player.ratingListPosition, [...path, 'ratingListPosition'], this.report, { min: 1 });
    }
    this.readPresenceRounds(player, index);
    if (player.country !== undefined) checkString(player.country, [...path, 'country'], this.report, true);
    if (player.flags !== undefined && checkList(player.flags, [...path, 'flags'], this.report)) {
      player.flags.forEach((flag, at) => {
        checkString(flag, [...path, 'flags', at], this.report, true);
      });
    }
  }

  registerId(id: unknown, index: number): void {
    const path = ['players', index, 'id'];
    if (id === undefined || !checkString(id, path, this.report, true)) return;
    if (id === '') {
      this.report(problemAt('EMPTY_STRING', path, id, '"" is empty'));
      return;
    }
    this.ids[index] = id as string;
    const first = this.indexOf.get(id as string);
    if (first === undefined) {
      this.indexOf.set(id as string, index);
      return;
    }
    this.report(problemAt('DUPLICATE_ID', path, id, `${show(id)} is already the id of players[${first}]`));
    this.ids[index] = '';
  }

  /** `enteredRound` (late entry, NOF §18) and `withdrawnFromRound` (KOA III.6), the withdrawal after the entry. */
  readPresenceRounds(player: Record<string, unknown>, index: number): void {
    const path = ['players', index];
    const { enteredRound, withdrawnFromRound } = player;
    if (
      enteredRound !== undefined &&
      checkInteger(enteredRound, [...path, 'enteredRound'], this.report, { min: 1 })
    ) {
      this.entered[index] = enteredRound as number;
    }
    if (withdrawnFromRound === undefined) return;
    if (!checkInteger(withdrawnFromRound, [...path, 'withdrawnFromRound'], this.report, { min: 1 })) return;
    const entered = this.entered[index] as number;
    if ((withdrawnFromRound as number) > entered) {
      this.withdrawnFrom[index] = withdrawnFromRound as number;
      return;
    }
    this.report(
      problemAt(
        'WITHDRAWN_BEFORE_ENTRY',
        [...path, 'withdrawnFromRound'],
        withdrawnFromRound,
        `${withdrawnFromRound} is not after the entry round ${entered}`,
      ),
    );
  }

  /** One round: its presence lists, games, byes and unplayed games, then who is missing from it. */
  indexRound(input: unknown, round: number): void {
    const path = ['rounds', round];
    if (!checkRecord(input, path, this.report)) return;
    checkFields(input, ROUND_FIELDS, path, this.report, ['games']);
    if (input.games === undefined || !checkList(input.games, [...path, 'games'], this.report)) return;
    const state: RoundState = { round, base: round * this.playerCount, path, listedAbsent: new Set() };
    const byes = this.idList(input.byes, [...path, 'byes']);
    const absent = this.idList(input.absent, [...path, 'absent']);
    this.markLateAndWithdrawn(state);
    this.indexAbsentList(state, absent);
    const games = input.games as readonly unknown[];
    for (let gameNumber = 0; gameNumber < games.length; gameNumber++) {
      // The common, valid game takes a fast path without allocation; anything unusual is checked in full.
      if (!this.tryFastGame(games[gameNumber], state, gameNumber))
        this.indexGame(games[gameNumber], state, gameNumber);
    }
    this.indexByes(state, byes);
    if (input.unplayed !== undefined && checkList(input.unplayed, [...path, 'unplayed'], this.report)) {
      (input.unplayed as readonly unknown[]).forEach((game, position) => {
        this.indexUnplayed(game, state, position);
      });
    }
    this.reportMissing(state);
  }

  /** A round's `byes` or `absent`: a list of ids, or empty when missing or not a list. */
  idList(value: unknown, path: ErrorPath): readonly unknown[] {
    if (value === undefined || !checkList(value, path, this.report)) return [];
    return value as readonly unknown[];
  }

  /** Late and withdrawn players first: then a slot still SLOT_MISSING is a present player not seen yet. */
  markLateAndWithdrawn(state: RoundState): void {
    const number = state.round + 1;
    for (let player = 0; player < this.playerCount; player++) {
      if (number < (this.entered[player] as number)) this.status[state.base + player] = SLOT_LATE;
      else if (number >= (this.withdrawnFrom[player] as number))
        this.status[state.base + player] = SLOT_WITHDRAWN;
    }
  }

  /** The player of an id in a list or a game, or -1 after reporting why not. */
  lookUp(id: unknown, path: ErrorPath): number {
    if (!checkString(id, path, this.report, true)) return -1;
    const player = this.indexOf.get(id);
    if (player !== undefined) return player;
    this.report(problemAt('UNKNOWN_ID', path, id, `${show(id)} is not a player's id`));
    return -1;
  }

  /** Why a player cannot play in the round: entered later, withdrawn, or listed absent; undefined when present. */
  absenceReason(player: number, state: RoundState): string | undefined {
    const number = state.round + 1;
    if (number < (this.entered[player] as number)) return `enters in round ${this.entered[player]}`;
    if (number >= (this.withdrawnFrom[player] as number))
      return `withdrew from round ${this.withdrawnFrom[player]}`;
    if (state.listedAbsent.has(this.ids[player] as string)) return `is listed absent in round ${number}`;
    return undefined;
  }

  /** Records that a player appears in the round; false (reported) when he already did. */
  claim(player: number, state: RoundState, kind: number, at: number, path: ErrorPath): boolean {
    const slot = state.base + player;
    if (this.seenRound[player] === state.round || this.status[slot] === SLOT_GAME) {
      const where =
        this.seenRound[player] === state.round
          ? placeOf(this.seenKind[player] as number, this.seenAt[player] as number)
          : `game ${(this.gameIndex[slot] as number) + 1}`;
      this.report(
        problemAt(
          'PLAYER_TWICE_IN_ROUND',
          path,
          this.ids[player],
          `${show(this.ids[player])} is also in ${where} of this round`,
        ),
      );
      return false;
    }
    this.seenRound[player] = state.round;
    this.seenKind[player] = kind;
    this.seenAt[player] = at;
    if (this.status[slot] === SLOT_MISSING) this.status[slot] = SLOT_CLAIMED;
    return true;
  }

  /** The absent list first, so a game against a listed player is reported as such. */
  indexAbsentList(state: RoundState, absent: readonly unknown[]): void {
    absent.forEach((id, position) => {
      const path = [...state.path, 'absent', position];
      const player = this.lookUp(id, path);
      if (player >= 0 && this.claim(player, state, SEEN_ABSENT, position, path))
        state.listedAbsent.add(id as string);
    });
  }

  /** Indexes a plain valid game (exactly the four fields) without allocating; false sends it to {@link indexGame}. */
  tryFastGame(game: unknown, state: RoundState, gameNumber: number): boolean {
    if (!isRecord(game)) return false;
    const record = game;
    let keys = 0;
    for (const _ in record) keys++;
    if (keys !== 4) return false;
    const { black: blackId, white: whiteId, blackDiscs, whiteDiscs } = record;
    if (typeof blackId !== 'string' || typeof whiteId !== 'string') return false;
    if (typeof blackDiscs !== 'number' || typeof whiteDiscs !== 'number') return false;
    if (!Number.isInteger(blackDiscs) || !Number.isInteger(whiteDiscs)) return false;
    if (blackDiscs < 0 || whiteDiscs < 0 || blackDiscs + whiteDiscs > 64) return false;
    const black = this.indexOf.get(blackId);
    const white = this.indexOf.get(whiteId);
    if (black === undefined || white === undefined || black === white) return false;
    // SLOT_MISSING: present this round (not late, not withdrawn) and not seen yet.
    if (
      this.status[state.base + black] !== SLOT_MISSING ||
      this.status[state.base + white] !== SLOT_MISSING
    ) {
      return false;
    }
    if (state.listedAbsent.size > 0 && (state.listedAbsent.has(blackId) || state.listedAbsent.has(whiteId))) {
      return false;
    }
    this.recordGame(state, gameNumber, black, white, blackDiscs, whiteDiscs);
    return true;
  }

  /** Writes a valid game into both players' slots. */
  recordGame(
    state: RoundState,
    gameNumber: number,
    black: number,
    white: number,
    blackDiscs: number,
    whiteDiscs: number,
  ): void {
    const blackSlot = state.base + black;
    const whiteSlot = state.base + white;
    this.status[blackSlot] = SLOT_GAME;
    this.status[whiteSlot] = SLOT_GAME;
    this.opponent[blackSlot] = white;
    this.opponent[whiteSlot] = black;
    this.ownDiscs[blackSlot] = blackDiscs;
    this.opponentDiscs[blackSlot] = whiteDiscs;
    this.ownDiscs[whiteSlot] = whiteDiscs;
    this.opponentDiscs[whiteSlot] = blackDiscs;
    this.black[blackSlot] = 1;
    this.gameIndex[blackSlot] = gameNumber;
    this.gameIndex[whiteSlot] = gameNumber;
  }

  /** A game checked field by field: ids, the score (NOF §14, §18), the draw-win right, presence. */
  indexGame(game: unknown, state: RoundState, gameNumber: number): void {
    const path = [...state.path, 'games', gameNumber];
    if (!checkRecord(game, path, this.report)) return;
    checkFields(game, GAME_FIELDS, path, this.report, GAME_REQUIRED);
    const black = game.black === undefined ? -1 : this.lookUp(game.black, [...path, 'black']);
    const white = game.white === undefined ? -1 : this.lookUp(game.white, [...path, 'white']);
    const scoreOk = reportScoreProblems(game, path, this.report);
    const drawWin = this.readDrawWinRight(game.drawWinRight, [...path, 'drawWinRight']);
    if (black >= 0 && black === white) {
      this.report(
        problemAt(
          'PLAYER_PLAYS_ITSELF',
          [...path, 'white'],
          game.white,
          `${show(game.white)} cannot play both colours`,
        ),
      );
      this.claim(black, state, SEEN_GAME, gameNumber, [...path, 'black']);
      return;
    }
    const blackOk = black >= 0 && this.claimForGame(black, state, gameNumber, [...path, 'black']);
    const whiteOk = white >= 0 && this.claimForGame(white, state, gameNumber, [...path, 'white']);
    if (!blackOk || !whiteOk || !scoreOk || drawWin < 0) return;
    this.recordGame(state, gameNumber, black, white, game.blackDiscs as number, game.whiteDiscs as number);
    this.recordForfeitAndDrawWin(state, black, white, game.forfeit, drawWin);
  }

  /** 0 none, 1 black, 2 white; -1 (reported) for anything else. */
  readDrawWinRight(value: unknown, path: ErrorPath): number {
    if (value === undefined) return 0;
    if (!checkOneOf(value, DISC_COLOURS, path, this.report)) return -1;
    return value === 'black' ? 1 : 2;
  }

  /** A player of a game: present (GAME_WITH_ABSENT_PLAYER otherwise) and not yet in the round. */
  claimForGame(player: number, state: RoundState, gameNumber: number, path: ErrorPath): boolean {
    const reason = this.absenceReason(player, state);
    if (reason !== undefined) {
      this.report(
        problemAt('GAME_WITH_ABSENT_PLAYER', path, this.ids[player], `${show(this.ids[player])} ${reason}`),
      );
      if (state.listedAbsent.has(this.ids[player] as string)) return false;
      this.claim(player, state, SEEN_GAME, gameNumber, path);
      return false;
    }
    return this.claim(player, state, SEEN_GAME, gameNumber, path);
  }

  recordForfeitAndDrawWin(
    state: RoundState,
    black: number,
    white: number,
    kind: unknown,
    drawWin: number,
  ): void {
    const blackSlot = state.base + black;
    const whiteSlot = state.base + white;
    if (kind === 'both') {
      this.forfeit[blackSlot] = FORFEIT_BOTH;
      this.forfeit[whiteSlot] = FORFEIT_BOTH;
    } else if (kind === 'black') {
      this.forfeit[blackSlot] = FORFEIT_OWN;
      this.forfeit[whiteSlot] = FORFEIT_OPPONENT;
    } else if (kind === 'white') {
      this.forfeit[blackSlot] = FORFEIT_OPPONENT;
      this.forfeit[whiteSlot] = FORFEIT_OWN;
    }
    if (drawWin !== 0) {
      this.drawWinRight[blackSlot] = drawWin === 1 ? 1 : 2;
      this.drawWinRight[whiteSlot] = drawWin === 2 ? 1 : 2;
    }
  }

  /** Byes (NOF §20b), sit-outs (NOF §20a) and KOA walkovers: for present players only. */
  indexByes(state: RoundState, byes: readonly unknown[]): void {
    byes.forEach((id, position) => {
      const path = [...state.path, 'byes', position];
      const player = this.lookUp(id, path);
      if (player < 0) return;
      const reason = this.absenceReason(player, state);
      if (reason !== undefined) {
        this.report(problemAt('BYE_FOR_ABSENT_PLAYER', path, id, `${show(id)} has a bye but ${reason}`));
        if (state.listedAbsent.has(id as string)) return;
      }
      if (this.claim(player, state, SEEN_BYE, position, path) && reason === undefined) {
        this.status[state.base + player] = SLOT_BYE;
      }
    });
  }

  /** A scheduled round-robin game not played because a player was absent (NOF §20a, spec §8 decision 4). */
  indexUnplayed(game: unknown, state: RoundState, position: number): void {
    const path = [...state.path, 'unplayed', position];
    if (!checkRecord(game, path, this.report)) return;
    checkFields(game, UNPLAYED_FIELDS, path, this.report, UNPLAYED_FIELDS);
    const black = game.black === undefined ? -1 : this.lookUp(game.black, [...path, 'black']);
    const white = game.white === undefined ? -1 : this.lookUp(game.white, [...path, 'white']);
    if (black < 0 || white < 0) return;
    if (black === white) {
      this.report(
        problemAt(
          'PLAYER_PLAYS_ITSELF',
          [...path, 'white'],
          game.white,
          `${show(game.white)} cannot play both colours`,
        ),
      );
      return;
    }
    const blackAbsent = this.absenceReason(black, state) !== undefined;
    const whiteAbsent = this.absenceReason(white, state) !== undefined;
    if (!blackAbsent && !whiteAbsent) {
      this.report(
        problemAt(
          'UNPLAYED_WITHOUT_ABSENCE',
          path,
          game,
          `neither ${show(game.black)} nor ${show(game.white)} is absent, so the game should have a result`,
        ),
      );
      return;
    }
    let ok = true;
    for (const [player, isAbsent, field] of [
      [black, blackAbsent, 'black'],
      [white, whiteAbsent, 'white'],
    ] as const) {
      if (isAbsent) continue;
      if (this.claim(player, state, SEEN_UNPLAYED, position, [...path, field]))
        this.status[state.base + player] = SLOT_UNPLAYED;
      else ok = false;
    }
    if (ok) this.unplayed.push([black, white, state.round]);
  }

  /** Everyone else: absent for a known reason, or a present player missing from the round. */
  reportMissing(state: RoundState): void {
    for (let player = 0; player < this.playerCount; player++) {
      const slot = state.base + player;
      const kind = this.status[slot];
      const id = this.ids[player] as string;
      if (kind === SLOT_CLAIMED) {
        this.status[slot] = state.listedAbsent.has(id) ? SLOT_ABSENT : SLOT_MISSING;
        continue;
      }
      if (kind !== SLOT_MISSING || id === '') continue;
      if (state.listedAbsent.has(id)) this.status[slot] = SLOT_ABSENT;
      else if (this.seenRound[player] !== state.round) this.report(new MissingFromRound(state.path, id));
    }
  }
}

/** `game 2`, `the byes`, … for a "twice in a round" message. */
function placeOf(kind: number, at: number): string {
  if (kind === SEEN_GAME) return `game ${at + 1}`;
  if (kind === SEEN_ABSENT) return 'the absent list';
  if (kind === SEEN_BYE) return 'the byes';
  return `unplayed game ${at + 1}`;
}
