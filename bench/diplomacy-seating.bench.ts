/**
 * Diplomacy seating (issue 27): repeat meetings over a seeded event of 4 rounds, the
 * library's seating against a random valid seating (random boards, powers drawn among those
 * not yet played) and against a lower bound. The bound counts, for every player, the
 * opponent slots of 4 rounds (6 a round) beyond the n − 1 different opponents there are;
 * each repeat meeting serves two players. Times are for the library's 4 rounds, with the
 * load average: the machine is shared, so read them as an order of magnitude.
 */
import { loadavg } from 'node:os';
import type * as CoreModule from '../src/core/index.js';
import type * as DiplomacyModule from '../src/diplomacy/index.js';
import type { DiplomacyPowerPlayed, Power } from '../src/diplomacy/index.js';
import { loadDist } from './harness.js';

const { createRandom } = await loadDist<typeof CoreModule>('index.js');
const { allocateDiplomacyRound, NDF_2007, POWER_GROUPS, POWERS } =
  await loadDist<typeof DiplomacyModule>('diplomacy/index.js');

const ROUNDS = 4;
const groupOf = (power: Power) => POWER_GROUPS.findIndex((group) => group.includes(power));

/** Repeat meetings (a pair's second and later meetings) and repeated power groups of an event. */
function measure(history: readonly DiplomacyPowerPlayed[]): { meetings: number; groups: number } {
  const boards = new Map<string, string[]>();
  for (const entry of history)
    boards.set(`${entry.round}/${entry.board}`, [
      ...(boards.get(`${entry.round}/${entry.board}`) ?? []),
      entry.player,
    ]);
  const met = new Map<string, number>();
  let meetings = 0;
  for (const members of boards.values())
    for (const a of members)
      for (const b of members) {
        if (a >= b) continue;
        const times = met.get(`${a} ${b}`) ?? 0;
        if (times > 0) meetings++;
        met.set(`${a} ${b}`, times + 1);
      }
  const seen = new Map<string, number[]>();
  let groups = 0;
  for (const entry of [...history].sort((a, b) => a.round - b.round)) {
    const counts = seen.get(entry.player) ?? [0, 0, 0, 0];
    groups += counts[groupOf(entry.power)]!;
    counts[groupOf(entry.power)]!++;
    seen.set(entry.player, counts);
  }
  return { meetings, groups };
}

/** The library's seating of the event, timed. */
function library(count: number): { history: DiplomacyPowerPlayed[]; ms: number } {
  const players = Array.from({ length: count }, (_, index) => ({ id: `p${index + 1}` }));
  const history: DiplomacyPowerPlayed[] = [];
  const start = performance.now();
  for (let round = 1; round <= ROUNDS; round++) {
    const result = allocateDiplomacyRound({ players, history }, NDF_2007, {
      seed: `bench ${count} ${round}`,
    });
    for (const board of result.boards)
      for (const seat of board.seats)
        history.push({ player: seat.playerId, power: seat.power!, round, board: board.board });
  }
  return { history, ms: performance.now() - start };
}

/** Distinct powers not yet played for seven players, drawn at random (backtracking), or undefined. */
function drawPowers(
  members: readonly string[],
  played: Map<string, Set<Power>>,
  random: ReturnType<typeof createRandom>,
): Power[] | undefined {
  const chosen: Power[] = [];
  const place = (index: number): boolean => {
    if (index === members.length) return true;
    for (const power of random.shuffle([...POWERS])) {
      if (chosen.includes(power) || played.get(members[index]!)?.has(power)) continue;
      chosen.push(power);
      if (place(index + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  return place(0) ? chosen : undefined;
}

/** A random valid seating of the event: random boards, redrawn until every board has powers. */
function randomSeating(count: number): DiplomacyPowerPlayed[] {
  const random = createRandom(`random ${count}`);
  const ids = Array.from({ length: count }, (_, index) => `p${index + 1}`);
  const history: DiplomacyPowerPlayed[] = [];
  const played = new Map<string, Set<Power>>();
  for (let round = 1; round <= ROUNDS; round++) {
    for (;;) {
      const order = random.shuffle([...ids]);
      const boards = Array.from({ length: count / 7 }, (_, board) => order.slice(board * 7, board * 7 + 7));
      const powers = boards.map((members) => drawPowers(members, played, random));
      if (powers.some((each) => each === undefined)) continue;
      for (const [board, members] of boards.entries()) {
        for (const [seat, player] of members.entries()) {
          const power = powers[board]![seat]!;
          history.push({ player, power, round, board: board + 1 });
          played.set(player, new Set([...(played.get(player) ?? []), power]));
        }
      }
      break;
    }
  }
  return history;
}

/** No seating of 4 rounds has fewer repeat meetings: opponent slots beyond n − 1, halved. */
function lowerBound(count: number): number {
  return Math.ceil((count * Math.max(0, 6 * ROUNDS - (count - 1))) / 2);
}

console.log(
  `\n## Diplomacy seating: repeat meetings over ${ROUNDS} rounds (load average ${loadavg()[0]!.toFixed(2)})\n`,
);
console.log(
  '| players | library | random valid seating | lower bound | group repeats (library / random) | library, 4 rounds |',
);
console.log('|---:|---:|---:|---:|---:|---:|');
for (const count of [14, 21, 49, 98, 350]) {
  const ours = library(count);
  const mine = measure(ours.history);
  const theirs = measure(randomSeating(count));
  console.log(
    `| ${count} | ${mine.meetings} | ${theirs.meetings} | ${lowerBound(count)} | ${mine.groups} / ${theirs.groups} | ${ours.ms.toFixed(0)} ms |`,
  );
}
