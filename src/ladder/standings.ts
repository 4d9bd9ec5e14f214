/**
 * The running ladder of the winter competition after any round (seed 002 Art. III.2,
 * IV.1–7): the module's standings.
 *
 * @module
 */
import { deepFreeze, Fraction, placeLabel } from '../core/internal.js';
import type { CompiledSeason } from './compile.js';
import { type EngineState, runLadder } from './engine.js';

import { type LadderAfterRoundOption, readRoundOptions, readSeason } from './read.js';
import type { LadderRankedRow } from './rows.js';
import { CLUB_LADDER, type LadderRules } from './rules.js';
import type { LadderSeason } from './season.js';

/**
 * One player's line of the ladder after a round. `place` is the ladder position (1 = top);
 * positions are never shared (spec decision 1), so `lastPlace` equals it and `shared` is false.
 *
 * @category Standings
 */
export interface LadderStandingsRow extends LadderRankedRow {
  /**
   * What put the player below the one above: `'points'` (fewer points), or
   * `'previousPosition'` (equal points: the order from before the round stands, spec
   * decision 1; on the starting ladder, the starting order); `null` for the top.
   */
  readonly decidedBy: 'points' | 'previousPosition' | null;
  /** Rank number for the next round: top rank number − position + 1 (Art. III.2a). */
  readonly rankNumber: number;
  /** Total points: start points still held plus everything scored (Art. IV). */
  readonly points: Fraction;
  /** Start points not yet taken back (Art. IV.1; spec decision 2). */
  readonly startPointsHeld: Fraction;
  /** Games for the final ranking: counted club-night and league games (spec decision 7). */
  readonly games: number;
  /** Won games among them (Art. V.2). */
  readonly wins: number;
  /** Won games with black among them (Art. V.2). */
  readonly winsWithBlack: number;
  /** Rounds without an entry (Art. IV.5), scored or not. */
  readonly absences: number;
  /** Absences that scored (at most the cap, Art. IV.5). */
  readonly absencesScored: number;
  /** Times drawn out as the odd player (Art. III.4). */
  readonly drawnOut: number;
  /** Colour saldo over club-night games, white +1 and black −1 (Art. III.5a). */
  readonly colourSaldo: number;
}

/**
 * The ladder after a round.
 *
 * @category Standings
 */
export interface LadderStandings {
  /** The rules' name (`'Club ladder'`). */
  readonly rules: string;
  /** The round the ladder stands after (0 = the starting ladder). */
  readonly afterRound: number;
  /** Every player on the ladder, top first. */
  readonly rows: readonly LadderStandingsRow[];
}

/**
 * Options of {@link ladderStandings}.
 *
 * @category Standings
 */
export type LadderStandingsOptions = LadderAfterRoundOption;

/**
 * Replays the season log into the ladder after any round: start points (rank number ×
 * factor) taken back in equal parts over the first rounds, each game worth the rank
 * number the opponent held before the round (half for a draw), awards with their caps,
 * and a re-ranking after every round in which equal totals keep their order.
 *
 * Rules: seed 002 Art. III.2, IV.1–7; spec decisions 1–6, 9.
 *
 * @category Standings
 * @param document - the season log
 * @param rules - the club's rules (default {@link CLUB_LADDER})
 * @param options - `afterRound` to stop after that round (default: every round of the log)
 * @returns the ladder, top first
 * @throws `MindsportError` the first problem of the rules, the log (see `validateLadderSeason`) or the options, with all of them attached; `POINTS_TOO_LARGE` when a total could no longer be exact (above 2^53 units)
 * @example
 * ```ts
 * import { ladderStandings } from 'mindsport/ladder';
 * const { rows } = ladderStandings({
 *   players: [{ id: 'ann' }, { id: 'bob', name: 'Bob' }],
 *   rounds: [{ present: ['ann', 'bob'], entries: [{ rule: 'game', white: 'bob', black: 'ann', result: '1-0' }] }],
 * });
 * // Bob: 99 × 5 − 99/2 + 100 (ann's rank number) = 545.5; ann: 500 − 50 = 450
 * console.log(rows.map((row) => `${row.place} ${row.name} ${row.points}`).join(', ')); // 1 Bob 545.5, 2 ann 450
 * ```
 */
export function ladderStandings(
  document: LadderSeason,
  rules: LadderRules = CLUB_LADDER,
  options: LadderStandingsOptions = {},
): LadderStandings {
  const { compiled } = readSeason(document, rules);
  const { afterRound } = readRoundOptions<LadderStandingsOptions>(
    options,
    ['afterRound'],
    compiled.rounds.length,
  );
  const state = runLadder(compiled, rules, afterRound);
  return deepFreeze({
    rules: rules.name,
    afterRound,
    rows: standingsRows(compiled, state, rules.topRankNumber),
  });
}

/** The ladder's rows from an engine state. */
function standingsRows(compiled: CompiledSeason, state: EngineState, top: number): LadderStandingsRow[] {
  return state.order.map((player, position) => {
    const above = position === 0 ? undefined : state.order[position - 1];
    const decidedBy =
      above === undefined
        ? null
        : (state.points[above] as number) > (state.points[player] as number)
          ? 'points'
          : 'previousPosition';
    return {
      place: position + 1,
      lastPlace: position + 1,
      placeLabel: placeLabel(position + 1, position + 1),
      shared: false,
      playerId: compiled.ids[player] as string,
      name: compiled.names[player] as string,
      decidedBy,
      rankNumber: top - position,
      points: Fraction.of(state.points[player] as number, state.scale),
      startPointsHeld: Fraction.of(state.startHeld[player] as number, state.scale),
      games: state.games[player] as number,
      wins: state.wins[player] as number,
      winsWithBlack: state.winsWithBlack[player] as number,
      absences: state.absences[player] as number,
      absencesScored: state.absencesScored[player] as number,
      drawnOut: state.drawnOut[player] as number,
      colourSaldo: state.colourSaldo[player] as number,
    };
  });
}
