/**
 * Input number `index` of a target under a seed: a pure function of the three, so that the
 * watchdog can rebuild the input a killed worker was running, and `--from` replays one.
 * Even indices are generated from structure, odd ones mutate a real seed.
 */
import { createRandom } from '../src/core/index.js';
import type { Seeds } from './seeds.js';
import type { FuzzInput, Target } from './targets.js';

/** The two ways an input is made. */
export type InputKind = 'generated' | 'mutated';

/** Which way input `index` is made. */
export function inputKind(index: number): InputKind {
  return index % 2 === 0 ? 'generated' : 'mutated';
}

/** Input `index` of `target` under `seed`. */
export function makeInput(target: Target, seeds: Seeds, seed: string, index: number): FuzzInput {
  const random = createRandom(`${seed}:${target.name}:${index}`);
  return inputKind(index) === 'generated' ? target.generate(random, seeds) : target.mutate(random, seeds);
}
