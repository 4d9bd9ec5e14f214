import { MindsportError } from '../core/errors.js';
import { show } from '../core/guards.js';
import { readOptions } from '../core/internal.js';
import { type BarrageRequirement, barrageRequirement } from './barrage.js';
import { rankScores, type StandingsRow, type TieGroup, tieGroups } from './ranking.js';
import {
  checkTournament,
  type DraughtsTournament,
  scoreGames,
  type TournamentOptions,
} from './tournament.js';

/** The final standings of a tournament (seed 004 "Eindstand"). */
export interface Standings {
  /** Every player, best first; input order inside a tie. */
  readonly rows: readonly StandingsRow[];
  /** Every group of two or more players still equal after points and saldo. */
  readonly ties: readonly TieGroup[];
  /** The barrages needed, one per tie touching places 1–3 where something is at stake (spec §6 Decision 4). */
  readonly barrages: readonly BarrageRequirement[];
  /**
   * The best-placed players not yet qualified for the world championship (seed "Rechten":
   * "De hoogst geëindigde, nog niet voor het wereldkampioenschap gekwalificeerde speler
   * plaatst zich voor het WK"): one name when decided, several when they are tied — below
   * place 3 no barrage decides it (spec §6 Decision 4), empty when everyone is qualified.
   */
  readonly worldChampionshipCandidates: readonly string[];
}

/** Options of {@link standings}. */
export interface StandingsOptions extends TournamentOptions {
  /**
   * Players already qualified for the world championship (seed "Rechten": the best player
   * not yet qualified gets the WK place); decides whether a barrage for place 2 is played.
   * Without the list nobody is qualified yet (issue 23 §4): the WK place goes to the player
   * on place 1, so a tie starting at place 2 plays no barrage for place 2.
   */
  readonly qualified?: readonly string[];
}

/**
 * Computes the final standings of a tournament: points, then plus/min saldo, remaining ties
 * reported, and the barrages needed where places 1, 2 or 3 are at stake (seed 004
 * "Eindstand" 1–2b; spec §3, §6 Decisions 3–4).
 *
 * @param tournament - players (input order is kept inside ties) and games
 * @param options - already qualified players (for the WK place; none given means nobody is
 *   qualified yet) and how often a pair may meet
 * @returns rows, ties, barrages and the WK candidates
 * @throws {@link MindsportError} for bad input (first problem; all in `problems`): `RESULT_UNKNOWN`,
 *   `PLAYER_UNKNOWN`, `GAME_AGAINST_SELF`, `GAME_LISTED_TWICE`, …; `PLAYER_UNKNOWN` for a qualified name not in the list
 * @example
 * ```ts
 * import { standings } from 'mindsport/draughts';
 * const table = standings({
 *   players: ['Ann', 'Bo', 'Cor'],
 *   games: [
 *     { white: 'Ann', black: 'Bo', result: '1-1' },
 *     { white: 'Bo', black: 'Cor', result: '2-0' },
 *     { white: 'Cor', black: 'Ann', result: '0-2' },
 *   ],
 * });
 * console.log(table.rows.map((row) => `${row.placeLabel} ${row.player} ${row.points}`).join(', ')); // 1–2 Ann 3, 1–2 Bo 3, 3 Cor 0
 * console.log(table.barrages[0]?.players, table.barrages[0]?.place); // [ 'Ann', 'Bo' ] 1
 * ```
 */
export function standings(tournament: DraughtsTournament, options: StandingsOptions = {}): Standings {
  const { qualified = [], ...rest } = readOptions<StandingsOptions>(options, [
    'qualified',
    'meetingsPerPair',
  ]);
  const checked = checkTournament(tournament, rest);
  if (!Array.isArray(qualified)) {
    throw new MindsportError('QUALIFIED_NOT_A_LIST', `qualified: ${show(qualified)} is not a list`, {
      path: ['qualified'],
      value: qualified,
    });
  }
  const known = new Set(checked.players);
  for (const [index, name] of qualified.entries()) {
    if (!known.has(name)) {
      throw new MindsportError(
        'PLAYER_UNKNOWN',
        `qualified[${index}]: ${show(name)} is not in the players list`,
        {
          path: ['qualified', index],
          value: name,
        },
      );
    }
  }
  const rows = rankScores(scoreGames(checked.players, checked.games));
  const ties = tieGroups(rows);
  const barrages: BarrageRequirement[] = [];
  for (const tie of ties) {
    const playersAbove = rows.filter((row) => row.place < tie.places[0]).map((row) => row.player);
    const requirement = barrageRequirement(tie, { playersAbove, qualified });
    if (requirement) barrages.push(requirement);
  }
  const qualifiedSet = new Set(qualified);
  const firstOpen = rows.find((row) => !qualifiedSet.has(row.player));
  const worldChampionshipCandidates =
    firstOpen === undefined
      ? []
      : rows
          .filter((row) => row.place === firstOpen.place && !qualifiedSet.has(row.player))
          .map((row) => row.player);
  return { rows, ties, barrages, worldChampionshipCandidates };
}
