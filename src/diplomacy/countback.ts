/**
 * The tie chain of every tournament table (seed 003 §3a, §11; decisions 4, 5, 7, 12): who
 * withdrew, the score, the best game, the second best, …, then the reversed count-back game
 * by game on the whole tied group — as criteria of core `rank`, which assigns the places.
 *
 * @internal
 * @module
 */
import {
  Fraction,
  type GroupCriterion,
  type PlaceFields,
  placeLabel,
  rank,
  type ValueCriterion,
} from '../core/internal.js';
import { type DiplomacyPowerResult, eliminationYearOf } from './game.js';
import { FIRST_GAME_YEAR } from './powers.js';
import type { PlayedGame } from './tournament.js';

/**
 * A player's games best first, as the tie chain reads them (seed §3a; decision 4):
 * score (more first), then final centres (more first), then round (earlier first), then
 * board, then the count-back key (better first; only a team's games can share a round and a
 * board). A new list. @internal
 */
export function orderGames(games: readonly PlayedGame[]): PlayedGame[] {
  return [...games].sort(compareGames);
}

function compareGames(a: PlayedGame, b: PlayedGame): number {
  return (
    b.score.compare(a.score) ||
    b.result.supplyCentres - a.result.supplyCentres ||
    a.round - b.round ||
    a.board - b.board ||
    compareKeys(a.result, b.result)
  );
}

/**
 * Two games of one round and board (a team's members on the same board) are ordered by their
 * count-back keys, better first, so a team's game list, and with it the count-back, does not
 * depend on the order its members are listed in. Games equal here have the same key at every
 * position, so their order cannot matter. A number beats `null` (unknown elimination year),
 * which beats the end of the key.
 */
function compareKeys(a: DiplomacyPowerResult, b: DiplomacyPowerResult): number {
  for (let position = 0; ; position++) {
    const x = keyAt(a, position);
    const y = keyAt(b, position);
    if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
      continue;
    }
    if (x !== y) return y - x;
  }
}

/**
 * The reversed count-back key of one game (seed §3a, decisions 4 and 5), compared
 * position by position, more is better: the final centre count; for an eliminated power the
 * years survived (elimination year − 1901), `null` when unknown; then the centre counts of
 * the earlier years from the last backwards, negated (at the first year that differs the
 * player with **fewer** centres wins: he gained more since). 1901 is the earliest year used.
 * This returns position `position` of that key without building it: a number, `null` for
 * an unknown elimination year, `undefined` past the end of the key.
 */
function keyAt(result: DiplomacyPowerResult, position: number): number | null | undefined {
  if (position === 0) return result.supplyCentres;
  let offset = 1;
  if (result.supplyCentres === 0) {
    if (position === 1) {
      const year = eliminationYearOf(result);
      return year === undefined ? null : year - FIRST_GAME_YEAR;
    }
    offset = 2;
  }
  const history = result.history;
  if (history === undefined) return undefined;
  const index = history.length - 2 - (position - offset);
  return index < 0 ? undefined : -(history[index] as number);
}

/**
 * Splits rows by their count-back keys in one game, position by position: at the first
 * position where they differ, into runs of equal value (more first), each run continuing from
 * the next position; a position some row of a run cannot supply leaves that run tied.
 * Runs best first; `undefined` when nothing separates them.
 */
function splitByGame<T>(rows: readonly T[], resultOf: (row: T) => DiplomacyPowerResult): T[][] | undefined {
  const runs: T[][] = [];
  // Depth first on an explicit stack: a history can run for thousands of years.
  const stack: { rows: readonly T[]; position: number }[] = [{ rows, position: 0 }];
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    const position = firstDifference(step.rows, step.position, resultOf);
    if (position < 0) {
      runs.push([...step.rows]);
      continue;
    }
    const valued = step.rows
      .map((row) => ({ row, value: keyAt(resultOf(row), position) as number }))
      .sort((a, b) => b.value - a.value);
    const parts: T[][] = [];
    for (const { row, value } of valued) {
      const last = parts[parts.length - 1];
      if (last !== undefined && keyAt(resultOf(last[0] as T), position) === value) last.push(row);
      else parts.push([row]);
    }
    for (let index = parts.length - 1; index >= 0; index--) {
      stack.push({ rows: parts[index] as T[], position: position + 1 });
    }
  }
  return runs.length > 1 ? runs : undefined;
}

/**
 * The first key position from `position` on where the rows differ, or −1 when they cannot be
 * separated: fewer than two rows, or a position some row cannot supply before one differs.
 */
function firstDifference<T>(
  rows: readonly T[],
  position: number,
  resultOf: (row: T) => DiplomacyPowerResult,
): number {
  if (rows.length < 2) return -1;
  for (let at = position; ; at++) {
    const first = keyAt(resultOf(rows[0] as T), at);
    if (first === undefined || first === null) return -1;
    let differs = false;
    for (let index = 1; index < rows.length; index++) {
      const value = keyAt(resultOf(rows[index] as T), at);
      if (value === undefined || value === null) return -1;
      if (value !== first) differs = true;
    }
    if (differs) return at;
  }
}

/** A row to rank in a tournament table. @internal */
export interface StandingEntry {
  readonly id: string;
  readonly withdrawn: boolean;
  readonly score: Fraction;
  /** The games of the tie chain, best first ({@link orderGames}). */
  readonly games: readonly PlayedGame[];
}

