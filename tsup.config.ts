import { writeFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';
import { STANDINGS_CSS } from './src/core/styles.js';

/**
 * The lookup tables of the two perft kernels, per output chunk, written as `const` in the
 * bundle. esbuild writes every top-level `const` of a bundle as `var` (by design, with no
 * option to keep it). V8 reads a module `var` from memory at each use and checks the typed
 * array's map and length there; a `const` it folds into the compiled code, the table's
 * address and length becoming immediates. Measured on `dist/` (instructions with valgrind
 * cachegrind, `node --single-threaded`, above start-up): Othello perft(10) −3 %, draughts
 * perft(13) of the Woldouby position −3 %.
 *
 * A statement is rewritten only when every name it declares is listed (esbuild joins
 * neighbouring declarations into one statement, and a `let` among them must stay one), and
 * the build fails when a listed name is not found, so a change to the kernels cannot drop a
 * table unnoticed. The source maps are not rewritten: the columns after `const` on those
 * few lines are two characters off.
 */
const KERNEL_TABLES: Readonly<Record<string, readonly string[]>> = {
  'othello/index': ['TABLE'],
  'draughts/index': ['MASK_EVEN', 'MASK_ODD', 'NEXT', 'RAY_EVEN', 'RAY_ODD', 'RAY_LENGTH', 'JUMP_FROM'],
};

const constTables: NonNullable<Options['plugins']>[number] = {
  name: 'mindsport-const-kernel-tables',
  renderChunk(code, chunk) {
    const path = chunk.path.replace(/\\/g, '/').replace(/\.c?js$/, '');
    const entry = Object.keys(KERNEL_TABLES).find((name) => path.endsWith(`/${name}`));
    if (entry === undefined) return undefined;
    const listed = new Set(KERNEL_TABLES[entry]);
    const found = new Set<string>();
    const rewritten = code.replace(/^var ([^\n]*;)$/gm, (statement, rest: string) => {
      const names = [...`, ${rest}`.matchAll(/, ([A-Za-z_$][\w$]*) = /g)].map((match) => match[1]!);
      if (!names.some((name) => listed.has(name))) return statement;
      const unlisted = names.filter((name) => !listed.has(name));
      if (unlisted.length > 0)
        throw new Error(
          `${chunk.path}: ${names.join(', ')} share a statement; ${unlisted.join(', ')} not listed`,
        );
      for (const name of names) found.add(name);
      return `const ${rest}`;
    });
    const missing = [...listed].filter((name) => !found.has(name));
    if (missing.length > 0) throw new Error(`${chunk.path}: kernel tables not found: ${missing.join(', ')}`);
    return { code: rewritten };
  },
};

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      'othello/index': 'src/othello/index.ts',
      'diplomacy/index': 'src/diplomacy/index.ts',
      'draughts/index': 'src/draughts/index.ts',
      'ladder/index': 'src/ladder/index.ts',
      'grandprix/index': 'src/grandprix/index.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    // Maps point stack traces at src/ lines; without the sources embedded (they were 59 % of
    // the tarball), since src/ is in the repository.
    sourcemap: true,
    esbuildOptions(options) {
      options.sourcesContent = false;
    },
    clean: true,
    // Syntax only (names and layout are kept): esbuild then writes the constants of a module
    // without imports into the code that uses them as literal numbers, which the draughts
    // perft kernel relies on (see src/draughts/board/perft-layout.ts).
    minifySyntax: true,
    target: 'es2022',
    splitting: true,
    treeshake: true,
    plugins: [constTables],
    // The package file `mindsport/styles.css`: the text of the exported STANDINGS_CSS, so the
    // two never differ.
    async onSuccess() {
      await writeFile('dist/styles.css', STANDINGS_CSS);
    },
  },
  {
    // The `mindsport` command (package `bin`): one ESM file with the shebang, no types.
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    platform: 'node',
    dts: false,
    sourcemap: false,
    clean: false,
    target: 'es2022',
    splitting: false,
    treeshake: true,
    banner: { js: '#!/usr/bin/env node' },
  },
]);
