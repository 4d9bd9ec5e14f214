/**
 * Internal: what the Swiss pairing engine needs to know about each player from the rounds
 * played so far — points, colours, opponents, byes — read from the tournament data model
 * and checked on the way (bad data gets a `MindsportError` with its path).
 *
 * @internal
 * @module
 */

import { isRecord } from '../core/check.js';
import { MindsportError } from '../core/errors.js';
import { show } from '../core/guards.js';
import type { PlayerId, Tournament, TournamentPlayer } from './tournament.js';

/** 0 black, 1 white. */
export type ColourCode = 0 | 1;

/** One player's record before the round being paired. */
export interface PlayerHistory {
  readonly id: PlayerId;
  readonly player: TournamentPlayer;
  /** Position in `tournament.players`. */
  readonly index: number;
  /** Points in half-points (win 2, draw 1, bye 2). */
  halfPoints: number;
  /** Games with black and with white (forfeits included: the colour was assigned). */
  blacks: number;
  whites: number;
  /** Colours of the player's games in round order. */
  readonly colours: ColourCode[];
  /** Byes received (KOA walkovers against a withdrawn slot count too). */
  byes: number;
  /** Opponent position → the 1-based rounds they met in. */
  readonly met: Map<number, number[]>;
}

function fail(code: string, message: string, path: readonly (string | number)[], value: unknown): never {
  throw new MindsportError(code, message, { path, value });
}

function readDiscs(value: unknown, path: readonly (string | number)[], where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 64) {
    fail('BAD_DISC_COUNT', `${where}: disc count ${show(value)} is not a whole number 0…64`, path, value);
  }
  return value;
}

/**
 * Reads the players and the rounds played so far into per-player histories.
 *
 * @throws MindsportError for malformed players or rounds, unknown or duplicate ids, a player
 *   listed twice in one round
 */
export function readHistory(tournament: Tournament): {
  players: PlayerHistory[];
  byId: Map<PlayerId, number>;
} {
  if (!isRecord(tournament))
    fail('BAD_TOURNAMENT', `a tournament must be an object, not ${show(tournament)}`, [], tournament);
  if (!Array.isArray(tournament.players)) {
    fail(
      'BAD_PLAYERS',
      `players must be a list, not ${show(tournament.players)}`,
      ['players'],
      tournament.players,
    );
  }
  if (!Array.isArray(tournament.rounds)) {
    fail(
      'BAD_ROUNDS',
      `rounds must be a list, not ${show(tournament.rounds)}`,
      ['rounds'],
      tournament.rounds,
    );
  }
  const byId = new Map<PlayerId, number>();
  const players: PlayerHistory[] = tournament.players.map((player: unknown, index): PlayerHistory => {
    if (!isRecord(player) || typeof player.id !== 'string' || player.id === '') {
      fail(
        'BAD_PLAYER_ID',
        `player ${index + 1}: id ${show((player as { id?: unknown })?.id)} must be a non-empty string`,
        ['players', index, 'id'],
        player,
      );
    }
    if (byId.has(player.id)) {
      fail(
        'DUPLICATE_PLAYER_ID',
        `player ${index + 1}: id ${show(player.id)} is already used`,
        ['players', index, 'id'],
        player.id,
      );
    }
    for (const field of ['enteredRound', 'withdrawnFromRound'] as const) {
      const value = player[field];
      if (value !== undefined && (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1)) {
        fail(
          'BAD_ROUND_NUMBER',
          `player ${show(player.id)}: ${field} ${show(value)} must be a whole number ≥ 1`,
          ['players', index, field],
          value,
        );
      }
    }
    byId.set(player.id, index);
    return {
      id: player.id,
      player: player as unknown as TournamentPlayer,
      index,
      halfPoints: 0,
      blacks: 0,
      whites: 0,
      colours: [],
      byes: 0,
      met: new Map(),
    };
  });
  const lookup = (id: unknown, path: readonly (string | number)[], where: string): PlayerHistory => {
    const position = typeof id === 'string' ? byId.get(id) : undefined;
    if (position === undefined) fail('UNKNOWN_PLAYER', `${where}: unknown player id ${show(id)}`, path, id);
    return players[position]!;
  };
  tournament.rounds.forEach((round, roundIndex) => {
    const roundNumber = roundIndex + 1;
    if (!isRecord(round) || !Array.isArray(round.games)) {
      fail(
        'BAD_ROUND',
        `round ${roundNumber} must be an object with a list of games`,
        ['rounds', roundIndex],
        round,
      );
    }
    const seen = new Set<number>();
    const once = (history: PlayerHistory, path: readonly (string | number)[]) => {
      if (seen.has(history.index)) {
        fail(
          'PLAYER_TWICE_IN_ROUND',
          `round ${roundNumber}: player ${show(history.id)} appears twice`,
          path,
          history.id,
        );
      }
      seen.add(history.index);
    };
    round.games.forEach((game, gameIndex) => {
      const path = ['rounds', roundIndex, 'games', gameIndex];
      const where = `game ${gameIndex + 1} of round ${roundNumber}`;
      if (!isRecord(game)) fail('BAD_GAME', `${where} must be an object`, path, game);
      const black = lookup(game.black, [...path, 'black'], where);
      const white = lookup(game.white, [...path, 'white'], where);
      if (black === white)
        fail('SELF_PAIRING', `${where}: ${show(black.id)} cannot play himself`, path, game);
      once(black, [...path, 'black']);
      once(white, [...path, 'white']);
      const blackDiscs = readDiscs(game.blackDiscs, [...path, 'blackDiscs'], where);
      const whiteDiscs = readDiscs(game.whiteDiscs, [...path, 'whiteDiscs'], where);
      // Points (NOF §14): win 1, draw ½; a forfeit loses whatever the discs; a double forfeit scores nothing.
      let blackHalf = blackDiscs > whiteDiscs ? 2 : blackDiscs === whiteDiscs ? 1 : 0;
      if (game.forfeit === 'black') blackHalf = 0;
      else if (game.forfeit === 'white') blackHalf = 2;
      const whiteHalf = game.forfeit === 'both' ? 0 : 2 - blackHalf;
      if (game.forfeit === 'both') blackHalf = 0;
      black.halfPoints += blackHalf;
      white.halfPoints += whiteHalf;
      black.blacks++;
      white.whites++;
      black.colours.push(0);
      white.colours.push(1);
      for (const [one, other] of [
        [black, white],
        [white, black],
      ] as const) {
        const rounds = one.met.get(other.index);
        if (rounds === undefined) one.met.set(other.index, [roundNumber]);
        else rounds.push(roundNumber);
      }
    });
    if (round.byes !== undefined) {
      if (!Array.isArray(round.byes))
        fail(
          'BAD_BYES',
          `round ${roundNumber}: byes must be a list`,
          ['rounds', roundIndex, 'byes'],
          round.byes,
        );
      round.byes.forEach((id, position) => {
        const path = ['rounds', roundIndex, 'byes', position];
        const history = lookup(id, path, `bye ${position + 1} of round ${roundNumber}`);
        once(history, path);
        history.byes++;
        history.halfPoints += 2; // a Swiss bye is worth 1 point (NOF §20b)
      });
    }
  });
  return { players, byId };
}

/** Is the player present in (1-based) round `round`: entered, not withdrawn, not announced absent? */
export function isPresent(player: TournamentPlayer, round: number): boolean {
  if ((player.enteredRound ?? 1) > round) return false;
  if (player.withdrawnFromRound !== undefined && player.withdrawnFromRound <= round) return false;
  return true;
}
