/**
 * Generic mutators for the fuzzer: byte flips, truncations, insertions, deletions,
 * duplications, splices with another seed and dictionary tokens, on text or on bytes, and
 * structural mutations of JSON documents. Everything draws from a seeded random source,
 * so an input is a pure function of (seed, parser, index).
 */
import type { SeededRandom } from '../src/core/index.js';

/** Tokens that parsers care about, mixed into text inputs. */
export const TEXT_DICTIONARY: readonly string[] = [
  '',
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\r',
  '\u00a0',
  '\u2028',
  '\u0000',
  '\ufeff',
  '\ud800',
  '😀',
  'é',
  '–',
  '-',
  '+',
  ':',
  ';',
  ',',
  '.',
  '..',
  '...',
  '/',
  '%',
  '*',
  '?',
  '!',
  '$1',
  '"',
  '\\',
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  '#_',
  '&',
  '@',
  '0',
  '00',
  '1',
  '2',
  '9',
  '10',
  '31',
  '32',
  '33',
  '50',
  '51',
  '64',
  '65',
  '99',
  '100',
  '255',
  '256',
  '1904',
  '4294967296',
  '9007199254740993',
  '1e3',
  '1e9999',
  '-0',
  '0.5',
  '.5',
  '1/2',
  '1/0',
  'NaN',
  'Infinity',
  'x',
  'X',
  'o',
  'O',
  'K',
  'k',
  'W',
  'B',
  'w',
  'b',
  'a1',
  'h8',
  'i9',
  'A1',
  'f5',
  'c3',
  'a10',
  'j10',
  '2-0',
  '0-2',
  '1-1',
  '1+-1-',
  '1--1+',
  '0-0',
  '1-0',
  '0-1',
  '1/2-1/2',
  '1+ - 1-',
  '33-31',
  '32–32',
  'x',
  '31-27',
  '32x21',
  '1.',
  '1...',
  '[Event "x"]',
  '[FEN "W:W31-50:B1-20"]',
  '[FEN "?:W31-50:B1-20"]',
  '[GameType "20"]',
  '[Result "2-0"]',
  '[__proto__ "x"]',
  '[constructor "x"]',
  'W:W31-50:B1-20',
  ':W',
  ':B',
  'K1',
  'pays = FRA',
  'pays',
  'ronde-suivante',
  'raz-couplage',
  '#_Nombre-Rondes = 3',
  '#___proto__ = 1',
  '&+1',
  '&-1',
  '(1 33 2 31)',
  '(1 65 2 0)',
  'end:1905',
  'draw:EF',
  'E11',
  'A0@1904',
  '__proto__',
  'constructor',
  'toString',
];

/** Interesting byte values for binary inputs. */
const BYTE_VALUES: readonly number[] = [0, 1, 8, 9, 10, 11, 18, 19, 80, 81, 88, 89, 90, 99, 127, 128, 255];

/** A random code unit string of the given length drawn from a mix of alphabets. */
export function randomText(random: SeededRandom, length: number): string {
  let text = '';
  for (let index = 0; index < length; index++) {
    const kind = random.int(10);
    if (kind < 6) text += String.fromCharCode(32 + random.int(95));
    else if (kind < 8) text += random.pick(TEXT_DICTIONARY);
    else if (kind < 9) text += String.fromCharCode(random.int(32));
    else text += String.fromCharCode(random.int(0x10000));
  }
  return text;
}

/** A region [start, end) of a sequence of the given length. */
function region(random: SeededRandom, length: number): [number, number] {
  const start = random.int(length + 1);
  const span = random.coin() ? random.int(4) + 1 : random.int(Math.max(1, length - start) + 1);
  return [start, Math.min(length, start + span)];
}

