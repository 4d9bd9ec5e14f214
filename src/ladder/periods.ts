/**
 * The period tables of the winter competition (seed 002 Art. VII): board points over the
 * games of each period, with the period tie-breaks.
 *
 * @module
 */
import {
  collectProblems,
  deepFreeze,
  Fraction,
  problemAt,
  type Report,
  rank,
  show,
  THROW,
  unwrapValidation,
} from '../core/internal.js';
import { BLACK_SUPERSEDED, type CompiledSeason, WHITE_SUPERSEDED } from './compile.js';
import { runLadder } from './engine.js';

import { mutualScore } from './mutual.js';
import { type LadderPeriod, splitPeriods } from './period-split.js';
import { type LadderAfterRoundOption, readRoundOptions, readSeason } from './read.js';
import type { LadderRankedRow } from './rows.js';
import { CLUB_LADDER, type LadderRules } from './rules.js';
import type { LadderSeason } from './season.js';
import { tieBreakCriteria } from './tie-breaks.js';

/**
 * One row of a period table (Art. VII.1).
 *
 * @category Standings
 */
export interface LadderPeriodTableRow extends LadderRankedRow {
  /** Board points: win 1, draw ½, loss 0. */
  readonly boardPoints: Fraction;
  /** Games in the period. */
  readonly games: number;
  /** Won games in the period. */
  readonly wins: number;
  /** Board points scored with black (spec decision 10). */
  readonly pointsWithBlack: Fraction;
  /** Position on the starting ladder (1 = top; late joiners after everyone). */
  readonly startingPosition: number;
}

/**
 * A period with its table.
 *
 * @category Standings
 */
export interface LadderPeriodTable extends LadderPeriod {
  /** Players with a game in the period, best first (spec decision 10). */
  readonly rows: readonly LadderPeriodTableRow[];
}

/**
 * The period tables of a season.
 *
 * @category Standings
 */
export interface LadderPeriodTables {
  /** The rules' name. */
  readonly rules: string;
  /** The round the tables stand after; later rounds add nothing. */
  readonly afterRound: number;
  /** One table per period, in period order. */
  readonly periods: readonly LadderPeriodTable[];
}

/**
 * Options of {@link ladderPeriodTables}.
 *
 * @category Standings
 */
export type LadderPeriodTablesOptions = LadderAfterRoundOption;

interface Row {
  readonly player: number;
  halves: number;
  games: number;
  wins: number;
  winsWithBlack: number;
  blackHalves: number;
  readonly startingPosition: number;
}

/**
 * Builds the period tables of board points (win 1, draw ½, loss 0) over the club-night
 * games and the league games that counted in the week, with the period tie-breaks: fewer
 * games, mutual result, more points with black, more wins, then the player who stood
 * lower on the starting ladder.
 *
 * Rules: seed 002 Art. VII.1–3; spec decisions 8, 10.
 *
 * @category Standings
 * @param document - the season log
 * @param rules - the club's rules (default {@link CLUB_LADDER})
 * @param options - `afterRound` to count the rounds up to that one only
 * @returns one table per period (rounds not yet played simply add nothing)
 * @throws `MindsportError` the first problem of the rules, the log or the options; `LEAGUE_RESULT_MISSING` when a counting league game has no result (spec decision 9)
 * @example
 * ```ts
 * import { CLUB_LADDER, ladderPeriodTables } from 'mindsport/ladder';
 * const { periods } = ladderPeriodTables(
 *   {
 *     players: [{ id: 'ann' }, { id: 'bob' }],
 *     rounds: [{ present: ['ann', 'bob'], entries: [{ rule: 'game', white: 'ann', black: 'bob', result: '1/2-1/2' }] }],
 *   },
 *   { ...CLUB_LADDER, periodCount: 1 },
 * );
 * // equal on points, games, mutual result and wins; bob scored his ½ with black
 * console.log(periods[0]?.rows.map((row) => `${row.playerId} ${row.decidedBy}`).join(', ')); // bob null, ann morePointsWithBlack
 * ```
 */
export function ladderPeriodTables(
  document: LadderSeason,
  rules: LadderRules = CLUB_LADDER,
  options: LadderPeriodTablesOptions = {},
): LadderPeriodTables {
  const { season, compiled } = readSeason(document, rules);
  const { afterRound } = readRoundOptions<LadderPeriodTablesOptions>(
    options,
    ['afterRound'],
    compiled.rounds.length,
  );
  return deepFreeze({
    rules: rules.name,
    afterRound,
    periods: periodTables(season, compiled, rules, afterRound),
  });
}

