import { deepFreeze, type ErrorPath, Fraction, type Report, sharePlaceValues } from '../core/internal.js';
import { type DiplomacyGameResult, soloistOf } from './game.js';
import { POWERS, type Power } from './powers.js';
import {
  assertScoring,
  checkPointList,
  checkPoints,
  checkScoringFields,
  checkWhole,
} from './preset-checks.js';
import { type PowerScores, rankPowers, scoresFrom, soloScores } from './scores.js';
import { assertDiplomacyGameResult } from './validate.js';

/**
 * A member of the C-Diplo family of scoring systems, as data (spec §2,
 * `diplomacy-systems.md` §1.1). A game without a solo scores
 * rank bonus (shared among ties) + centre points + participation. {@link scoreCDiplo}
 * checks every field before scoring.
 *
 * @category Rules
 */
export interface CDiploScoring {
  /** The system: `'cDiplo'`. */
  readonly system: 'cDiplo';
  /** Name of the system, for display. */
  readonly name: string;
  /** The rule it implements (seed and §, or the definition it follows). */
  readonly source: string;
  /**
   * Bonus for places 1, 2, 3, … by supply centres; powers tied on centres share the sum of
   * the places they occupy together (seed §2a: 38 / 14 / 7; decision 16). At most seven
   * finite numbers (decimals allowed); places past the end of the list get no bonus.
   */
  readonly rankBonuses: readonly number[];
  /**
   * Points for owning n centres, indexed by n; beyond the end of the table each further
   * centre adds 1. `[0]` is the plain "1 point per centre" of seed §2b; C-Diplo Namur uses
   * `[0, 5, 9, 12, 14, 16, 18]`. One to 35 finite numbers (0…34 centres; decimals allowed).
   */
  readonly centrePoints: readonly number[];
  /**
   * Points every player gets for playing, eliminated players included (seed §2b, decision 1);
   * any finite number.
   */
  readonly participation: number;
  /** Score of a soloist (seed §2c: 100): a whole number. */
  readonly soloWinner: number;
  /** Score of each of the six other players after a solo (seed §2c: 0): a whole number (stabbeurfou: −15). */
  readonly soloOthers: number;
}

const C_DIPLO_FIELDS = ['rankBonuses', 'centrePoints', 'participation', 'soloWinner', 'soloOthers'] as const;

// Rules whose points are whole numbers of at most 2^40 score with plain doubles: a group's
// numerator (≤ 7 bonuses + 7 × (centre points + 34 + participation)) stays far below 2^53, so
// it is exact. Any other rules (decimals, huge numbers) score with exact fractions instead.
// Kept for speed: on the built dist/, 572 games score 25 % faster this way (1.8 against 2.5 ms,
// validation included) and a 1,001-player event ranks 20 % faster.
const PLAIN_LIMIT = 2 ** 40;

function isPlain(value: number): boolean {
  return Number.isInteger(value) && Math.abs(value) <= PLAIN_LIMIT;
}

function allPlain(values: readonly number[]): boolean {
  for (let index = 0; index < values.length; index++) if (!isPlain(values[index]!)) return false;
  return true;
}

/**
 * Checks C-Diplo scoring rules field by field (the rules of {@link CDiploScoring}), reporting
 * each problem with its path below `path`. @internal
 */
export function checkCDiploScoring(value: unknown, path: ErrorPath, report: Report): void {
  if (!checkScoringFields(value, 'cDiplo', C_DIPLO_FIELDS, path, report)) return;
  checkPointList(value, 'rankBonuses', path, report, {
    min: 0,
    max: 7,
    what: 'the bonuses of places 1, 2, 3, …',
  });
  checkPointList(value, 'centrePoints', path, report, {
    min: 1,
    max: 35,
    what: 'the points of 0, 1, 2, … centres',
  });
  checkPoints(value, 'participation', path, report);
  checkWhole(value, 'soloWinner', path, report);
  checkWhole(value, 'soloOthers', path, report);
}

