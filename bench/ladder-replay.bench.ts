/**
 * Replaying a winter season (seed 002) vs `JSON.parse` of the same season log, as users run
 * it: the built package in `dist/` (`npm run build` first). The replay checks the log too.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LadderEntry, LadderGameResult, LadderRound, LadderSeason } from '../src/ladder/index.js';
import { suite } from './harness.js';

const built = new URL('../dist/ladder/index.js', import.meta.url);
const builtCore = new URL('../dist/index.js', import.meta.url);
if (!existsSync(fileURLToPath(built)))
  throw new Error('bench/ladder-replay.bench.ts times dist/: run npm run build first');
const { CLUB_LADDER, ladderFinalRanking, ladderStandings }: typeof import('../src/ladder/index.js') =
  await import(built.href);
const { createRandom }: typeof import('../src/core/index.js') = await import(builtCore.href);

const RESULTS: readonly LadderGameResult[] = ['1-0', '1/2-1/2', '0-1'];

function season(playerCount: number, roundCount: number): LadderSeason {
  const random = createRandom(`ladder ${playerCount}×${roundCount}`);
  const players = Array.from({ length: playerCount }, (_, index) => ({ id: `member-${index}` }));
  const rounds: LadderRound[] = [];
  for (let r = 0; r < roundCount; r++) {
    const present: string[] = [];
    const entries: LadderEntry[] = [];
    for (const player of players) {
      const roll = random.int(20);
      if (roll < 17) present.push(player.id);
      else if (roll === 17)
        entries.push({ rule: 'league', player: player.id, result: 'win', colour: 'black' });
      else if (roll === 18) entries.push({ rule: 'representing', player: player.id });
    }
    // pair neighbours on the list of those present, as a ladder pairing roughly does
    for (let index = 0; index + 1 < present.length; index += 2) {
      entries.push({
        rule: 'game',
        white: present[index]!,
        black: present[index + 1]!,
        result: random.pick(RESULTS),
      });
    }
    if (present.length % 2 === 1) entries.push({ rule: 'drawnOut', player: present[present.length - 1]! });
    rounds.push({ present, entries });
  }
  return { players, rounds };
}

const middle = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1]!;

for (const [players, rounds, interleavedRuns] of [
  [1000, 50, 40],
  [40, 35, 2000],
] as const) {
  const config = { ...CLUB_LADDER, topRankNumber: Math.max(100, players) };
  const log = JSON.stringify(season(players, rounds));
  const parsed = JSON.parse(log) as LadderSeason;
  const variants = [
    { name: 'JSON.parse of the season log', run: () => (JSON.parse(log) as LadderSeason).rounds.length },
    {
      name: 'ladderStandings (check + replay + standings)',
      run: () => ladderStandings(parsed, config).afterRound,
    },
    {
      name: 'ladderFinalRanking (Art. V tie-breaks)',
      run: () => ladderFinalRanking(parsed, config).rows.length && rounds,
    },
  ];
  suite(
    `ladder: replay ${players} players × ${rounds} rounds (log ${(log.length / 1024).toFixed(0)} KiB)`,
    variants,
    // enough runs for the JIT to settle: the first call of a cold process is several times slower
    { unit: 'rounds', minMs: 1000, minRuns: 15 },
  );
  // The same work interleaved (each round times every variant once), so a loaded machine
  // and garbage collection weigh on all variants alike: the ratio to compare with the target.
  for (let round = 0; round < Math.min(interleavedRuns, 100); round++)
    for (const variant of variants) variant.run();
  const timings = variants.map((): number[] => []);
  for (let round = 0; round < interleavedRuns; round++) {
    variants.forEach((variant, index) => {
      const start = performance.now();
      variant.run();
      timings[index]!.push(performance.now() - start);
    });
  }
  const parseMedian = middle(timings[0]!);
  console.log(`\nInterleaved (${interleavedRuns} rounds, each round times every variant once):\n`);
  console.log('| variant | median ms | fastest ms | median vs JSON.parse |');
  console.log('|---|---:|---:|---:|');
  variants.forEach((variant, index) => {
    const times = timings[index]!;
    console.log(
      `| ${variant.name} | ${middle(times).toFixed(3)} | ${Math.min(...times).toFixed(3)} | ${(middle(times) / parseMedian).toFixed(2)}× |`,
    );
  });
}
