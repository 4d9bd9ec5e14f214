/**
 * Internal: how a value is written inside an error message.
 *
 * Not exported from the package.
 *
 * @internal
 * @module
 */

/** Longest rendering {@link show} returns; longer ones end in `...`. */
const SHOW_LIMIT = 80;

/**
 * Renders any value for an error message: strings quoted, numbers as JavaScript prints
 * them (`NaN`, `-0` as `0`), objects and arrays in JSON notation, cut at 80 characters.
 *
 * The rendering stops as soon as it is long enough, so a value nested ten thousand levels
 * deep, a cyclic object or a huge list costs a few dozen steps and never overflows the
 * stack (a recursive `JSON.stringify` would).
 *
 * @internal
 */
export function show(value: unknown): string {
  const out: string[] = [];
  let length = 0;
  const emit = (text: string): boolean => {
    out.push(text);
    length += text.length;
    return length <= SHOW_LIMIT;
  };
  write(value, emit, 0);
  const text = out.join('');
  return text.length > SHOW_LIMIT ? `${text.slice(0, SHOW_LIMIT - 3)}...` : text;
}

/** Writes `value` through `emit`; returns false once `emit` says the text is long enough. */
function write(value: unknown, emit: (text: string) => boolean, depth: number): boolean {
  if (typeof value === 'string') return emit(quoteShort(value));
  if (typeof value === 'number' || typeof value === 'bigint' || value === undefined)
    return emit(String(value));
  if (typeof value === 'boolean' || value === null) return emit(String(value));
  if (typeof value === 'function' || typeof value === 'symbol') return emit(`[${typeof value}]`);
  if (depth > SHOW_LIMIT) return emit('…');
  const json = (value as { toJSON?: unknown }).toJSON;
  if (typeof json === 'function') {
    let converted: unknown;
    try {
      converted = json.call(value);
    } catch {
      return emit('[object]');
    }
    if (converted !== value && (typeof converted !== 'object' || converted === null)) {
      return write(converted, emit, depth + 1);
    }
  }
  if (Array.isArray(value)) {
    if (!emit('[')) return false;
    for (let index = 0; index < value.length; index++) {
      if (index > 0 && !emit(',')) return false;
      if (!write(value[index], emit, depth + 1)) return false;
    }
    return emit(']');
  }
  if (ArrayBuffer.isView(value)) return emit(`[${value.constructor.name} of ${value.byteLength} bytes]`);
  if (!emit('{')) return false;
  let first = true;
  for (const key in value as object) {
    if (!Object.hasOwn(value as object, key)) continue;
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined || typeof item === 'function') continue;
    if (!first && !emit(',')) return false;
    first = false;
    if (!emit(`${quoteShort(key)}:`)) return false;
    if (!write(item, emit, depth + 1)) return false;
  }
  return emit('}');
}

/** A string in JSON quotes, cut before quoting when it alone would pass the limit. */
function quoteShort(text: string): string {
  return JSON.stringify(text.length > SHOW_LIMIT ? text.slice(0, SHOW_LIMIT) : text);
}
