/**
 * Input number `index` of a target under a seed: a pure function of the three, so that the
 * watchdog can rebuild the input a killed worker was running, and `--from` replays one.
 * Even indices are generated from structure, odd ones mutate a real seed.
 */
import { createRandom, type SeededRandom } from '../src/core/index.js';
import { TEXT_DICTIONARY } from './mutate.js';
import type { Seeds } from './seeds.js';
import type { FuzzInput, Target } from './targets.js';

/** The two ways an input is made. */
export type InputKind = 'generated' | 'mutated';

/** Which way input `index` is made. */
export function inputKind(index: number): InputKind {
  return index % 2 === 0 ? 'generated' : 'mutated';
}

/** One input in this many is inflated to about 1 MB (issue 23: every parser is linear). */
export const HUGE_EVERY = 500;

/** The size an inflated input reaches, in code units or bytes. */
export const HUGE_LENGTH = 1 << 20;

/** Whether input `index` is an inflated one (judged by the huge-input time limit). */
export function isHuge(index: number): boolean {
  return index % HUGE_EVERY === HUGE_EVERY - 1;
}

/** Input `index` of `target` under `seed`. */
export function makeInput(target: Target, seeds: Seeds, seed: string, index: number): FuzzInput {
  const random = createRandom(`${seed}:${target.name}:${index}`);
  const input =
    inputKind(index) === 'generated' ? target.generate(random, seeds) : target.mutate(random, seeds);
  return isHuge(index) ? inflate(random, input) : input;
}

/**
 * An input blown up to about {@link HUGE_LENGTH}: repeated whole, or with a long run of one
 * character or of a short slice of itself inserted somewhere. These are the shapes that make
 * a backtracking pattern or a loop that re-reads a growing text quadratic.
 */
export function inflate(random: SeededRandom, input: FuzzInput): FuzzInput {
  if (typeof input !== 'string') {
    const bytes = new Uint8Array(HUGE_LENGTH);
    const unit = input.length === 0 ? Uint8Array.of(random.int(256)) : input;
    for (let at = 0; at < HUGE_LENGTH; at += unit.length) bytes.set(unit.subarray(0, HUGE_LENGTH - at), at);
    return bytes;
  }
  // At the start, at the end (after the last separator: an unfinished statement) or anywhere.
  const at = random.pick([0, input.length, random.int(input.length + 1)]);
  const slice = input.slice(at, at + random.int(16) + 1);
  switch (random.int(3)) {
    case 0:
      return input.length === 0
        ? ' '.repeat(HUGE_LENGTH)
        : input.repeat(Math.ceil(HUGE_LENGTH / input.length));
    case 1: {
      const character = random.pick([
        ' ',
        'x',
        '0',
        '(',
        '[',
        '{',
        '"',
        '\n',
        ';',
        '-',
        '%',
        random.pick(TEXT_DICTIONARY),
      ]);
      return (
        input.slice(0, at) + character.repeat(Math.ceil(HUGE_LENGTH / character.length)) + input.slice(at)
      );
    }
    default: {
      const unit = slice === '' ? 'a' : slice;
      return input.slice(0, at) + unit.repeat(Math.ceil(HUGE_LENGTH / unit.length)) + input.slice(at);
    }
  }
}
