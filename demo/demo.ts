/**
 * `npm run demo`: prints real results from every module. Each `demo/*.demo.ts` file
 * prints its own section when imported.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(here)
  .filter((name) => name.endsWith('.demo.ts'))
  .sort();
for (const file of files) {
  await import(pathToFileURL(join(here, file)).href);
}