/**
 * C-Diplo as the Norwegian championship plays it, the default (seed §2 "POENGSYSTEM"):
 * 38 / 14 / 7 rank bonuses shared among ties, 1 per centre, 1 participation point, a solo
 * 100 and the others 0. With all 34 centres owned a game totals exactly 100.
 *
 * @category Rules
 * @example
 * ```ts
 * import { C_DIPLO_100 } from 'mindsport/diplomacy';
 * console.log(C_DIPLO_100.rankBonuses); // [ 38, 14, 7 ]
 * ```
 */
export const C_DIPLO_100: CDiploScoring = deepFreeze({
  system: 'cDiplo',
  name: 'C-Diplo 100',
  source: 'seed 003 §2',
  rankBonuses: [38, 14, 7],
  centrePoints: [0],
  participation: 1,
  soloWinner: 100,
  soloOthers: 0,
});

/**
 * "C-Diplo 73 official system" (diplomania-gen; AFJD: "in most French tournaments …
 * 73 points for solo"): as {@link C_DIPLO_100}, but a solo scores 38 + 34 + 1 = 73 and the
 * others 0 (`diplomacy-systems.md` §1.1).
 *
 * @category Rules
 * @example
 * ```ts
 * import { C_DIPLO_73 } from 'mindsport/diplomacy';
 * console.log(C_DIPLO_73.soloWinner); // 73
 * ```
 */
export const C_DIPLO_73: CDiploScoring = deepFreeze({
  ...C_DIPLO_100,
  name: 'C-Diplo 73',
  source: 'diplomacy-systems.md §1.1 (diplomania-gen, AFJD)',
  soloWinner: 73,
  soloOthers: 0,
});

/**
 * EDC 4 (Oslo 1996) C-Diplo: 38 / 14 / 7 + centres + 1, and a solo 73 for the winner and
 * 1 for each other player (total 79) ("the players that got second and third place will
 * forfeit their rank bonus"; diplomacy.no/ftf/edcrules.htm, `diplomacy-systems.md` §1.1).
 *
 * @category Rules
 * @example
 * ```ts
 * import { EDC_1996 } from 'mindsport/diplomacy';
 * console.log(EDC_1996.soloWinner, EDC_1996.soloOthers); // 73 1
 * ```
 */
export const EDC_1996: CDiploScoring = deepFreeze({
  ...C_DIPLO_100,
  name: 'EDC 1996 (C-Diplo 73/1)',
  source: 'diplomacy-systems.md §1.1 (EDC 4, Oslo 1996)',
  soloWinner: 73,
  soloOthers: 1,
});

/**
 * WDD "C-Diplo Argir" (Giraudon & Archer), the 93/1 form: 37 / 14 / 7 + centres + 1
 * (the rule text's bonuses, which match its stated sum of 99 — the page's worked examples
 * use 38), a solo 93 and 1 for the others. The per-opponent and per-country adjustment
 * of Archer's program is not published and not applied (`diplomacy-systems.md` §1.1).
 *
 * @category Rules
 * @example
 * ```ts
 * import { C_DIPLO_ARGIR } from 'mindsport/diplomacy';
 * console.log(C_DIPLO_ARGIR.rankBonuses[0], C_DIPLO_ARGIR.soloWinner); // 37 93
 * ```
 */
export const C_DIPLO_ARGIR: CDiploScoring = deepFreeze({
  system: 'cDiplo',
  name: 'C-Diplo Argir (93/1)',
  source: 'diplomacy-systems.md §1.1 (WDD scoring class 7)',
  rankBonuses: [37, 14, 7],
  centrePoints: [0],
  participation: 1,
  soloWinner: 93,
  soloOthers: 1,
});

/**
 * C-Diplo 80 (dipvis): 25 / 14 / 7 + 1 per centre, no participation point, a solo 80 and
 * the others 0; a full board totals 80 (`diplomacy-systems.md` §1.1, vectors #3–#6).
 *
 * @category Rules
 * @example
 * ```ts
 * import { C_DIPLO_80 } from 'mindsport/diplomacy';
 * console.log(C_DIPLO_80.rankBonuses, C_DIPLO_80.participation); // [ 25, 14, 7 ] 0
 * ```
 */
