import { deepFreeze, type ErrorPath, Fraction, type Report } from '../core/internal.js';
import { type DiplomacyGameResult, eliminationYearFor, endYearFor, soloistOf } from './game.js';
import { POWERS, type Power } from './powers.js';
import {
  assertScoring,
  checkChoice,
  checkPointList,
  checkPoints,
  checkScoringFields,
  checkWhole,
} from './preset-checks.js';
import { type FixedScoring, type PowerScores, scoresFrom } from './scores.js';
import {
  centresOf,
  type DiplomacySurvivalYears,
  SURVIVAL_YEAR_CHOICES,
  topOf,
  yearsCounted,
  yearsPlayed,
} from './system-parts.js';
import { assertDiplomacyGameResult } from './validate.js';

/**
 * Bangkok and Olympic, as data: centres, a domination pool shared by the powers at, one
 * below and two below the top, survival points, and a solo. {@link scoreBangkok} checks
 * every field before scoring.
 *
 * @category Rules
 */
export interface BangkokScoring {
  /** The system: `'bangkok'`. */
  readonly system: 'bangkok';
  /** Name of the variant, for display and messages. */
  readonly name: string;
  /** The definition it follows. */
  readonly source: string;
  /** Score of a soloist (Bangkok 41, Olympic 46): a whole number. */
  readonly soloWinner: number;
  /** Points per centre for every other power after a solo (Bangkok 0.5, Olympic 0): finite. */
  readonly soloOthersPerCentre: number;
  /**
   * Domination shares of a survivor on the top count, one below it and two below it
   * (Bangkok 3 / 2 / 1, Olympic 4 / 1.5 / 0.5): exactly three finite numbers.
   */
  readonly shares: readonly number[];
  /** The domination pool split in proportion to the shares (12): finite. */
  readonly dominationPool: number;
  /** Points for surviving a draw (3): finite. */
  readonly survivalPoints: number;
  /** Points per year counted for an eliminated power (0.3): finite. */
  readonly pointsPerYear: number;
  /** How an eliminated power's years are counted ({@link DiplomacySurvivalYears}). */
  readonly survivalYears: DiplomacySurvivalYears;
}

const BANGKOK_FIELDS = [
  'soloWinner',
  'soloOthersPerCentre',
  'shares',
  'dominationPool',
  'survivalPoints',
  'pointsPerYear',
  'survivalYears',
] as const;

/** Checks Bangkok scoring rules field by field (the rules of {@link BangkokScoring}). @internal */
export function checkBangkokScoring(value: unknown, path: ErrorPath, report: Report): void {
  if (!checkScoringFields(value, 'bangkok', BANGKOK_FIELDS, path, report)) return;
  checkWhole(value, 'soloWinner', path, report);
  checkPoints(value, 'soloOthersPerCentre', path, report);
  checkPointList(value, 'shares', path, report, {
    min: 3,
    max: 3,
    what: 'shares at, one and two below the top',
  });
  checkPoints(value, 'dominationPool', path, report);
  checkPoints(value, 'survivalPoints', path, report);
  checkPoints(value, 'pointsPerYear', path, report);
  checkChoice(value, 'survivalYears', SURVIVAL_YEAR_CHOICES, path, report);
}

/**
 * Bangkok 2020 (World Diplomacy Wiki,
 * https://world-diplomacy-wiki.fandom.com/wiki/Bangkok_2020_Scoring_System): 1 per centre,
 * 3 for surviving, a 12-point pool shared 3 / 2 / 1 by the powers at, one and two centres
 * below the top, 0.3 per year for the eliminated counted as the wiki's example counts them
 * (eliminated in 1905: 5 years, year − 1900); a solo 41 and 0.5 per centre to the others.
 *
 * @category Rules
 * @example
 * ```ts
 * import { BANGKOK } from 'mindsport/diplomacy';
 * console.log(BANGKOK.soloWinner, BANGKOK.survivalYears); // 41 includingElimination
 * ```
 */
