import { show } from './show.js';

/**
 * A path to the offending field of an input document, as a list of object keys and
 * array indices: `['rounds', 2, 'games', 3, 'blackDiscs']`.
 *
 * @category Errors
 */
export type ErrorPath = readonly (string | number)[];

/**
 * Options of a {@link mindsport!MindsportError}.
 *
 * @category Errors
 */
export interface MindsportErrorOptions {
  /** The offending field. Defaults to the empty path (the whole input). */
  readonly path?: ErrorPath;
  /** The offending value, kept as given (not copied). */
  readonly value?: unknown;
  /** Every problem found, when this error stands for several (see {@link collectProblems}). */
  readonly problems?: readonly MindsportError[];
  /** The error that caused this one. */
  readonly cause?: unknown;
}

/**
 * A {@link mindsport!MindsportError} as `JSON.stringify` writes it: plain data without cycles, so a
 * web API can send the error as it is.
 *
 * @category Errors
 */
export interface MindsportErrorJson {
  /** Always `'MindsportError'`. */
  readonly name: 'MindsportError';
  /** The stable code. */
  readonly code: string;
  /** The message. */
  readonly message: string;
  /** The path to the offending field. */
  readonly path: ErrorPath;
  /** The same path as a JSON Pointer. */
  readonly pointer: string;
  /**
   * The offending value as JSON. A value JSON cannot hold in a few thousand nodes (a
   * list nested ten thousand levels deep, a cycle, a `BigInt`) is written as its short
   * rendering from the message instead.
   */
  readonly value?: unknown;
  /** Every problem this error stands for, each without its own `problems`. */
  readonly problems: readonly Omit<MindsportErrorJson, 'problems'>[];
}

/**
 * The one error type of `mindsport`: bad data from a user or a file, with a stable
 * machine-readable `code`, the `path` to the bad field and the bad `value`.
 *
 * Codes are `UPPER_SNAKE_CASE` and never change meaning between versions; messages are
 * for people and may be improved. Every code is listed in `docs/errors.md` and in the
 * module's exported list (`CORE_ERROR_CODES`, `OTHELLO_ERROR_CODES`, …).
 *
 * @category Errors
 * @example
 * ```ts
 * import { MindsportError } from 'mindsport';
 * const error = new MindsportError('DISC_TOTAL_OVER_64', 'rounds[1].games[2]: discs 40 + 30 are more than 64', {
 *   path: ['rounds', 1, 'games', 2],
 *   value: [40, 30],
 * });
 * console.log(error.code, error.pointer); // DISC_TOTAL_OVER_64 /rounds/1/games/2
 * console.log(JSON.stringify(error).length > 0); // true
 * ```
 */
export class MindsportError extends Error {
  /** Stable machine-readable code, such as `'DISC_TOTAL_OVER_64'`. */
  readonly code: string;
  /** Path to the offending field (object keys and array indices). */
  readonly path: ErrorPath;
  /** The offending value. */
  readonly value: unknown;
  /** Every problem found when this error reports several at once; else just this one. */
  readonly problems: readonly MindsportError[];

  /**
   * @param code - stable machine-readable code
   * @param message - a human sentence that names the place and the bad value
   * @param options - path, value, the list of problems and a cause
   */
  constructor(code: string, message: string, options: MindsportErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'MindsportError';
    this.code = code;
    this.path = Object.freeze([...(options.path ?? [])]);
    this.value = options.value;
    this.problems = options.problems ? Object.freeze([...options.problems]) : Object.freeze([this]);
  }

  /** The path as a JSON Pointer (RFC 6901), as JSON Schema validators report it: `/rounds/1/games/2`. */
  get pointer(): string {
    return formatPointer(this.path);
  }

  /**
   * The error as plain JSON data without cycles (`JSON.stringify(error)` calls it).
   *
   * @returns name, code, message, path, pointer, value and the list of problems
   */
  toJSON(): MindsportErrorJson {
    return { ...this.summary(), problems: this.problems.map((problem) => problem.summary()) };
  }

