/**
 * The season log of the winter competition (seed 002, Art. II and IV): its types, its
 * check, and its JSON text form.
 *
 * @module
 */
import {
  checkRecord,
  checkString,
  collectProblems,
  MindsportError,
  THROW,
  unwrapValidation,
  type Validation,
} from '../core/internal.js';
import { compileSeason } from './compile.js';
import { CLUB_LADDER, type LadderGroup, type LadderRules } from './rules.js';

/**
 * Results of a club-night game, white's score first (as on the pairing form, Art. II.2).
 *
 * @category Documents
 * @example
 * ```ts
 * import { LADDER_GAME_RESULTS } from 'mindsport/ladder';
 * console.log(LADDER_GAME_RESULTS.join(' ')); // 1-0 1/2-1/2 0-1
 * ```
 */
export const LADDER_GAME_RESULTS = Object.freeze(['1-0', '1/2-1/2', '0-1'] as const);

/**
 * A club-night game result.
 *
 * @category Documents
 */
export type LadderGameResult = (typeof LADDER_GAME_RESULTS)[number];

/**
 * Results of a league (team competition) game from the member's side.
 *
 * @category Documents
 * @example
 * ```ts
 * import { LADDER_LEAGUE_RESULTS } from 'mindsport/ladder';
 * console.log(LADDER_LEAGUE_RESULTS.join(' ')); // win draw loss
 * ```
 */
export const LADDER_LEAGUE_RESULTS = Object.freeze(['win', 'draw', 'loss'] as const);

/**
 * A league game result.
 *
 * @category Documents
 */
export type LadderLeagueResult = (typeof LADDER_LEAGUE_RESULTS)[number];

/**
 * Colours.
 *
 * @category Documents
 * @example
 * ```ts
 * import { LADDER_COLOURS } from 'mindsport/ladder';
 * console.log(LADDER_COLOURS.join(' ')); // white black
 * ```
 */
export const LADDER_COLOURS = Object.freeze(['white', 'black'] as const);

/**
 * A colour.
 *
 * @category Documents
 */
export type LadderColour = (typeof LADDER_COLOURS)[number];

/**
 * The kinds of entry a round can hold, each a rule of Art. IV: `game` (IV.3, internal or
 * against a guest), `forfeit` (spec decision 9), `drawnOut` (IV.6), `league` (IV.2, IV.4),
 * `representing` (IV.7). Absence (IV.5) is not an entry: it is every round without one.
 *
 * @category Documents
 * @example
 * ```ts
 * import { LADDER_ENTRY_RULES } from 'mindsport/ladder';
 * console.log(LADDER_ENTRY_RULES.includes('drawnOut')); // true
 * ```
 */
export const LADDER_ENTRY_RULES = Object.freeze([
  'game',
  'forfeit',
  'drawnOut',
  'league',
  'representing',
] as const);

/**
 * One of {@link LADDER_ENTRY_RULES}.
 *
 * @category Documents
 */
export type LadderEntryRule = (typeof LADDER_ENTRY_RULES)[number];

/**
 * A member on the ladder.
 *
 * @category Documents
 */
export interface LadderPlayer {
  /** Unique id (also unique among guests). */
  readonly id: string;
  /** Display name; rows show the id when there is none. */
  readonly name?: string;
  /** Group code given at the start of the season (Art. VI.1); no group → no group prize. */
  readonly group?: LadderGroup;
  /** New member this season (Art. IV.3d, spec decision 4). */
  readonly newMember?: boolean;
  /**
   * Round (1-based) before which a late joiner enters at the bottom of the ladder with no
   * start points (spec decision 3). Omitted: on the starting ladder, in input order.
   */
  readonly joinRound?: number;
  /** The caller's own data; the library ignores it. */
  readonly extra?: unknown;
}

/**
 * A guest (Dutch *gepermitteerde*): plays club games but is not on the ladder (Art. III.3b).
 *
 * @category Documents
 */
export interface LadderGuest {
  /** Unique id (also unique among players). */
  readonly id: string;
  /** Display name. */
  readonly name?: string;
  /** The caller's own data; the library ignores it. */
  readonly extra?: unknown;
}

/**
 * A club-night game between two present players (or a player and a guest) (Art. IV.3).
 *
 * @category Documents
 */
export interface LadderGameEntry {
  /** The rule: a game. */
  readonly rule: 'game';
  /** Id of the player with white. */
  readonly white: string;
  /** Id of the player with black. */
  readonly black: string;
  /** The result, white's score first. */
  readonly result: LadderGameResult;
  /** The caller's own data; the library ignores it. */
  readonly extra?: unknown;
}

