import { Fraction, rank } from '../core/index.js';
import { eliminationYear, type PowerResult } from './game.js';
import { FIRST_GAME_YEAR } from './powers.js';
import type { PlayedGame } from './tournament.js';

/**
 * A player's games best first, as the tie chain reads them (seed §3a; decision 4):
 * score (more first), then final centres (more first), then round (earlier first). @internal
 */
export function orderGames(games: readonly PlayedGame[]): PlayedGame[] {
  return [...games].sort(
    (a, b) =>
      b.score.compare(a.score) ||
      b.result.supplyCentres - a.result.supplyCentres ||
      a.round - b.round ||
      a.board - b.board,
  );
}

/**
 * The reversed count-back key of one game (seed §3a, decisions 4 and 5), compared
 * position by position, more is better: the final centre count; for an eliminated power the
 * years survived (elimination year − 1901), `null` when unknown; then the centre counts of
 * the earlier years from the last backwards, negated (at the first year that differs the
 * player with **fewer** centres wins: he gained more since). 1901 is the earliest year used.
 *
 * @internal
 */
export function countbackKey(result: PowerResult): readonly (number | null)[] {
  const key: (number | null)[] = [result.supplyCentres];
  if (result.supplyCentres === 0) {
    const year = eliminationYear(result);
    key.push(year === undefined ? null : year - FIRST_GAME_YEAR);
  }
  const history = result.history;
  if (history !== undefined) {
    for (let index = history.length - 2; index >= 0; index--) key.push(-history[index]!);
  }
  return key;
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
 * ({@link countbackKey}), applied to the whole (sub-)group at once — a position some member
 * cannot supply (no history, unknown elimination year, a shorter history that ran out, a
 * missing game) leaves that group tied for this game and the chain moves to the next game.
 *
 * @internal
 */
export function splitByCountback<T>(
  group: readonly T[],
  gamesOf: (member: T) => readonly PlayedGame[],
): CountbackSplit<T>[] {
  const maxGames = Math.max(0, ...group.map((member) => gamesOf(member).length));
  const result: CountbackSplit<T>[] = [];
  const byGame = (members: readonly T[], gameIndex: number, decidedBy: string | null): void => {
    if (members.length < 2 || gameIndex >= maxGames) {
      result.push({ members, decidedBy });
      return;
    }
    const games = members.map((member) => gamesOf(member)[gameIndex]);
    if (games.some((game) => game === undefined)) {
      byGame(members, gameIndex + 1, decidedBy);
      return;
    }
    const keyed = members.map((member, index) => ({ member, key: countbackKey(games[index]!.result) }));
    const parts = byPosition(keyed, 0);
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

interface Keyed<T> {
  readonly member: T;
  readonly key: readonly (number | null)[];
}

function byPosition<T>(items: readonly Keyed<T>[], position: number): Keyed<T>[][] {
  if (items.length < 2) return [[...items]];
  const values: number[] = [];
  for (const item of items) {
    const value = item.key[position];
    if (value === undefined || value === null) return [[...items]];
    values.push(value);
  }
  const order = items
    .map((item, index) => ({ item, value: values[index]! }))
    .sort((a, b) => b.value - a.value);
  const parts: Keyed<T>[][] = [];
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
  const gameCount = Math.max(0, ...entries.map((entry) => entry.games.length));
  const gameCriteria = Array.from({ length: gameCount }, (_, index) => ({
    name: `game ${index + 1}`,
    value: (entry: StandingEntry) => entry.games[index]?.score ?? Fraction.ZERO,
  }));
  const ranked = rank(entries, {
    id: (entry) => entry.id,
    criteria: [
      { name: 'withdrawn', value: (entry) => (entry.withdrawn ? 1 : 0), order: 'asc' },
      { name: 'score', value: (entry) => entry.score },
      ...gameCriteria,
    ],
  });
  const result: EntryPlace[] = [];
  for (let start = 0; start < ranked.length; ) {
    let end = start + 1;
    while (end < ranked.length && ranked[end]!.place === ranked[start]!.place) end++;
    const first = ranked[start]!;
    const members = ranked.slice(start, end).map((row) => row.row);
    const parts =
      members.length > 1 ? splitByCountback(members, (entry) => entry.games) : [{ members, decidedBy: null }];
    let place = first.place + firstPlace - 1;
    parts.forEach((part, index) => {
      const decidedBy = index === 0 ? first.decidedBy : part.decidedBy;
      const lastPlace = place + part.members.length - 1;
      for (const [memberIndex, entry] of part.members.entries()) {
        result.push({ entry, place, lastPlace, decidedBy: memberIndex === 0 ? decidedBy : null });
      }
      place = lastPlace + 1;
    });
    start = end;
  }
  return result;
}