/** Internal: the period tables of a checked season after a round (the prize list reads them). */
export function periodTables(
  season: LadderSeason,
  compiled: CompiledSeason,
  rules: LadderRules,
  afterRound: number,
): LadderPeriodTable[] {
  const played = compiled.rounds.length;
  const periods = splitPeriods(
    season.plannedRounds,
    season.periodStarts,
    played,
    rules,
    true,
    THROW,
  ) as LadderPeriod[];
  const starting = runLadder(compiled, rules, compiled.rounds.length).startingPosition;
  // Every counting league game without a result is listed at once, so the competition
  // leader can enter them all before the prize list (issue 26), not one per run.
  return unwrapValidation(
    collectProblems((report) =>
      periods.map((period) =>
        periodTable(compiled, rules, period, Math.min(period.lastRound, afterRound), starting, report),
      ),
    ),
  );
}

/** One period's table, counting its rounds up to `last` (Art. VII.1–3). */
function periodTable(
  compiled: CompiledSeason,
  rules: LadderRules,
  period: LadderPeriod,
  last: number,
  starting: Int32Array,
  report: Report,
): LadderPeriodTable {
  const rows = periodRows(compiled, period, last, starting, report);
  const mutual = mutualScore(compiled, period.firstRound, last);
  const ranked = rank(rows, {
    id: (row) => compiled.ids[row.player] as string,
    criteria: [
      { name: 'boardPoints', value: (row: Row) => Fraction.of(row.halves, 2) },
      ...tieBreakCriteria<Row>(rules.periodTieBreaks, mutual),
    ],
  });
  return {
    ...period,
    rows: ranked.map((entry) => ({
      place: entry.place,
      lastPlace: entry.lastPlace,
      placeLabel: entry.placeLabel,
      shared: entry.shared,
      playerId: entry.id,
      name: compiled.names[entry.row.player] as string,
      decidedBy: entry.decidedBy,
      boardPoints: Fraction.of(entry.row.halves, 2),
      games: entry.row.games,
      wins: entry.row.wins,
      pointsWithBlack: Fraction.of(entry.row.blackHalves, 2),
      startingPosition: entry.row.startingPosition,
    })),
  };
}

/** The board points of every player with a game in the period's rounds up to `last` (Art. VII.1). */
function periodRows(
  compiled: CompiledSeason,
  period: LadderPeriod,
  last: number,
  starting: Int32Array,
  report: Report,
): Row[] {
  const rows = new Map<number, Row>();
  const add = (player: number, halves: number, black: boolean) => {
    let row = rows.get(player);
    if (!row) {
      row = {
        player,
        halves: 0,
        games: 0,
        wins: 0,
        winsWithBlack: 0,
        blackHalves: 0,
        startingPosition: (starting[player] as number) + 1,
      };
      rows.set(player, row);
    }
    row.halves += halves;
    row.games += 1;
    if (halves === 2) row.wins += 1;
    if (black) row.blackHalves += halves;
  };
  const count = compiled.playerCount;
  for (let r = period.firstRound - 1; r < Math.min(last, compiled.rounds.length); r++) {
    const round = compiled.rounds[r] as CompiledSeason['rounds'][number];
    for (let g = round.gameStart, end = g + round.gameCount; g < end; g++) {
      const white = round.gameWhite[g] as number;
      const black = round.gameBlack[g] as number;
      const whiteHalves = round.gameHalves[g] as number;
      const superseded = round.gameSuperseded[g] as number;
      if (white < count && (superseded & WHITE_SUPERSEDED) === 0) add(white, whiteHalves, false);
      if (black < count && (superseded & BLACK_SUPERSEDED) === 0) add(black, 2 - whiteHalves, true);
    }
    for (const special of round.specials) {
      if (special.kind !== 'league' || special.superseded !== null) continue;
      // A counting league game enters the period table with its result (Art. VII.1); without
      // one the table cannot be right, so it is an error, not a silent omission (decision 9).
      if (special.halves < 0) {
        const id = compiled.ids[special.player];
        report(
          problemAt(
            'LEAGUE_RESULT_MISSING',
            ['rounds', r, 'entries', special.entry, 'result'],
            id,
            `the league game of ${show(id)} counts for period ${period.period} but has no result (spec decision 9)`,
          ),
        );
        continue;
      }
      add(special.player, special.halves, special.colour === -1);
    }
  }
  return [...rows.values()];
}
