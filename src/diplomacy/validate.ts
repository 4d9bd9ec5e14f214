import { isRecord } from '../core/check.js';
import {
  collectProblems,
  describePath,
  type ErrorPath,
  MindsportError,
  show,
  unwrapValidation,
  type Validation,
} from '../core/internal.js';
import type { GameResult } from './game.js';
import {
  FIRST_GAME_YEAR,
  isPower,
  POWERS,
  type Power,
  SOLO_THRESHOLD,
  SUPPLY_CENTRE_COUNT,
} from './powers.js';

type Report = (problem: MindsportError) => void;

function problem(report: Report, code: string, path: ErrorPath, value: unknown, message: string): void {
  report(new MindsportError(code, `${describePath(path)}: ${message}`, { path, value }));
}

function checkCount(report: Report, value: unknown, path: ErrorPath, what: string): value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    problem(report, 'NOT_AN_INTEGER', path, value, `${what} ${show(value)} is not a whole number`);
    return false;
  }
  if (value < 0 || value > SUPPLY_CENTRE_COUNT) {
    problem(
      report,
      'SUPPLY_CENTRES_OUT_OF_RANGE',
      path,
      value,
      `${what} ${value} is outside 0…${SUPPLY_CENTRE_COUNT}`,
    );
    return false;
  }
  return true;
}

function checkYear(report: Report, value: unknown, path: ErrorPath, what: string): value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < FIRST_GAME_YEAR || value > 9999) {
    problem(
      report,
      'BAD_YEAR',
      path,
      value,
      `${what} ${show(value)} is not a game year (${FIRST_GAME_YEAR} or later)`,
    );
    return false;
  }
  return true;
}

function isCount(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= SUPPLY_CENTRE_COUNT
  );
}

function isYear(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isSafeInteger(value) && value >= FIRST_GAME_YEAR && value <= 9999
  );
}

/**
 * The same rules as {@link checkGameResultInDetail} without building paths or messages:
 * true exactly when that check would report nothing. Valid input (the common case) is
 * checked without allocating; invalid input is then checked again in detail.
 *
 * @internal
 */
export function isValidGameResult(input: unknown): input is GameResult {
  if (!isRecord(input)) return false;
  const powers = input.powers;
  if (!isRecord(powers)) return false;
  let keyCount = 0;
  for (const key in powers) {
    if (!Object.hasOwn(powers, key)) continue;
    if (!isPower(key)) return false;
    keyCount++;
  }
  if (keyCount !== POWERS.length) return false;
  const endYear = input.endYear;
  if (endYear !== undefined && !isYear(endYear)) return false;
  let total = 0;
  let soloists = 0;
  let historyLength = -1;
  let withHistory = 0;
  // Players seen so far and the year totals, gathered in the one pass over the powers.
  const players: string[] = [];
  const yearTotals: number[] = [];
  for (let powerIndex = 0; powerIndex < POWERS.length; powerIndex++) {
    const result = powers[POWERS[powerIndex]!];
    if (!isRecord(result)) return false;
    const player = result.player;
    if (player !== undefined) {
      if (typeof player !== 'string' || player === '' || players.includes(player)) return false;
      players.push(player);
    }
    const centres = result.supplyCentres;
    if (!isCount(centres)) return false;
    total += centres;
    if (centres >= SOLO_THRESHOLD) soloists++;
    const eliminatedIn = result.eliminatedIn;
    if (eliminatedIn !== undefined) {
      if (!isYear(eliminatedIn) || centres > 0) return false;
      if (typeof endYear === 'number' && eliminatedIn > endYear) return false;
    }
    const history = result.history;
    if (history === undefined) continue;
    if (!Array.isArray(history) || history.length === 0) return false;
    if (historyLength >= 0 && history.length !== historyLength) return false;
    historyLength = history.length;
    withHistory++;
    const last = history.length - 1;
    let firstZero = -1;
    for (let index = 0; index <= last; index++) {
      const count = history[index];
      if (!isCount(count)) return false;
      if (withHistory === 1) yearTotals.push(count);
      else yearTotals[index]! += count;
      if (index < last && count >= SOLO_THRESHOLD) return false;
      if (count === 0) {
        if (firstZero < 0) firstZero = index;
      } else if (firstZero >= 0) return false;
    }
    if (history[last] !== centres) return false;
    // An eliminated power has 0 centres, so its history ends in 0 and firstZero ≥ 0: the year
    // matching firstZero is then also within the history.
    if (eliminatedIn !== undefined && eliminatedIn !== FIRST_GAME_YEAR + firstZero) return false;
  }
  if (withHistory > 0) {
    if (withHistory !== POWERS.length) return false;
    if (typeof endYear === 'number' && FIRST_GAME_YEAR + historyLength - 1 !== endYear) return false;
    for (let index = 0; index < historyLength; index++) {
      if (yearTotals[index]! > SUPPLY_CENTRE_COUNT) return false;
    }
  }
  // Two solos (18 + 18) would already total more than 34.
  if (total > SUPPLY_CENTRE_COUNT || total === 0) return false;
  const draw = input.draw;
  if (draw !== undefined) {
    if (!Array.isArray(draw) || draw.length === 0 || soloists > 0) return false;
    for (let index = 0; index < draw.length; index++) {
      const power = draw[index];
      if (!isPower(power) || draw.indexOf(power) !== index) return false;
      if ((powers[power] as Record<string, unknown>).supplyCentres === 0) return false;
    }
  }
  return true;
}