export const BANGKOK: BangkokScoring = deepFreeze({
  system: 'bangkok',
  name: 'Bangkok',
  source: 'https://world-diplomacy-wiki.fandom.com/wiki/Bangkok_2020_Scoring_System',
  soloWinner: 41,
  soloOthersPerCentre: 0.5,
  shares: [3, 2, 1],
  dominationPool: 12,
  survivalPoints: 3,
  pointsPerYear: 0.3,
  survivalYears: 'includingElimination',
});

/**
 * Olympic: Bangkok with shares 4 / 1.5 / 0.5 and a 46-point solo that leaves the others 0.
 * No published definition was found; the parameters are those of the Diplomacy Tournament
 * Visualiser (https://github.com/UEWBot/dipvis, `game_scoring/g_scoring_systems.py`), whose
 * tests count an eliminated power's years as year − 1901, the convention kept here.
 *
 * @category Rules
 * @example
 * ```ts
 * import { OLYMPIC } from 'mindsport/diplomacy';
 * console.log(OLYMPIC.soloWinner, OLYMPIC.shares.join(' / ')); // 46 4 / 1.5 / 0.5
 * ```
 */
export const OLYMPIC: BangkokScoring = deepFreeze({
  system: 'bangkok',
  name: 'Olympic',
  source: 'https://github.com/UEWBot/dipvis (game_scoring/g_scoring_systems.py); no published definition',
  soloWinner: 46,
  soloOthersPerCentre: 0,
  shares: [4, 1.5, 0.5],
  dominationPool: 12,
  survivalPoints: 3,
  pointsPerYear: 0.3,
  survivalYears: 'completed',
});

/**
 * Scores one game with Bangkok or Olympic (sources in {@link BANGKOK}, {@link OLYMPIC}).
 * Without a solo: a survivor scores its centres + `survivalPoints` + its part of the pool,
 * `dominationPool` · own shares / all shares, where a survivor on the top count T holds
 * `shares[0]`, on T − 1 `shares[1]`, on T − 2 `shares[2]`; an eliminated power scores
 * `pointsPerYear` per year counted. After a solo the soloist scores `soloWinner` and every
 * other power `soloOthersPerCentre` per centre. The scoring rules are checked first, then the game.
 *
 * @category Standings
 * @param game - the game result
 * @param scoring - {@link BANGKOK} (the default) or {@link OLYMPIC}, or a copy with fields changed
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} a shape code at `['scoring', field]`; then an invalid game,
 *   `ELIMINATION_YEAR_REQUIRED`
 * @example
 * ```ts
 * import { OLYMPIC, parseGameResult, scoreBangkok } from 'mindsport/diplomacy';
 * const game = parseGameResult('A12 E11 F10 G1 I0@1905 R0@1905 T0@1905');
 * console.log(scoreBangkok(game).austria.toString(), scoreBangkok(game).italy.toString()); // 21 1.5
 * console.log(scoreBangkok(game, OLYMPIC).austria.toString()); // 23
 * ```
 */
export function scoreBangkok(game: DiplomacyGameResult, scoring: BangkokScoring = BANGKOK): PowerScores {
  const checked = assertScoring<BangkokScoring>(scoring, checkBangkokScoring);
  return bangkokScores(assertDiplomacyGameResult(game), checked);
}

/** {@link scoreBangkok} of a game already validated, for scoring rules already checked. @internal */
export function bangkokScores(game: DiplomacyGameResult, scoring: BangkokScoring): PowerScores {
  const winner = soloistOf(game);
  if (winner !== undefined) {
    const perCentre = Fraction.from(scoring.soloOthersPerCentre);
    return scoresFrom((power) =>
      power === winner ? Fraction.of(scoring.soloWinner) : perCentre.mul(centresOf(game, power)),
    );
  }
  const { top } = topOf(game);
  // Shares go to survivors only ("players finishing at 1 center from the top"): a 0-centre
  // power could be two below the top only when the top is 2, which a full board never has.
  const sharesOf = (power: Power): Fraction => {
    const centres = centresOf(game, power);
    const distance = top - centres;
    return centres > 0 && distance <= 2 ? Fraction.from(scoring.shares[distance]!) : Fraction.ZERO;
  };
  const allShares = Fraction.sum(POWERS.map(sharesOf));
  const pool = Fraction.from(scoring.dominationPool);
  const survival = Fraction.from(scoring.survivalPoints);
  const perYear = Fraction.from(scoring.pointsPerYear);
  return scoresFrom((power) => {
    const centres = centresOf(game, power);
    if (centres === 0) {
      const year = eliminationYearFor(game, power, scoring.name);
      return perYear.mul(yearsCounted(year, scoring.survivalYears));
    }
    const bonus = allShares.isZero() ? Fraction.ZERO : pool.mul(sharesOf(power)).div(allShares);
    return survival.add(centres).add(bonus);
  });
}

