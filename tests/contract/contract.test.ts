/**
 * The API contract (../shared/API.md), asserted mechanically over every module of the
 * table in `modules.ts`: names and argument order (§2–3), unknown keys refused with a
 * suggestion (§3), `null` for any object a MindsportError (§3), results and rows (§4),
 * errors and their codes (§5).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MindsportError, SHAPE_ERROR_CODES } from '../../src/core/index.js';
import type { ContractModule } from './contract.js';
import { MODULES } from './modules.js';

const ROW_START = ['place', 'lastPlace', 'placeLabel', 'shared', 'playerId', 'name', 'decidedBy'];

type Call = (...args: unknown[]) => unknown;

/** The MindsportError a call throws; anything else (no error, a TypeError) fails. */
function thrown(call: () => unknown): MindsportError {
  try {
    call();
  } catch (error) {
    if (error instanceof MindsportError) {
      // §5: a web API can return the error as it is.
      expect(() => JSON.stringify(error)).not.toThrow();
      return error;
    }
    throw error;
  }
  throw new Error('expected a MindsportError, but the call returned');
}

/** Every plain object inside a JSON value (not under `extra`), with its path. */
function objectsIn(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; object: object }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => objectsIn(item, [...path, index]));
  if (typeof value !== 'object' || value === null) return [];
  const own = [{ path, object: value }];
  for (const [key, item] of Object.entries(value))
    if (key !== 'extra') own.push(...objectsIn(item, [...path, key]));
  return own;
}

/** A copy of a JSON value with `change` applied to the object at `path`. */
function changedAt(
  value: unknown,
  path: readonly (string | number)[],
  change: (object: Record<string, unknown>) => void,
) {
  const copy = structuredClone(value);
  let target = copy as Record<string | number, unknown>;
  for (const part of path) target = target[part] as Record<string | number, unknown>;
  change(target as Record<string, unknown>);
  return copy;
}

/** A misspelling of `key` that is not one of `taken`: two neighbouring letters swapped, or one dropped. */
function misspell(key: string, taken: readonly string[]): string | undefined {
  for (let index = 0; index + 1 < key.length; index++) {
    const swapped = key.slice(0, index) + key[index + 1] + key[index] + key.slice(index + 2);
    if (!taken.includes(swapped)) return swapped;
  }
  for (let index = 0; index < key.length; index++) {
    const dropped = key.slice(0, index) + key.slice(index + 1);
    if (dropped !== '' && !taken.includes(dropped)) return dropped;
  }
  return undefined;
}

/** True when every object and array reachable from `value` is frozen. */
function deeplyFrozen(value: unknown, seen = new Set<object>()): boolean {
  if (typeof value !== 'object' || value === null || seen.has(value)) return true;
  seen.add(value);
  if (!Object.isFrozen(value)) return false;
  return Object.values(value).every((item) => deeplyFrozen(item, seen));
}

