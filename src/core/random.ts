import { MindsportError } from './errors.js';
import { show } from './guards.js';

/**
 * A seeded pseudo-random source for draws by lot and coin tosses, so every result can be
 * reproduced from its seed. Not for cryptography.
 * @category Random draws
 */
export interface SeededRandom {
  /** The seed it was created from. */
  readonly seed: number | string;
  /** The next 32-bit unsigned integer. */
  nextUint32(): number;
  /** A float in [0, 1) with 32 random bits. */
  float(): number;
  /** A uniformly distributed integer in [0, n), without modulo bias. */
  int(n: number): number;
  /** A shuffled copy of the array (Fisher–Yates); the input is not changed. */
  shuffle<T>(items: readonly T[]): T[];
  /** One element chosen uniformly. */
  pick<T>(items: readonly T[]): T;
  /** A fair coin toss: true or false. */
  coin(): boolean;
}

function splitMix32(state: number): () => number {
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

function hashSeed(seed: number | string): number {
  if (typeof seed === 'number') {
    // Mix both halves of the number so seeds above 2^32 stay distinct.
    const high = Math.floor(seed / 0x100000000);
    return (Math.imul(high ^ 0x5bd1e995, 0x27d4eb2d) ^ (seed >>> 0)) >>> 0;
  }
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    hash = Math.imul(hash ^ seed.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Creates a seeded random source: the small, well-tested **sfc32** generator (Chris
 * Doty-Humphrey's Small Fast Counting generator, 128-bit state), its state filled from
 * the seed by SplitMix32. The same seed always gives the same sequence on every platform.
 * String seeds are hashed with FNV-1a first, so a tournament name or date works as a seed.
 *
 * @category Random draws
 * @param seed - a safe integer or a string
 * @returns a random source
 * @throws {@link mindsport!MindsportError} `BAD_SEED` for NaN, non-integers or other types
 * @example
 * ```ts
 * import { createRandom } from 'mindsport';
 * const random = createRandom('NM 2026 round 1');
 * const again = createRandom('NM 2026 round 1');
 * console.log(random.shuffle([1, 2, 3, 4]).join() === again.shuffle([1, 2, 3, 4]).join()); // true
 * ```
 */
export function createRandom(seed: number | string): SeededRandom {
  if (!(typeof seed === 'string' || (typeof seed === 'number' && Number.isSafeInteger(seed)))) {
    throw new MindsportError('BAD_SEED', `seed ${show(seed)} must be a safe integer or a string`, {
      path: ['seed'],
      value: seed,
    });
  }
  const fill = splitMix32(hashSeed(seed));
  let a = fill();
  let b = fill();
  let c = fill();
  let d = fill();
  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let warmUp = 0; warmUp < 12; warmUp++) nextUint32();
  const int = (n: number): number => {
    if (!Number.isSafeInteger(n) || n < 1 || n > 0x100000000) {
      throw new MindsportError('OUT_OF_RANGE', `random range ${show(n)} must be a whole number 1…2^32`, {
        path: ['n'],
        value: n,
      });
    }
    const limit = 0x100000000 - (0x100000000 % n);
    let value = nextUint32();
    while (value >= limit) value = nextUint32();
    return value % n;
  };
  return {
    seed,
    nextUint32,
    float: () => nextUint32() / 0x100000000,
    int,
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = int(index + 1);
        const held = copy[index] as T;
        copy[index] = copy[other] as T;
        copy[other] = held;
      }
      return copy;
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) {
        throw new MindsportError('EMPTY_CHOICE', 'cannot pick from an empty list', { value: items });
      }
      return items[int(items.length)] as T;
    },
    coin: () => (nextUint32() & 1) === 1,
  };
}
