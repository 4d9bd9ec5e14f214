import { defineConfig } from 'tsup';

export default defineConfig({
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
  sourcemap: true,
  clean: true,
  target: 'es2022',
  splitting: true,
  treeshake: true,
});
