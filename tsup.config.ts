import { writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { STANDINGS_CSS } from './src/core/styles.js';

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
