/**
 * The final ranking of a tournament (seed 003 §3b–c, §11): champion and runner-up from the
 * top board, everybody else by total with the board bonus.
 *
 * @module
 */
import { Fraction, placeLabel } from '../core/internal.js';
import { orderGames, rankEntries, type StandingEntry } from './countback.js';
import { topBoardOf, topBoardRows } from './final-round.js';
import { type DiplomacyPlayerRow, weightedSum } from './qualification.js';
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
 * One row of the final ranking.
 *
 * @category Standings
 */
export interface DiplomacyStandingsRow extends DiplomacyPlayerRow {
  /**
   * What separated this row from the row above: `'top board'` (places 2 and 3),
   * `'withdrawn'`, `'score'`, `'game n'` (the n-th best game), `'count-back game n'`; null
   * for the first row and shared places.
   */
  readonly decidedBy: string | null;
  /** The total ranked on: (qualification + final round) × factor. */
  readonly score: Fraction;
  /** Qualification score (seed §3a). */
  readonly qualification: Fraction;
  /** Score in the final round, or null for a player who did not play it. */
  readonly finalRound: Fraction | null;
  /** Final-round board (1 = top), or null. */
  readonly board: number | null;
  /** The board-bonus factor applied to qualification + final round: 1 + step × (N − k) (decision 6). */
  readonly factor: Fraction;
  /** All the player's game scores of every round, best first (the tie chain of the final ranking). */
  readonly games: readonly Fraction[];
  /** The player withdrew (ranked below every player who did not). */
  readonly withdrawn: boolean;
}

/**
 * The final ranking (a result of {@link diplomacyStandings}).
 *
 * @category Standings
 */
export interface DiplomacyStandings {
  /** The name of the rules. */
  readonly rules: string;
  /** The round the ranking stands after: the option, else the last round played (0 before any). */
  readonly afterRound: number;
  /** One row per player, champion first. */
  readonly rows: readonly DiplomacyStandingsRow[];
}

/** A player's data for the final ranking. */
interface FinalEntry extends StandingEntry {
  readonly player: DiplomacyPlayer;
  readonly factor: Fraction;
  readonly qualification: Fraction;
  readonly played: PlayedGame | undefined;
}

/**
 * The final ranking of a tournament (seed §3b–c, §11; decisions 6, 9, 11, 12): champion and
 * runner-up are 1st and 2nd on the top board ({@link diplomacyTopBoard}, players who withdrew
 * skipped); everybody else, top-board places 3–7 included, is ranked from place 3 by
 * total = (qualification + final-round score) × (1 + 10 % × (N − k)) for board k of N
 * (players not in the final round: factor 1), then the tie chain over all their games of all
 * rounds (raw scores, best first), then the reversed count-back; withdrawn players last.
 * Before the final round everybody is ranked from place 1 by qualification score.
 *
 * @category Standings
 * @param document - the tournament
 * @param rules - the tournament format; {@link NDF_2007} (C-Diplo 100, seed 003) by default
 * @param options - `afterRound`: the ranking as it stood after this round
 * @returns the rules' name, the round it stands after and one row per player (frozen)
 * @throws {@link mindsport!MindsportError} an invalid tournament, rules or options;
 *   `CHOICE_ORDER_REQUIRED`; what the scoring system needs of a game (at the game's path)
 * @example
 * ```ts
 * import { diplomacyStandings } from 'mindsport/diplomacy';
 * const standings = diplomacyStandings({ players: [{ id: 'kari', name: 'Kari' }], rounds: [] });
 * console.log(standings.rules, standings.afterRound, standings.rows[0]?.name); // NM i Diplomacy 2007 (Norsk Diplomacyforbund) 0 Kari
 * ```
 */
