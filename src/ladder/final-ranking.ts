import { Fraction } from '../core/fraction.js';
import { type RankCriterion, rank } from '../core/ranking.js';
import { compileOrThrow, roundsToReplay } from './compile.js';
import { CLUB_LADDER, type FinalTieBreak, type Group, type LadderConfig } from './config.js';
import { runLadder } from './engine.js';
import { mutualHalves } from './mutual.js';
import type { ReplayOptions } from './replay.js';
import type { LadderSeason } from './season.js';

/** One row of the final ranking of the winter competition (Art. V). */
export interface FinalRankingRow {
  /** The player's id. */
  readonly playerId: string;
  /** Place, 1-based; tied players share the first place of their group. */
  readonly place: number;
  /** Last place of a shared group (equal to `place` when not shared). */
  readonly lastPlace: number;
  /** Whether the place is shared after every key (spec decision 8). */
  readonly shared: boolean;
  /** `'3'` or `'3–4'`. */
  readonly placeLabel: string;
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
  /** Group code, if any (Art. VI). */
  readonly group?: Group;
  /** The key that separated this player from the one above (`points`, a tie-break, or null). */
  readonly decidedBy: string | null;
}

interface Row {
  readonly player: number;
  readonly id: string;
  readonly position: number;
  readonly points: Fraction;
  readonly games: number;
  readonly wins: number;
  readonly winsWithBlack: number;
}

/**
 * Ranks the season's players at the end (or after any round): most points first; equal
 * totals are decided by fewer games played, then the mutual results among the tied
 * players, then more wins, then more wins with black (keys and order from the config).
 *
 * Rules: seed 002 Art. V.1–2; spec decisions 1, 7, 8 (head-to-head only when every tied
 * pair met, applied once per group; still tied → shared place).
 *
 * @param season - the season log
 * @param config - the club's rules (default {@link CLUB_LADDER})
 * @param options - `throughRound` to rank after that round
 * @returns every player, best first
 * @throws {@link MindsportError} for any problem of the log
 * @example
 * ```ts
 * import { finalLadderRanking } from 'mindsport/ladder';
 * const ranking = finalLadderRanking({
 *   players: [{ id: 'ann' }, { id: 'bob' }],
 *   rounds: [{ present: ['ann', 'bob'], entries: [{ rule: 'game', white: 'ann', black: 'bob', result: '0-1' }] }],
 * });
 * console.log(ranking.map((row) => `${row.placeLabel} ${row.playerId}`).join(', ')); // 1 bob, 2 ann
 * ```
 */
export function finalLadderRanking(
  season: LadderSeason,
  config: LadderConfig = CLUB_LADDER,
  options: ReplayOptions = {},
): FinalRankingRow[] {
  const compiled = compileOrThrow(season, config);
  const through = roundsToReplay(season, options);
  const state = runLadder(compiled, config, through);
  const count = compiled.playerCount;
  const rows: Row[] = state.order.map((player, position) => ({
    player,
    id: compiled.ids[player]!,
    position: position + 1,
    points: Fraction.of(state.points[player]!, state.scale),
    games: state.games[player]!,
    wins: state.wins[player]!,
    winsWithBlack: state.winsWithBlack[player]!,
  }));
  const halves = mutualHalves(compiled, 1, through);
  const criterion = (key: FinalTieBreak): RankCriterion<Row> => {
    switch (key) {
      case 'fewerGames':
        return { name: key, value: (row) => row.games, order: 'asc' };
      case 'headToHead':
        return {
          name: key,
          headToHead: (a, b) => {
            const value = halves.get(a.player * count + b.player);
            return value === undefined ? undefined : Fraction.of(value, 2);
          },
          requireAllMet: true,
          reapply: false,
        };
      case 'moreWins':
        return { name: key, value: (row) => row.wins };
      case 'moreWinsWithBlack':
        return { name: key, value: (row) => row.winsWithBlack };
    }
  };
  const ranked = rank(rows, {
    id: (row) => row.id,
    criteria: [{ name: 'points', value: (row) => row.points }, ...config.finalTieBreaks.map(criterion)],
  });
  return ranked.map((entry) => {
    const group = compiled.groups[entry.row.player] as Group | undefined;
    return {
      playerId: entry.id,
      place: entry.place,
      lastPlace: entry.lastPlace,
      shared: entry.shared,
      placeLabel: entry.placeLabel,
      ladderPosition: entry.row.position,
      points: entry.row.points,
      games: entry.row.games,
      wins: entry.row.wins,
      winsWithBlack: entry.row.winsWithBlack,
      ...(group === undefined ? {} : { group }),
      decidedBy: entry.decidedBy,
    };
  });
}
