/**
 * The checks every scoring system runs on its preset or options object before scoring
 * (the bad-input standard: a `MindsportError` with a code, a path and the bad value;
 * nothing clamped or guessed). Presets get `BAD_PRESET` at `['preset', field, …]`,
 * options objects `BAD_OPTION` at `['options', field]`. The checks read values and build a
 * path or a message only for a bad value, so a good preset costs a few comparisons.
 *
 * @internal
 */
import { describePath, type ErrorPath, MindsportError, show } from '../core/internal.js';

/** What is checked: a preset (`BAD_PRESET`) or an options object (`BAD_OPTION`). @internal */
export type SettingsKind = 'preset' | 'options';

/** What a numeric field accepts: any finite number, or whole numbers only, within inclusive bounds. @internal */
export interface NumberRule {
  /** Only safe integers. */
  readonly whole?: boolean;
  /** Smallest allowed value. */
  readonly min?: number;
  /** Largest allowed value. */
  readonly max?: number;
}

/** Any finite number: points, which may be decimal or negative. @internal */
export const FINITE: NumberRule = Object.freeze({});

/** A finite number ≥ 0: a weight. @internal */
export const NON_NEGATIVE: NumberRule = Object.freeze({ min: 0 });

/** A whole number (safe integer) of either sign. @internal */
export const WHOLE: NumberRule = Object.freeze({ whole: true });

function reject(kind: SettingsKind, path: ErrorPath, value: unknown, expected: string): never {
  throw new MindsportError(
    kind === 'preset' ? 'BAD_PRESET' : 'BAD_OPTION',
    `${describePath(path)}: ${show(value)} is not ${expected}`,
    { path, value },
  );
}

function describeRule(rule: NumberRule): string {
  const text = rule.whole ? 'a whole number' : 'a finite number';
  if (rule.min !== undefined && rule.max !== undefined) return `${text} ${rule.min}…${rule.max}`;
  if (rule.min !== undefined) return `${text} ≥ ${rule.min}`;
  return text;
}

function fits(value: unknown, rule: NumberRule): boolean {
  return (
    typeof value === 'number' &&
    (rule.whole ? Number.isSafeInteger(value) : Number.isFinite(value)) &&
    (rule.min === undefined || value >= rule.min) &&
    (rule.max === undefined || value <= rule.max)
  );
}

/**
 * Checks that a preset or options object is a plain object (not `null`, an array or a primitive).
 *
 * @param kind - preset or options
 * @param value - the preset or options as given
 * @param what - what it should be, for the message (`'a Carnage preset'`)
 * @throws {@link MindsportError} `BAD_PRESET` at `['preset']` / `BAD_OPTION` at `['options']`
 * @internal
 */
export function checkSettingsObject(kind: SettingsKind, value: unknown, what: string): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    reject(kind, [kind], value, `${what} (an object)`);
  }
}

/**
 * Checks a preset's display `name`: absent, or a string.
 *
 * @param value - `preset.name`
 * @throws {@link MindsportError} `BAD_PRESET` at `['preset', 'name']`
 * @internal
 */
export function checkName(value: unknown): void {
  if (value !== undefined && typeof value !== 'string') reject('preset', ['preset', 'name'], value, 'a text');
}

/**
 * Checks one numeric field against its rule.
 *
 * @param kind - preset or options
 * @param field - the field's name, for the path
 * @param value - the field's value
 * @param rule - what the field accepts
 * @param optional - whether `undefined` (the default) is allowed
 * @throws {@link MindsportError} `BAD_PRESET` / `BAD_OPTION` at `[kind, field]`
 * @internal
 */
export function checkNumber(
  kind: SettingsKind,
  field: string,
  value: unknown,
  rule: NumberRule,
  optional = false,
): void {
  if (optional && value === undefined) return;
  if (!fits(value, rule)) reject(kind, [kind, field], value, describeRule(rule));
}

/**
 * Checks a list of numbers: an array of a length within bounds, each entry by the rule.
 *
 * @param field - the field's name, for the path
 * @param value - the field's value
 * @param minLength - fewest entries
 * @param maxLength - most entries
 * @param expected - what the list should be, for the message (`'a list of 7 numbers, one per place'`)
 * @param rule - what each entry accepts
 * @throws {@link MindsportError} `BAD_PRESET` at `['preset', field]` for a non-list or a wrong
 *   length, at `['preset', field, index]` for a bad entry
 * @internal
 */
export function checkNumberList(
  field: string,
  value: unknown,
  minLength: number,
  maxLength: number,
  expected: string,
  rule: NumberRule,
): void {
  if (!Array.isArray(value)) reject('preset', ['preset', field], value, expected);
  if (value.length < minLength || value.length > maxLength) {
    reject('preset', ['preset', field], value, `${expected} (it has ${value.length})`);
  }
  for (let index = 0; index < value.length; index++) {
    const entry: unknown = value[index];
    if (!fits(entry, rule)) reject('preset', ['preset', field, index], entry, describeRule(rule));
  }
}

/**
 * Checks an enumerated field: one of its values.
 *
 * @param kind - preset or options
 * @param field - the field's name, for the path
 * @param value - the field's value
 * @param choices - the allowed values
 * @param optional - whether `undefined` (the default) is allowed
 * @throws {@link MindsportError} `BAD_PRESET` / `BAD_OPTION` at `[kind, field]`
 * @internal
 */
export function checkChoice(
  kind: SettingsKind,
  field: string,
  value: unknown,
  choices: readonly string[],
  optional = false,
): void {
  if (optional && value === undefined) return;
  if (!(choices as readonly unknown[]).includes(value)) {
    reject(kind, [kind, field], value, `one of ${choices.map((choice) => `'${choice}'`).join(', ')}`);
  }
}
