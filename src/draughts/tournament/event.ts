/**
 * The first steps of every published result, `(document, rules, options)`: the document,
 * the rules and the options checked, the games counted up to `afterRound`, and the players
 * ranked by the rules' criteria.
 *
 * @module
 */
import {
  checkInteger,
  collectProblems,
  deepFreeze,
  Fraction,
  fail,
  placeFields,
  problemAt,
  readOptions,
  THROW,
  unwrapValidation,
} from '../../core/internal.js';
import { type RankedScore, rankScores, scoreGames } from './ranking.js';
import { checkRules, type DraughtsRules } from './rules.js';
import {
  type IndexedGame,
  type IndexedPlayer,
  type IndexedTournament,
  readTournament,
} from './tournament.js';

/**
 * The option every draughts result takes.
 *
 * @category Standings
 */
export interface DraughtsRoundOptions {
  /**
   * Count only the games of rounds 1…`afterRound` (every game must then name its round).
   * Default: every game.
   */
  readonly afterRound?: number;
}

/** A standings row before it is written out: the score, the place, the player. */
export interface EventRow extends RankedScore {
  readonly player: IndexedPlayer;
}

/** An event ready to compute from. */
export interface PreparedEvent {
  readonly rules: DraughtsRules;
  readonly tournament: IndexedTournament;
  /** The option when given, else the last round a counted game names (null when none does). */
  readonly afterRound: number | null;
  /** True when every game is counted (no `afterRound`, or the last round): barrages apply. */
  readonly final: boolean;
  /** The games counted. */
  readonly games: readonly IndexedGame[];
  /** The players ranked by the rules' criteria, best first (input order inside a tie). */
  readonly rows: readonly EventRow[];
}

/**
 * Checks the document (first problem thrown, all attached), the rules and the options
 * (unknown ones refused), and ranks the counted games.
 *
 * @returns the event and the options read
 */
export function prepareEvent<Options extends DraughtsRoundOptions>(
  document: unknown,
  rules: unknown,
  options: unknown,
  known: readonly (keyof Options & string)[],
): { readonly event: PreparedEvent; readonly options: Partial<Options> } {
  const tournament = readTournament(document);
  unwrapValidation(collectProblems((report) => checkRules(rules, report)));
  const read = readOptions<Options>(options, known);
  const checkedRules = rules as DraughtsRules;
  const { games, afterRound } = countedGames(tournament, read.afterRound);
  const ids = tournament.players.map((player) => player.id);
  const scores = scoreGames(ids, games, checkedRules.gamePoints);
  const byId = new Map(tournament.players.map((player) => [player.id, player]));
  const rows = rankScores(
    scores,
    checkedRules.criteria.map((criterion) => criterion.kind),
  ).map((row) => ({ ...row, player: byId.get(row.id) as IndexedPlayer }));
  const final = read.afterRound === undefined || read.afterRound === tournament.lastRound;
  return { event: { rules: checkedRules, tournament, afterRound, final, games, rows }, options: read };
}

/** The games of rounds 1…`afterRound` and the round the result stands after. */
function countedGames(
  tournament: IndexedTournament,
  afterRound: unknown,
): { games: readonly IndexedGame[]; afterRound: number | null } {
  if (afterRound === undefined) return { games: tournament.games, afterRound: tournament.lastRound };
  checkInteger(afterRound, ['options', 'afterRound'], THROW, { min: 1 });
  const round = afterRound as number;
  const unnumbered = tournament.games.find((game) => game.round === undefined);
  if (unnumbered !== undefined) {
    fail(
      problemAt(
        'MISSING_FIELD',
        ['games', unnumbered.index, 'round'],
        undefined,
        `is missing: options.afterRound ${round} needs the round of every game`,
      ),
    );
  }
  if (tournament.lastRound === null || round > tournament.lastRound) {
    fail(
      problemAt(
        'BAD_OPTION',
        ['options', 'afterRound'],
        round,
        tournament.lastRound === null
          ? `${round}: the tournament has no games yet`
          : `${round} is after the last round, ${tournament.lastRound}`,
      ),
    );
  }
  return { games: tournament.games.filter((game) => (game.round as number) <= round), afterRound: round };
}

/**
 * Freezes a result deeply, its exact values (`Fraction`s) included: core `deepFreeze` leaves
 * class instances alone, but a result must be frozen all through (API.md §4), and a
 * `Fraction` never changes once built, so freezing it is safe.
 *
 * CORE-CANDIDATE: `deepFreeze` could freeze `Fraction`s itself; every module with exact values
 * in its results needs this.
 */
export function freezeResult<T>(result: T): T {
  const freezeFractions = (value: unknown): void => {
    if (value instanceof Fraction) Object.freeze(value);
    else if (typeof value === 'object' && value !== null)
      for (const item of Object.values(value)) freezeFractions(item);
  };
  freezeFractions(result);
  return deepFreeze(result);
}

/**
 * The fields every draughts row starts with (API.md §4), `decidedBy` after them.
 *
 * @category Standings
 */
export interface DraughtsRowStart {
  /** First place of the player's group. */
  readonly place: number;
  /** Last place of the group (equal to `place` unless shared). */
  readonly lastPlace: number;
  /** `'3'`, or `'3–4'` (en dash) for a shared place. */
  readonly placeLabel: string;
  /** True when the place is shared. */
  readonly shared: boolean;
  /** The player's id. */
  readonly playerId: string;
  /** The player's name, or the id when the document gives none. */
  readonly name: string;
}

/** The common start of a row: the place fields of core, the player's id and name. */
export function rowStart(place: number, lastPlace: number, playerId: string, name: string): DraughtsRowStart {
  return { ...placeFields(place, lastPlace), playerId, name };
}
