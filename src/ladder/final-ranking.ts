/**
 * The final ranking of the winter competition (seed 002 Art. V): total points, then the
 * club's tie-breaks.
 *
 * @module
 */
import { deepFreeze, Fraction, rank } from '../core/internal.js';
import type { CompiledSeason } from './compile.js';
import { runLadder } from './engine.js';

import { mutualScore } from './mutual.js';
import { type LadderAfterRoundOption, readRoundOptions, readSeason } from './read.js';
import type { LadderRankedRow } from './rows.js';
import { CLUB_LADDER, type LadderGroup, type LadderRules } from './rules.js';
import type { LadderSeason } from './season.js';
import { type TieBreakRow, tieBreakCriteria } from './tie-breaks.js';

/**
 * One row of the final ranking of the winter competition (Art. V).
 *
 * @category Standings
 */
export interface LadderFinalRankingRow extends LadderRankedRow {
  /** Position on the last ladder (Art. V tie-breaks can reorder it; spec decision 1). */
  readonly ladderPosition: number;
  /** Total points. */
  readonly points: Fraction;
  /** Games played (spec decision 7). */
  readonly games: number;
  /** Won games. */
  readonly wins: number;
  /** Won games with black. */
  readonly winsWithBlack: number;
  /** Group code, if any (Art. VI); absent for a player without one. */
  readonly group?: LadderGroup;
}

/**
 * The final ranking.
 *
 * @category Standings
 */
export interface LadderFinalRanking {
  /** The rules' name. */
  readonly rules: string;
  /** The round the ranking stands after. */
  readonly afterRound: number;
  /** Every player, best first. */
  readonly rows: readonly LadderFinalRankingRow[];
}

/**
 * Options of {@link ladderFinalRanking}.
 *
 * @category Standings
 */
export type LadderFinalRankingOptions = LadderAfterRoundOption;

interface Row extends TieBreakRow {
  readonly position: number;
  readonly points: Fraction;
}

/**
 * Ranks the season's players at the end (or after any round): most points first; equal
 * totals are decided by fewer games played, then the mutual results among the tied
 * players, then more wins, then more wins with black (keys and order from the rules).
 *
 * Rules: seed 002 Art. V.1–2; spec decisions 1, 7, 8 (head-to-head only when every tied
 * pair met, applied once per group; still tied → shared place).
 *
 * @category Standings
 * @param document - the season log
 * @param rules - the club's rules (default {@link CLUB_LADDER})
 * @param options - `afterRound` to rank after that round
 * @returns every player, best first
 * @throws `MindsportError` the first problem of the rules, the log or the options
 * @example
 * ```ts
 * import { ladderFinalRanking } from 'mindsport/ladder';
 * const ranking = ladderFinalRanking({
 *   players: [{ id: 'ann' }, { id: 'bob' }],
 *   rounds: [{ present: ['ann', 'bob'], entries: [{ rule: 'game', white: 'ann', black: 'bob', result: '0-1' }] }],
 * });
 * console.log(ranking.rows.map((row) => `${row.placeLabel} ${row.playerId}`).join(', ')); // 1 bob, 2 ann
 * ```
 */
export function ladderFinalRanking(
  document: LadderSeason,
  rules: LadderRules = CLUB_LADDER,
  options: LadderFinalRankingOptions = {},
): LadderFinalRanking {
  const { compiled } = readSeason(document, rules);
  const { afterRound } = readRoundOptions<LadderFinalRankingOptions>(
    options,
    ['afterRound'],
    compiled.rounds.length,
  );
  return deepFreeze({ rules: rules.name, afterRound, rows: finalRows(compiled, rules, afterRound) });
}

/** Internal: the final ranking's rows after a round of a checked season (the prize list reads them). */
export function finalRows(
  compiled: CompiledSeason,
  rules: LadderRules,
  afterRound: number,
): LadderFinalRankingRow[] {
  const state = runLadder(compiled, rules, afterRound);
  const rows: Row[] = state.order.map((player, position) => ({
    player,
    position: position + 1,
    points: Fraction.of(state.points[player] as number, state.scale),
    games: state.games[player] as number,
    wins: state.wins[player] as number,
    winsWithBlack: state.winsWithBlack[player] as number,
    blackHalves: 0,
    startingPosition: (state.startingPosition[player] as number) + 1,
  }));
  const mutual = mutualScore(compiled, 1, afterRound);
  const ranked = rank(rows, {
    id: (row) => compiled.ids[row.player] as string,
    criteria: [
      { name: 'points', value: (row: Row) => row.points },
      ...tieBreakCriteria<Row>(rules.finalTieBreaks, mutual),
    ],
  });
  return ranked.map((entry) => {
    const row: { -readonly [K in keyof LadderFinalRankingRow]: LadderFinalRankingRow[K] } = {
      place: entry.place,
      lastPlace: entry.lastPlace,
      placeLabel: entry.placeLabel,
      shared: entry.shared,
      playerId: entry.id,
      name: compiled.names[entry.row.player] as string,
      decidedBy: entry.decidedBy,
      ladderPosition: entry.row.position,
      points: entry.row.points,
      games: entry.row.games,
      wins: entry.row.wins,
      winsWithBlack: entry.row.winsWithBlack,
    };
    const group = compiled.groups[entry.row.player] as LadderGroup | undefined;
    if (group !== undefined) row.group = group;
    return row;
  });
}
