import { Fraction } from '../core/internal.js';
import { type DiplomacyPowerResult, eliminationYearOf } from './game.js';
import { FIRST_GAME_YEAR } from './powers.js';
import type { PlayedGame } from './tournament.js';

/**
 * A player's games best first, as the tie chain reads them (seed §3a; decision 4):
 * score (more first), then final centres (more first), then round (earlier first), then
 * board, then the count-back key (better first; only a team's games can share a round and a
 * board). @internal
 */
export function orderGames(games: readonly PlayedGame[]): PlayedGame[] {
  return orderGamesInPlace(games.slice());
}

/** {@link orderGames} sorting a list the caller owns, in place. @internal */
export function orderGamesInPlace(ordered: PlayedGame[]): PlayedGame[] {
  // A player has a handful of games: an insertion sort beats Array#sort.
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
  // Depth first, best sub-group first, on an explicit stack: a player may have as many games
  // as there are rounds, and a call per game would overflow the stack on a long event.
  const stack: { members: readonly T[]; gameIndex: number; decidedBy: string | null }[] = [
    { members: group, gameIndex: 0, decidedBy: null },
  ];
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    const { members, gameIndex, decidedBy } = step;
    if (members.length < 2 || gameIndex >= maxGames) {
      result.push({ members, decidedBy });
      continue;
    }
    const items: Item<T>[] = [];
    for (const member of members) {
      const game = gamesOf(member)[gameIndex];
      if (game === undefined) break;
      items.push({ member, result: game.result });
    }
    if (items.length < members.length) {
      // A member without this game: the group stays tied for it.
      stack.push({ members, gameIndex: gameIndex + 1, decidedBy });
      continue;
    }
    const parts = byPosition(items);
    for (let index = parts.length - 1; index >= 0; index--) {
      stack.push({
        members: parts[index]!.map((item) => item.member),
        gameIndex: gameIndex + 1,
        decidedBy: index === 0 ? decidedBy : `count-back game ${gameIndex + 1}`,
      });
    }
  }
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
  return index < 0 ? undefined : -history[index]!;
}

interface Item<T> {
  readonly member: T;
  readonly result: DiplomacyPowerResult;
}

/**
 * Splits items by their count-back keys, position by position: at the first position where
 * they differ, into runs of equal value (more first), each run continuing from the next
 * position; a position some item of a run cannot supply leaves that run tied. Runs best first.
 */
function byPosition<T>(items: readonly Item<T>[]): Item<T>[][] {
  const parts: Item<T>[][] = [];
  // Depth first on an explicit stack (a history can run for thousands of years).
  const stack: { items: readonly Item<T>[]; position: number }[] = [{ items, position: 0 }];
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    const position = firstDifference(step.items, step.position);
    if (position < 0) {
      parts.push([...step.items]);
      continue;
    }
    const order = step.items
      .map((item) => ({ item, value: keyAt(item.result, position) as number }))
      .sort((a, b) => b.value - a.value);
    const runs: Item<T>[][] = [];
    for (let start = 0; start < order.length; ) {
      let end = start;
      while (end < order.length && order[end]!.value === order[start]!.value) end++;
      runs.push(order.slice(start, end).map((entry) => entry.item));
      start = end;
    }
    for (let index = runs.length - 1; index >= 0; index--)
      stack.push({ items: runs[index]!, position: position + 1 });
  }
  return parts;
}

/**
 * The first key position from `position` on where the items differ, or −1 when they cannot
 * be separated: fewer than two items, or a position some item cannot supply before one differs.
 */