  private summary(): Omit<MindsportErrorJson, 'problems'> {
    const value = jsonValue(this.value);
    return {
      name: 'MindsportError',
      code: this.code,
      message: this.message,
      path: this.path,
      pointer: this.pointer,
      ...(value === undefined ? {} : { value }),
    };
  }
}

/** Most nodes {@link jsonValue} copies before it writes the value's rendering instead. */
const JSON_VALUE_NODES = 2000;

/**
 * A JSON-safe copy of an error's value: the value itself when JSON holds it in at most
 * {@link JSON_VALUE_NODES} nodes and 64 levels, else its rendering from {@link show}.
 */
function jsonValue(value: unknown): unknown {
  let budget = JSON_VALUE_NODES;
  const copy = (item: unknown, depth: number): unknown => {
    if (--budget < 0 || depth > 64) throw TOO_BIG;
    if (item === null || typeof item === 'string' || typeof item === 'boolean') return item;
    if (typeof item === 'number') return Number.isFinite(item) ? item : null;
    if (typeof item !== 'object') throw TOO_BIG;
    const json = (item as { toJSON?: unknown }).toJSON;
    if (typeof json === 'function') return copy(json.call(item), depth + 1);
    if (Array.isArray(item)) return item.map((element) => copy(element, depth + 1));
    if (ArrayBuffer.isView(item)) throw TOO_BIG;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(item)) {
      const element = (item as Record<string, unknown>)[key];
      if (element !== undefined && typeof element !== 'function') out[key] = copy(element, depth + 1);
    }
    return out;
  };
  if (value === undefined) return undefined;
  try {
    return copy(value, 0);
  } catch (error) {
    if (error !== TOO_BIG) throw error;
    return show(value);
  }
}

const TOO_BIG = Symbol('too big for JSON');

/**
 * Formats a path as a JSON Pointer (RFC 6901).
 *
 * @category Errors
 * @param path - object keys and array indices
 * @returns the pointer, `''` for the empty path
 * @example
 * ```ts
 * import { formatPointer } from 'mindsport';
 * console.log(formatPointer(['players', 0, 'a/b'])); // /players/0/a~1b
 * ```
 */
