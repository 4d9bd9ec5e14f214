/**
 * API.md §5, over the whole test suite: every code a part of the library built while the
 * tests ran (recorded by `tests/error-codes.ts`) is in that part's exported list. Runs as
 * vitest's global setup: the folder is emptied before the run and read after it; an
 * unlisted code fails the run with the list of them.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CODES_FOLDER } from '../error-codes.js';

/** Each part of `src/` and the module that exports its list of codes. */
const LISTS: Readonly<Record<string, readonly [string, string]>> = {
  core: ['../../src/core/index.js', 'CORE_ERROR_CODES'],
  othello: ['../../src/othello/index.js', 'OTHELLO_ERROR_CODES'],
  diplomacy: ['../../src/diplomacy/index.js', 'DIPLOMACY_ERROR_CODES'],
  draughts: ['../../src/draughts/index.js', 'DRAUGHTS_ERROR_CODES'],
  ladder: ['../../src/ladder/index.js', 'LADDER_ERROR_CODES'],
  grandprix: ['../../src/grandprix/index.js', 'GRANDPRIX_ERROR_CODES'],
  cli: ['../../src/cli/codes.js', 'CLI_ERROR_CODES'],
};

export function setup(): void {
  rmSync(CODES_FOLDER, { recursive: true, force: true });
}

export async function teardown(): Promise<void> {
  if (!existsSync(CODES_FOLDER)) return;
  const byPart = new Map<string, Set<string>>();
  for (const name of readdirSync(CODES_FOLDER)) {
    for (const { code, part } of JSON.parse(readFileSync(join(CODES_FOLDER, name), 'utf8')) as {
      code: string;
      part: string;
    }[]) {
      if (!byPart.has(part)) byPart.set(part, new Set());
      byPart.get(part)?.add(code);
    }
  }
  const unlisted: string[] = [];
  for (const [part, codes] of byPart) {
    const list = LISTS[part];
    if (list === undefined) {
      unlisted.push(`${part}: no list of codes is known for this part of src/ (${[...codes].join(', ')})`);
      continue;
    }
    const exported = (await import(list[0]).catch(() => ({})))[list[1]] as readonly string[] | undefined;
    // A module that does not export its list yet is held to it by its row in tests/contract.
    if (exported === undefined) continue;
    const missing = [...codes].filter((code) => !exported.includes(code));
    if (missing.length > 0) unlisted.push(`${part}: ${missing.join(', ')} not in ${list[1]}`);
  }
  if (unlisted.length > 0) {
    // vitest reports an error thrown here but still exits 0, so the exit code is set too.
    process.exitCode = 1;
    throw new Error(
      `codes thrown in the test suite but not in their module's list (API.md §5):\n${unlisted.join('\n')}`,
    );
  }
}