/**
 * Bangkok Pike as scoring rules: the system has no parameters.
 *
 * @category Rules
 * @example
 * ```ts
 * import { BANGKOK_PIKE } from 'mindsport/diplomacy';
 * console.log(BANGKOK_PIKE.system); // bangkokPike
 * ```
 */
export const BANGKOK_PIKE: FixedScoring<'bangkokPike'> = deepFreeze({
  system: 'bangkokPike',
  name: 'Bangkok Pike',
  source: 'https://hechtstechen.com/Scoring_System.html (also https://regenscon.com/Scoring_System.html)',
});

/** The topper bonus of Bangkok Pike: 4 each on a shared top; 6, then +4, then +2 for a lone top. */
function pikeTopperBonus(toppers: number, oneBelow: boolean, twoBelow: boolean): number {
  if (toppers > 1) return 4;
  if (oneBelow) return 6;
  return twoBelow ? 10 : 12;
}

/**
 * Scores one game with Bangkok Pike (the rules page https://hechtstechen.com/Scoring_System.html):
 * 1 per centre, 3 for surviving, 0.1 per game year played for an eliminated power
 * (year − 1900). The board topper gets 6 (4 each when two or more share the top); a lone
 * topper with nobody one centre behind gets 4 more, and with nobody one or two centres
 * behind 2 more again (the nested reading of "nobody finishes within one or two centers").
 * Every survivor one centre behind the top gets 4, two behind 2. A solo scores 60 and the
 * others score as if eliminated in the solo year.
 *
 * @category Standings
 * @param game - the game result
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} invalid game, `ELIMINATION_YEAR_REQUIRED`, `END_YEAR_REQUIRED`
 * @example
 * ```ts
 * import { parseGameResult, scoreBangkokPike } from 'mindsport/diplomacy';
 * console.log(scoreBangkokPike(parseGameResult('A12 E9 F7 G4 I2 R0@1905 T0@1906')).austria.toString()); // 27
 * ```
 */
export function scoreBangkokPike(game: DiplomacyGameResult): PowerScores {
  return bangkokPikeScores(assertDiplomacyGameResult(game));
}

/** {@link scoreBangkokPike} of a game already validated. @internal */
export function bangkokPikeScores(game: DiplomacyGameResult): PowerScores {
  const tenth = Fraction.of(1, 10);
  const winner = soloistOf(game);
  if (winner !== undefined) {
    const endYear = endYearFor(game, 'Bangkok Pike');
    return scoresFrom((power) => {
      if (power === winner) return Fraction.of(60);
      const year = centresOf(game, power) > 0 ? endYear : eliminationYearFor(game, power, 'Bangkok Pike');
      return tenth.mul(yearsPlayed(year));
    });
  }
  const { top, toppers } = topOf(game);
  // Survivors only: a 0-centre power is never "one or two centres behind".
  const behind = (distance: number) => POWERS.some((power) => isBehind(game, power, top, distance));
  const topperBonus = pikeTopperBonus(toppers, behind(1), behind(2));
  return scoresFrom((power) => {
    const centres = centresOf(game, power);
    if (centres === 0) return tenth.mul(yearsPlayed(eliminationYearFor(game, power, 'Bangkok Pike')));
    if (centres === top) return Fraction.of(centres + 3 + topperBonus);
    if (isBehind(game, power, top, 1)) return Fraction.of(centres + 3 + 4);
    return Fraction.of(centres + 3 + (isBehind(game, power, top, 2) ? 2 : 0));
  });
}

function isBehind(game: DiplomacyGameResult, power: Power, top: number, distance: number): boolean {
  const centres = centresOf(game, power);
  return centres > 0 && centres === top - distance;
}
