import { MindsportError } from '../core/errors.js';
import { Fraction } from '../core/fraction.js';
import { show } from '../core/guards.js';
import { type RankCriterion, rank } from '../core/ranking.js';
import { BLACK_SUPERSEDED, compileOrThrow, WHITE_SUPERSEDED } from './compile.js';
import { CLUB_LADDER, type LadderConfig, type PeriodTieBreak } from './config.js';
import { runLadder } from './engine.js';
import { mutualHalves } from './mutual.js';
import { type LadderPeriod, ladderPeriods } from './period-split.js';
import type { LadderSeason } from './season.js';

export { type LadderPeriod, ladderPeriods } from './period-split.js';

/** One row of a period table (Art. VII.1). */
export interface PeriodTableRow {
  /** The player's id. */
  readonly playerId: string;
  /** Place in the period table, 1-based. */
  readonly place: number;
  /** Last place of a shared group. */
  readonly lastPlace: number;
  /** Whether the place is shared after every key. */
  readonly shared: boolean;
  /** `'3'` or `'3–4'`. */
  readonly placeLabel: string;
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
  /** The key that separated this player from the one above. */
  readonly decidedBy: string | null;
}

/** A period with its table. */
export interface PeriodTable extends LadderPeriod {
  /** Players with a game in the period, best first (spec decision 10). */
  readonly table: readonly PeriodTableRow[];
}

interface Row {
  readonly player: number;
  readonly id: string;
  halves: number;
  games: number;
  wins: number;
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
 * @param season - the season log
 * @param config - the club's rules (default {@link CLUB_LADDER})
 * @returns one table per period (rounds not yet played simply add nothing)
 * @throws {@link MindsportError} for any problem of the log; `LEAGUE_RESULT_MISSING` when a counting league game has no result (spec decision 9)
 * @example
 * ```ts
 * import { CLUB_LADDER, ladderPeriodTables } from 'mindsport/ladder';
 * const tables = ladderPeriodTables(
 *   {
 *     players: [{ id: 'ann' }, { id: 'bob' }],
 *     rounds: [{ present: ['ann', 'bob'], entries: [{ rule: 'game', white: 'ann', black: 'bob', result: '1/2-1/2' }] }],
 *   },
 *   { ...CLUB_LADDER, periodCount: 1 },
 * );
 * // equal on points, games, mutual result and wins; bob scored his ½ with black
 * console.log(tables[0]?.table.map((row) => `${row.playerId} ${row.decidedBy}`).join(', ')); // bob null, ann morePointsWithBlack
 * ```
 */
export function ladderPeriodTables(season: LadderSeason, config: LadderConfig = CLUB_LADDER): PeriodTable[] {
  const compiled = compileOrThrow(season, config);
  const periods = ladderPeriods(season, config);
  const starting = runLadder(compiled, config, season.rounds.length).startingPosition;
  const count = compiled.playerCount;
  return periods.map((period) => {
    const rows = new Map<number, Row>();
    const rowOf = (player: number): Row => {
      let row = rows.get(player);
      if (!row) {
        row = {
          player,
          id: compiled.ids[player]!,
          halves: 0,
          games: 0,
          wins: 0,
          blackHalves: 0,
          startingPosition: starting[player]! + 1,
        };
        rows.set(player, row);
      }
      return row;
    };
    const add = (player: number, halves: number, black: boolean) => {
      const row = rowOf(player);
      row.halves += halves;
      row.games += 1;
      if (halves === 2) row.wins += 1;
      if (black) row.blackHalves += halves;
    };
    const last = Math.min(period.lastRound, compiled.rounds.length);
    for (let r = period.firstRound - 1; r < last; r++) {
      const round = compiled.rounds[r]!;
      for (let g = round.gameStart, end = g + round.gameCount; g < end; g++) {
        const white = round.gameWhite[g]!;
        const black = round.gameBlack[g]!;
        const whiteHalves = round.gameHalves[g]!;
        const superseded = round.gameSuperseded[g]!;
        if (white < count && (superseded & WHITE_SUPERSEDED) === 0) add(white, whiteHalves, false);
        if (black < count && (superseded & BLACK_SUPERSEDED) === 0) add(black, 2 - whiteHalves, true);
      }
      for (const special of round.specials) {
        if (special.kind !== 'league' || special.superseded !== null) continue;
        // A counting league game enters the period table with its result (Art. VII.1); without
        // one the table cannot be right, so it is an error, not a silent omission (decision 9).
        if (special.halves < 0) {
          throw new MindsportError(
            'LEAGUE_RESULT_MISSING',
            `round ${r + 1}: the league game of ${show(compiled.ids[special.player])} counts for period ${period.period} but has no result (spec decision 9)`,
            { path: ['rounds', r, 'entries', special.entry, 'result'], value: compiled.ids[special.player] },
          );
        }
        add(special.player, special.halves, special.colour === -1);
      }
    }
    const halves = mutualHalves(compiled, period.firstRound, last);
    const criterion = (key: PeriodTieBreak): RankCriterion<Row> => {
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
        case 'morePointsWithBlack':
          return { name: key, value: (row) => Fraction.of(row.blackHalves, 2) };
        case 'moreWins':
          return { name: key, value: (row) => row.wins };
        case 'lowerStartingPosition':
          return { name: key, value: (row) => row.startingPosition };
      }
    };
    const ranked = rank([...rows.values()], {
      id: (row) => row.id,
      criteria: [
        { name: 'boardPoints', value: (row) => Fraction.of(row.halves, 2) },
        ...config.periodTieBreaks.map(criterion),
      ],
    });
    return {
      ...period,
      table: ranked.map((entry) => ({
        playerId: entry.id,
        place: entry.place,
        lastPlace: entry.lastPlace,
        shared: entry.shared,
        placeLabel: entry.placeLabel,
        boardPoints: Fraction.of(entry.row.halves, 2),
        games: entry.row.games,
        wins: entry.row.wins,
        pointsWithBlack: Fraction.of(entry.row.blackHalves, 2),
        startingPosition: entry.row.startingPosition,
        decidedBy: entry.decidedBy,
      })),
    };
  });
}