export const C_DIPLO_80: CDiploScoring = deepFreeze({
  system: 'cDiplo',
  name: 'C-Diplo 80',
  source: 'diplomacy-systems.md §1.1 (dipvis)',
  rankBonuses: [25, 14, 7],
  centrePoints: [0],
  participation: 0,
  soloWinner: 80,
  soloOthers: 0,
});

/**
 * C-Diplo Namur (NDC Groningen / dipvis): centre points 1→5, 2→9, 3→12, 4→14, 5→16,
 * 6→18, then +1 per further centre; 38 / 14 / 7 shared; 1 participation point; a solo 85
 * and all others 0 (`diplomacy-systems.md` §1.1, vectors #7–#11).
 *
 * @category Rules
 * @example
 * ```ts
 * import { C_DIPLO_NAMUR } from 'mindsport/diplomacy';
 * console.log(C_DIPLO_NAMUR.centrePoints, C_DIPLO_NAMUR.soloWinner); // [ 0, 5, 9, 12, 14, 16, 18 ] 85
 * ```
 */
export const C_DIPLO_NAMUR: CDiploScoring = deepFreeze({
  system: 'cDiplo',
  name: 'C-Diplo Namur',
  source: 'diplomacy-systems.md §1.1 (NDC Groningen, dipvis)',
  rankBonuses: [38, 14, 7],
  centrePoints: [0, 5, 9, 12, 14, 16, 18],
  participation: 1,
  soloWinner: 85,
  soloOthers: 0,
});

/**
 * The stabbeurfou form of C-Diplo Namur, "with solo aggravation": the same game scores as
 * {@link C_DIPLO_NAMUR} (its survival bonus table gives the same centre points), but a solo
 * scores 73 for the winner and −15 for each other player (`diplomacy-systems.md` §1.1).
 *
 * @category Rules
 * @example
 * ```ts
 * import { C_DIPLO_NAMUR_STABBEURFOU } from 'mindsport/diplomacy';
 * console.log(C_DIPLO_NAMUR_STABBEURFOU.soloOthers); // -15
 * ```
 */
export const C_DIPLO_NAMUR_STABBEURFOU: CDiploScoring = deepFreeze({
  ...C_DIPLO_NAMUR,
  name: 'C-Diplo Namur (stabbeurfou, solo 73/−15)',
  source: 'diplomacy-systems.md §1.1 (stabbeurfou)',
  soloWinner: 73,
  soloOthers: -15,
});

function centrePoints(table: readonly number[], count: number): number {
  const last = table.length - 1;
  return count <= last ? (table[count] as number) : (table[last] as number) + (count - last);
}

/** The points of `count` centres in exact fractions (the table, then 1 per further centre). */
function exactCentrePoints(table: readonly number[], count: number): Fraction {
  const last = table.length - 1;
  return count <= last
    ? Fraction.from(table[count] as number)
    : Fraction.from(table[last] as number).add(count - last);
}

/**
 * Scores one game with C-Diplo (seed §2): rank the seven powers by supply centres; places
 * 1, 2, 3 carry 38, 14, 7 and powers tied on centres share equally the bonuses of the places
 * they occupy together (two tied for 2nd: (14 + 7) / 2 each; tied at 0 centres too, decision
 * 2); everyone adds 1 per centre and 1 participation point (decision 1); a solo (18+ centres,
 * decision 3) scores 100 and the six others 0. Other members of the family are presets.
 * The preset is checked first, then the game.
 *
 * @category Standings
 * @param game - the game result
 * @param scoring - the C-Diplo variant; {@link C_DIPLO_100} by default
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} a shape code at `['scoring', field, …]` for a field that
 *   breaks its rule in {@link CDiploScoring} (`NOT_AN_OBJECT` at `['scoring']`, `UNKNOWN_FIELD`,
 *   `MISSING_FIELD`, `NOT_A_NUMBER`, `WRONG_LIST_LENGTH` …); then every problem of an invalid game
 *   (see {@link validateDiplomacyGameResult})
 * @example
 * ```ts
 * import { parseGameResult, scoreCDiplo } from 'mindsport/diplomacy';
 * const scores = scoreCDiplo(parseGameResult('E11 F8 T8 A3 R3 I1 G0'));
 * console.log(scores.england.toString(), scores.france.toString(), scores.germany.toString()); // 50 19.5 1
 * ```
 */
