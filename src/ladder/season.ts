import { checkRecord, checkString, THROW } from '../core/check.js';
import { collectProblems, MindsportError, unwrapValidation, type Validation } from '../core/errors.js';
import { show } from '../core/guards.js';
import { compileSeason } from './compile.js';
import { CLUB_LADDER, type Group, type LadderConfig } from './config.js';

/** Results of a club-night game, white's score first (as on the pairing form, Art. II.2). */
export const GAME_RESULTS = Object.freeze(['1-0', '1/2-1/2', '0-1'] as const);
/** A club-night game result. */
export type GameResult = (typeof GAME_RESULTS)[number];

/** Results of a league (team competition) game from the member's side. */
export const LEAGUE_RESULTS = Object.freeze(['win', 'draw', 'loss'] as const);
/** A league game result. */
export type LeagueResult = (typeof LEAGUE_RESULTS)[number];

/** Colours. */
export const COLOURS = Object.freeze(['white', 'black'] as const);
/** A colour. */
export type Colour = (typeof COLOURS)[number];

/**
 * The kinds of entry a round can hold, each a rule of Art. IV: `game` (IV.3, internal or
 * against a guest), `forfeit` (spec decision 9), `drawnOut` (IV.6), `league` (IV.2, IV.4),
 * `representing` (IV.7). Absence (IV.5) is not an entry: it is every round without one.
 */
export const LADDER_RULES = Object.freeze(['game', 'forfeit', 'drawnOut', 'league', 'representing'] as const);
/** One of {@link LADDER_RULES}. */
export type LadderRule = (typeof LADDER_RULES)[number];

/** A member on the ladder. */
export interface LadderPlayer {
  /** Unique id (also unique among guests). */
  readonly id: string;
  /** Display name. */
  readonly name?: string;
  /** Group code given at the start of the season (Art. VI.1); no group → no group prize. */
  readonly group?: Group;
  /** New member this season (Art. IV.3d, spec decision 4). */
  readonly newMember?: boolean;
  /**
   * Round (1-based) before which a late joiner enters at the bottom of the ladder with no
   * start points (spec decision 3). Omitted: on the starting ladder, in input order.
   */
  readonly joinRound?: number;
}

/** A guest (Dutch *gepermitteerde*): plays club games but is not on the ladder (Art. III.3b). */
export interface LadderGuest {
  /** Unique id (also unique among players). */
  readonly id: string;
  /** Display name. */
  readonly name?: string;
}

/** A club-night game between two present players (or a player and a guest) (Art. IV.3). */
export interface LadderGameEntry {
  /** The rule: a game. */
  readonly rule: 'game';
  /** Id of the player with white. */
  readonly white: string;
  /** Id of the player with black. */
  readonly black: string;
  /** The result, white's score first. */
  readonly result: GameResult;
}

/** A win by forfeit: the paired opponent did not show up (spec decision 9). */
export interface LadderForfeitEntry {
  /** The rule: a forfeit. */
  readonly rule: 'forfeit';
  /** Id of the present player who wins by forfeit. */
  readonly winner: string;
  /** Id of the player who did not show up; counts as absent. */
  readonly absent: string;
}

/** The odd player drawn out by lot (Art. III.4, IV.6). */
export interface LadderDrawnOutEntry {
  /** The rule: drawn out. */
  readonly rule: 'drawnOut';
  /** Id of the player drawn out. */
  readonly player: string;
}

/** A game in the league (Dutch *Bondscompetitie*) played in the round's week (Art. IV.2, IV.4, VII.1). */
export interface LadderLeagueEntry {
  /** The rule: a league game. */
  readonly rule: 'league';
  /** Id of the member who played it. */
  readonly player: string;
  /** Its result; needed for the period table (spec decision 9). */
  readonly result?: LeagueResult;
  /** The colour the member had, for "wins with black" and "points with black". */
  readonly colour?: Colour;
  /** ISO date `YYYY-MM-DD`; needed when one player has several league games in a week (Friday rule). */
  readonly date?: string;
}

/** Representing the club elsewhere with the board's consent (Art. IV.7). */
export interface LadderRepresentingEntry {
  /** The rule: representing the club. */
  readonly rule: 'representing';
  /** Id of the member. */
  readonly player: string;
}

/** One entry of a round. */
export type LadderEntry =
  | LadderGameEntry
  | LadderForfeitEntry
  | LadderDrawnOutEntry
  | LadderLeagueEntry
  | LadderRepresentingEntry;

/** One club evening (one week) of the winter competition. */
export interface LadderRound {
  /** ISO date of the club evening. */
  readonly date?: string;
  /** Ids of the players and guests who ticked attendance (Art. II.1a). */
  readonly present: readonly string[];
  /** Everything that happened that week. */
  readonly entries: readonly LadderEntry[];
}

