/**
 * Runs every `bench/*.bench.ts` file (or those whose name contains an argument):
 * `npm run bench`, `npm run bench -- othello`. The table against the native references
 * (`native-table.bench.ts`) comes first. The benchmarks time the built package: run
 * `npm run build` first.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const FIRST = 'native-table.bench.ts';
const filters = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort((a, b) => Number(b === FIRST) - Number(a === FIRST) || a.localeCompare(b));
console.log(`# mindsport benchmarks (node ${process.version}, ${new Date().toISOString()})`);
for (const file of files) {
  await import(pathToFileURL(join(here, file)).href);
}