/** Where a row lands in a tournament table. @internal */
export interface EntryPlace<Entry extends StandingEntry = StandingEntry> extends PlaceFields {
  readonly entry: Entry;
  readonly decidedBy: string | null;
}

/**
 * The best game, the second best, … (seed §3a; decision 7: a missing game counts 0), as value
 * criteria of core `rank`; `games` is the longest game list of the table. @internal
 */
export function gameCriteria<Row>(
  gamesOf: (row: Row) => readonly PlayedGame[],
  games: number,
): ValueCriterion<Row>[] {
  return Array.from({ length: games }, (_, index) => ({
    name: `game ${index + 1}`,
    value: (row: Row) => gamesOf(row)[index]?.score ?? Fraction.ZERO,
  }));
}

/**
 * The reversed count-back as one group criterion of core `rank` (decision 4): game by game,
 * best first, on the whole tied group — a game some member lacks, or a position some member
 * cannot supply, leaves the group tied for that game and the chain moves to the next.
 * `decidedBy` of a row it separates is `'count-back'`; {@link CountbackCriterion.label} gives
 * `'count-back game n'`, the game that separated the row's run from the one above.
 * @internal
 */
// CORE-CANDIDATE: a group criterion that names the step separating each run would make the
// label map unnecessary; one criterion per game would need core `rank` not to recurse per
// criterion (an event of thousands of rounds overflows the stack that way).
export interface CountbackCriterion<Row> {
  readonly criterion: GroupCriterion<Row>;
  /** The decidedBy of a ranked row: `'count-back game n'` for a row the criterion separated. */
  readonly label: (row: Row, decidedBy: string | null) => string | null;
}

/** See {@link CountbackCriterion}. @internal */
export function countbackCriterion<Row>(
  gamesOf: (row: Row) => readonly PlayedGame[],
): CountbackCriterion<Row> {
  const labels = new Map<Row, string>();
  return {
    criterion: {
      name: 'count-back',
      separate: (group) => {
        const runs = splitByCountback(group, gamesOf);
        for (const run of runs) if (run.decidedBy !== null) labels.set(run.members[0] as Row, run.decidedBy);
        return runs.length > 1 ? runs.map((run) => run.members) : undefined;
      },
    },
    label: (row, decidedBy) => (decidedBy === 'count-back' ? (labels.get(row) ?? decidedBy) : decidedBy),
  };
}

/** A tied group split by count-back: ordered runs, each with the game that separated it. */
interface CountbackRun<T> {
  readonly members: readonly T[];
  /** `'count-back game n'` for a run separated from the one above, else null. */
  readonly decidedBy: string | null;
}

/** The chain of {@link countbackCriterion}, depth first on an explicit stack (a player may have as many games as there are rounds). */
function splitByCountback<T>(
  group: readonly T[],
  gamesOf: (member: T) => readonly PlayedGame[],
): CountbackRun<T>[] {
  const games = group.reduce((most, member) => Math.max(most, gamesOf(member).length), 0);
  const result: CountbackRun<T>[] = [];
  const stack: { members: readonly T[]; game: number; decidedBy: string | null }[] = [
    { members: group, game: 0, decidedBy: null },
  ];
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    const { members, game, decidedBy } = step;
    if (members.length < 2 || game >= games) {
      result.push({ members, decidedBy });
      continue;
    }
    const parts = members.some((member) => gamesOf(member)[game] === undefined)
      ? undefined
      : splitByGame(members, (member) => (gamesOf(member)[game] as PlayedGame).result);
    if (parts === undefined) {
      stack.push({ members, game: game + 1, decidedBy });
      continue;
    }
    for (let index = parts.length - 1; index >= 0; index--) {
      const label = index === 0 ? decidedBy : `count-back game ${game + 1}`;
      stack.push({ members: parts[index] as T[], game: game + 1, decidedBy: label });
    }
  }
  return result;
}

/**
 * Ranks tournament rows by core `rank` (seed §3a, §11; decisions 4, 7, 12): players who
 * withdrew below the others; then the score; then the best game, the second best, …; then the
 * reversed count-back; still equal: a shared place, listed by id. Places start at
 * `firstPlace`. @internal
 */
export function rankEntries<Entry extends StandingEntry>(
  entries: readonly Entry[],
  firstPlace = 1,
): EntryPlace<Entry>[] {
  const games = entries.reduce((most, entry) => Math.max(most, entry.games.length), 0);
  const countback = countbackCriterion<Entry>((entry) => entry.games);
  const ranked = rank(entries, {
    id: (entry) => entry.id,
    criteria: [
      { name: 'withdrawn', value: (entry) => (entry.withdrawn ? 0 : 1) },
      { name: 'score', value: (entry) => entry.score },
      ...gameCriteria<Entry>((entry) => entry.games, games),
      countback.criterion,
    ],
  });
  const offset = firstPlace - 1;
  // Every field written out: a spread of placeFields(…) followed by more fields made the rows
  // some 50 times slower to build and freeze in Node 20 (measured on the built dist/, 1,001 rows).
  return ranked.map((row) => ({
    place: row.place + offset,
    lastPlace: row.lastPlace + offset,
    placeLabel: placeLabel(row.place + offset, row.lastPlace + offset),
    shared: row.shared,
    entry: row.row,
    decidedBy: countback.label(row.row, row.decidedBy),
  }));
}
