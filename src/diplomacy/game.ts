import {
  checkInteger,
  checkList,
  checkRecord,
  fail,
  MindsportError,
  problemAt,
  show,
  THROW,
} from '../core/internal.js';
import {
  FIRST_GAME_YEAR,
  POWER_LETTERS,
  POWERS,
  type Power,
  SOLO_THRESHOLD,
  SUPPLY_CENTRE_COUNT,
} from './powers.js';
import { assertDiplomacyGameResult } from './validate.js';

/**
 * What one power achieved in one game (spec §1).
 *
 * @category Documents
 */
export interface DiplomacyPowerResult {
  /** The player who played the power, by id; required inside a tournament, optional for scoring one game. */
  readonly player?: string;
  /** Supply centres owned at the end of the game, 0…34 (seed §2a "ved slutten av spillet"). */
  readonly supplyCentres: number;
  /**
   * Supply centres after each game year, from 1901 to the end year without gaps: index 0
   * is 1901 and the last entry equals {@link DiplomacyPowerResult.supplyCentres} (spec §1, decision 15).
   * Needed for the reversed count-back (seed §3a) and Maxonian; optional otherwise.
   */
  readonly history?: readonly number[];
  /**
   * The game year in which the power lost its last centre, when it was eliminated
   * (spec §1; years survived = this − 1901, decision 5). Derived from the history when omitted.
   */
  readonly eliminatedIn?: number;
  /** The caller's own data, ignored by the library. */
  readonly extra?: unknown;
}

/**
 * The seven powers of a game, each exactly once. Like every object of a document it may also
 * hold the caller's own data under `extra`, which the library ignores (left out of this type
 * so that `Object.values(game.powers)` stays a list of power results).
 *
 * @category Documents
 */
export type DiplomacyPowers = Readonly<Record<Power, DiplomacyPowerResult>>;

/**
 * The result of one game of Diplomacy on the standard seven-power board (spec §1).
 *
 * @category Documents
 */
export interface DiplomacyGameResult {
  /** The seven powers, each exactly once. */
  readonly powers: DiplomacyPowers;
  /**
   * The last game year played: 1908 in the seed (§5), earlier after a vote, or the year of
   * a solo. Derived from the histories when omitted; systems with survival points need it.
   */
  readonly endYear?: number;
  /**
   * The powers included in the agreed draw, for Draw Size scoring with named draws
   * (DINS, `diplomacy-systems.md` §1.3). Omitted: every survivor shares (DIAS, decision 17).
   */
  readonly draw?: readonly Power[];
  /** The caller's own data, ignored by the library. */
  readonly extra?: unknown;
}

/**
 * The power with a solo victory (18 or more centres, seed §2c, decision 3), if any.
 *
 * @category Documents
 * @param game - a valid game result
 * @returns the soloist, or `undefined`
 * @example
 * ```ts
 * import { parseGameResult, soloist } from 'mindsport/diplomacy';
 * console.log(soloist(parseGameResult('A0 E4 F0 G18 I0 R5 T7'))); // germany
 * ```
 */
export function soloist(game: DiplomacyGameResult): Power | undefined {
  return soloistOf(assertDiplomacyGameResult(game));
}

/** {@link soloist} of a game already validated. @internal */
export function soloistOf(game: DiplomacyGameResult): Power | undefined {
  for (const power of POWERS) {
    if (game.powers[power].supplyCentres >= SOLO_THRESHOLD) return power;
  }
  return undefined;
}

/**
 * The last game year of a game: its `endYear`, else the year of its histories' last entry.
 *
 * @category Documents
 * @param game - a valid game result
 * @returns the end year, or `undefined` when neither is given
 * @example
 * ```ts
 * import { gameEndYear, parseGameResult } from 'mindsport/diplomacy';
 * console.log(gameEndYear(parseGameResult('A0@1904 E4 F0@1906 G18 I0@1906 R5 T7 end:1907'))); // 1907
 * ```
 */
