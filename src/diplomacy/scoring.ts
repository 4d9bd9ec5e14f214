/**
 * Scoring rules as data: every game scoring system the module has, named by its `system`
 * (spec §5: "the scoring function is a parameter of the tournament code"; API.md §1: no
 * functions inside rules), the registry of their presets by export name, and the one function
 * that scores a game by any of them.
 *
 * @module
 */
import {
  checkOneOf,
  checkRecord,
  deepFreeze,
  type ErrorPath,
  problemAt,
  type Report,
} from '../core/internal.js';
import {
  BANGKOK,
  BANGKOK_PIKE,
  type BangkokScoring,
  bangkokPikeScores,
  bangkokScores,
  checkBangkokScoring,
  OLYMPIC,
} from './bangkok.js';
import {
  CARNAGE,
  CARNAGE_2023,
  CARNAGE_CENTRE_COUNT,
  CARNAGE_DEAD_EQUAL,
  type CarnageScoring,
  carnageScores,
  checkCarnageScoring,
} from './carnage.js';
import {
  C_DIPLO_73,
  C_DIPLO_80,
  C_DIPLO_100,
  C_DIPLO_ARGIR,
  C_DIPLO_NAMUR,
  C_DIPLO_NAMUR_STABBEURFOU,
  type CDiploScoring,
  cDiploScorer,
  checkCDiploScoring,
  EDC_1996,
} from './cdiplo.js';
import { CENTRE_COUNT, centreCountScores } from './centre-count.js';
import { DETOUR09, detour09Scores } from './detour.js';
import { checkDrawSizeScoring, DRAW_SIZE, type DrawSizeScoring, drawSizeScores } from './draw-size.js';
import type { DiplomacyGameResult } from './game.js';
import {
  checkManorConScoring,
  MANORCON,
  MANORCON_ORIGINAL,
  MANORCON_V2,
  type ManorConScoring,
  manorConScores,
} from './manorcon.js';
import {
  checkMaxonianScoring,
  MAXONIAN,
  type MaxonianScoring,
  maxonianScores,
  SEVEN_ELEVEN,
} from './maxonian.js';
import { OPEN_TRIBUTE, openTributeScores } from './open-tribute.js';
import { assertScoring, checkScoringFields } from './preset-checks.js';
import {
  checkSouthernSunScoring,
  HAIGHT,
  haightScores,
  RANKED_CLASSIC,
  rankedClassicScores,
  SOUTHERN_SUN,
  type SouthernSunScoring,
  SYDNEY_LEAGUE,
  southernSunScores,
  sydneyLeagueScores,
} from './rank-systems.js';
import type { FixedScoring, PowerScores, Scorer } from './scores.js';
import {
  checkYourDrawSizeScoring,
  SOLOS,
  solosScores,
  YOUR_DRAW_SIZE,
  YOUR_DRAW_SIZE_UNLIMITED,
  type YourDrawSizeScoring,
  yourDrawSizeScores,
} from './solo-systems.js';
import { SUM_OF_SQUARES, sumOfSquaresScores } from './sum-of-squares.js';
import {
  BASE3,
  base3Scores,
  OPEN_MIND_THE_GAP,
  openMindTheGapScores,
  VULCAN,
  vulcanScores,
} from './top-systems.js';
import { TRIBUTE, tributeScores } from './tribute.js';
import { assertDiplomacyGameResult } from './validate.js';
import { WHIPPING, whippingScores } from './whipping.js';
import {
  checkWorldClassicScoring,
  SUMMER_CLASSIC,
  WORLD_CLASSIC,
  type WorldClassicScoring,
  worldClassicScores,
} from './world-classic.js';

/**
 * The game scoring systems, by the name a scoring rule gives in its `system` field.
 *
 * @category Rules
 * @example
 * ```ts
 * import { DIPLOMACY_SCORING_SYSTEMS } from 'mindsport/diplomacy';
 * console.log(DIPLOMACY_SCORING_SYSTEMS.length, DIPLOMACY_SCORING_SYSTEMS[0]); // 23 cDiplo
 * ```
 */
export const DIPLOMACY_SCORING_SYSTEMS = deepFreeze([
  'cDiplo',
  'sumOfSquares',
  'drawSize',
  'centreCount',
  'carnage',
  'tribute',
  'openTribute',
  'manorCon',
  'detour09',
  'whipping',
  'worldClassic',
  'maxonian',
  'bangkok',
  'bangkokPike',
  'base3',
  'haight',
  'openMindTheGap',
  'rankedClassic',
  'solos',
  'southernSun',
  'sydneyLeague',
  'vulcan',
  'yourDrawSize',
] as const);

