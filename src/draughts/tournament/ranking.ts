/**
 * Scores and places: each player's totals over a set of games (seed 004 "Algemeen") and the
 * ranking by the rules' criteria (seed 004 "Eindstand"), with core `rank`.
 *
 * @module
 */
import { rank } from '../../core/internal.js';
import { type DraughtsGameResult, resultDetails } from '../game/result.js';
import type { DraughtsCriterionKind, DraughtsGamePoints } from './rules.js';

/**
 * A player's totals over a set of games (seed 004 "Algemeen": points and plus/minus marks).
 *
 * @category Standings
 */
export interface DraughtsTotals {
  /** Games played (a `0-0` counts as played). */
  readonly games: number;
  /** Game points: by KNDB 2 per win, 1 per remise, plus-remise or min-remise. */
  readonly points: number;
  /** Plus-remises (Dutch *plusremises*, one *voordeelpunt* each). */
  readonly plus: number;
  /** Min-remises (Dutch *minremises*, one *nadeelpunt* each). */
  readonly minus: number;
  /** Plus/min saldo: `plus − minus` (the first tie-break, seed "Eindstand" 1). */
  readonly saldo: number;
  /** Games won. */
  readonly wins: number;
  /** Plain remises (`1-1`). */
  readonly draws: number;
  /** Games lost, forfeits `0-0` not included. */
  readonly losses: number;
  /** Games declared lost for both players (`0-0`). */
  readonly doubleForfeits: number;
}

/** One player's totals, with the player's id. */
export interface PlayerScore extends DraughtsTotals {
  readonly id: string;
}

/** A game as scoring reads it. */
export interface ScoredGame {
  readonly white: string;
  readonly black: string;
  readonly result: DraughtsGameResult;
}

/**
 * Adds up each player's points and plus/minus marks (seed 004 "Algemeen": "Indien de partij
 * in remise eindigt verwerven beide spelers één punt…"), points by the rules' scale.
 *
 * @returns one score per id, in the order of `ids`; games of other players are not counted
 */
export function scoreGames(
  ids: readonly string[],
  games: readonly ScoredGame[],
  points: Pick<DraughtsGamePoints, 'win' | 'draw' | 'loss'>,
): PlayerScore[] {
  const totals = new Map<string, { -readonly [K in keyof PlayerScore]: PlayerScore[K] }>();
  for (const id of ids) {
    totals.set(id, {
      id,
      games: 0,
      points: 0,
      plus: 0,
      minus: 0,
      saldo: 0,
      wins: 0,
      draws: 0,
      losses: 0,
      doubleForfeits: 0,
    });
  }
  for (const game of games) {
    const details = resultDetails(game.result);
    for (const colour of ['white', 'black'] as const) {
      const total = totals.get(game[colour]);
      if (total === undefined) continue;
      const side = details[colour];
      total.games += 1;
      total.points += side.points === 2 ? points.win : side.points === 1 ? points.draw : points.loss;
      total.plus += side.plus;
      total.minus += side.minus;
      total.saldo += side.plus - side.minus;
      if (game.result === '0-0') total.doubleForfeits += 1;
      else if (side.points === 2) total.wins += 1;
      else if (side.points === 0) total.losses += 1;
      else if (side.plus === 0 && side.minus === 0) total.draws += 1;
    }
  }
  return ids.map((id) => totals.get(id) as PlayerScore);
}

/** A score with its place among the scores ranked together. */
export interface RankedScore extends PlayerScore {
  readonly place: number;
  readonly lastPlace: number;
  /** The criterion that separated the row from the row above, or null. */
  readonly decidedBy: DraughtsCriterionKind | null;
}

/**
 * Ranks scores by the criteria in order; players equal on all of them share a place and keep
 * their input order (spec §6 Decision 3: no tie-break after the criteria).
 */
export function rankScores(
  scores: readonly PlayerScore[],
  kinds: readonly DraughtsCriterionKind[],
): RankedScore[] {
  const inputIndex = new Map(scores.map((score, index) => [score.id, index]));
  const ranked = rank(scores, {
    id: (score) => score.id,
    criteria: kinds.map((kind) => ({ name: kind, value: (score: PlayerScore) => score[kind] })),
  });
  // core's rank lists a shared place in id order; the spec keeps input order inside a tie.
  const ordered = [...ranked].sort(
    (a, b) => a.place - b.place || (inputIndex.get(a.id) as number) - (inputIndex.get(b.id) as number),
  );
  // The criterion that separated each place group from the one above: core rank gives it on
  // the group's first row in its own order; after the re-sort it goes on the new first row.
  const separatedBy = new Map<number, string | null>();
  for (const entry of ranked)
    if (!separatedBy.has(entry.place)) separatedBy.set(entry.place, entry.decidedBy);
  return ordered.map((entry, index) => ({
    ...entry.row,
    place: entry.place,
    lastPlace: entry.lastPlace,
    decidedBy:
      index > 0 && ordered[index - 1]?.place === entry.place
        ? null
        : ((separatedBy.get(entry.place) ?? null) as DraughtsCriterionKind | null),
  }));
}

/** Players sharing a place span, in row order. */
export interface PlaceGroup {
  readonly ids: readonly string[];
  readonly place: number;
  readonly lastPlace: number;
}

/** Splits ranked rows into their place groups, singletons included, best first. */
export function placeGroups(
  rows: readonly { readonly id: string; readonly place: number; readonly lastPlace: number }[],
): PlaceGroup[] {
  const groups: PlaceGroup[] = [];
  for (let start = 0; start < rows.length; ) {
    const first = rows[start]!;
    let end = start + 1;
    while (end < rows.length && rows[end]!.place === first.place) end++;
    groups.push({
      ids: rows.slice(start, end).map((row) => row.id),
      place: first.place,
      lastPlace: first.lastPlace,
    });
    start = end;
  }
  return groups;
}
