import { Fraction, shareByPlace } from '../core/internal.js';
import type { DiplomacyGameResult } from './game.js';
import { POWERS, type Power } from './powers.js';

/**
 * The score of every power in one game, exact (spec §2: "Scores are exact rationals").
 * `Fraction` serialises to its exact string in JSON (`"59/3"`, `"19.5"`).
 *
 * @category Standings
 */
export type PowerScores = Readonly<Record<Power, Fraction>>;

/**
 * The scoring rules of a system without parameters (Sum of Squares, centre count, Tribute,
 * OpenTribute, Detour09, Whipping): which system, its name and its source.
 *
 * @category Rules
 */
export interface FixedScoring<System extends string> {
  /** The system. */
  readonly system: System;
  /** Name, for display. */
  readonly name: string;
  /** The definition it follows. */
  readonly source: string;
}

/** Scores one game already validated, for scoring rules already checked. @internal */
export type Scorer = (game: DiplomacyGameResult) => PowerScores;

/** Powers that share a place range because they own the same number of centres. @internal */
export interface CentreGroup {
  /** The tied powers. */
  readonly powers: readonly Power[];
  /** Their shared centre count. */
  readonly supplyCentres: number;
  /** The first place they occupy (1-based). */
  readonly place: number;
}

/**
 * Groups the seven powers by centre count, most first, with the first place of each group
 * (spec decision 16: rank all seven by SC, ties occupy places together). @internal
 */
export function centreGroups(game: DiplomacyGameResult, powers: readonly Power[] = POWERS): CentreGroup[] {
  const sorted = [...powers].sort((a, b) => game.powers[b].supplyCentres - game.powers[a].supplyCentres);
  const groups: CentreGroup[] = [];
  let place = 1;
  for (let start = 0; start < sorted.length; ) {
    const supplyCentres = game.powers[sorted[start]!].supplyCentres;
    let end = start;
    while (end < sorted.length && game.powers[sorted[end]!].supplyCentres === supplyCentres) end++;
    groups.push({ powers: sorted.slice(start, end), supplyCentres, place });
    place += end - start;
    start = end;
  }
  return groups;
}

/**
 * The share of place points for `count` powers occupying places `place…place+count−1`
 * together: the sum of those places' points (0 beyond the list) divided by `count`. @internal
 */
export function sharedPlacePoints(points: readonly number[], place: number, count: number): Fraction {
  if (count === 1) return Fraction.from(points[place - 1] ?? 0);
  return shareByPlace(points, place, count);
}

/** Builds a {@link PowerScores} record from a function of the power. @internal */
export function scoresFrom(score: (power: Power) => Fraction): PowerScores {
  return {
    austria: score('austria'),
    england: score('england'),
    france: score('france'),
    germany: score('germany'),
    italy: score('italy'),
    russia: score('russia'),
    turkey: score('turkey'),
  };
}

/** Solo scores: `winner` to the soloist, `others` to everyone else. @internal */
export function soloScores(soloist: Power, winner: number, others: number): PowerScores {
  const win = Fraction.of(winner);
  const lose = Fraction.of(others);
  return scoresFrom((power) => (power === soloist ? win : lose));
}
