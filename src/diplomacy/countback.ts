import { Fraction } from '../core/index.js';
import { eliminationYear, type PowerResult } from './game.js';
import { FIRST_GAME_YEAR } from './powers.js';
import type { PlayedGame } from './tournament.js';

/**
 * A player's games best first, as the tie chain reads them (seed §3a; decision 4):
 * score (more first), then final centres (more first), then round (earlier first). @internal
 */
export function orderGames(games: readonly PlayedGame[]): PlayedGame[] {
  // A player has a handful of games: an insertion sort beats Array#sort and its copy.
  const ordered = games.slice();
  for (let index = 1; index < ordered.length; index++) {
    const game = ordered[index]!;
    let at = index;
    while (at > 0 && compareGames(ordered[at - 1]!, game) > 0) {
      ordered[at] = ordered[at - 1]!;
      at--;
    }
    ordered[at] = game;
  }
  return ordered;
}

function compareGames(a: PlayedGame, b: PlayedGame): number {
  return (
    b.score.compare(a.score) ||
    b.result.supplyCentres - a.result.supplyCentres ||
    a.round - b.round ||
    a.board - b.board
  );
}

/** A tied group split by count-back: ordered sub-groups, each with the step that separated it. @internal */
export interface CountbackSplit<T> {
  readonly members: readonly T[];
  /** `'count-back game n'` for a sub-group separated from the one above, else null. */
  readonly decidedBy: string | null;
}

/**
 * Splits a group tied on every score criterion by the reversed count-back (decision 4):
 * game by game, best first; within a game, key position by position
 * ({@link keyAt}), applied to the whole (sub-)group at once — a position some member
 * cannot supply (no history, unknown elimination year, a shorter history that ran out, a
 * missing game) leaves that group tied for this game and the chain moves to the next game.
 *
 * @internal
 */
export function splitByCountback<T>(
  group: readonly T[],
  gamesOf: (member: T) => readonly PlayedGame[],
): CountbackSplit<T>[] {
  let maxGames = 0;
  for (const member of group) maxGames = Math.max(maxGames, gamesOf(member).length);
  const result: CountbackSplit<T>[] = [];
  const byGame = (members: readonly T[], gameIndex: number, decidedBy: string | null): void => {
    if (members.length < 2 || gameIndex >= maxGames) {
      result.push({ members, decidedBy });
      return;
    }
    const results: PowerResult[] = [];
    for (const member of members) {
      const game = gamesOf(member)[gameIndex];
      if (game === undefined) {
        byGame(members, gameIndex + 1, decidedBy);
        return;
      }
      results.push(game.result);
    }
    const parts = byPosition(
      members.map((member, index) => ({ member, result: results[index]! })),
      0,
    );
    parts.forEach((part, index) => {
      byGame(
        part.map((item) => item.member),
        gameIndex + 1,
        index === 0 ? decidedBy : `count-back game ${gameIndex + 1}`,
      );
    });
  };
  byGame(group, 0, null);
  return result;
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

function keyAt(result: PowerResult, position: number): number | null | undefined {
  if (position === 0) return result.supplyCentres;
  let offset = 1;
  if (result.supplyCentres === 0) {
    if (position === 1) {
      const year = eliminationYear(result);
      return year === undefined ? null : year - FIRST_GAME_YEAR;
    }
    offset = 2;
  }
  const history = result.history;
  if (history === undefined) return undefined;
  const index = history.length - 2 - (position - offset);
  return index < 0 ? undefined : -history[index]!;
}

interface Item<T> {
  readonly member: T;
  readonly result: PowerResult;
}

function byPosition<T>(items: readonly Item<T>[], position: number): Item<T>[][] {
  // Walk positions while every member has the same value (no allocation), split at the first difference.
  for (;;) {
    if (items.length < 2) return [[...items]];
    const first = keyAt(items[0]!.result, position);
    if (first === undefined || first === null) return [[...items]];
    let differs = false;
    for (let index = 1; index < items.length; index++) {
      const value = keyAt(items[index]!.result, position);
      if (value === undefined || value === null) return [[...items]];
      if (value !== first) differs = true;
    }
    if (differs) break;
    position++;
  }
  const order = items
    .map((item) => ({ item, value: keyAt(item.result, position) as number }))
    .sort((a, b) => b.value - a.value);
  const parts: Item<T>[][] = [];
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end < order.length && order[end]!.value === order[start]!.value) end++;
    parts.push(
      ...byPosition(
        order.slice(start, end).map((entry) => entry.item),
        position + 1,
      ),
    );
    start = end;
  }
  return parts;
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
export interface EntryPlace {
  readonly entry: StandingEntry;
  readonly place: number;
  readonly lastPlace: number;
  readonly decidedBy: string | null;
}

