/**
 * The Othello tournament document: players, rounds, games, byes and presence, as plain
 * readonly JSON-serialisable data (a federation website stores it and sends it over HTTP).
 *
 * Round numbers in fields (`enteredRound`, `withdrawnFromRound`) count from 1, as a
 * tournament director says them; array positions in error paths count from 0
 * (`['rounds', 1, 'games', 2]` is "game 3 of round 2"). Every object may carry the caller's
 * own data under `extra`; the library ignores what is inside it. Any other unknown field is
 * an error (`UNKNOWN_FIELD`).
 *
 * @module
 */

import { deepFreeze } from '../../core/freeze.js';
import type { DiscColour } from '../board/position.js';

/**
 * A player's identifier inside one tournament: any non-empty string (`'1'`, `'NOR-17'`,
 * PAPP's `'000001'`). Games, byes and presence lists refer to players by it.
 *
 * @category Documents
 */
export type PlayerId = string;

/**
 * Who forfeited a recorded game (spec §8 decision 8, NOF §18): `'black'` or `'white'` did not
 * show up and lost 64–0, `'both'` is a double forfeit (0–0, no points for either).
 *
 * @category Documents
 * @example
 * ```ts
 * import { FORFEIT_KINDS } from 'mindsport/othello';
 * console.log(FORFEIT_KINDS.includes('both')); // true
 * ```
 */
export const FORFEIT_KINDS = deepFreeze(['black', 'white', 'both'] as const);

/**
 * One of {@link FORFEIT_KINDS}.
 *
 * @category Documents
 */
export type ForfeitKind = (typeof FORFEIT_KINDS)[number];

/**
 * A registered player.
 *
 * Presence: a player takes part from round `enteredRound` (default 1; a later round is a
 * late entry, NOF §18) up to the round before `withdrawnFromRound` (withdrawal, KOA III.6);
 * single missed rounds in between are listed in the round's `absent` list.
 *
 * @category Documents
 */
export interface OthelloPlayer {
  /** Unique identifier within the tournament. */
  readonly id: PlayerId;
  /** Display name; "Surname, Given" sorts correctly for first-round seeding (NOF §26). Default: the id. */
  readonly name?: string;
  /** Rating (e.g. Nordic rating list); unrated players omit it. */
  readonly rating?: number;
  /** Position on the national (Nordic) rating list, 1 = best; preferred over `rating` for seeding (NOF §26). */
  readonly ratingListPosition?: number;
  /** Country code, such as PAPP's `pays = NOR`. */
  readonly country?: string;
  /**
   * Labels a director or another module uses, such as `'junior'`, `'nofMember'`,
   * `'resident'`; the standings carry them through unchanged.
   */
  readonly flags?: readonly string[];
  /** First round (1-based) this player takes part in; later than 1 is a late entry (NOF §18). Default 1. */
  readonly enteredRound?: number;
  /** First round (1-based) this player no longer takes part in: withdrawn from round r on (KOA III.6). */
  readonly withdrawnFromRound?: number;
  /** The caller's own data, ignored by the library. */
  readonly extra?: unknown;
}

/**
 * One game as recorded on the result sheet: black's and white's final disc counts
 * (NOF §14). Integers 0…64 with a sum of at most 64.
 *
 * @category Documents
 */
export interface OthelloGameRecord {
  /** The player with the black discs. */
  readonly black: PlayerId;
  /** Black's final disc count, 0…64. */
  readonly blackDiscs: number;
  /** The player with the white discs. */
  readonly white: PlayerId;
  /** White's final disc count, 0…64. */
  readonly whiteDiscs: number;
  /**
   * Set when the game was not played because a player did not show up (NOF §18, spec §8
   * decision 8): a recorded forfeit is a game, not a missed round.
   */
  readonly forfeit?: ForfeitKind;
  /**
   * JOA only: who held the draw-win right, so a 32–32 game counts as that player's win
   * (spec §5). Ignored by the other rules.
   */
  readonly drawWinRight?: DiscColour;
  /** The caller's own data, ignored by the library. */
  readonly extra?: unknown;
}

/**
 * A game that was scheduled but not played because one player was absent (round robin, NOF §20a).
 *
 * @category Documents
 */
export interface OthelloUnplayedGame {
  /** The player who would have had black. */
  readonly black: PlayerId;
  /** The player who would have had white. */
  readonly white: PlayerId;
  /** The caller's own data, ignored by the library. */
  readonly extra?: unknown;
}

/**
 * One round of a tournament.
 *
 * @category Documents
 */
export interface OthelloRound {
  /** The games of the round, in board order. */
  readonly games: readonly OthelloGameRecord[];
  /**
   * Players without an opponent this round: a Swiss bye (1 point, NOF §20b), a round-robin
   * sit-out (no points, NOF §20a) or a KOA walkover against a withdrawn player's slot
   * (KOA III.6). What a bye is worth is a field of the standings rules.
   */
  readonly byes?: readonly PlayerId[];
  /**
   * Players who missed this round although registered (absent once, late, or withdrawn —
   * listing withdrawn and not-yet-entered players here is allowed but not needed).
   */
  readonly absent?: readonly PlayerId[];
  /**
   * Round robin: games of this round's schedule that were not played because a player was
   * absent; the 64–0 rule credits them in standings after this round (spec §8 decision 4).
   */
  readonly unplayed?: readonly OthelloUnplayedGame[];
  /** The caller's own data, ignored by the library. */
  readonly extra?: unknown;
}

/**
 * A whole tournament: the registered players and the rounds played so far. Checked by
 * {@link validateOthelloTournament}; described by `schemas/othello-tournament.schema.json`.
 *
 * @category Documents
 */
export interface OthelloTournament {
  /** The JSON Schema the file names, for editors; ignored. */
  readonly $schema?: string;
  /** Event name, for display. */
  readonly name?: string;
  /** Every registered player, including withdrawn ones. */
  readonly players: readonly OthelloPlayer[];
  /** The rounds played so far, round 1 first. */
  readonly rounds: readonly OthelloRound[];
  /**
   * The planned number of Swiss rounds (play-offs and finals excluded); the Brightwell
   * constant is computed from it (spec §8 decision 11). Defaults to `rounds.length`.
   */
  readonly plannedRounds?: number;
  /** The caller's own data, ignored by the library. */
  readonly extra?: unknown;
}