export function formatPointer(path: ErrorPath): string {
  return path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/**
 * Builds a readable place name from a path, for messages.
 *
 * @category Errors
 * @param path - object keys and array indices
 * @returns `rounds[2].games[0].blackDiscs`, or `(input)` for the empty path
 * @example
 * ```ts
 * import { describePath } from 'mindsport';
 * console.log(describePath(['rounds', 2, 'games', 0, 'blackDiscs'])); // rounds[2].games[0].blackDiscs
 * ```
 */
export function describePath(path: ErrorPath): string {
  let text = '';
  for (const part of path) {
    text += typeof part === 'number' ? `[${part}]` : text === '' ? part : `.${part}`;
  }
  return text === '' ? '(input)' : text;
}

/**
 * One problem found in an input, before it becomes a {@link mindsport!MindsportError}: what a
 * checking function hands to its {@link Report}. Plain data, so a check that finds a
 * million problems builds only the errors that are kept.
 *
 * @category Errors
 */
export interface Problem {
  /** Stable code. */
  readonly code: string;
  /** Path to the offending field. */
  readonly path: ErrorPath;
  /** The offending value. */
  readonly value: unknown;
  /** The message: names the place and the value once. */
  readonly message: string;
}

/**
 * How a checking function reports one problem: a {@link Problem}, or an error already
 * thrown by a lower-level check.
 *
 * @category Errors
 */
export type Report = (problem: Problem | MindsportError) => void;

/**
 * The most problems a validation lists; past it, one `TOO_MANY_PROBLEMS` problem says how
 * many more there were.
 *
 * @category Errors
 */
export const PROBLEM_LIMIT = 1000;

/**
 * A successful validation: the checked value.
 *
 * @category Errors
 */
export interface ValidationSuccess<T> {
  /** Always true. */
  readonly ok: true;
  /** The checked value. */
  readonly value: T;
  /** Always empty. */
  readonly problems: readonly [];
}

/**
 * A failed validation: every problem found.
 *
 * @category Errors
 */
export interface ValidationFailure {
  /** Always false. */
  readonly ok: false;
  /**
   * Every problem found, in input order; never empty. At most {@link PROBLEM_LIMIT}
   * problems are listed; when there were more, a last `TOO_MANY_PROBLEMS` problem says how
   * many (its `value`).
   */
  readonly problems: readonly MindsportError[];
}

/**
 * The outcome of a `validate…` function: the checked value, or every problem found.
 *
 * @category Errors
 */
export type Validation<T> = ValidationSuccess<T> | ValidationFailure;

/**
 * Runs a checking function that reports problems through `report`, and gathers every
 * problem instead of stopping at the first: the `validate…` pattern used by every module.
 * After {@link PROBLEM_LIMIT} problems the rest are only counted, and one last
 * `TOO_MANY_PROBLEMS` problem says how many more there were.
 *
 * @category Errors
 * @param check - calls `report` once per problem and returns the checked value
 * @returns `{ ok: true, value }` or `{ ok: false, problems }`
 * @example
 * ```ts
 * import { collectProblems } from 'mindsport';
 * const result = collectProblems((report) => {
 *   for (const [index, discs] of [70, 12, -1].entries()) {
 *     if (discs < 0 || discs > 64) {
 *       report({ code: 'OUT_OF_RANGE', path: [index], value: discs, message: `[${index}]: ${discs} is outside 0…64` });
 *     }
 *   }
 *   return 'checked';
 * });
 * console.log(result.ok, result.problems.length); // false 2
 * ```
 */
export function collectProblems<T>(check: (report: Report) => T): Validation<T> {
  const problems: MindsportError[] = [];
  let more = 0;
  const value = check((problem) => {
    if (problems.length >= PROBLEM_LIMIT) more++;
    else problems.push(toError(problem));
  });
  if (more > 0) {
    problems.push(
      new MindsportError(
        'TOO_MANY_PROBLEMS',
        `${more} more problem${more === 1 ? '' : 's'} not listed (the first ${PROBLEM_LIMIT} are)`,
        { value: more },
      ),
    );
  }
  return problems.length === 0 ? { ok: true, value, problems: [] } : { ok: false, problems };
}

/** The error for a reported problem (an error already built is kept as it is). */
function toError(problem: Problem | MindsportError): MindsportError {
  if (problem instanceof MindsportError) return problem;
  return new MindsportError(problem.code, problem.message, { path: problem.path, value: problem.value });
}

/**
 * Returns the value of a successful validation, or throws its first problem with the
 * whole list attached as `problems`.
 *
 * @category Errors
 * @param validation - the result of a `validate…` function
 * @returns the validated value
 * @throws {@link mindsport!MindsportError} the first problem, carrying every problem in `problems`
 * @example
 * ```ts
 * import { collectProblems, unwrapValidation } from 'mindsport';
 * console.log(unwrapValidation(collectProblems(() => 42))); // 42
 * ```
 */
export function unwrapValidation<T>(validation: Validation<T>): T {
  if (validation.ok) return validation.value;
  const [first] = validation.problems as [MindsportError, ...MindsportError[]];
  if (validation.problems.length === 1) throw first;
  const last = validation.problems[validation.problems.length - 1] as MindsportError;
  const others =
    validation.problems.length - 1 + (last.code === 'TOO_MANY_PROBLEMS' ? (last.value as number) - 1 : 0);
  throw new MindsportError(
    first.code,
    `${first.message} (and ${others} more problem${others > 1 ? 's' : ''})`,
    { path: first.path, value: first.value, problems: validation.problems },
  );
}

/**
 * Throws a {@link Problem} as a {@link mindsport!MindsportError}: the throwing twin of a report.
 *
 * @internal
 */
export function fail(problem: Problem): never {
  throw toError(problem);
}