/**
 * Ranks tournament rows (seed §3a, §11; decisions 4, 7, 12): players who withdrew below the
 * others; then score; then best single game, second best, … (a missing game counts 0);
 * then the reversed count-back; still equal: shared place. Places start at `firstPlace`.
 *
 * @internal
 */
export function rankEntries(entries: readonly StandingEntry[], firstPlace = 1): EntryPlace[] {
  // Withdrawn players rank below everyone (seed §11): two tables, the second continuing the first.
  const present = entries.filter((entry) => !entry.withdrawn);
  const withdrawn = entries.filter((entry) => entry.withdrawn);
  const result = rankGroup(present, firstPlace, null);
  return result.concat(
    rankGroup(withdrawn, firstPlace + present.length, result.length > 0 ? 'withdrawn' : null),
  );
}

function rankGroup(
  entries: readonly StandingEntry[],
  firstPlace: number,
  firstDecidedBy: string | null,
): EntryPlace[] {
  // The score sorts everybody; each run of equal scores is ordered by the games (best game,
  // second best, …); the count-back splits what stays tied.
  const sorted = [...entries].sort(
    (a, b) => b.score.compare(a.score) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const result: EntryPlace[] = [];
  let place = firstPlace;
  for (let start = 0; start < sorted.length; ) {
    let end = start + 1;
    while (end < sorted.length && sorted[end]!.score.equals(sorted[start]!.score)) end++;
    const run = sorted.slice(start, end);
    const runDecidedBy = start === 0 ? firstDecidedBy : 'score';
    if (run.length === 1) {
      result.push({ entry: run[0]!, place, lastPlace: place, decidedBy: runDecidedBy });
      place++;
      start = end;
      continue;
    }
    // Best game, second best, …: a stable sort keeps equal rows in id order, as a shared
    // place lists them; a missing game counts 0.
    let gameCount = 1;
    for (const entry of run) gameCount = Math.max(gameCount, entry.games.length);
    const differsAt = (a: StandingEntry, b: StandingEntry): number => {
      for (let index = 0; index < gameCount; index++) {
        const left = a.games[index]?.score ?? Fraction.ZERO;
        const right = b.games[index]?.score ?? Fraction.ZERO;
        if (left !== right && !left.equals(right)) return index;
      }
      return -1;
    };
    const byGames = run.sort((a, b) => {
      const index = differsAt(a, b);
      if (index < 0) return 0;
      return (b.games[index]?.score ?? Fraction.ZERO).compare(a.games[index]?.score ?? Fraction.ZERO);
    });
    const ranked: { row: StandingEntry; place: number; decidedBy: string | null }[] = [];
    for (let index = 0; index < byGames.length; index++) {
      const row = byGames[index]!;
      const at = index === 0 ? -1 : differsAt(byGames[index - 1]!, row);
      const previous = ranked[index - 1];
      ranked.push(
        previous === undefined || at >= 0
          ? { row, place: index + 1, decidedBy: at >= 0 ? `game ${at + 1}` : null }
          : { row, place: previous.place, decidedBy: null },
      );
    }
    for (let groupStart = 0; groupStart < ranked.length; ) {
      let groupEnd = groupStart + 1;
      while (groupEnd < ranked.length && ranked[groupEnd]!.place === ranked[groupStart]!.place) groupEnd++;
      const members = ranked.slice(groupStart, groupEnd).map((row) => row.row);
      const parts =
        members.length > 1
          ? splitByCountback(members, (entry) => entry.games)
          : [{ members, decidedBy: null }];
      parts.forEach((part, index) => {
        const decidedBy =
          index > 0 ? part.decidedBy : groupStart === 0 ? runDecidedBy : ranked[groupStart]!.decidedBy;
        const lastPlace = place + part.members.length - 1;
        for (const [memberIndex, entry] of part.members.entries()) {
          result.push({ entry, place, lastPlace, decidedBy: memberIndex === 0 ? decidedBy : null });
        }
        place = lastPlace + 1;
      });
      groupStart = groupEnd;
    }
    start = end;
  }
  return result;
}
