import {
  deepFreeze,
  type ErrorPath,
  Fraction,
  type RankedRow,
  type Report,
  sharePlaceValues,
} from '../core/internal.js';
import { type DiplomacyGameResult, eliminationYearFor, soloistOf } from './game.js';
import { POWERS, type Power } from './powers.js';
import {
  assertScoring,
  checkChoice,
  checkPointList,
  checkPoints,
  checkScoringFields,
  checkWhole,
} from './preset-checks.js';
import { type PowerScores, rankPowers, scoresFrom, soloScores } from './scores.js';
import { assertDiplomacyGameResult } from './validate.js';

/**
 * A Carnage variant, as data (`diplomacy-systems.md` §1.5). {@link scoreCarnage} checks
 * every field before scoring.
 *
 * @category Rules
 */
export interface CarnageScoring {
  /** The system: `'carnage'`. */
  readonly system: 'carnage';
  /** Name of the variant, for display and messages. */
  readonly name: string;
  /** The definition it follows. */
  readonly source: string;
  /**
   * Points for places 1…7, exactly seven finite numbers (decimals allowed); tied powers
   * split the points of the places they occupy.
   */
  readonly rankPoints: readonly number[];
  /** Points per supply centre owned: any finite number, decimals allowed (counted exactly). */
  readonly pointsPerCentre: number;
  /**
   * How eliminated powers are placed below the survivors: `'byYear'` (later elimination
   * ranks higher, same year ties) or `'equal'` (all dead tie — "Carnage with dead equal").
   */
  readonly eliminated: 'byYear' | 'equal';
  /** Points per centre the lone leader is ahead of second place (Carnage 2023: 300); any finite number. */
  readonly leadBonusPerCentre: number;
  /** Score of a soloist: a whole number. */
  readonly soloWinner: number;
  /** Score of each other player after a solo: a whole number (may be negative). */
  readonly soloOthers: number;
}

const ELIMINATION_RULES = ['byYear', 'equal'] as const;
const CARNAGE_FIELDS = [
  'rankPoints',
  'pointsPerCentre',
  'eliminated',
  'leadBonusPerCentre',
  'soloWinner',
  'soloOthers',
] as const;

/**
 * Checks Carnage scoring rules field by field (the rules of {@link CarnageScoring}). @internal
 */
export function checkCarnageScoring(value: unknown, path: ErrorPath, report: Report): void {
  if (!checkScoringFields(value, 'carnage', CARNAGE_FIELDS, path, report)) return;
  checkPointList(value, 'rankPoints', path, report, { min: 7, max: 7, what: 'the points of places 1 to 7' });
  checkPoints(value, 'pointsPerCentre', path, report);
  checkChoice(value, 'eliminated', ELIMINATION_RULES, path, report);
  checkPoints(value, 'leadBonusPerCentre', path, report);
  checkWhole(value, 'soloWinner', path, report);
  checkWhole(value, 'soloOthers', path, report);
}

/**
 * Carnage (World Diplomacy Wiki; dipvis "Carnage with elimination order"): ranks 7000 …
 * 1000 + 1 per centre, survivors by centres, eliminated powers by year of elimination
 * (later is better), ties split; a solo 28,034 and 0 (`diplomacy-systems.md` §1.5).
 *
 * @category Rules
 * @example
 * ```ts
 * import { CARNAGE } from 'mindsport/diplomacy';
 * console.log(CARNAGE.soloWinner); // 28034
 * ```
 */
export const CARNAGE: CarnageScoring = deepFreeze({
  system: 'carnage',
  name: 'Carnage',
  source: 'diplomacy-systems.md §1.5 (World Diplomacy Wiki, dipvis)',
  rankPoints: [7000, 6000, 5000, 4000, 3000, 2000, 1000],
  pointsPerCentre: 1,
  eliminated: 'byYear',
  leadBonusPerCentre: 0,
  soloWinner: 28034,
  soloOthers: 0,
});

/**
 * "Carnage with dead equal" (dipvis): as {@link CARNAGE}, but all eliminated powers tie,
 * so no elimination years are needed (`diplomacy-systems.md` §1.5, vectors #17–#18).
 *
 * @category Rules
 * @example
 * ```ts
 * import { CARNAGE_DEAD_EQUAL } from 'mindsport/diplomacy';
 * console.log(CARNAGE_DEAD_EQUAL.eliminated); // equal
 * ```
 */
export const CARNAGE_DEAD_EQUAL: CarnageScoring = deepFreeze({
  ...CARNAGE,
  name: 'Carnage (dead equal)',
  source: 'diplomacy-systems.md §1.5 (dipvis)',
  eliminated: 'equal',
});