/** One random text mutation. */
function mutateTextOnce(random: SeededRandom, text: string, others: readonly string[]): string {
  const [start, end] = region(random, text.length);
  switch (random.int(11)) {
    case 0: {
      // Flip a bit of one code unit.
      if (text.length === 0) return random.pick(TEXT_DICTIONARY);
      const at = random.int(text.length);
      const code = text.charCodeAt(at) ^ (1 << random.int(8));
      return text.slice(0, at) + String.fromCharCode(code) + text.slice(at + 1);
    }
    case 1:
      return text.slice(0, start); // truncation
    case 2:
      return text.slice(0, start) + text.slice(end); // deletion
    case 3:
      return text.slice(0, start) + random.pick(TEXT_DICTIONARY) + text.slice(start); // insertion
    case 4:
      return text.slice(0, start) + random.pick(TEXT_DICTIONARY) + text.slice(end); // replacement
    case 5:
      return text.slice(0, end) + text.slice(start, end) + text.slice(end); // duplication
    case 6: {
      // Splice: our head with another seed's tail.
      const other = others.length > 0 ? random.pick(others) : text;
      return text.slice(0, start) + other.slice(random.int(other.length + 1));
    }
    case 7:
      return text.slice(0, start) + randomText(random, random.int(6) + 1) + text.slice(end);
    case 8: {
      // Replace a run of digits with an interesting number.
      const digits = [...text.matchAll(/\d+/g)];
      if (digits.length === 0) return text + random.pick(TEXT_DICTIONARY);
      const match = random.pick(digits);
      const replacement = random.pick([
        '0',
        '1',
        '-1',
        '64',
        '65',
        '99',
        '100',
        '255',
        '1000',
        '4294967296',
        '1.5',
      ]);
      return text.slice(0, match.index) + replacement + text.slice(match.index + match[0].length);
    }
    case 9:
      return random.coin() ? text.toUpperCase() : text.toLowerCase();
    default: {
      // Swap two regions.
      const [otherStart, otherEnd] = region(random, text.length);
      if (otherStart < end) return text.slice(start, end) + text.slice(0, start) + text.slice(end);
      return (
        text.slice(0, start) +
        text.slice(otherStart, otherEnd) +
        text.slice(end, otherStart) +
        text.slice(start, end) +
        text.slice(otherEnd)
      );
    }
  }
}

/** One to four stacked text mutations of a seed. */
export function mutateText(random: SeededRandom, text: string, others: readonly string[] = []): string {
  const rounds = random.int(4) + 1;
  for (let round = 0; round < rounds; round++) text = mutateTextOnce(random, text, others);
  return text;
}

/** One random byte mutation. */
function mutateBytesOnce(random: SeededRandom, bytes: Uint8Array, others: readonly Uint8Array[]): Uint8Array {
  const length = bytes.length;
  const [start, end] = region(random, length);
  const concat = (...parts: Uint8Array[]): Uint8Array => {
    const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  };
  const fresh = (count: number): Uint8Array =>
    Uint8Array.from({ length: count }, () => (random.coin() ? random.pick(BYTE_VALUES) : random.int(256)));
  switch (random.int(9)) {
    case 0: {
      const copy = bytes.slice();
      if (length > 0) copy[random.int(length)]! ^= 1 << random.int(8); // bit flip
      return copy;
    }
    case 1: {
      const copy = bytes.slice();
      // Several interesting byte values, biased towards the header.
      const count = random.int(4) + 1;
      for (let index = 0; index < count && length > 0; index++) {
        const at = random.coin() ? random.int(Math.min(16, length)) : random.int(length);
        copy[at] = random.pick(BYTE_VALUES);
      }
      return copy;
    }
    case 2:
      return bytes.slice(0, start); // truncation
    case 3:
      return concat(bytes.subarray(0, start), bytes.subarray(end)); // deletion
    case 4:
      return concat(bytes.subarray(0, start), fresh(random.int(8) + 1), bytes.subarray(start)); // insertion
    case 5:
      return concat(bytes.subarray(0, end), bytes.subarray(start, end), bytes.subarray(end)); // duplication
    case 6: {
      const other = others.length > 0 ? random.pick(others) : bytes;
      return concat(bytes.subarray(0, start), other.subarray(random.int(other.length + 1))); // splice
    }
    case 7: {
      // Text token as bytes.
      const token = new TextEncoder().encode(random.pick(TEXT_DICTIONARY));
      return concat(bytes.subarray(0, start), token, bytes.subarray(end));
    }
    default: {
      const copy = bytes.slice();
      // Overwrite a little-endian 16-bit field.
      if (length >= 2) {
        const at = random.int(length - 1);
        const value = random.pick([0, 1, 2, 0x7fff, 0x8000, 0xffff, random.int(0x10000)]);
        copy[at] = value & 0xff;
        copy[at + 1] = value >> 8;
      }
      return copy;
    }
  }
}

/** One to four stacked byte mutations of a seed. */
export function mutateBytes(
  random: SeededRandom,
  bytes: Uint8Array,
  others: readonly Uint8Array[] = [],
): Uint8Array {
  const rounds = random.int(4) + 1;
  for (let round = 0; round < rounds; round++) bytes = mutateBytesOnce(random, bytes, others);
  return bytes;
}