/**
 * Checks one game result and reports every problem through `report`, each with its path
 * below `base`. Shared by {@link validateGameResult} and the tournament validation.
 *
 * @internal
 */
export function checkGameResult(input: unknown, base: ErrorPath, report: Report): input is GameResult {
  return isValidGameResult(input) || checkGameResultInDetail(input, base, report);
}

/**
 * The detailed check behind {@link checkGameResult}: every problem with its path and message.
 *
 * @internal
 */
export function checkGameResultInDetail(
  input: unknown,
  base: ErrorPath,
  report: Report,
): input is GameResult {
  const before = { count: 0 };
  const counting: Report = (found) => {
    before.count++;
    report(found);
  };
  if (!isRecord(input)) {
    problem(counting, 'NOT_AN_OBJECT', base, input, `a game result must be an object, not ${show(input)}`);
    return false;
  }
  const powersPath = [...base, 'powers'];
  const powers = input.powers;
  if (!isRecord(powers)) {
    problem(
      counting,
      'NOT_AN_OBJECT',
      powersPath,
      powers,
      `powers must be an object keyed by power, not ${show(powers)}`,
    );
    return false;
  }
  for (const key of Object.keys(powers)) {
    if (!isPower(key)) {
      problem(
        counting,
        'UNKNOWN_POWER',
        [...powersPath, key],
        key,
        `${show(key)} is not one of ${POWERS.join(', ')}`,
      );
    }
  }
  let endYear: number | undefined;
  if (input.endYear !== undefined && checkYear(counting, input.endYear, [...base, 'endYear'], 'end year')) {
    endYear = input.endYear;
  }
  const finals = new Map<Power, number>();
  const histories = new Map<Power, readonly number[]>();
  const players = new Map<string, Power>();
  for (const power of POWERS) {
    const path = [...powersPath, power];
    const result = powers[power];
    if (result === undefined) {
      problem(
        counting,
        'MISSING_POWER',
        path,
        undefined,
        `${power} is missing (a game has all seven powers)`,
      );
      continue;
    }
    if (!isRecord(result)) {
      problem(
        counting,
        'NOT_AN_OBJECT',
        path,
        result,
        `${power}: expected { supplyCentres, … }, not ${show(result)}`,
      );
      continue;
    }
    if (result.player !== undefined) {
      if (typeof result.player !== 'string' || result.player === '') {
        problem(
          counting,
          'BAD_PLAYER',
          [...path, 'player'],
          result.player,
          `${power}: player ${show(result.player)} is not a name`,
        );
      } else {
        const other = players.get(result.player);
        if (other !== undefined) {
          problem(
            counting,
            'PLAYER_ON_TWO_POWERS',
            [...path, 'player'],
            result.player,
            `${power}: player ${show(result.player)} also plays ${other} on this board`,
          );
        } else players.set(result.player, power);
      }
    }
    const centres = result.supplyCentres;
    const centresOk = checkCount(counting, centres, [...path, 'supplyCentres'], `${power}: supply centres`);
    if (centresOk) finals.set(power, centres);
    let eliminatedIn: number | undefined;
    if (
      result.eliminatedIn !== undefined &&
      checkYear(counting, result.eliminatedIn, [...path, 'eliminatedIn'], `${power}: elimination year`)
    ) {
      eliminatedIn = result.eliminatedIn;
      if (centresOk && centres > 0) {
        problem(
          counting,
          'ELIMINATED_WITH_CENTRES',
          [...path, 'eliminatedIn'],
          eliminatedIn,
          `${power} is eliminated in ${eliminatedIn} but owns ${centres} supply centres`,
        );
      }
      if (endYear !== undefined && eliminatedIn > endYear) {
        problem(
          counting,
          'ELIMINATION_AFTER_END',
          [...path, 'eliminatedIn'],
          eliminatedIn,
          `${power} is eliminated in ${eliminatedIn}, after the game ended in ${endYear}`,
        );
      }
    }
    if (result.history !== undefined) {
      const historyPath = [...path, 'history'];
      const history = result.history;
      if (!Array.isArray(history) || history.length === 0) {
        problem(
          counting,
          'BAD_HISTORY',
          historyPath,
          history,
          `${power}: history must be a non-empty list of counts`,
        );
        continue;
      }
      let historyOk = true;
      history.forEach((count, index) => {
        if (
          !checkCount(counting, count, [...historyPath, index], `${power} in ${FIRST_GAME_YEAR + index}:`)
        ) {
          historyOk = false;
        }
      });
      if (!historyOk) continue;
      const counts = history as readonly number[];
      histories.set(power, counts);
      const last = counts.length - 1;
      if (centresOk && counts[last] !== centres) {
        problem(
          counting,
          'HISTORY_FINAL_MISMATCH',
          [...historyPath, last],
          counts[last],
          `${power}: history ends with ${counts[last]} in ${FIRST_GAME_YEAR + last} but the final count is ${centres}`,
        );
      }
      for (let index = 0; index < last; index++) {
        if (counts[index]! >= SOLO_THRESHOLD) {
          problem(
            counting,
            'HISTORY_SOLO_BEFORE_END',
            [...historyPath, index],
            counts[index],
            `${power} reached ${counts[index]} centres in ${FIRST_GAME_YEAR + index}, so the game ended then (decision 15)`,
          );
          break;
        }
      }
      const firstZero = counts.indexOf(0);
      if (firstZero >= 0) {
        const back = counts.findIndex((count, index) => index > firstZero && count > 0);
        if (back >= 0) {
          problem(
            counting,
            'HISTORY_RETURN_FROM_ELIMINATION',
            [...historyPath, back],
            counts[back],
            `${power} has ${counts[back]} centres in ${FIRST_GAME_YEAR + back} after elimination in ${FIRST_GAME_YEAR + firstZero}`,
          );
        }
      }
      if (eliminatedIn !== undefined && firstZero >= 0 && eliminatedIn !== FIRST_GAME_YEAR + firstZero) {
        problem(
          counting,
          'ELIMINATION_YEAR_MISMATCH',
          [...path, 'eliminatedIn'],
          eliminatedIn,
          `${power}: eliminated in ${eliminatedIn} but the history first shows 0 in ${FIRST_GAME_YEAR + firstZero}`,
        );
      }
    }
  }
  // Histories: all or none, one length, matching the end year; year totals ≤ 34.
  if (histories.size > 0) {
    const lengths = new Set([...histories.values()].map((history) => history.length));
    for (const power of POWERS) {
      if (isRecord(powers[power]) && (powers[power] as Record<string, unknown>).history === undefined) {
        problem(
          counting,
          'HISTORY_MISSING',
          [...powersPath, power, 'history'],
          undefined,
          `${power} has no history while other powers have one (histories are all or none)`,
        );
      }
    }
    if (lengths.size > 1) {
      problem(
        counting,
        'HISTORY_LENGTH_MISMATCH',
        powersPath,
        [...lengths],
        `histories cover different numbers of years (${[...lengths].join(', ')}); every year 1901… must be present`,
      );
    } else {
      const [length] = [...lengths] as [number];
      if (endYear !== undefined && FIRST_GAME_YEAR + length - 1 !== endYear) {
        problem(
          counting,
          'HISTORY_END_YEAR_MISMATCH',
          [...base, 'endYear'],
          endYear,
          `the game ends in ${endYear} but the histories run 1901…${FIRST_GAME_YEAR + length - 1}`,
        );
      }
      for (let index = 0; index < length; index++) {
        let total = 0;
        for (const history of histories.values()) total += history[index]!;
        if (total > SUPPLY_CENTRE_COUNT) {
          problem(
            counting,
            'HISTORY_YEAR_TOTAL_OVER_34',
            powersPath,
            total,
            `${FIRST_GAME_YEAR + index}: supply centres total ${total}, more than ${SUPPLY_CENTRE_COUNT}`,
          );
        }
      }
      const lastYear = FIRST_GAME_YEAR + length - 1;
      for (const power of POWERS) {
        const result = powers[power];
        if (isRecord(result) && typeof result.eliminatedIn === 'number' && result.eliminatedIn > lastYear) {
          problem(
            counting,
            'ELIMINATION_AFTER_END',
            [...powersPath, power, 'eliminatedIn'],
            result.eliminatedIn,
            `${power} is eliminated in ${result.eliminatedIn}, after the history ends in ${lastYear}`,
          );
        }
      }
    }
  }
  if (finals.size === POWERS.length) {
    const counts = [...finals.values()];
    const total = counts.reduce((sum, count) => sum + count, 0);
    if (total > SUPPLY_CENTRE_COUNT) {
      problem(
        counting,
        'SUPPLY_CENTRE_TOTAL_OVER_34',
        powersPath,
        total,
        `supply centres total ${total}, more than the ${SUPPLY_CENTRE_COUNT} on the board`,
      );
    }
    const soloists = POWERS.filter((power) => finals.get(power)! >= SOLO_THRESHOLD);
    if (soloists.length > 1) {
      problem(
        counting,
        'MORE_THAN_ONE_SOLO',
        powersPath,
        soloists,
        `${soloists.map((power) => `${power} ${finals.get(power)}`).join(' and ')}: only one power can reach ${SOLO_THRESHOLD}`,
      );
    }
    if (total === 0) {
      problem(counting, 'NO_SURVIVOR', powersPath, total, 'every power has 0 supply centres');
    }
    if (input.draw !== undefined) {
      const drawPath = [...base, 'draw'];
      if (!Array.isArray(input.draw) || input.draw.length === 0) {
        problem(counting, 'BAD_DRAW', drawPath, input.draw, 'a draw must list the powers in it');
      } else {
        const seen = new Set<string>();
        input.draw.forEach((power: unknown, index: number) => {
          if (!isPower(power)) {
            problem(counting, 'UNKNOWN_POWER', [...drawPath, index], power, `${show(power)} is not a power`);
          } else if (seen.has(power)) {
            problem(
              counting,
              'BAD_DRAW',
              [...drawPath, index],
              power,
              `${power} is listed twice in the draw`,
            );
          } else if (finals.get(power) === 0) {
            problem(
              counting,
              'DRAW_INCLUDES_ELIMINATED',
              [...drawPath, index],
              power,
              `${power} has no centres, so it cannot share a draw`,
            );
          }
          if (typeof power === 'string') seen.add(power);
        });
        if (soloists.length > 0) {
          problem(
            counting,
            'DRAW_WITH_SOLO',
            drawPath,
            input.draw,
            `${soloists[0]} has a solo, so there is no draw`,
          );
        }
      }
    }
  }
  return before.count === 0;
}