/**
 * "Carnage 2023" (dipvis): {@link CARNAGE} + 300 points per centre the leader is ahead of
 * second place (`diplomacy-systems.md` §1.5, vector #20).
 *
 * @category Rules
 * @example
 * ```ts
 * import { CARNAGE_2023 } from 'mindsport/diplomacy';
 * console.log(CARNAGE_2023.leadBonusPerCentre); // 300
 * ```
 */
export const CARNAGE_2023: CarnageScoring = deepFreeze({
  ...CARNAGE,
  name: 'Carnage 2023',
  source: 'diplomacy-systems.md §1.5 (dipvis)',
  leadBonusPerCentre: 300,
});

/**
 * "Center-count Carnage" (dipvis): 500 per centre, ranks 7007 … 1001, eliminated powers by
 * year; a solo 39,028 and 1000 to each loser (`diplomacy-systems.md` §1.5, vectors #21–#22).
 *
 * @category Rules
 * @example
 * ```ts
 * import { CARNAGE_CENTRE_COUNT } from 'mindsport/diplomacy';
 * console.log(CARNAGE_CENTRE_COUNT.pointsPerCentre); // 500
 * ```
 */
export const CARNAGE_CENTRE_COUNT: CarnageScoring = deepFreeze({
  system: 'carnage',
  name: 'Center-count Carnage',
  source: 'diplomacy-systems.md §1.5 (dipvis)',
  rankPoints: [7007, 6006, 5005, 4004, 3003, 2002, 1001],
  pointsPerCentre: 500,
  eliminated: 'byYear',
  leadBonusPerCentre: 0,
  soloWinner: 39028,
  soloOthers: 1000,
});

/**
 * Scores one game with Carnage (`diplomacy-systems.md` §1.5): survivors ranked by centres
 * above the eliminated, who are ranked by year of elimination (or all tied, per preset);
 * tied powers split the rank points of the places they occupy; plus points per centre.
 * Without elimination years only the "dead equal" variant can score a game with two or
 * more eliminated powers (decision 17). The preset is checked first, then the game.
 *
 * @category Standings
 * @param game - the game result
 * @param scoring - the variant; {@link CARNAGE} by default
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} a shape code at `['scoring', field, …]` for a field that
 *   breaks its rule in {@link CarnageScoring}; then an invalid game (see
 *   {@link validateDiplomacyGameResult}), or `ELIMINATION_YEAR_REQUIRED`
 * @example
 * ```ts
 * import { CARNAGE_DEAD_EQUAL, parseGameResult, scoreCarnage } from 'mindsport/diplomacy';
 * const scores = scoreCarnage(parseGameResult('A0 E5 F0 G17 I0 R5 T7'), CARNAGE_DEAD_EQUAL);
 * console.log(scores.germany.toString(), scores.austria.toString()); // 7017 2000
 * ```
 */
export function scoreCarnage(game: DiplomacyGameResult, scoring: CarnageScoring = CARNAGE): PowerScores {
  const checked = assertScoring<CarnageScoring>(scoring, checkCarnageScoring);
  return carnageScores(assertDiplomacyGameResult(game), checked);
}

/**
 * {@link scoreCarnage} of a game already validated, for scoring rules already checked. @internal
 */
export function carnageScores(game: DiplomacyGameResult, preset: CarnageScoring): PowerScores {
  const winner = soloistOf(game);
  if (winner !== undefined) return soloScores(winner, preset.soloWinner, preset.soloOthers);
  const dead = POWERS.filter((power) => game.powers[power].supplyCentres === 0);
  const needYears = preset.eliminated === 'byYear' && dead.length > 1;
  const system = preset.name;
  // Sort key: survivors by centres (≥ 1), then the dead by year (only comparable among themselves).
  const key = (power: Power): number => {
    const centres = game.powers[power].supplyCentres;
    if (centres > 0) return 1_000_000 + centres;
    return needYears ? eliminationYearFor(game, power, system) : 0;
  };
  const ranked = rankPowers(POWERS, { name: 'carnage', value: key });
  const shares = sharePlaceValues(ranked, preset.rankPoints);
  // Exact per-centre points: a decimal such as 0.1 times 3 centres is 0.3, not 0.30000000000000004.
  const perCentre = Fraction.from(preset.pointsPerCentre);
  const scores = new Map<Power, Fraction>();
  for (const [index, { row: power }] of ranked.entries()) {
    scores.set(power, (shares[index] as Fraction).add(perCentre.mul(game.powers[power].supplyCentres)));
  }
  const [first, second] = ranked as [RankedRow<Power>, RankedRow<Power>];
  const lead = game.powers[first.row].supplyCentres - game.powers[second.row].supplyCentres;
  if (preset.leadBonusPerCentre !== 0 && lead > 0) {
    scores.set(
      first.row,
      (scores.get(first.row) as Fraction).add(Fraction.from(preset.leadBonusPerCentre).mul(lead)),
    );
  }
  return scoresFrom((power) => scores.get(power) as Fraction);
}