export function gameEndYear(game: DiplomacyGameResult): number | undefined {
  return endYearOf(assertDiplomacyGameResult(game));
}

/** {@link gameEndYear} of a game already validated. @internal */
export function endYearOf(game: DiplomacyGameResult): number | undefined {
  if (game.endYear !== undefined) return game.endYear;
  const history = game.powers.austria.history;
  return history === undefined ? undefined : FIRST_GAME_YEAR + history.length - 1;
}

/**
 * The year a power was eliminated: its `eliminatedIn`, else the first year its history
 * shows 0 centres; `undefined` for a survivor or an unknown year.
 *
 * @category Documents
 * @param result - one power's result in a valid game
 * @returns the elimination year, or `undefined`
 * @example
 * ```ts
 * import { eliminationYear } from 'mindsport/diplomacy';
 * console.log(eliminationYear({ supplyCentres: 0, history: [4, 2, 1, 0, 0] })); // 1904
 * ```
 */
export function eliminationYear(result: DiplomacyPowerResult): number | undefined {
  checkRecord(result, [], THROW);
  checkInteger(result.supplyCentres, ['supplyCentres'], THROW, { min: 0, max: SUPPLY_CENTRE_COUNT });
  if (result.eliminatedIn !== undefined) checkInteger(result.eliminatedIn, ['eliminatedIn'], THROW);
  if (result.history !== undefined) checkList(result.history, ['history'], THROW);
  return eliminationYearOf(result);
}

/** {@link eliminationYear} of a power result already validated. @internal */
export function eliminationYearOf(result: DiplomacyPowerResult): number | undefined {
  if (result.supplyCentres !== 0) return undefined;
  if (result.eliminatedIn !== undefined) return result.eliminatedIn;
  const history = result.history;
  if (history === undefined) return undefined;
  const index = history.indexOf(0);
  return index < 0 ? undefined : FIRST_GAME_YEAR + index;
}

/**
 * The year a power was eliminated in a game already validated, or `ELIMINATION_YEAR_REQUIRED`
 * naming the power when a scoring system needs the year and the game lacks it (decision 17).
 * @internal
 */
export function eliminationYearFor(game: DiplomacyGameResult, power: Power, system: string): number {
  const year = eliminationYearOf(game.powers[power]);
  if (year === undefined) {
    fail(
      problemAt(
        'ELIMINATION_YEAR_REQUIRED',
        ['powers', power, 'eliminatedIn'],
        undefined,
        `${system} needs the year ${power} was eliminated (eliminatedIn or a history)`,
      ),
    );
  }
  return year;
}

/**
 * The end year of a game already validated, or `END_YEAR_REQUIRED` when a scoring system
 * needs it and the game lacks it. @internal
 */
export function endYearFor(game: DiplomacyGameResult, system: string): number {
  const year = endYearOf(game);
  if (year === undefined) {
    fail(
      problemAt(
        'END_YEAR_REQUIRED',
        ['endYear'],
        undefined,
        `${system} needs the end year (endYear or histories)`,
      ),
    );
  }
  return year;
}

const LETTER_POWERS: Readonly<Record<string, Power>> = Object.fromEntries(
  POWERS.map((power) => [POWER_LETTERS[power], power]),
);

/**
 * Parses the compact result notation used on score sheets and in `diplomacy-systems.md` §4:
 * one token per power, its letter and centre count (`E11`), optionally `@year` of elimination
 * (`A0@1904`), plus an optional `end:1907` and `draw:AEGR`. Tokens may come in any order.
 * The result is not validated: pass it to {@link validateDiplomacyGameResult} or a scoring function.
 *
 * @category Notation
 * @param text - for example `'E11 F8 T8 A3 R3 I1 G0'`
 * @returns the game result
 * @throws {@link mindsport!MindsportError} `BAD_RESULT_NOTATION` naming the token, or `MISSING_POWER`
 * @example
 * ```ts
 * import { parseGameResult } from 'mindsport/diplomacy';
 * const game = parseGameResult('E11 F8 T8 A3 R3 I1 G0');
 * console.log(game.powers.england.supplyCentres); // 11
 * ```
 */
