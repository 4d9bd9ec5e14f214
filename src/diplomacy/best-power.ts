/**
 * The best-power awards (seed 003 §12b; decisions 8 and 14).
 *
 * @module
 */
import { type Fraction, rank } from '../core/internal.js';
import type { DiplomacyPlayerRef } from './final-round.js';
import { POWERS, type Power } from './powers.js';
import { type DiplomacyRules, NDF_2007, ruleBook } from './rules.js';
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
 * A game that wins (or shares) the best-power award.
 *
 * @category Standings
 */
export interface DiplomacyBestPowerGame extends DiplomacyPlayerRef {
  /** Round of the game. */
  readonly round: number;
  /** Board of the game. */
  readonly board: number;
}

/**
 * The best-power award for one power (seed §12b).
 *
 * @category Standings
 */
export interface DiplomacyBestPowerAward {
  /** The power. */
  readonly power: Power;
  /** The best score achieved with it. */
  readonly score: Fraction;
  /** The winning game, or several when everything is equal (a shared award, decision 14). */
  readonly winners: readonly DiplomacyBestPowerGame[];
}

/**
 * The best-power awards (a result of {@link diplomacyBestPowers}).
 *
 * @category Standings
 */
export interface DiplomacyBestPowers {
  /** The name of the rules. */
  readonly rules: string;
  /** The round the awards stand after: the option, else the last round played (0 before any). */
  readonly afterRound: number;
  /** One award per power that was played, in power order. */
  readonly awards: readonly DiplomacyBestPowerAward[];
}

interface Candidate {
  readonly player: DiplomacyPlayer;
  readonly game: PlayedGame;
  /** The player's centres minus each other power's, largest other first (decision 8). */
  readonly gaps: readonly number[];
}

/**
 * The best-power awards (seed §12b: "Beste stormakt. Her er det flest C-diplo poeng som
 * avgjør. (Tie-breaker: avstand ned til neststørste stormakt, 3. størst, osv.)"; decisions
 * 8 and 14): for each power the best score achieved with it over all rounds (raw scores);
 * ties broken by the gap between the player's centres and the largest centre count among the
 * other powers on that board (negative when not topping), then the gap to the second
 * largest, and so on; everything equal: a shared award.
 *
 * @category Standings
 * @param document - the tournament
 * @param rules - the tournament format and its scoring; {@link NDF_2007} by default
 * @param options - `afterRound`: the awards as they stood after this round
 * @returns the rules' name, the round they stand after and one award per power played (frozen)
 * @throws {@link mindsport!MindsportError} an invalid tournament, rules or options, or from the scoring system
 * @example
 * ```ts
 * import { diplomacyBestPowers } from 'mindsport/diplomacy';
 * console.log(diplomacyBestPowers({ players: [], rounds: [] }).awards); // []
 * ```
 */
export function diplomacyBestPowers(
  document: DiplomacyTournament,
  rules: DiplomacyRules = NDF_2007,
  options: DiplomacyRoundOptions = {},
): DiplomacyBestPowers {
  const checked = assertDiplomacyTournament(document);
  const book = ruleBook(rules);
  const { tournament, afterRound } = afterRoundOf(checked, readRoundOptions(options).afterRound);
  const games = playedGames(tournament, book.scorer);
  const awards: DiplomacyBestPowerAward[] = [];
  for (const power of POWERS) {
    const candidates = tournament.players.flatMap((player) =>
      (games.get(player.id) ?? [])
        .filter((game) => game.power === power)
        .map((game) => candidate(player, game)),
    );
    if (candidates.length > 0) awards.push(award(power, candidates));
  }
  return freezeResult({ rules: book.rules.name, afterRound, awards });
}

function candidate(player: DiplomacyPlayer, game: PlayedGame): Candidate {
  const own = game.result.supplyCentres;
  const others = POWERS.filter((other) => other !== game.power)
    .map((other) => game.game.powers[other].supplyCentres)
    .sort((a, b) => b - a);
  return { player, game, gaps: others.map((count) => own - count) };
}

/** The larger gaps first, largest other power first (decision 8); 0 when all are equal. */
function compareGaps(a: Candidate, b: Candidate): number {
  for (let index = 0; index < a.gaps.length; index++) {
    const difference = (b.gaps[index] as number) - (a.gaps[index] as number);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The award of one power: the candidates that core `rank` places first (a shared place is a shared award). */
function award(power: Power, candidates: readonly Candidate[]): DiplomacyBestPowerAward {
  const ranked = rank(candidates, {
    id: (each) => `${each.game.round}/${each.game.board}/${each.player.id}`,
    criteria: [
      { name: 'score', value: (each) => each.game.score },
      { name: 'gaps', compare: compareGaps },
    ],
  });
  const winners = ranked
    .filter((row) => row.place === 1)
    .map((row) => row.row)
    .sort(
      (a, b) =>
        a.game.round - b.game.round || a.game.board - b.game.board || (a.player.id < b.player.id ? -1 : 1),
    );
  return {
    power,
    score: (winners[0] as Candidate).game.score,
    winners: winners.map((each) => ({
      playerId: each.player.id,
      name: nameOf(each.player),
      round: each.game.round,
      board: each.game.board,
    })),
  };
}
