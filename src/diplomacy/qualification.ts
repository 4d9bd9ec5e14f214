/**
 * The qualification (seed 003 §3a): the qualification score of a player's results and the
 * table after the qualifying rounds.
 *
 * @module
 */
import { checkList, Fraction, type FractionInput, THROW } from '../core/internal.js';
import { type EntryPlace, orderGames, rankEntries, type StandingEntry } from './countback.js';
import { type DiplomacyRules, NDF_2007, type RuleBook, ruleBook } from './rules.js';
import {
  afterRoundOf,
  assertDiplomacyTournament,
  type DiplomacyPlayer,
  type DiplomacyRoundOptions,
  type DiplomacyTournament,
  freezeResult,
  nameOf,
  type PlayedGame,
  playedGames,
  readRoundOptions,
} from './tournament.js';

/**
 * The fields every row of a Diplomacy player table starts with (qualification, final ranking,
 * top board), in this order; each row then says what its `decidedBy` can be.
 *
 * @category Standings
 */
export interface DiplomacyPlayerRow {
  /** Place, 1-based; a shared place carries its first place. */
  readonly place: number;
  /** Last place of a shared place (equal to `place` when not shared). */
  readonly lastPlace: number;
  /** `'3'`, or `'3–4'` for a shared place. */
  readonly placeLabel: string;
  /** True when the place is shared after every tie-break. */
  readonly shared: boolean;
  /** The player's id. */
  readonly playerId: string;
  /** The player's name, or the id when the tournament gives none. */
  readonly name: string;
}

/**
 * One row of the qualification table.
 *
 * @category Standings
 */
export interface DiplomacyQualificationRow extends DiplomacyPlayerRow {
  /**
   * What separated this row from the row above: `'withdrawn'`, `'score'`, `'game n'` (the
   * n-th best game), `'count-back game n'`; null for the first row and shared places.
   */
  readonly decidedBy: string | null;
  /** The qualification score (seed §3a). */
  readonly score: Fraction;
  /** The player's qualifying game scores, best first (the tie chain). */
  readonly games: readonly Fraction[];
  /** The player withdrew (ranked below every player who did not). */
  readonly withdrawn: boolean;
}

/**
 * The qualification table: the rules' name, the round it stands after, the rows.
 *
 * @category Standings
 */
export interface DiplomacyQualification {
  /** The name of the rules. */
  readonly rules: string;
  /** The round the table stands after: the option, else the last round played (0 before any). */
  readonly afterRound: number;
  /** One row per player, best first. */
  readonly rows: readonly DiplomacyQualificationRow[];
}

/**
 * The qualification score of a list of game results (seed §3a: "de to beste resultatene og
 * 50 % av det tredje beste"): the results sorted best first, multiplied by the weights
 * (1, 1, 1/2), results beyond the weights ignored, missing results 0 (decision 7).
 *
 * @category Standings
 * @param scores - the player's qualifying game scores, any order
 * @param weights - weights of the best, second best, …; the seed's `['1', '1', '1/2']` by default
 * @returns the exact qualification score
 * @throws {@link mindsport!MindsportError} `NOT_A_LIST` for scores or weights that are not lists; a
 *   score or weight that is not a number or a fraction (`BAD_FRACTION`)
 * @example
 * ```ts
 * import { qualificationScore } from 'mindsport/diplomacy';
 * console.log(qualificationScore([20, 1, 7000, 90000, 300]).toString()); // 97150
 * ```
 */
export function qualificationScore(
  scores: readonly FractionInput[],
  weights: readonly FractionInput[] = NDF_2007.qualification.weights,
): Fraction {
  checkList(scores, ['scores'], THROW);
  checkList(weights, ['weights'], THROW);
  const sorted = scores.map((score) => Fraction.from(score)).sort((a, b) => b.compare(a));
  return weightedSum(
    sorted,
    weights.map((weight) => Fraction.from(weight)),
  );
}

