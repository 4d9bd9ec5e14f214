import { Fraction } from '../core/fraction.js';
import { type CompiledSeason, compileOrThrow, roundsToReplay } from './compile.js';
import { CLUB_LADDER, type LadderConfig } from './config.js';
import { type EngineState, runLadder } from './engine.js';
import type { LadderSeason } from './season.js';

/** One player's line of the ladder after a round. */
export interface LadderStanding {
  /** The player's id. */
  readonly playerId: string;
  /** Position on the ladder, 1 = top. */
  readonly position: number;
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

/** The ladder after a number of rounds. */
export interface LadderStandings {
  /** Number of rounds replayed (0 = the starting ladder). */
  readonly round: number;
  /** Every player on the ladder, top first. */
  readonly standings: readonly LadderStanding[];
}

/** Options of {@link replayLadder}. */
export interface ReplayOptions {
  /** Replay rounds 1 … this round only (default: every round of the log). */
  readonly throughRound?: number;
}

/** Internal: standings rows from an engine state. */
function standingsOf(compiled: CompiledSeason, state: EngineState, top: number): LadderStanding[] {
  return state.order.map((player, position) => ({
    playerId: compiled.ids[player]!,
    position: position + 1,
    rankNumber: top - position,
    points: Fraction.of(state.points[player]!, state.scale),
    startPointsHeld: Fraction.of(state.startHeld[player]!, state.scale),
    games: state.games[player]!,
    wins: state.wins[player]!,
    winsWithBlack: state.winsWithBlack[player]!,
    absences: state.absences[player]!,
    absencesScored: state.absencesScored[player]!,
    drawnOut: state.drawnOut[player]!,
    colourSaldo: state.colourSaldo[player]!,
  }));
}

/**
 * Replays the season log into the ladder after any round: start points (rank number ×
 * factor) taken back in equal parts over the first rounds, each game worth the rank
 * number the opponent held before the round (half for a draw), awards with their caps,
 * and a re-ranking after every round in which equal totals keep their order.
 *
 * Rules: seed 002 Art. III.2, IV.1–7; spec decisions 1–6, 9.
 *
 * @param season - the season log
 * @param config - the club's rules (default {@link CLUB_LADDER})
 * @param options - `throughRound` to stop after that round
 * @returns the ladder, top first
 * @throws {@link MindsportError} for any problem of the log (see `validateLadderSeason`), naming round and player; `POINTS_TOO_LARGE` when a total could no longer be exact (above 2^53 units)
 * @example
 * ```ts
 * import { replayLadder } from 'mindsport/ladder';
 * const { standings } = replayLadder({
 *   players: [{ id: 'ann' }, { id: 'bob' }],
 *   rounds: [{ present: ['ann', 'bob'], entries: [{ rule: 'game', white: 'bob', black: 'ann', result: '1-0' }] }],
 * });
 * // bob: 99 × 5 − 99/2 + 100 (ann's rank number) = 545.5; ann: 500 − 50 = 450
 * console.log(standings.map((row) => `${row.playerId} ${row.points}`).join(', ')); // bob 545.5, ann 450
 * ```
 */
export function replayLadder(
  season: LadderSeason,
  config: LadderConfig = CLUB_LADDER,
  options: ReplayOptions = {},
): LadderStandings {
  const compiled = compileOrThrow(season, config);
  const through = roundsToReplay(season, options);
  const state = runLadder(compiled, config, through);
  return { round: through, standings: standingsOf(compiled, state, config.topRankNumber) };
}
