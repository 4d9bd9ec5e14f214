import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type * as Draughts from '../../src/draughts/index.js';
import { draughtsPerft, parseFen } from '../../src/draughts/index.js';
import type * as Othello from '../../src/othello/index.js';

// The engines as published: `dist/`, in both formats. The build writes the perft kernels'
// lookup tables as `const` statements of the bundle (tsup.config.ts, for speed), which the
// tests of `src/` never run; here the built kernels count the spec's tables (Othello spec §1,
// draughts spec §2 and the published Woldouby counts). `npm test` builds first; a bare
// `vitest run` on a fresh clone has no dist/ yet, and these tests then check nothing.

const root = new URL('../../', import.meta.url);
const built = (file: string): string => fileURLToPath(new URL(`dist/${file}`, root));
const require = createRequire(import.meta.url);
const WOLDOUBY = 'W:W25,27,28,30,32,33,34,35,37,38:B12,13,14,16,18,19,21,23,24,26';
// Kings of both sides among men: the king tables (rays, spans) in every search.
const KINGS = 'W:WK3,K46,28,33,34,39:BK45,K6,17,18,22,23';

async function formats<T>(name: string): Promise<readonly (readonly [string, T])[]> {
  if (!existsSync(built(`${name}/index.js`))) return [];
  const esm = (await import(pathToFileURL(built(`${name}/index.js`)).href)) as T;
  const cjs = require(built(`${name}/index.cjs`)) as T;
  return [
    ['ESM', esm],
    ['CJS', cjs],
  ];
}

describe('the built Othello kernel (dist/, spec §1 table)', () => {
  it('counts perft(8) = 390,216 and perft(9) = 3,005,288 from the start, convention A, in both formats', async () => {
    for (const [format, othello] of await formats<typeof Othello>('othello')) {
      expect([format, othello.perft(othello.START_POSITION, 8)]).toEqual([format, 390_216]);
      expect([format, othello.perft(othello.START_POSITION, 9)]).toEqual([format, 3_005_288]);
    }
  });
});

describe('the built draughts kernel (dist/, spec §2 table, Woldouby counts as published)', () => {
  it('counts perft(6) = 167,140 from the start and perft(9) = 22,369 of the Woldouby position, in both formats', async () => {
    for (const [format, draughts] of await formats<typeof Draughts>('draughts')) {
      expect([format, draughts.draughtsPerft(draughts.DRAUGHTS_START, 6)]).toEqual([format, 167_140]);
      expect([format, draughts.draughtsPerft(draughts.parseFen(WOLDOUBY), 9)]).toEqual([format, 22_369]);
    }
  });

  it('counts a position with kings of both sides as the source does, in both formats', async () => {
    const expected = draughtsPerft(parseFen(KINGS), 5);
    for (const [format, draughts] of await formats<typeof Draughts>('draughts')) {
      expect([format, draughts.draughtsPerft(draughts.parseFen(KINGS), 5)]).toEqual([format, expected]);
    }
  });
});
