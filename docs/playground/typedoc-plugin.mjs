// Builds the playground into the API site (`npm run docs`): the page and its script, and the
// library's browser build (the ESM files of dist/, what `import 'mindsport/…'` loads) as
// playground/lib/. The build must exist: `npm run build` first.
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PageEvent, RendererEvent } from 'typedoc';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/** The ESM files of the build and the stylesheet (no CommonJS, types or maps). */
function browserFiles(directory, prefix = '') {
  return readdirSync(join(directory, prefix), { withFileTypes: true }).flatMap((entry) => {
    const name = join(prefix, entry.name);
    if (entry.isDirectory()) return browserFiles(directory, name);
    return /\.js$|^styles\.css$/.test(entry.name) && name !== 'cli.js' ? [name] : [];
  });
}

/**
 * Writes the playground into a directory: the page, its script and lib/ (the browser test
 * builds it the same way).
 *
 * @param {string} out - the directory (created)
 */
export function buildPlayground(out) {
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'index.js'))) {
    throw new Error('The playground needs the library build: run `npm run build` first.');
  }
  mkdirSync(join(out, 'lib'), { recursive: true });
  for (const file of ['index.html', 'playground.js']) cpSync(join(here, file), join(out, file));
  for (const file of browserFiles(dist)) cpSync(join(dist, file), join(out, 'lib', file), { recursive: true });
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.on(RendererEvent.END, (event) => buildPlayground(join(event.outputDirectory, 'playground')));
  // The menu's link (typedoc.config.mjs `navigationLinks`) is written as is on every page:
  // made relative to the page, so it works from modules/… and documents/… too.
  app.renderer.on(PageEvent.END, (page) => {
    const up = '../'.repeat(page.url.split('/').length - 1);
    page.contents = page.contents?.replaceAll('href="playground/index.html"', `href="${up}playground/index.html"`);
  });
}
