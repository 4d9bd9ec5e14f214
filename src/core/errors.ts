/**
 * A path to the offending field of an input document, as a list of object keys and
 * array indices: `['rounds', 2, 'games', 3, 'blackDiscs']`.
 */
export type ErrorPath = readonly (string | number)[];

/** Options of a {@link MindsportError}. */
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
 * The one error type of `mindsport`: bad data from a user or a file, with a stable
 * machine-readable `code`, the `path` to the bad field and the bad `value`.
 *
 * Codes are `UPPER_SNAKE_CASE` and never change meaning between versions; messages are
 * for people and may be improved.
 *
 * @example
 * ```ts
 * import { MindsportError } from 'mindsport';
 * const error = new MindsportError('DISC_TOTAL_OVER_64', 'game 3 of round 2: discs 40 + 30 exceed 64', {
 *   path: ['rounds', 1, 'games', 2],
 *   value: [40, 30],
 * });
 * console.log(error.code, error.pointer); // DISC_TOTAL_OVER_64 /rounds/1/games/2
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
   * @param message - a human sentence that names the bad value
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
}

/**
 * Formats a path as a JSON Pointer (RFC 6901).
 *
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

/** A successful validation: the checked value. */
export interface ValidationSuccess<T> {
  /** Always true. */
  readonly ok: true;
  /** The checked value. */
  readonly value: T;
  /** Always empty. */
  readonly problems: readonly [];
}

/** A failed validation: every problem found. */
export interface ValidationFailure {
  /** Always false. */
  readonly ok: false;
  /** Every problem found, in input order; never empty. */
  readonly problems: readonly MindsportError[];
}

/** The outcome of a `validate…` function: the checked value, or every problem found. */
export type Validation<T> = ValidationSuccess<T> | ValidationFailure;

/**
 * Runs a checking function that reports problems through `report`, and gathers every
 * problem instead of stopping at the first: the `validate…` pattern used by every module.
 *
 * @param check - calls `report` once per problem and returns the checked value
 * @returns `{ ok: true, value }` or `{ ok: false, problems }`
 * @example
 * ```ts
 * import { MindsportError, collectProblems } from 'mindsport';
 * const result = collectProblems((report) => {
 *   for (const [index, discs] of [70, 12, -1].entries()) {
 *     if (discs < 0 || discs > 64) report(new MindsportError('DISCS_OUT_OF_RANGE', `discs ${discs}`, { path: [index], value: discs }));
 *   }
 *   return 'checked';
 * });
 * console.log(result.ok, result.problems.length); // false 2
 * ```
 */
export function collectProblems<T>(check: (report: (problem: MindsportError) => void) => T): Validation<T> {
  const problems: MindsportError[] = [];
  const value = check((problem) => {
    problems.push(problem);
  });
  return problems.length === 0 ? { ok: true, value, problems: [] } : { ok: false, problems };
}

/**
 * Returns the value of a successful validation, or throws its first problem with the
 * whole list attached as `problems`.
 *
 * @param validation - the result of a `validate…` function
 * @returns the validated value
 * @throws {@link MindsportError} the first problem, carrying every problem in `problems`
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
  throw new MindsportError(
    first.code,
    `${first.message} (and ${validation.problems.length - 1} more problem${validation.problems.length > 2 ? 's' : ''})`,
    { path: first.path, value: first.value, problems: validation.problems },
  );
}

/**
 * Builds a readable place name from a path, for messages.
 *
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