export function parseGameResult(text: string): DiplomacyGameResult {
  if (typeof text !== 'string') THROW(problemAt('NOT_A_STRING', [], text, `${show(text)} is not text`));
  const powers: Partial<Record<Power, DiplomacyPowerResult>> = {};
  let endYear: number | undefined;
  let draw: Power[] | undefined;
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  tokens.forEach((token, index) => {
    const bad = (why: string) =>
      new MindsportError('BAD_RESULT_NOTATION', `token ${index + 1} ${show(token)}: ${why}`, {
        path: [index],
        value: token,
      });
    // Game years start in 1901 (spec §1): `end:0903` or `@0903` is no year of a game.
    const year = (digits: string) => {
      const value = Number(digits);
      if (value < FIRST_GAME_YEAR)
        throw bad(`year ${digits} is before ${FIRST_GAME_YEAR}, the first game year`);
      return value;
    };
    const end = /^end:(\d{4})$/i.exec(token);
    if (end) {
      endYear = year(end[1]!);
      return;
    }
    const drawMatch = /^draw:([A-Za-z]+)$/.exec(token);
    if (drawMatch) {
      draw = [...drawMatch[1]!.toUpperCase()].map((letter) => {
        const power = LETTER_POWERS[letter];
        if (power === undefined) throw bad(`${letter} is not a power letter (A E F G I R T)`);
        return power;
      });
      return;
    }
    const match = /^([A-Za-z])(\d{1,2})(?:@(\d{4}))?$/.exec(token);
    if (!match) throw bad('expected a power letter and a centre count such as E11 or A0@1904');
    const power = LETTER_POWERS[match[1]!.toUpperCase()];
    if (power === undefined) throw bad(`${match[1]} is not a power letter (A E F G I R T)`);
    if (powers[power] !== undefined) throw bad(`${power} appears twice`);
    const supplyCentres = Number(match[2]);
    powers[power] =
      match[3] === undefined ? { supplyCentres } : { supplyCentres, eliminatedIn: year(match[3]) };
  });
  for (const power of POWERS) {
    if (powers[power] === undefined) {
      fail(
        problemAt(
          'MISSING_POWER',
          ['powers', power],
          text,
          `${power} (${POWER_LETTERS[power]}) is missing from the result`,
        ),
      );
    }
  }
  return {
    powers: powers as Record<Power, DiplomacyPowerResult>,
    ...(endYear === undefined ? {} : { endYear }),
    ...(draw === undefined ? {} : { draw }),
  };
}

/**
 * Formats a game result in the compact notation of {@link parseGameResult}, powers in
 * alphabetical order (A E F G I R T); histories and players are not part of the notation.
 *
 * @category Notation
 * @param game - a game result
 * @returns for example `'A3 E11 F8 G0 I1 R3 T8'`
 * @throws {@link mindsport!MindsportError} the problems of an invalid game (see
 *   {@link validateDiplomacyGameResult}): a line is written for a valid game only
 * @example
 * ```ts
 * import { formatGameResult, parseGameResult } from 'mindsport/diplomacy';
 * console.log(formatGameResult(parseGameResult('E11 F8 T8 A3 R3 I1 G0'))); // A3 E11 F8 G0 I1 R3 T8
 * ```
 */
export function formatGameResult(game: DiplomacyGameResult): string {
  assertDiplomacyGameResult(game);
  const tokens = POWERS.map((power) => {
    const result = game.powers[power];
    const token = `${POWER_LETTERS[power]}${result.supplyCentres}`;
    return result.eliminatedIn === undefined ? token : `${token}@${result.eliminatedIn}`;
  });
  if (game.endYear !== undefined) tokens.push(`end:${game.endYear}`);
  if (game.draw !== undefined) tokens.push(`draw:${game.draw.map((power) => POWER_LETTERS[power]).join('')}`);
  return tokens.join(' ');
}
