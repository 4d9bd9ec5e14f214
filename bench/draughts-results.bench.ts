/**
 * Draughts results part: parsing result strings, standings and crosstables of round robins,
 * and following a barrage. The machine is shared: compare ratios within one run.
 */

import type * as DraughtsModule from '../src/draughts/index.js';
import type { DraughtsGame } from '../src/draughts/index.js';
import { loadDist, suite } from './harness.js';

const {
  DRAUGHTS_RESULTS,
  draughtsBarrages,
  draughtsCrosstable,
  draughtsStandings,
  parsePdnResult,
  parseResult,
} = await loadDist<typeof DraughtsModule>('draughts/index.js');

const spaced = ['2 - 0', '0 - 2', '1 - 1', '1+ - 1-', '1- - 1+', '0 - 0'];
const legacy = ['1-0', '0-1', '1/2-1/2', '1+ - 1-', '*', '2-0'];
const repeat = (list: readonly string[]) =>
  Array.from({ length: 10_000 }, (_, index) => list[index % list.length] as string);
const compactInputs = repeat(DRAUGHTS_RESULTS);
const spacedInputs = repeat(spaced);
const legacyInputs = repeat(legacy);

suite(
  'draughts result parsing (results/s)',
  [
    { name: 'parseResult compact', run: () => compactInputs.filter((text) => parseResult(text)).length },
    { name: 'parseResult spaced', run: () => spacedInputs.filter((text) => parseResult(text)).length },
    { name: 'parsePdnResult legacy', run: () => legacyInputs.filter((text) => parsePdnResult(text)).length },
  ],
  { unit: 'results', minMs: 300 },
);

function roundRobin(count: number) {
  const players = Array.from({ length: count }, (_, index) => `Player ${index + 1}`);
  const games: DraughtsGame[] = [];
  let seed = 12345;
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      games.push({
        white: players[i] as string,
        black: players[j] as string,
        result: DRAUGHTS_RESULTS[seed % 6] as string,
      });
    }
  }
  return { players: players.map((id) => ({ id })), games };
}
const championship = roundRobin(12);
const large = roundRobin(100);

suite(
  'draughts standings and crosstables (games/s)',
  [
    {
      name: 'standings, 12 players (66 games)',
      run: () => draughtsStandings(championship).rows.length * 0 + 66,
    },
    {
      name: 'standings, 100 players (4950 games)',
      run: () => draughtsStandings(large).rows.length * 0 + 4950,
    },
    {
      name: 'crosstable, 100 players (4950 games)',
      run: () => draughtsCrosstable(large).rows.length * 0 + 4950,
    },
  ],
  { unit: 'games', minMs: 300 },
);

const barragePlayers = ['A', 'B', 'C', 'D'];
const drawnRoundRobin = ['A-B', 'A-C', 'A-D', 'B-C', 'B-D', 'C-D'].map((pair) => {
  const [white, black] = pair.split('-') as [string, string];
  return { white, black, result: '1-1' };
});
// Four players all drawn in the event, and a drawn first barrage round robin for place 1.
const barrageEvent = {
  players: barragePlayers.map((id) => ({ id })),
  games: drawnRoundRobin,
  barrages: [{ players: barragePlayers, games: drawnRoundRobin }],
};
suite(
  'draughts barrage status (barrages/s)',
  [
    {
      name: '4 players, one drawn round robin',
      run: () => (draughtsBarrages(barrageEvent).barrages[0]?.decided ? 0 : 1),
    },
  ],
  { unit: 'barrages', minMs: 300 },
);
