import {
  checkInteger,
  checkList,
  checkNumber,
  checkRecord,
  checkString,
  rank,
  THROW,
} from '../core/internal.js';
import type { PlayerScore } from './tournament.js';

/** A player's line in the standings: totals and place. */
export interface StandingsRow extends PlayerScore {
  /** First place of the player's group (spec §6 Decision 3). */
  readonly place: number;
  /** `[first, last]` place of the group of players equal on points and saldo. */
  readonly places: readonly [number, number];
  /** True when other players are equal on points and saldo. */
  readonly shared: boolean;
  /** `'3'`, or `'3–4'` (en dash) for a shared place. */
  readonly placeLabel: string;
}

/** Players equal on points and saldo, and the places they share. */
export interface TieGroup {
  /** The players, in input order (spec §6 Decision 3). */
  readonly players: readonly string[];
  /** `[first, last]` place. */
  readonly places: readonly [number, number];
}

/**
 * Ranks player scores by points, then plus/min saldo; players equal on both share a place
 * and keep their input order (seed 004 "Eindstand": "het behaalde aantal punten … het beste
 * saldo van plusremises en minremises"; spec §3, §6 Decision 3: no tie-break after the saldo).
 *
 * @param scores - one score per player, in input order
 * @returns the rows, best first
 * @throws {@link MindsportError} `DUPLICATE_ID` when a player appears twice
 * @example
 * ```ts
 * import { rankScores, scoreGames } from 'mindsport/draughts';
 * const scores = scoreGames(['Ann', 'Bo', 'Cor'], [
 *   { white: 'Ann', black: 'Bo', result: '1--1+' },
 *   { white: 'Cor', black: 'Ann', result: '0-2' },
 * ]);
 * console.log(rankScores(scores).map((row) => `${row.placeLabel} ${row.player}`).join(', ')); // 1 Ann, 2 Bo, 3 Cor
 * ```
 */
export function rankScores(scores: readonly PlayerScore[]): StandingsRow[] {
  const inputIndex = new Map(scores.map((score, index) => [score.player, index]));
  const ranked = rank(scores, {
    id: (score) => score.player,
    criteria: [
      { name: 'points', value: (score) => score.points },
      { name: 'saldo', value: (score) => score.saldo },
    ],
  });
  // core's rank lists a shared place in id order; the spec keeps input order inside a tie.
  const ordered = [...ranked].sort(
    (a, b) => a.place - b.place || (inputIndex.get(a.id) as number) - (inputIndex.get(b.id) as number),
  );
  return ordered.map((entry) =>
    Object.freeze({
      ...entry.row,
      place: entry.place,
      places: Object.freeze([entry.place, entry.lastPlace] as const),
      shared: entry.shared,
      placeLabel: entry.placeLabel,
    }),
  );
}

/**
 * The rows of standings given as the standings object or as its rows (issue 23: anything
 * else is a MindsportError, not a TypeError).
 *
 * @internal
 */
export function rowsOf(standings: unknown): readonly StandingsRow[] {
  const path = Array.isArray(standings) ? ['standings'] : ['standings', 'rows'];
  if (!Array.isArray(standings)) checkRecord(standings, ['standings'], THROW);
  const rows = Array.isArray(standings) ? standings : (standings as { rows?: unknown }).rows;
  checkList(rows, path, THROW);
  (rows as readonly unknown[]).forEach((row, index) => {
    const at = [...path, index];
    checkRecord(row, at, THROW);
    const { player, places, points, saldo } = row as Record<string, unknown>;
    checkString(player, [...at, 'player'], THROW, true);
    checkList(places, [...at, 'places'], THROW);
    checkInteger((places as readonly unknown[])[0], [...at, 'places', 0], THROW, { min: 1 });
    checkInteger((places as readonly unknown[])[1], [...at, 'places', 1], THROW, { min: 1 });
    checkNumber(points, [...at, 'points'], THROW);
    checkNumber(saldo, [...at, 'saldo'], THROW);
  });
  return rows as readonly StandingsRow[];
}

/**
 * Splits ranked rows into their place groups, singletons included, best first.
 *
 * @param rows - ranked rows
 * @returns one group per place
 * @example
 * ```ts
 * import { placeGroups, rankScores, scoreGames } from 'mindsport/draughts';
 * const rows = rankScores(scoreGames(['Ann', 'Bo', 'Cor'], [{ white: 'Ann', black: 'Bo', result: '1-1' }]));
 * console.log(placeGroups(rows).map((group) => group.players)); // [ [ 'Ann', 'Bo' ], [ 'Cor' ] ]
 * ```
 */
export function placeGroups(rows: readonly StandingsRow[]): TieGroup[] {
  const groups: TieGroup[] = [];
  for (let start = 0; start < rows.length; ) {
    const first = rows[start] as StandingsRow;
    let end = start + 1;
    while (end < rows.length && (rows[end] as StandingsRow).place === first.place) end++;
    groups.push({ players: rows.slice(start, end).map((row) => row.player), places: first.places });
    start = end;
  }
  return groups;
}

/**
 * Groups ranked rows into the ties left after points and saldo.
 *
 * @param rows - ranked rows
 * @returns every group of two or more players sharing places
 * @example
 * ```ts
 * import { rankScores, scoreGames, tieGroups } from 'mindsport/draughts';
 * const rows = rankScores(scoreGames(['Ann', 'Bo', 'Cor'], [{ white: 'Ann', black: 'Bo', result: '1-1' }]));
 * console.log(tieGroups(rows)); // [ { players: [ 'Ann', 'Bo' ], places: [ 1, 2 ] } ]
 * ```
 */
export function tieGroups(rows: readonly StandingsRow[]): TieGroup[] {
  return placeGroups(rows).filter((group) => group.players.length > 1);
}
