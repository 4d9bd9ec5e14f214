import { readFileSync } from 'node:fs';
import * as d from '../src/draughts/index.js';

const input = JSON.parse(readFileSync('fuzz/crashes/draughts-pdn/slow-20261129-573.json', 'utf8')).input;
console.log(input);
for (let i = 0; i < 5; i++) {
  const t = performance.now();
  try {
    const f = d.parsePdn(input);
    console.log(
      'moves',
      f.games.map((g) => g.moves.length),
    );
  } catch (e) {
    console.log((e as Error).message);
  }
  console.log((performance.now() - t).toFixed(2));
}
