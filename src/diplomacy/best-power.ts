import type { Fraction } from '../core/internal.js';
import { POWERS, type Power } from './powers.js';
import {
  playedGames,
  readTournamentOptions,
  requireTournament,
  scoringOf,
  type Tournament,
  type TournamentOptions,
} from './tournament.js';

/** A game that wins (or shares) the best-power award. */
export interface BestPowerGame {
  /** Player id. */
  readonly player: string;
  /** Round of the game. */
  readonly round: number;
  /** Board of the game. */
  readonly board: number;
}

/** The best-power award for one power (seed §12b). */
export interface BestPowerAward {
  /** The power. */
  readonly power: Power;
  /** The best score achieved with it. */
  readonly score: Fraction;
  /** The winning game, or several when everything is equal (a shared award, decision 14). */
  readonly winners: readonly BestPowerGame[];
}

/**
 * The best-power awards (seed §12b: "Beste stormakt. Her er det flest C-diplo poeng som
 * avgjør. (Tie-breaker: avstand ned til neststørste stormakt, 3. størst, osv.)"; decisions
 * 8 and 14): for each power the best score achieved with it over all rounds (raw scores);
 * ties broken by the gap between the player's centres and the largest centre count among the
 * other powers on that board (negative when not topping), then the gap to the second
 * largest, and so on; everything equal: a shared award.
 *
 * @param tournament - the tournament (validated)
 * @param options - the scoring system (C-Diplo 100)
 * @returns one award per power that was played, in power order
 * @throws {@link MindsportError} invalid tournament, or from the scoring system
 * @example
 * ```ts
 * import { bestPowerAwards } from 'mindsport/diplomacy';
 * console.log(bestPowerAwards({ players: [], rounds: [] })); // []
 * ```
 */
export function bestPowerAwards(tournament: Tournament, options: TournamentOptions = {}): BestPowerAward[] {
  requireTournament(tournament);
  options = readTournamentOptions(options);
  const games = playedGames(tournament, scoringOf(options));
  const awards: BestPowerAward[] = [];
  for (const power of POWERS) {
    const candidates = [...games.entries()].flatMap(([player, list]) =>
      list
        .filter((game) => game.power === power)
        .map((game) => {
          const own = game.result.supplyCentres;
          const others = POWERS.filter((other) => other !== power)
            .map((other) => game.game.powers[other].supplyCentres)
            .sort((a, b) => b - a);
          return {
            player,
            round: game.round,
            board: game.board,
            score: game.score,
            gaps: others.map((count) => own - count),
          };
        }),
    );
    if (candidates.length === 0) continue;
    const compare = (a: (typeof candidates)[number], b: (typeof candidates)[number]): number => {
      const byScore = b.score.compare(a.score);
      if (byScore !== 0) return byScore;
      for (let index = 0; index < a.gaps.length; index++) {
        const difference = b.gaps[index]! - a.gaps[index]!;
        if (difference !== 0) return difference;
      }
      return 0;
    };
    const sorted = [...candidates].sort(
      (a, b) => compare(a, b) || a.round - b.round || a.board - b.board || (a.player < b.player ? -1 : 1),
    );
    const best = sorted[0]!;
    awards.push({
      power,
      score: best.score,
      winners: sorted
        .filter((candidate) => compare(candidate, best) === 0)
        .map(({ player, round, board }) => ({ player, round, board })),
    });
  }
  return awards;
}