export function scoreCDiplo(game: DiplomacyGameResult, scoring: CDiploScoring = C_DIPLO_100): PowerScores {
  const checked = assertScoring<CDiploScoring>(scoring, checkCDiploScoring);
  return cDiploScorer(checked)(assertDiplomacyGameResult(game));
}

/**
 * The C-Diplo scores of games already validated, for scoring rules already checked: plain
 * doubles when every point of the rules is a whole number of at most 2^40, else exact
 * fractions (see {@link PLAIN_LIMIT}). @internal
 */
export function cDiploScorer(scoring: CDiploScoring): (game: DiplomacyGameResult) => PowerScores {
  const plain =
    isPlain(scoring.participation) && allPlain(scoring.rankBonuses) && allPlain(scoring.centrePoints);
  return (game) => cDiploScores(game, scoring, plain);
}

function cDiploScores(game: DiplomacyGameResult, scoring: CDiploScoring, plain: boolean): PowerScores {
  const winner = soloistOf(game);
  if (winner !== undefined) return soloScores(winner, scoring.soloWinner, scoring.soloOthers);
  return plain ? plainScores(game, scoring) : exactScores(game, scoring);
}

/**
 * Spec §2, decision 16: the seven ranked by centres (core `rank`), tied powers sharing the
 * bonuses of the places they occupy (core `sharePlaceValues`), plus centre points and the
 * participation point.
 */
function exactScores(game: DiplomacyGameResult, scoring: CDiploScoring): PowerScores {
  const ranked = rankPowers(POWERS, {
    name: 'supplyCentres',
    value: (power) => game.powers[power].supplyCentres,
  });
  const bonuses = sharePlaceValues(ranked, scoring.rankBonuses);
  const scores = new Map<Power, Fraction>();
  for (const [index, { row: power }] of ranked.entries()) {
    const points = exactCentrePoints(scoring.centrePoints, game.powers[power].supplyCentres);
    scores.set(power, (bonuses[index] as Fraction).add(points).add(scoring.participation));
  }
  return scoresFrom((power) => scores.get(power) as Fraction);
}

/**
 * {@link exactScores} in doubles, for rules whose points are whole numbers of at most 2^40
 * (see {@link PLAIN_LIMIT}): the seven sorted by centres by hand and one Fraction per group of
 * equal centres, (bonus sum + count × points) / count. The one place this module groups tied
 * powers itself, kept for its measured speed.
 */
function plainScores(game: DiplomacyGameResult, scoring: CDiploScoring): PowerScores {
  const counts = POWERS.map((power) => game.powers[power].supplyCentres);
  const order = [0, 1, 2, 3, 4, 5, 6].sort((a, b) => (counts[b] as number) - (counts[a] as number));
  const scores: Fraction[] = new Array(7);
  for (let start = 0; start < 7; ) {
    const supplyCentres = counts[order[start] as number] as number;
    let end = start + 1;
    while (end < 7 && counts[order[end] as number] === supplyCentres) end++;
    const size = end - start;
    let bonuses = 0;
    for (let place = start; place < end; place++) bonuses += scoring.rankBonuses[place] ?? 0;
    const points = centrePoints(scoring.centrePoints, supplyCentres) + scoring.participation;
    const score = Fraction.of(bonuses + size * points, size);
    for (let at = start; at < end; at++) scores[order[at] as number] = score;
    start = end;
  }
  return scoresFrom((power) => scores[POWERS.indexOf(power)] as Fraction);
}