/** Files under a folder, recursively. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe.each(MODULES.map((row) => [row.module, row] as const))(
  'the API contract: %s',
  (_, row: ContractModule) => {
    const api = row.api;
    const standings = api[`${row.prefix}Standings`] as Call;
    const rules = api[row.rules];
    const codes = api[`${row.module.toUpperCase()}_ERROR_CODES`] as readonly string[];
    const validate = api[`validate${row.documentType}`] as Call;
    const assertDocument = api[`assert${row.documentType}`] as Call;
    const standingsOf = (document: unknown, options?: unknown) => standings(document, rules, options);

    it('§2: exports the standings, its table, the validators and the code list under the common names', () => {
      expect(typeof standings).toBe('function');
      expect(typeof api[`${row.prefix}StandingsTable`]).toBe('function');
      expect(typeof validate).toBe('function');
      expect(typeof assertDocument).toBe('function');
      expect(Array.isArray(codes) && Object.isFrozen(codes)).toBe(true);
      for (const code of SHAPE_ERROR_CODES) expect(codes).toContain(code);
      for (const name of Object.keys(api)) expect(name).not.toMatch(/^(require|check|compute)[A-Z]/);
    });

    it('§3: (document, rules, options), with the round limit as an option and the default rules', () => {
      const full = standingsOf(row.document) as Record<string, unknown>;
      const limited = standingsOf(row.document, { [row.roundLimit.option]: row.roundLimit.value }) as Record<
        string,
        unknown
      >;
      expect(limited[row.roundLimit.option]).toBe(row.roundLimit.value);
      expect(typeof full.rules).toBe('string');
      if (row.defaultRules !== null) {
        expect(JSON.stringify(standings(row.document))).toBe(
          JSON.stringify(standings(row.document, api[row.defaultRules])),
        );
      }
    });

    it('§4: a frozen result object with rules, the round limit and rows that start with the common fields', () => {
      const result = standingsOf(row.document) as Record<string, unknown>;
      expect(Array.isArray(result)).toBe(false);
      expect(Object.keys(result)).toEqual(expect.arrayContaining(['rules', row.roundLimit.option, 'rows']));
      const rows = result.rows as Record<string, unknown>[];
      expect(rows.length).toBeGreaterThan(1);
      for (const each of rows) expect(Object.keys(each).slice(0, ROW_START.length)).toEqual(ROW_START);
      expect(deeplyFrozen(result)).toBe(true);
      const text = JSON.stringify(result);
      expect(JSON.stringify(JSON.parse(text))).toBe(text);
    });

    it('§4: inputs are never mutated and the same input gives the same output', () => {
      const before = JSON.stringify(row.document);
      const first = JSON.stringify(standingsOf(row.document));
      expect(JSON.stringify(row.document)).toBe(before);
      expect(JSON.stringify(standingsOf(structuredClone(row.document)))).toBe(first);
    });

    it('§4: every other published result takes (document, rules, options) and is a frozen object', () => {
      for (const { name, options } of row.results) {
        const result = (api[name] as Call)(row.document, rules, options);
        expect(typeof result === 'object' && result !== null && !Array.isArray(result), name).toBe(true);
        expect(deeplyFrozen(result), name).toBe(true);
        expect(() => JSON.stringify(result)).not.toThrow();
      }
    });

    it('§3: an unknown option is UNKNOWN_OPTION naming the nearest known one', () => {
      const typo = misspell(row.roundLimit.option, []) as string;
      const error = thrown(() => standingsOf(row.document, { [typo]: row.roundLimit.value }));
      expect([error.code, error.path]).toEqual(['UNKNOWN_OPTION', ['options', typo]]);
      expect(error.message).toContain(`did you mean "${row.roundLimit.option}"?`);
      for (const { name } of row.results) {
        expect(thrown(() => (api[name] as Call)(row.document, rules, { [typo]: 1 })).code).toBe(
          'UNKNOWN_OPTION',
        );
      }
    });

    it('§3: an unknown key in the rules is UNKNOWN_FIELD naming the nearest known one', () => {
      const keys = Object.keys(rules as object);
      const key = keys.find((each) => misspell(each, keys) !== undefined) as string;
      const typo = misspell(key, keys) as string;
      const error = thrown(() =>
        standings(row.document, { ...(rules as object), [typo]: (rules as Record<string, unknown>)[key] }),
      );
      expect([error.code, error.path]).toEqual(['UNKNOWN_FIELD', ['rules', typo]]);
      expect(error.message).toContain(`did you mean "${key}"?`);
    });

    it('§3 property: a misspelt key anywhere in a valid document is refused, naming the nearest key', () => {
      const objects = objectsIn(row.document).filter(({ object }) => Object.keys(object).length > 0);
      fc.assert(
        fc.property(fc.constantFrom(...objects), fc.nat(), ({ path, object }, pick) => {
          const keys = Object.keys(object).filter((key) => key !== 'extra');
          const key = keys[pick % keys.length] as string;
          const typo = misspell(key, keys);
          if (typo === undefined) return;
          const bad = changedAt(row.document, path, (target) => {
            target[typo] = target[key];
          });
          const validation = validate(bad) as { ok: boolean; problems: readonly MindsportError[] };
          expect(validation.ok).toBe(false);
          const problem = validation.problems.find((each) => each.code === 'UNKNOWN_FIELD');
          expect(problem?.path).toEqual([...path, typo]);
          expect(problem?.message).toContain(`did you mean "${key}"?`);
          expect(thrown(() => standingsOf(bad)).problems.some((each) => each.code === 'UNKNOWN_FIELD')).toBe(
            true,
          );
        }),
        { numRuns: Math.min(200, objects.length * 4) },
      );
    });

    it("§3: extra holds the caller's own data on any object and changes nothing", () => {
      let withExtra = structuredClone(row.document);
      for (const { path } of objectsIn(row.document)) {
        withExtra = changedAt(withExtra, path, (target) => {
          target.extra = { note: 'ours', nested: [{ anything: null }] };
        });
      }
      expect(JSON.stringify((standingsOf(withExtra) as { rows: unknown }).rows)).toBe(
        JSON.stringify((standingsOf(row.document) as { rows: unknown }).rows),
      );
    });

    it('§3: null in place of the document, the rules, the options or any object inside is a MindsportError', () => {
      expect(thrown(() => standingsOf(null)).code).toBe('NOT_AN_OBJECT');
      expect(thrown(() => standings(row.document, null)).code).toBe('NOT_AN_OBJECT');
      expect(thrown(() => standingsOf(row.document, null)).code).toBe('NOT_AN_OBJECT');
      expect(thrown(() => assertDocument(null)).code).toBe('NOT_AN_OBJECT');
      for (const { path } of objectsIn(row.document).filter(({ path }) => path.length > 0)) {
        const bad = changedAt(row.document, path.slice(0, -1), (target) => {
          (target as Record<string | number, unknown>)[path[path.length - 1] as string | number] = null;
        });
        const validation = validate(bad) as { ok: boolean; problems: readonly MindsportError[] };
        expect(validation.ok, JSON.stringify(path)).toBe(false);
        thrown(() => standingsOf(bad));
      }
    });

    it("§5: every code the source can throw is in the module's exported list", () => {
      const literals = new Set<string>();
      for (const file of sourceFiles(row.source)) {
        for (const match of readFileSync(file, 'utf8').matchAll(/'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)'/g)) {
          literals.add(match[1] as string);
        }
      }
      const unlisted = [...literals].filter(
        (code) => !codes.includes(code) && !(row.notCodes ?? []).includes(code),
      );
      expect(unlisted).toEqual([]);
    });
  },
);

describe('the contract table', () => {
  it('has a row for each of the five modules', () => {
    expect(MODULES.map((row) => row.module).sort()).toEqual([
      'diplomacy',
      'draughts',
      'grandprix',
      'ladder',
      'othello',
    ]);
  });
});