/**
 * A win by forfeit: the paired opponent did not show up (spec decision 9).
 *
 * @category Documents
 */
export interface LadderForfeitEntry {
  /** The rule: a forfeit. */
  readonly rule: 'forfeit';
  /** Id of the present player who wins by forfeit. */
  readonly winner: string;
  /** Id of the player who did not show up; counts as absent. */
  readonly absent: string;
  /** The caller's own data; the library ignores it. */
  readonly extra?: unknown;
}

/**
 * The odd player drawn out by lot (Art. III.4, IV.6).
 *
 * @category Documents
 */
export interface LadderDrawnOutEntry {
  /** The rule: drawn out. */
  readonly rule: 'drawnOut';
  /** Id of the player drawn out. */
  readonly player: string;
  /** The caller's own data; the library ignores it. */
  readonly extra?: unknown;
}

/**
 * A game in the league (Dutch *Bondscompetitie*) played in the round's week (Art. IV.2, IV.4, VII.1).
 *
 * @category Documents
 */
export interface LadderLeagueEntry {
  /** The rule: a league game. */
  readonly rule: 'league';
  /** Id of the member who played it. */
  readonly player: string;
  /** Its result; needed for the period table (spec decision 9). */
  readonly result?: LadderLeagueResult;
  /** The colour the member had, for "wins with black" and "points with black". */
  readonly colour?: LadderColour;
  /** ISO date `YYYY-MM-DD`; needed when one player has several league games in a week (Friday rule). */
  readonly date?: string;
  /** The caller's own data; the library ignores it. */
  readonly extra?: unknown;
}

/**
 * Representing the club elsewhere with the board's consent (Art. IV.7).
 *
 * @category Documents
 */
export interface LadderRepresentingEntry {
  /** The rule: representing the club. */
  readonly rule: 'representing';
  /** Id of the member. */
  readonly player: string;
  /** The caller's own data; the library ignores it. */
  readonly extra?: unknown;
}

/**
 * One entry of a round.
 *
 * @category Documents
 */
export type LadderEntry =
  | LadderGameEntry
  | LadderForfeitEntry
  | LadderDrawnOutEntry
  | LadderLeagueEntry
  | LadderRepresentingEntry;

/**
 * One club evening (one week) of the winter competition.
 *
 * @category Documents
 */
export interface LadderRound {
  /** ISO date of the club evening. */
  readonly date?: string;
  /** Ids of the players and guests who ticked attendance (Art. II.1a). */
  readonly present: readonly string[];
  /** Everything that happened that week. */
  readonly entries: readonly LadderEntry[];
  /** The caller's own data; the library ignores it. */
  readonly extra?: unknown;
}

/**
 * A winter season: an immutable log of rounds.
 *
 * @category Documents
 */
export interface LadderSeason {
  /** The JSON Schema the file follows (`ladder-season.schema.json`); ignored. */
  readonly $schema?: string;
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
  /** The caller's own data; the library ignores it. */
  readonly extra?: unknown;
}

/**
 * Checks a whole season against the rules and reports every problem at once (for a
 * competition leader's form): its shape (unknown or missing fields, values of the wrong
 * type), unknown players, results for absent players, two results for one player in a
 * round, the Friday rule left undecided, a ladder longer than the top rank number.
 *
 * The checks that depend on the club's rules (the ladder length, the Friday rule) use the
 * rules given, {@link CLUB_LADDER} by default; a bad rule set is reported instead.
 *
 * @category Documents
 * @param document - the season log
 * @param rules - the club's rules (default {@link CLUB_LADDER})
 * @returns `{ ok: true, value: document }` or `{ ok: false, problems }`
 * @example
 * ```ts
 * import { validateLadderSeason } from 'mindsport/ladder';
 * const check = validateLadderSeason({
 *   players: [{ id: 'ann' }, { id: 'bob' }],
 *   rounds: [{ present: ['ann'], entries: [{ rule: 'game', white: 'ann', black: 'bob', result: '1-0' }] }],
 * });
 * console.log(check.problems[0]?.message); // rounds[0].entries[0].black: "bob" is not present in round 1
 * ```
 */
export function validateLadderSeason(
  document: LadderSeason,
  rules: LadderRules = CLUB_LADDER,
): Validation<LadderSeason> {
  return collectProblems((report) => {
    compileSeason(document, rules, report);
    return document;
  });
}

