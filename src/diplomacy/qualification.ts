import { checkList, Fraction, type FractionInput, THROW } from '../core/internal.js';
import { type EntryPlace, orderGamesInPlace, rankEntries, type StandingEntry } from './countback.js';
import {
  NDF_2007,
  type PlayedGame,
  playedGames,
  readTournamentOptions,
  requireTournament,
  scoringOf,
  type Tournament,
  type TournamentOptions,
} from './tournament.js';

/** One row of a tournament table. */
export interface TournamentStanding {
  /** Player id. */
  readonly player: string;
  /** Place, 1-based; a shared place carries its first place. */
  readonly place: number;
  /** Last place of a shared place (equal to `place` when not shared). */
  readonly lastPlace: number;
  /** True when the place is shared after every tie-break. */
  readonly shared: boolean;
  /** `'3'`, or `'3–4'` for a shared place. */
  readonly placeLabel: string;
  /** The score ranked on: the qualification score, or the final total (with the board bonus). */
  readonly score: Fraction;
  /** The player's game scores used by the tie chain, best first. */
  readonly games: readonly Fraction[];
  /** The player withdrew (ranked below every player who did not). */
  readonly withdrawn: boolean;
  /**
   * What separated this row from the row above: `'withdrawn'`, `'score'`, `'game n'` (the
   * n-th best game), `'count-back game n'`, `'top board'`; null for the first row and shared places.
   */
  readonly decidedBy: string | null;
}

/**
 * The qualification score of a list of game results (seed §3a: "de to beste resultatene og
 * 50 % av det tredje beste"): the results sorted best first, multiplied by the weights
 * (1, 1, 1/2), results beyond the weights ignored, missing results 0 (decision 7).
 *
 * @param scores - the player's qualifying game scores, any order
 * @param weights - weights of the best, second best, …; the seed's `['1', '1', '1/2']` by default
 * @returns the exact qualification score
 * @example
 * ```ts
 * import { qualificationScore } from 'mindsport/diplomacy';
 * console.log(qualificationScore([20, 1, 7000, 90000, 300]).toString()); // 97150
 * ```
 */
export function qualificationScore(
  scores: readonly FractionInput[],
  weights: readonly FractionInput[] = NDF_2007.qualificationWeights,
): Fraction {
  checkList(scores, ['scores'], THROW);
  checkList(weights, ['weights'], THROW);
  const sorted = scores.map((score) => Fraction.from(score)).sort((a, b) => b.compare(a));
  let total = Fraction.ZERO;
  const count = Math.min(weights.length, sorted.length);
  for (let index = 0; index < count; index++) total = total.add(sorted[index]!.mul(weights[index]!));
  return total;
}

/** Converts ranked entries to standings rows. @internal */
export function toStandings(places: readonly EntryPlace[]): TournamentStanding[] {
  return places.map(({ entry, place, lastPlace, decidedBy }) => ({
    player: entry.id,
    place,
    lastPlace,
    shared: lastPlace > place,
    placeLabel: lastPlace > place ? `${place}–${lastPlace}` : `${place}`,
    score: entry.score,
    games: entry.games.map((game) => game.score),
    withdrawn: entry.withdrawn,
    decidedBy,
  }));
}

/** Σ weight × score over games already ordered best first (the ordering of `orderGames`). */
/** @internal */
export function weightedSum(ordered: readonly PlayedGame[], weights: readonly Fraction[]): Fraction {
  let total = Fraction.ZERO;
  const count = Math.min(weights.length, ordered.length);
  for (let index = 0; index < count; index++) total = total.add(ordered[index]!.score.mul(weights[index]!));
  return total;
}

/** Qualification entries of every player (shared with the final-round code). @internal */
export function qualificationEntries(
  tournament: Tournament,
  games: ReadonlyMap<string, readonly PlayedGame[]>,
  options: TournamentOptions,
): StandingEntry[] {
  const rules = options.rules ?? NDF_2007;
  const qualifying = new Set(rules.qualifyingRounds);
  const weights = rules.qualificationWeights.map((weight) => Fraction.from(weight));
  return tournament.players.map((player) => {
    // The filter made a fresh list: order it in place.
    const ordered = orderGamesInPlace(
      (games.get(player.id) ?? []).filter((game) => qualifying.has(game.round)),
    );
    return {
      id: player.id,
      withdrawn: player.withdrawn === true,
      score: weightedSum(ordered, weights),
      games: ordered,
    };
  });
}

/**
 * Ranks every player after the qualifying rounds (seed §3a): qualification score (best +
 * second best + 50 % of the third), then the best single game, the second best, …, then
 * the reversed count-back from the best game (decision 4); players who withdrew below
 * everyone (seed §11, decision 12); still equal: a shared place.
 *
 * @param tournament - the tournament (validated)
 * @param options - rules ({@link NDF_2007}) and scoring system (C-Diplo 100)
 * @returns one row per player, best first
 * @throws {@link MindsportError} when the tournament is invalid, or from the scoring system
 * @example
 * ```ts
 * import { parseGameResult, rankQualification } from 'mindsport/diplomacy';
 * const names = ['kari', 'ola', 'per', 'siri', 'bjorg', 'bjorn', 'arne'];
 * const game = parseGameResult('E11 F8 T8 A3 R3 I1 G0');
 * const powers = Object.fromEntries(
 *   Object.entries(game.powers).map(([power, result], index) => [power, { ...result, player: names[index] }]),
 * ) as typeof game.powers;
 * const table = rankQualification({
 *   players: names.map((id) => ({ id })),
 *   rounds: [{ round: 1, boards: [{ board: 1, game: { powers } }] }],
 * });
 * // No histories: the count-back cannot separate France and Turkey.
 * console.log(table.map((row) => `${row.placeLabel} ${row.player} ${row.score}`).slice(0, 3)); // [ '1 kari 50', '2–3 ola 19.5', '2–3 per 19.5' ]
 * ```
 */
export function rankQualification(
  tournament: Tournament,
  options: TournamentOptions = {},
): TournamentStanding[] {
  requireTournament(tournament);
  options = readTournamentOptions(options);
  const games = playedGames(tournament, scoringOf(options));
  return toStandings(rankEntries(qualificationEntries(tournament, games, options)));
}
