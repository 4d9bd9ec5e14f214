/**
 * Checking a tournament document before computing with it (spec §2, §5).
 *
 * @module
 */
import { collectProblems, unwrapValidation, type Validation } from '../core/errors.js';
import type { Tournament } from './tournament.js';
import { indexTournament, OTHELLO_SCRATCH } from './tournament-index.js';

/**
 * Checks a tournament and reports every problem at once, for forms and imports: player ids
 * (unique, non-empty), names, ratings, round numbers of late entry and withdrawal; each
 * game's player ids (known, different), disc counts (integers 0…64, sum ≤ 64, a forfeit
 * recorded 64–0 or 0–0); a player twice in one round, a game or a bye for an absent,
 * withdrawn or not-yet-entered player, a present player missing from a round.
 * Paths point at the field: `['rounds', 1, 'games', 2, 'white']`.
 *
 * @param tournament - the document, typically from `JSON.parse`
 * @returns `{ ok: true, value }` or `{ ok: false, problems }` with every problem
 * @example
 * ```ts
 * import { validateTournament } from 'mindsport/othello';
 * const result = validateTournament({
 *   players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bo' }],
 *   rounds: [{ games: [{ black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 30 }] }],
 * });
 * console.log(result.ok, result.problems[0]?.code, result.problems[0]?.path); // false DISC_TOTAL_OVER_64 [ 'rounds', 0, 'games', 0 ]
 * ```
 */
export function validateTournament(tournament: unknown): Validation<Tournament> {
  return OTHELLO_SCRATCH.use((scratch) =>
    collectProblems((report) => {
      indexTournament(tournament, report, scratch);
      return tournament as Tournament;
    }),
  );
}

/**
 * Checks a tournament and returns it typed, or throws its first problem with every problem
 * attached as `problems`.
 *
 * @param tournament - the document, typically from `JSON.parse`
 * @returns the same object, typed
 * @throws {@link MindsportError} the first problem found by {@link validateTournament}
 * @example
 * ```ts
 * import { assertTournament } from 'mindsport/othello';
 * try {
 *   assertTournament({ players: [{ id: 'a', name: 'Ann' }], rounds: [{ games: [{ black: 'a', blackDiscs: 33, white: 'x', whiteDiscs: 31 }] }] });
 * } catch (error) {
 *   console.log((error as Error).message); // game 1 of round 1: unknown player id "x"
 * }
 * ```
 */
export function assertTournament(tournament: unknown): Tournament {
  return unwrapValidation(validateTournament(tournament));
}