/** Σ weight × score over scores already ordered best first. @internal */
export function weightedSum(ordered: readonly Fraction[], weights: readonly Fraction[]): Fraction {
  let total = Fraction.ZERO;
  const count = Math.min(weights.length, ordered.length);
  for (let index = 0; index < count; index++)
    total = total.add((ordered[index] as Fraction).mul(weights[index] as Fraction));
  return total;
}

/** A player's qualifying games best first and the qualification score. @internal */
export function qualificationEntry(
  player: DiplomacyPlayer,
  games: readonly PlayedGame[],
  book: RuleBook,
): StandingEntry {
  const ordered = orderGames(games.filter((game) => book.qualifyingRounds.has(game.round)));
  return {
    id: player.id,
    withdrawn: player.withdrawn === true,
    score: weightedSum(
      ordered.map((game) => game.score),
      book.weights,
    ),
    games: ordered,
  };
}

/** The whole qualification table, ranked (shared with the final boards). @internal */
export function qualificationPlaces(tournament: DiplomacyTournament, book: RuleBook): EntryPlace[] {
  const games = playedGames(tournament, book.scorer);
  return rankEntries(
    tournament.players.map((player) => qualificationEntry(player, games.get(player.id) ?? [], book)),
  );
}

/**
 * Ranks every player after the qualifying rounds (seed §3a): qualification score (best +
 * second best + 50 % of the third), then the best single game, the second best, …, then
 * the reversed count-back from the best game, on the whole tied group (decision 4); players
 * who withdrew below everyone (seed §11, decision 12); still equal: a shared place.
 *
 * @category Standings
 * @param document - the tournament
 * @param rules - the tournament format; {@link NDF_2007} by default
 * @param options - `afterRound`: count only the rounds up to this one
 * @returns the rules' name, the round the table stands after and one row per player, best first (frozen)
 * @throws {@link mindsport!MindsportError} an invalid tournament, rules or options; what the scoring
 *   system needs of a game (at the game's path)
 * @example
 * ```ts
 * import { diplomacyQualification, parseGameResult } from 'mindsport/diplomacy';
 * const names = ['kari', 'ola', 'per', 'siri', 'bjorg', 'bjorn', 'arne'];
 * const game = parseGameResult('E11 F8 T8 A3 R3 I1 G0');
 * const powers = Object.fromEntries(
 *   Object.entries(game.powers).map(([power, result], index) => [power, { ...result, player: names[index] }]),
 * ) as typeof game.powers;
 * const table = diplomacyQualification({
 *   players: names.map((id) => ({ id })),
 *   rounds: [{ round: 1, boards: [{ board: 1, game: { powers } }] }],
 * });
 * // No histories: the count-back cannot separate France and Turkey.
 * console.log(table.rows.map((row) => `${row.placeLabel} ${row.playerId} ${row.score}`).slice(0, 3)); // [ '1 kari 50', '2–3 ola 19.5', '2–3 per 19.5' ]
 * ```
 */
export function diplomacyQualification(
  document: DiplomacyTournament,
  rules: DiplomacyRules = NDF_2007,
  options: DiplomacyRoundOptions = {},
): DiplomacyQualification {
  const checked = assertDiplomacyTournament(document);
  const book = ruleBook(rules);
  const limited = afterRoundOf(checked, readRoundOptions(options).afterRound);
  const players = new Map(checked.players.map((player) => [player.id, player]));
  const rows = qualificationPlaces(limited.tournament, book).map((place) =>
    qualificationRow(place, players.get(place.entry.id) as DiplomacyPlayer),
  );
  return freezeResult({ rules: book.rules.name, afterRound: limited.afterRound, rows });
}

function qualificationRow(place: EntryPlace, player: DiplomacyPlayer): DiplomacyQualificationRow {
  return {
    place: place.place,
    lastPlace: place.lastPlace,
    placeLabel: place.placeLabel,
    shared: place.shared,
    playerId: player.id,
    name: nameOf(player),
    decidedBy: place.decidedBy,
    score: place.entry.score,
    games: place.entry.games.map((game) => game.score),
    withdrawn: place.entry.withdrawn,
  };
}
