import {
  type CompareCriterion,
  Fraction,
  type RankedRow,
  rank,
  type ValueCriterion,
} from '../core/internal.js';
import type { DiplomacyGameResult } from './game.js';
import type { Power } from './powers.js';

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

/**
 * Powers ranked by core `rank` on one criterion, best first; equal powers share a place
 * (spec decision 16: rank all seven, ties occupy places together). @internal
 */
export function rankPowers(
  powers: readonly Power[],
  criterion: ValueCriterion<Power> | CompareCriterion<Power>,
): RankedRow<Power>[] {
  return rank(powers, { id: (power) => power, criteria: [criterion] });
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