function firstDifference<T>(items: readonly Item<T>[], position: number): number {
  if (items.length < 2) return -1;
  for (let at = position; ; at++) {
    const first = keyAt(items[0]!.result, at);
    if (first === undefined || first === null) return -1;
    let differs = false;
    for (let index = 1; index < items.length; index++) {
      const value = keyAt(items[index]!.result, at);
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

/** The score as a double when both parts are numbers (NaN otherwise: compare exactly). */
function scoreKey(score: Fraction): number {
  const numerator = score.numerator;
  const denominator = score.denominator;
  return typeof numerator === 'number' && typeof denominator === 'number'
    ? numerator / denominator
    : Number.NaN;
}

/** Higher score first, then id: the order of a tournament table before the tie chain. */
function compareByScore(a: StandingEntry, b: StandingEntry): number {
  return b.score.compare(a.score) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The entries sorted by {@link compareByScore}. A correctly rounded quotient never reverses an
 * exact order, so the native sort of the negated doubles places every entry; only entries
 * whose doubles are equal are compared exactly.
 */
function sortByScore(entries: readonly StandingEntry[]): StandingEntry[] {
  const count = entries.length;
  const keys = new Float64Array(count);
  for (let index = 0; index < count; index++) {
    // 0 − key: ascending order of these is descending score, and never −0.
    const key = 0 - scoreKey(entries[index]!.score);
    if (Number.isNaN(key)) return entries.slice().sort(compareByScore);
    keys[index] = key;
  }
  const sortedKeys = keys.slice().sort();
  const filled = new Int32Array(count);
  const sorted = new Array<StandingEntry>(count);
  for (let index = 0; index < count; index++) {
    const key = keys[index]!;
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sortedKeys[middle]! < key) low = middle + 1;
      else high = middle;
    }
    sorted[low + filled[low]!++] = entries[index]!;
  }
  // Equal doubles: the exact order (and the id) inside each block.
  for (let start = 0; start < count; ) {
    const size = filled[start]!;
    if (size > 1) {
      if (size > 16) {
        const block = sorted.slice(start, start + size).sort(compareByScore);
        for (let offset = 0; offset < size; offset++) sorted[start + offset] = block[offset]!;
      } else {
        for (let index = start + 1; index < start + size; index++) {
          const entry = sorted[index]!;
          let at = index;
          while (at > start && compareByScore(sorted[at - 1]!, entry) > 0) {
            sorted[at] = sorted[at - 1]!;
            at--;
          }
          sorted[at] = entry;
        }
      }
    }
    start += size;
  }
  return sorted;
}

/** The first game index (best first) where two entries' scores differ, −1 if none (a missing game counts 0). */
function gameDifference(a: StandingEntry, b: StandingEntry, gameCount: number): number {
  for (let index = 0; index < gameCount; index++) {
    const left = a.games[index]?.score ?? Fraction.ZERO;
    const right = b.games[index]?.score ?? Fraction.ZERO;
    if (left !== right && !left.equals(right)) return index;
  }
  return -1;
}

/** Better game scores first (best game, second best, …); 0 when all are equal. */
function compareByGames(a: StandingEntry, b: StandingEntry, gameCount: number): number {
  const index = gameDifference(a, b, gameCount);
  if (index < 0) return 0;
  return (b.games[index]?.score ?? Fraction.ZERO).compare(a.games[index]?.score ?? Fraction.ZERO);
}

function entryGames(entry: StandingEntry): readonly PlayedGame[] {
  return entry.games;
}

function rankGroup(
  entries: readonly StandingEntry[],
  firstPlace: number,
  firstDecidedBy: string | null,
): EntryPlace[] {
  // The score sorts everybody; each run of equal scores is ordered by the games (best game,
  // second best, …); the count-back splits what stays tied.
  const sorted = sortByScore(entries);
  const result: EntryPlace[] = [];
  let place = firstPlace;
  for (let start = 0; start < sorted.length; ) {
    let end = start + 1;
    while (end < sorted.length && sorted[end]!.score.equals(sorted[start]!.score)) end++;
    const runDecidedBy = start === 0 ? firstDecidedBy : 'score';
    if (end - start === 1) {
      result.push({ entry: sorted[start]!, place, lastPlace: place, decidedBy: runDecidedBy });
      place++;
      start = end;
      continue;
    }
    // Best game, second best, …: a stable (insertion) sort keeps equal rows in id order, as a
    // shared place lists them; a missing game counts 0.
    const run = sorted.slice(start, end);
    let gameCount = 1;
    for (const entry of run) gameCount = Math.max(gameCount, entry.games.length);
    if (run.length > 16) run.sort((a, b) => compareByGames(a, b, gameCount));
    else
      for (let index = 1; index < run.length; index++) {
        const entry = run[index]!;
        let at = index;
        while (at > 0 && compareByGames(run[at - 1]!, entry, gameCount) > 0) {
          run[at] = run[at - 1]!;
          at--;
        }
        run[at] = entry;
      }
    for (let groupStart = 0; groupStart < run.length; ) {
      // The rows from groupStart on that no game separates; the game that separated the first.
      const at = groupStart === 0 ? -1 : gameDifference(run[groupStart - 1]!, run[groupStart]!, gameCount);
      const groupDecidedBy = groupStart === 0 ? runDecidedBy : `game ${at + 1}`;
      let groupEnd = groupStart + 1;
      while (groupEnd < run.length && gameDifference(run[groupEnd - 1]!, run[groupEnd]!, gameCount) < 0)
        groupEnd++;
      if (groupEnd - groupStart === 1) {
        result.push({ entry: run[groupStart]!, place, lastPlace: place, decidedBy: groupDecidedBy });
        place++;
        groupStart = groupEnd;
        continue;
      }
      const parts = splitByCountback(run.slice(groupStart, groupEnd), entryGames);
      for (let partIndex = 0; partIndex < parts.length; partIndex++) {
        const part = parts[partIndex]!;
        const decidedBy = partIndex > 0 ? part.decidedBy : groupDecidedBy;
        const lastPlace = place + part.members.length - 1;
        for (let memberIndex = 0; memberIndex < part.members.length; memberIndex++) {
          result.push({
            entry: part.members[memberIndex]!,
            place,
            lastPlace,
            decidedBy: memberIndex === 0 ? decidedBy : null,
          });
        }
        place = lastPlace + 1;
      }
      groupStart = groupEnd;
    }
    start = end;
  }
  return result;
}