/**
 * Checks a game result against spec §1 and decision 15 and returns every problem at once,
 * each naming the power and the field: seven distinct powers, counts 0…34 totalling at most
 * 34, at most one power with 18 or more, an elimination year only with 0 centres, and
 * histories covering 1901…end year for every power, ending with the final count, never
 * passing 18 before the last year, never returning from 0, year totals ≤ 34.
 * A power with 0 centres and no elimination year is valid (systems needing the year say so).
 *
 * @param input - a value that should be a {@link GameResult}
 * @returns `{ ok: true, value }` or `{ ok: false, problems }`
 * @example
 * ```ts
 * import { parseGameResult, validateGameResult } from 'mindsport/diplomacy';
 * const result = validateGameResult(parseGameResult('A20 E18 F0 G0 I0 R0 T0'));
 * console.log(result.problems.map((problem) => problem.code)); // [ 'SUPPLY_CENTRE_TOTAL_OVER_34', 'MORE_THAN_ONE_SOLO' ]
 * ```
 */
export function validateGameResult(input: unknown): Validation<GameResult> {
  return collectProblems((report) => {
    checkGameResult(input, [], report);
    return input as GameResult;
  });
}

/**
 * Returns the game result if valid, else throws its first problem (with all of them in
 * `problems`); every scoring function starts with this.
 *
 * @param input - a value that should be a {@link GameResult}
 * @returns the same value, typed
 * @throws {@link MindsportError} the first problem found by {@link validateGameResult}
 * @example
 * ```ts
 * import { parseGameResult, requireGameResult } from 'mindsport/diplomacy';
 * try {
 *   requireGameResult(parseGameResult('A5 E5 F5 G5 I5 R5 T5'));
 * } catch (error) {
 *   console.log((error as { code: string }).code); // SUPPLY_CENTRE_TOTAL_OVER_34
 * }
 * console.log(requireGameResult(parseGameResult('E11 F8 T8 A3 R3 I1 G0')).powers.england.supplyCentres); // 11
 * ```
 */
export function requireGameResult(input: unknown): GameResult {
  return unwrapValidation(validateGameResult(input));
}