/**
 * Checks a season like {@link validateLadderSeason} and returns it, or throws its first
 * problem with every problem attached.
 *
 * @category Documents
 * @param document - the season log
 * @param rules - the club's rules (default {@link CLUB_LADDER})
 * @returns the same season
 * @throws `MindsportError` the first problem, with all of them in `problems`
 * @example
 * ```ts
 * import { assertLadderSeason } from 'mindsport/ladder';
 * const season = assertLadderSeason({ players: [{ id: 'ann' }], rounds: [] });
 * console.log(season.players.length); // 1
 * // a round is appended by writing a new season and checking it:
 * const next = assertLadderSeason({ ...season, rounds: [...season.rounds, { present: ['ann'], entries: [] }] });
 * console.log(next.rounds.length); // 1
 * ```
 */
export function assertLadderSeason(document: LadderSeason, rules: LadderRules = CLUB_LADDER): LadderSeason {
  return unwrapValidation(validateLadderSeason(document, rules));
}

/**
 * Reads a season log from JSON text and checks it ({@link assertLadderSeason}): text in,
 * a checked season out.
 *
 * @category Documents
 * @param text - JSON of a {@link LadderSeason}
 * @param rules - the club's rules the season is checked against (default {@link CLUB_LADDER})
 * @returns the season
 * @throws `MindsportError` `NOT_A_STRING` for anything but text, `BAD_JSON`, or the first problem of {@link validateLadderSeason}
 * @example
 * ```ts
 * import { formatLadderSeason, parseLadderSeason } from 'mindsport/ladder';
 * const season = parseLadderSeason('{"players":[{"id":"ann"}],"rounds":[]}');
 * console.log(formatLadderSeason(season)); // {"players":[{"id":"ann"}],"rounds":[]}
 * ```
 */
export function parseLadderSeason(text: string, rules: LadderRules = CLUB_LADDER): LadderSeason {
  // A parser reads text: anything else is a MindsportError, not a TypeError (issue 23 §3).
  checkString(text, [], THROW, true);
  let season: LadderSeason;
  try {
    season = JSON.parse(text) as LadderSeason;
  } catch (error) {
    throw new MindsportError('BAD_JSON', `(input): not valid JSON (${(error as Error).message})`, {
      value: text.slice(0, 80),
      cause: error,
    });
  }
  return assertLadderSeason(season, rules);
}

/**
 * How deep a season's own data may nest to be written. The engine's JSON writer recurses and
 * only fails at its stack limit, which takes about 200 ms to reach and depends on the stack
 * (a worker's is smaller); a season nested deeper is refused at once instead.
 */
const MAX_JSON_DEPTH = 1000;

/** Whether a value nests objects or lists deeper than `limit` (an explicit stack; a repeated object is walked once). */
function nestedBeyond(value: unknown, limit: number): boolean {
  const seen = new WeakSet<object>();
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null || seen.has(item)) continue;
    if (depth >= limit) return true;
    seen.add(item);
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * Writes a season log as compact JSON text (the inverse of {@link parseLadderSeason}). It
 * writes what it is given; {@link parseLadderSeason} checks what it reads.
 *
 * @category Documents
 * @param document - the season
 * @returns compact JSON
 * @throws `MindsportError` `NOT_AN_OBJECT`; `NOT_JSON` for a season JSON cannot hold (a cycle, or data nested deeper than 1000 levels, say in `extra`)
 * @example
 * ```ts
 * import { formatLadderSeason } from 'mindsport/ladder';
 * console.log(formatLadderSeason({ players: [], rounds: [] })); // {"players":[],"rounds":[]}
 * ```
 */
export function formatLadderSeason(document: LadderSeason): string {
  checkRecord(document, [], THROW);
  if (nestedBeyond(document, MAX_JSON_DEPTH)) {
    throw new MindsportError(
      'NOT_JSON',
      `(input): cannot be written as JSON (nested deeper than ${MAX_JSON_DEPTH} levels)`,
      { value: document },
    );
  }
  try {
    return JSON.stringify(document);
  } catch (error) {
    // A cycle, a BigInt or a list nested too deep for the engine (say in `extra`): the season
    // cannot be written, and the caller gets a MindsportError, not a RangeError (issue 23 §3).
    const reason = (error as Error).message.split('\n')[0];
    throw new MindsportError('NOT_JSON', `(input): cannot be written as JSON (${reason})`, {
      value: document,
      cause: error,
    });
  }
}
