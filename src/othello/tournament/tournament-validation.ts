/**
 * Checking a tournament document before computing with it (spec §2, §5).
 *
 * @module
 */
import { collectProblems, unwrapValidation, type Validation } from '../../core/internal.js';
import type { OthelloTournament } from './tournament.js';
import { indexTournament, OTHELLO_SCRATCH } from './tournament-index.js';

/**
 * Checks a tournament and reports every problem at once, for forms and imports: unknown or
 * missing fields (`extra` holds the caller's own data on any object), player ids (unique,
 * non-empty), names, ratings, round numbers of late entry and withdrawal; each game's player
 * ids (known, different), disc counts (integers 0…64, sum ≤ 64, NOF §14), a forfeit recorded
 * 64–0 or 0–0 (NOF §18); a player twice in one round, a game or a bye for an absent,
 * withdrawn or not-yet-entered player, a present player missing from a round. Paths point
 * at the field: `['rounds', 1, 'games', 2, 'white']`. At most 1,000 problems are listed
 * (then `TOO_MANY_PROBLEMS`); a document of more than 2,000,000 player-rounds is
 * `TOURNAMENT_TOO_LARGE`.
 *
 * @category Documents
 * @param tournament - the document, typically from `JSON.parse`
 * @returns `{ ok: true, value }` or `{ ok: false, problems }` with every problem
 * @example
 * ```ts
 * import { validateOthelloTournament } from 'mindsport/othello';
 * const result = validateOthelloTournament({
 *   players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bo' }],
 *   rounds: [{ games: [{ black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 30 }] }],
 * });
 * console.log(result.ok, result.problems[0]?.message); // false rounds[0].games[0]: discs 40 + 30 are more than 64
 * ```
 */
export function validateOthelloTournament(tournament: unknown): Validation<OthelloTournament> {
  return OTHELLO_SCRATCH.use((scratch) =>
    collectProblems((report) => {
      indexTournament(tournament, report, scratch);
      return tournament as OthelloTournament;
    }),
  );
}

/**
 * Checks a tournament and returns it typed, or throws its first problem with every problem
 * attached as `problems`.
 *
 * @category Documents
 * @param tournament - the document, typically from `JSON.parse`
 * @returns the same object, typed
 * @throws {@link mindsport!MindsportError} the first problem found by {@link validateOthelloTournament}
 * @example
 * ```ts
 * import { assertOthelloTournament } from 'mindsport/othello';
 * try {
 *   assertOthelloTournament({ players: [{ id: 'a' }], rounds: [{ games: [{ black: 'a', blackDiscs: 33, white: 'x', whiteDiscs: 31 }] }] });
 * } catch (error) {
 *   console.log((error as Error).message); // rounds[0].games[0].white: "x" is not a player's id
 * }
 * ```
 */
export function assertOthelloTournament(tournament: unknown): OthelloTournament {
  return unwrapValidation(validateOthelloTournament(tournament));
}
