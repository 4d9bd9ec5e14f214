/**
 * Records the code of every MindsportError the library builds while the tests run, and
 * which part of `src/` built it, so the contract check (`tests/contract/codes.global.ts`)
 * can tell whether every code a module throws in the test suite is in its exported list
 * (API.md §5).
 *
 * The constructor's `this.name = 'MindsportError'` assigns through the prototype chain, so
 * an accessor on the prototype sees every new error without changing the library.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { MindsportError } from '../src/core/errors.js';

/** Where each test file writes the codes it saw (one JSON file per test file). */
export const CODES_FOLDER = join(import.meta.dirname, '..', 'reports', 'error-codes');

/** Stacks kept per code: enough to see every place that builds it, without formatting thousands. */
const STACKS_PER_CODE = 40;

export function recordErrorCodes(): void {
  const seen = new Map<string, MindsportError[]>();
  Error.stackTraceLimit = Math.max(Error.stackTraceLimit, 40);
  Object.defineProperty(MindsportError.prototype, 'name', {
    configurable: true,
    get: () => 'MindsportError',
    set(this: MindsportError, name: string) {
      Object.defineProperty(this, 'name', { value: name, writable: true, configurable: true });
      queueMicrotask(() => {
        const list = seen.get(this.code) ?? [];
        if (list.length < STACKS_PER_CODE) list.push(this);
        seen.set(this.code, list);
      });
    },
  });
  afterAll(() => {
    const found: { code: string; part: string }[] = [];
    for (const [code, errors] of seen) {
      for (const part of new Set(errors.map(partOf))) if (part !== null) found.push({ code, part });
    }
    const file = (expect.getState().testPath ?? 'unknown').replace(/[^A-Za-z0-9]+/g, '_');
    mkdirSync(CODES_FOLDER, { recursive: true });
    writeFileSync(join(CODES_FOLDER, `${file}.json`), JSON.stringify(found));
  });
}

/**
 * The part of `src/` that built the error (`othello`, `core`, `cli`, …), or `null` when test
 * code built it. The frames of the error machinery itself (`core/errors.ts` builds and
 * collects errors, `core/check.ts` reports shape problems) are skipped: the first frame
 * after them is the code that found the problem.
 */
function partOf(error: MindsportError): string | null {
  for (const frame of (error.stack ?? '').split('\n').slice(1)) {
    if (/[/\\]src[/\\]core[/\\](errors|check)\.ts/.test(frame)) continue;
    const match = /[/\\](src|tests|bench|fuzz|demo)[/\\](\w+)/.exec(frame);
    if (match === null) continue;
    return match[1] === 'src' ? (match[2] as string) : null;
  }
  return null;
}