/** A winter season: an immutable log of rounds. */
export interface LadderSeason {
  /** Members in the starting ladder order, top first (Art. III.2b: the rating list order). */
  readonly players: readonly LadderPlayer[];
  /** Guests who may play club games. */
  readonly guests?: readonly LadderGuest[];
  /** The rounds played so far, in order. */
  readonly rounds: readonly LadderRound[];
  /** Number of rounds planned, so periods can be split before the season ends (Art. I.2). */
  readonly plannedRounds?: number;
  /** Explicit first round (1-based) of each period, starting with 1 (spec decision 10). */
  readonly periodStarts?: readonly number[];
}

/**
 * Checks a whole season against the rules and reports every problem at once (for a
 * competition leader's form): unknown players, results for absent players, two results
 * for one player in a round, unknown rules, the Friday rule left undecided, a ladder
 * longer than the top rank number.
 *
 * @param season - the season log
 * @param config - the club's rules (default {@link CLUB_LADDER})
 * @returns `{ ok: true, value: season }` or `{ ok: false, problems }`
 * @example
 * ```ts
 * import { validateLadderSeason } from 'mindsport/ladder';
 * const check = validateLadderSeason({
 *   players: [{ id: 'ann' }, { id: 'bob' }],
 *   rounds: [{ present: ['ann'], entries: [{ rule: 'game', white: 'ann', black: 'bob', result: '1-0' }] }],
 * });
 * console.log(check.ok, check.problems[0]?.code); // false PLAYER_NOT_PRESENT
 * ```
 */
export function validateLadderSeason(
  season: LadderSeason,
  config: LadderConfig = CLUB_LADDER,
): Validation<LadderSeason> {
  return collectProblems((report) => {
    compileSeason(season, config, report);
    return season;
  });
}

/**
 * Parses a season log from JSON text and checks it.
 *
 * @param text - JSON of a {@link LadderSeason}
 * @param config - the club's rules (default {@link CLUB_LADDER})
 * @returns the season
 * @throws {@link MindsportError} `BAD_JSON`, or the first problem of {@link validateLadderSeason}
 * @example
 * ```ts
 * import { formatLadderSeason, parseLadderSeason } from 'mindsport/ladder';
 * const season = parseLadderSeason('{"players":[{"id":"ann"}],"rounds":[]}');
 * console.log(formatLadderSeason(season)); // {"players":[{"id":"ann"}],"rounds":[]}
 * ```
 */
export function parseLadderSeason(text: string, config: LadderConfig = CLUB_LADDER): LadderSeason {
  // A parser reads text: anything else is a MindsportError, not a TypeError (issue 23 §3).
  checkString(text, [], THROW, true);
  let season: LadderSeason;
  try {
    season = JSON.parse(text) as LadderSeason;
  } catch (error) {
    throw new MindsportError('BAD_JSON', `season log is not valid JSON: ${(error as Error).message}`, {
      value: text.slice(0, 80),
      cause: error,
    });
  }
  return unwrapValidation(validateLadderSeason(season, config));
}

/**
 * Formats a season log as JSON text (the inverse of {@link parseLadderSeason}).
 *
 * @param season - the season
 * @returns compact JSON
 * @example
 * ```ts
 * import { formatLadderSeason } from 'mindsport/ladder';
 * console.log(formatLadderSeason({ players: [], rounds: [] })); // {"players":[],"rounds":[]}
 * ```
 */
export function formatLadderSeason(season: LadderSeason): string {
  checkRecord(season, [], THROW);
  try {
    return JSON.stringify(season);
  } catch (error) {
    // A cycle, a BigInt or a list nested too deep for the engine (say in `extra`): the season
    // cannot be written, and the caller gets a MindsportError, not a RangeError (issue 23 §3).
    throw new MindsportError('NOT_JSON', `season: cannot be written as JSON (${(error as Error).message})`, {
      value: season,
      cause: error,
    });
  }
}

/**
 * Returns a new season with one more round appended, after checking it: the log is never
 * changed in place.
 *
 * @param season - the season so far
 * @param round - the new round
 * @param config - the club's rules (default {@link CLUB_LADDER})
 * @returns a new season object sharing the earlier rounds
 * @throws {@link MindsportError} the first problem of the new round
 * @example
 * ```ts
 * import { appendLadderRound } from 'mindsport/ladder';
 * const season = appendLadderRound(
 *   { players: [{ id: 'ann' }, { id: 'bob' }], rounds: [] },
 *   { present: ['ann', 'bob'], entries: [{ rule: 'game', white: 'bob', black: 'ann', result: '0-1' }] },
 * );
 * console.log(season.rounds.length); // 1
 * ```
 */
export function appendLadderRound(
  season: LadderSeason,
  round: LadderRound,
  config: LadderConfig = CLUB_LADDER,
): LadderSeason {
  if (round === null || typeof round !== 'object') {
    throw new MindsportError(
      'BAD_ROUND',
      `round ${season.rounds.length + 1}: ${show(round)} is not a round`,
      {
        path: ['rounds', season.rounds.length],
        value: round,
      },
    );
  }
  const next: LadderSeason = { ...season, rounds: [...season.rounds, round] };
  unwrapValidation(validateLadderSeason(next, config));
  return next;
}