/**
 * One of {@link DIPLOMACY_SCORING_SYSTEMS}.
 *
 * @category Rules
 */
export type DiplomacyScoringSystem = (typeof DIPLOMACY_SCORING_SYSTEMS)[number];

/**
 * How a game is scored, as data: a system named by `system` and its parameters. Every
 * preset of the module is one ({@link DIPLOMACY_SCORING_PRESETS}); a custom one is a copy of a
 * preset with fields changed (`{ ...C_DIPLO_100, soloWinner: 73 }`).
 *
 * @category Rules
 */
export type DiplomacyScoring =
  | CDiploScoring
  | CarnageScoring
  | ManorConScoring
  | DrawSizeScoring
  | MaxonianScoring
  | WorldClassicScoring
  | BangkokScoring
  | SouthernSunScoring
  | YourDrawSizeScoring
  | FixedScoring<
      | 'sumOfSquares'
      | 'centreCount'
      | 'tribute'
      | 'openTribute'
      | 'detour09'
      | 'whipping'
      | 'bangkokPike'
      | 'base3'
      | 'haight'
      | 'openMindTheGap'
      | 'rankedClassic'
      | 'solos'
      | 'sydneyLeague'
      | 'vulcan'
    >;

/**
 * Every scoring preset of the module by its export name (the command line's `--scoring`
 * names): the C-Diplo family, Sum of Squares, Draw Size, centre count, the Carnage variants,
 * Tribute, OpenTribute, the ManorCon variants, Detour09, Whipping, World and Summer Classic,
 * Maxonian and 7Eleven, Bangkok, Olympic, Bangkok Pike, Base3, Haight, Open Mind the Gap,
 * Ranked Classic, Solos, Southern Sun, Sydney League, Vulcan and Your Draw Size (short and
 * unlimited games).
 *
 * @category Rules
 * @example
 * ```ts
 * import { C_DIPLO_NAMUR_STABBEURFOU, DIPLOMACY_SCORING_PRESETS } from 'mindsport/diplomacy';
 * console.log(DIPLOMACY_SCORING_PRESETS.C_DIPLO_NAMUR_STABBEURFOU === C_DIPLO_NAMUR_STABBEURFOU); // true
 * console.log(Object.keys(DIPLOMACY_SCORING_PRESETS).length); // 38
 * ```
 */
export const DIPLOMACY_SCORING_PRESETS: Readonly<Record<string, DiplomacyScoring>> = Object.freeze({
  C_DIPLO_100,
  C_DIPLO_73,
  EDC_1996,
  C_DIPLO_ARGIR,
  C_DIPLO_80,
  C_DIPLO_NAMUR,
  C_DIPLO_NAMUR_STABBEURFOU,
  SUM_OF_SQUARES,
  DRAW_SIZE,
  CENTRE_COUNT,
  CARNAGE,
  CARNAGE_DEAD_EQUAL,
  CARNAGE_2023,
  CARNAGE_CENTRE_COUNT,
  TRIBUTE,
  OPEN_TRIBUTE,
  MANORCON,
  MANORCON_ORIGINAL,
  MANORCON_V2,
  DETOUR09,
  WHIPPING,
  WORLD_CLASSIC,
  SUMMER_CLASSIC,
  MAXONIAN,
  SEVEN_ELEVEN,
  BANGKOK,
  OLYMPIC,
  BANGKOK_PIKE,
  BASE3,
  HAIGHT,
  OPEN_MIND_THE_GAP,
  RANKED_CLASSIC,
  SOLOS,
  SOUTHERN_SUN,
  SYDNEY_LEAGUE,
  VULCAN,
  YOUR_DRAW_SIZE,
  YOUR_DRAW_SIZE_UNLIMITED,
});

type Check = (value: unknown, path: ErrorPath, report: Report) => void;

const fixed =
  (system: string): Check =>
  (value, path, report) => {
    checkScoringFields(value, system, [], path, report);
  };