export function diplomacyStandings(
  document: DiplomacyTournament,
  rules: DiplomacyRules = NDF_2007,
  options: DiplomacyRoundOptions = {},
): DiplomacyStandings {
  const checked = assertDiplomacyTournament(document);
  const book = ruleBook(rules);
  const { tournament, afterRound } = afterRoundOf(checked, readRoundOptions(options).afterRound);
  const entries = finalEntries(tournament, book);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const rows: DiplomacyStandingsRow[] = [];
  const board = topBoardOf(tournament, book.finalRound);
  if (board !== undefined) {
    // Champion and runner-up: 1st and 2nd on the top board among those who did not withdraw.
    const top = topBoardRows(tournament, board).filter(
      (row) => !(byId.get(row.playerId) as FinalEntry).withdrawn,
    );
    for (const [index, row] of top.slice(0, 2).entries()) {
      rows.push(
        standingsRow(
          byId.get(row.playerId) as FinalEntry,
          index + 1,
          index + 1,
          index === 0 ? null : 'top board',
        ),
      );
    }
  }
  const champions = new Set(rows.map((row) => row.playerId));
  const rest = rankEntries(
    entries.filter((entry) => !champions.has(entry.id)),
    rows.length + 1,
  );
  for (const [index, place] of rest.entries()) {
    const decidedBy = index === 0 && rows.length > 0 ? 'top board' : place.decidedBy;
    rows.push(standingsRow(place.entry, place.place, place.lastPlace, decidedBy));
  }
  return freezeResult({ rules: book.rules.name, afterRound, rows });
}

/** Every player's final-ranking data: all games best first, the qualification, the board factor. */
function finalEntries(tournament: DiplomacyTournament, book: RuleBook): FinalEntry[] {
  const games = playedGames(tournament, book.scorer);
  const factors = boardFactors(tournament, book);
  return tournament.players.map((player): FinalEntry => {
    const ordered = orderGames(games.get(player.id) ?? []);
    let played: PlayedGame | undefined;
    const qualifying: Fraction[] = [];
    for (const game of ordered) {
      if (game.round === book.finalRound) played = game;
      if (book.qualifyingRounds.has(game.round)) qualifying.push(game.score);
    }
    const qualification = weightedSum(qualifying, book.weights);
    const factor = played === undefined ? Fraction.ONE : (factors.get(played.board) as Fraction);
    const total = played === undefined ? qualification : qualification.add(played.score);
    return {
      id: player.id,
      player,
      withdrawn: player.withdrawn === true,
      score: total.mul(factor),
      games: ordered,
      factor,
      qualification,
      played,
    };
  });
}

/**
 * The board-bonus factor of each board of the final round (decision 6): board k of N, k its
 * rank among the round's board numbers, gets 1 + step × (N − k).
 */
function boardFactors(tournament: DiplomacyTournament, book: RuleBook): Map<number, Fraction> {
  const boards = tournament.rounds.find((round) => round.round === book.finalRound)?.boards ?? [];
  const numbers = boards.map((board) => board.board).sort((a, b) => a - b);
  return new Map(
    numbers.map((board, index) => [
      board,
      Fraction.ONE.add(book.boardBonusStep.mul(numbers.length - index - 1)),
    ]),
  );
}

function standingsRow(
  entry: FinalEntry,
  place: number,
  lastPlace: number,
  decidedBy: string | null,
): DiplomacyStandingsRow {
  // Every field written out: a spread of placeFields(…) followed by more fields made the rows
  // some 50 times slower to build and freeze in Node 20 (measured on the built dist/, 1,001 rows).
  return {
    place,
    lastPlace,
    placeLabel: placeLabel(place, lastPlace),
    shared: lastPlace > place,
    playerId: entry.id,
    name: nameOf(entry.player),
    decidedBy,
    score: entry.score,
    qualification: entry.qualification,
    finalRound: entry.played?.score ?? null,
    board: entry.played?.board ?? null,
    factor: entry.factor,
    games: entry.games.map((game) => game.score),
    withdrawn: entry.withdrawn,
  };
}