/** JSON values that validators must refuse or handle, substituted for leaves. */
const JSON_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1,
  2,
  1.5,
  -0.5,
  64,
  65,
  1e308,
  -1e308,
  2 ** 53,
  '',
  '0',
  '1',
  'NaN',
  'Infinity',
  '1-0',
  '2-0',
  '__proto__',
  'constructor',
  [],
  {},
  [null],
  { id: 'x' },
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Paths to every node of a JSON value. */
function nodes(
  value: Json,
  path: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  out.push(path);
  if (Array.isArray(value)) {
    for (const [index, child] of value.entries()) nodes(child, [...path, index], out);
  } else if (value !== null && typeof value === 'object')
    for (const key of Object.keys(value)) nodes(value[key] as Json, [...path, key], out);
  return out;
}

function getAt(value: Json, path: readonly (string | number)[]): Json {
  let node: Json = value;
  for (const key of path) node = (node as Record<string | number, Json>)[key] as Json;
  return node;
}

/** One structural mutation of a JSON document (in place on a fresh copy). */
function mutateJsonOnce(random: SeededRandom, document: Json, others: readonly Json[]): Json {
  const all = nodes(document);
  const path = random.pick(all);
  if (path.length === 0) return random.coin() ? (random.pick(JSON_VALUES) as Json) : document;
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1]!;
  const parent = getAt(document, parentPath) as unknown as Record<string | number, Json> & Json[];
  const current = parent[key] as Json;
  switch (random.int(9)) {
    case 0:
      parent[key] = structuredClone(random.pick(JSON_VALUES)) as Json; // replace a node
      break;
    case 1:
      // Hostile shapes (issue 23 §3): null, or a placeholder that mutateJson replaces by a
      // list nested 10,000 levels deep or a 1 MB string after serialising.
      parent[key] = random.pick([null, DEEP_LIST, HUGE_STRING]);
      break;
    case 2:
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
      break;
    case 3:
      if (Array.isArray(parent)) parent.splice(key as number, 0, structuredClone(current));
      else (parent as Record<string, Json>)[`${key}2`] = structuredClone(current);
      break;
    case 4:
      if (typeof current === 'number') {
        parent[key] = random.pick([current + 1, current - 1, -current, current * 2, current + 0.5, 0, 1e9]);
      } else if (typeof current === 'string') {
        parent[key] = mutateText(random, current);
      } else {
        parent[key] = structuredClone(random.pick(JSON_VALUES)) as Json;
      }
      break;
    case 5: {
      // Graft a node of the same key from another document, or from elsewhere in this one.
      const source = others.length > 0 && random.coin() ? random.pick(others) : document;
      parent[key] = structuredClone(getAt(source, random.pick(nodes(source)))) as Json;
      break;
    }
    case 6:
      if (Array.isArray(current)) parent[key] = random.shuffle(current);
      else if (typeof current === 'string')
        parent[key] = random.pick(['', current.toUpperCase(), `${current} `]);
      else parent[key] = random.pick([null, String(current)]) as Json;
      break;
    default:
      if (typeof parent === 'object' && !Array.isArray(parent)) {
        // defineProperty, so a "__proto__" key becomes an own key as JSON.parse makes it.
        Object.defineProperty(parent, random.pick(['extra', '__proto__', 'constructor', 'id', 'round']), {
          value: structuredClone(random.pick(JSON_VALUES)),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else parent.push(structuredClone(current));
  }
  return document;
}

/**
 * A mutated JSON text of a document: mostly structural mutations (1–4 stacked) on a copy,
 * sometimes text mutations of the serialised document (which may not even parse).
 */
export function mutateJson(random: SeededRandom, document: unknown, others: readonly unknown[]): string {
  if (random.int(5) === 0) return mutateText(random, JSON.stringify(document));
  let copy = structuredClone(document) as Json;
  const rounds = random.int(4) + 1;
  for (let round = 0; round < rounds; round++) copy = mutateJsonOnce(random, copy, others as Json[]);
  // JSON.stringify itself cannot write a list 10,000 levels deep: it goes in as text.
  return JSON.stringify(copy)
    .replaceAll(JSON.stringify(DEEP_LIST), `${'['.repeat(10_000)}${']'.repeat(10_000)}`)
    .replaceAll(JSON.stringify(HUGE_STRING), JSON.stringify('x'.repeat(1 << 20)));
}

/** Placeholders for the hostile values {@link mutateJson} writes into the text. */
const DEEP_LIST = '\u0000deep list\u0000';
const HUGE_STRING = '\u0000huge string\u0000';