/** Each system's field checks. */
const CHECKS: Readonly<Record<DiplomacyScoringSystem, Check>> = {
  cDiplo: checkCDiploScoring,
  sumOfSquares: fixed('sumOfSquares'),
  drawSize: checkDrawSizeScoring,
  centreCount: fixed('centreCount'),
  carnage: checkCarnageScoring,
  tribute: fixed('tribute'),
  openTribute: fixed('openTribute'),
  manorCon: checkManorConScoring,
  detour09: fixed('detour09'),
  whipping: fixed('whipping'),
  worldClassic: checkWorldClassicScoring,
  maxonian: checkMaxonianScoring,
  bangkok: checkBangkokScoring,
  bangkokPike: fixed('bangkokPike'),
  base3: fixed('base3'),
  haight: fixed('haight'),
  openMindTheGap: fixed('openMindTheGap'),
  rankedClassic: fixed('rankedClassic'),
  solos: fixed('solos'),
  southernSun: checkSouthernSunScoring,
  sydneyLeague: fixed('sydneyLeague'),
  vulcan: fixed('vulcan'),
  yourDrawSize: checkYourDrawSizeScoring,
};

/**
 * Checks scoring rules: an object naming one of the systems, then that system's fields,
 * each problem with its path below `path`. @internal
 */
export function checkScoring(value: unknown, path: ErrorPath, report: Report): value is DiplomacyScoring {
  if (!checkRecord(value, path, report)) return false;
  if (value.system === undefined) {
    report(problemAt('MISSING_FIELD', [...path, 'system'], undefined, 'is missing'));
    return false;
  }
  if (!checkOneOf(value.system, DIPLOMACY_SCORING_SYSTEMS, [...path, 'system'], report)) return false;
  let count = 0;
  CHECKS[value.system](value, path, (problem) => {
    count++;
    report(problem);
  });
  return count === 0;
}

/** Each system's scorer, given its scoring rules already checked. */
const SCORERS: {
  readonly [System in DiplomacyScoringSystem]: (
    scoring: Extract<DiplomacyScoring, { system: System }>,
  ) => Scorer;
} = {
  cDiplo: cDiploScorer,
  sumOfSquares: () => sumOfSquaresScores,
  drawSize: (scoring) => (game) => drawSizeScores(game, scoring),
  centreCount: () => centreCountScores,
  carnage: (scoring) => (game) => carnageScores(game, scoring),
  tribute: () => tributeScores,
  openTribute: () => openTributeScores,
  manorCon: (scoring) => (game) => manorConScores(game, scoring),
  detour09: () => detour09Scores,
  whipping: () => whippingScores,
  worldClassic: (scoring) => (game) => worldClassicScores(game, scoring),
  maxonian: (scoring) => (game) => maxonianScores(game, scoring),
  bangkok: (scoring) => (game) => bangkokScores(game, scoring),
  bangkokPike: () => bangkokPikeScores,
  base3: () => base3Scores,
  haight: () => haightScores,
  openMindTheGap: () => openMindTheGapScores,
  rankedClassic: () => rankedClassicScores,
  solos: () => solosScores,
  southernSun: (scoring) => (game) => southernSunScores(game, scoring),
  sydneyLeague: () => sydneyLeagueScores,
  vulcan: () => vulcanScores,
  yourDrawSize: (scoring) => (game) => yourDrawSizeScores(game, scoring),
};

/** The scorer of scoring rules already checked. @internal */
export function scorerOf(scoring: DiplomacyScoring): Scorer {
  const make = SCORERS[scoring.system] as (scoring: DiplomacyScoring) => Scorer;
  return make(scoring);
}

/**
 * Scores one game by any scoring rules (spec §2, §5): the system named by `scoring.system`
 * with the rules' parameters. The scoring rules are checked first, then the game.
 *
 * @category Standings
 * @param game - the game result
 * @param scoring - any scoring rules; {@link C_DIPLO_100} (seed 003 §2) by default
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} a shape code at `['scoring', field, …]` for bad scoring rules
 *   (`NOT_ONE_OF` for an unknown system, with the nearest suggested); then every problem of an
 *   invalid game; then what the system needs of the game (`ELIMINATION_YEAR_REQUIRED`, …)
 * @example
 * ```ts
 * import { CARNAGE_2023, parseGameResult, scoreDiplomacyGame } from 'mindsport/diplomacy';
 * const game = parseGameResult('A0@1903 E5 F0@1905 G17 I0@1904 R5 T7');
 * console.log(scoreDiplomacyGame(game).germany.toString()); // 56
 * console.log(scoreDiplomacyGame(game, CARNAGE_2023).germany.toString()); // 10017
 * ```
 */
export function scoreDiplomacyGame(
  game: DiplomacyGameResult,
  scoring: DiplomacyScoring = C_DIPLO_100,
): PowerScores {
  const checked = assertScoring<DiplomacyScoring>(scoring, (value, path, report) => {
    checkScoring(value, path, report);
  });
  return scorerOf(checked)(assertDiplomacyGameResult(game));
}
