import { MindsportError } from './errors.js';

/**
 * Windows-1252's characters for the bytes 0x80–0x9F (the WHATWG Encoding Standard's index;
 * the five bytes it leaves undefined keep their C1 code points).
 */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Decodes bytes as Windows-1252. Node's own decoder is not used for the bytes 0x80–0x9F:
 * from Node 20.18.3 and 22.13.0 on it returns C1 control characters for them
 * (nodejs/node#56542), so `€`, `‘`, `’`, `–` or `Š` would be lost.
 *
 * @internal
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (character) => WINDOWS_1252_HIGH[character.charCodeAt(0) - 0x80]!);
}

/**
 * Decodes a file's bytes: UTF-8 when they are valid UTF-8 (a byte-order mark is dropped),
 * otherwise Windows-1252, the 8-bit encoding of the older Western European files.
 *
 * @internal
 */
export function decodeUtf8OrWindows1252(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/**
 * Bytes decoded in one piece up to this length; longer inputs are decoded a slice of this
 * length at a time. A string holds at most 2^29 − 24 characters in V8 (about 512 MB), and
 * Node 20 aborts the process, rather than throwing, when one decode would need more.
 */
const SLICE = 1 << 24;

/**
 * The text of a file's bytes as {@link decodeUtf8OrWindows1252} reads it (one encoding for
 * the whole input, chosen from all of its bytes), in pieces: one for up to 16 MiB, else one
 * per 16 MiB slice, after a first pass that checks the whole input for UTF-8.
 *
 * @internal
 */
export function textPiecesOf(bytes: Uint8Array): Iterable<string> {
  if (bytes.length <= SLICE) return [decodeUtf8OrWindows1252(bytes)];
  return slicedText(bytes, isUtf8(bytes));
}

function* slicedText(bytes: Uint8Array, utf8: boolean): Generator<string, undefined, undefined> {
  const decoder = new TextDecoder('utf-8');
  for (let start = 0; start < bytes.length; start += SLICE) {
    const slice = bytes.subarray(start, start + SLICE);
    // `stream` keeps a character cut by the slice's end for the next slice.
    yield utf8 ? decoder.decode(slice, { stream: start + SLICE < bytes.length }) : decodeWindows1252(slice);
  }
  return undefined;
}

/** True when the bytes are valid UTF-8, checked a slice at a time. */
function isUtf8(bytes: Uint8Array): boolean {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for (let start = 0; start < bytes.length; start += SLICE) {
      decoder.decode(bytes.subarray(start, start + SLICE), { stream: start + SLICE < bytes.length });
    }
    return true;
  } catch {
    return false;
  }
}

/** The length of the UTF-8 sequence a byte 0x80–0xFF starts; 0 when no sequence starts with it. */
function sequenceLength(byte: number): number {
  if (byte >= 0xc2 && byte <= 0xdf) return 2;
  if (byte >= 0xe0 && byte <= 0xef) return 3;
  if (byte >= 0xf0 && byte <= 0xf4) return 4;
  return 0;
}

/**
 * Bytes that arrive in chunks (a file read a piece at a time), decoded as they come. The
 * encoding is chosen at the first non-ASCII character: UTF-8 when its bytes are UTF-8,
 * otherwise Windows-1252 for the whole input. That is the choice
 * {@link decodeUtf8OrWindows1252} makes from all the bytes at once, except for an input that
 * is UTF-8 at first and later is not: all of it would then be read as Windows-1252, but the
 * text before has been handed on as UTF-8, so such an input is refused (`MIXED_ENCODING`).
 *
 * @internal
 */
export class ChunkDecoder {
  private encoding: 'ascii' | 'utf-8' | 'windows-1252' = 'ascii';
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });
  /** The first non-ASCII character's bytes so far, when a chunk ended inside it. */
  private held: Uint8Array | null = null;
  /** Bytes received before the current chunk. */
  private offset = 0;
  /** The chunk being decoded (its index among the chunks), for a message. */
  private chunk = -1;

  /** The text of the next chunk, `index` its place among the chunks. */
  decode(bytes: Uint8Array, index: number): string {
    this.chunk = index;
    let text: string;
    if (this.encoding === 'ascii') text = this.undecided(bytes);
    else if (this.encoding === 'windows-1252') text = decodeWindows1252(bytes);
    else text = this.asUtf8(bytes, true);
    this.offset += bytes.length;
    return text;
  }

  /** The text left at the end of the input: a character cut off by the end of the last chunk. */
  end(): string {
    const held = this.held;
    this.held = null;
    if (held !== null) return decodeWindows1252(held);
    return this.encoding === 'utf-8' ? this.asUtf8(new Uint8Array(0), false) : '';
  }

  /** A chunk while everything before it was ASCII: the first non-ASCII character decides. */
  private undecided(chunk: Uint8Array): string {
    let bytes = chunk;
    if (this.held !== null) {
      bytes = new Uint8Array(this.held.length + chunk.length);
      bytes.set(this.held);
      bytes.set(chunk, this.held.length);
      this.held = null;
    }
    let first = 0;
    while (first < bytes.length && bytes[first]! < 0x80) first++;
    if (first === bytes.length) return this.utf8.decode(bytes, { stream: true });
    const length = sequenceLength(bytes[first]!);
    if (length > 0 && bytes.length - first < length) {
      // The chunk ends inside the character: the next chunk decides.
      this.held = bytes.slice(first);
      return this.utf8.decode(bytes.subarray(0, first), { stream: true });
    }
    try {
      const text = this.utf8.decode(bytes, { stream: true });
      this.encoding = 'utf-8';
      return text;
    } catch {
      // Not UTF-8 at the first non-ASCII character or further on in this chunk: nothing but
      // ASCII has been handed on yet, so all of the input is read as Windows-1252.
      this.encoding = 'windows-1252';
      return decodeWindows1252(bytes);
    }
  }

  private asUtf8(bytes: Uint8Array, stream: boolean): string {
    try {
      return this.utf8.decode(bytes, { stream });
    } catch {
      const at = this.offset;
      throw new MindsportError(
        'MIXED_ENCODING',
        `chunk ${this.chunk} (bytes from offset ${at}) is not UTF-8, but the text before it was read as UTF-8: a file must be in one encoding, UTF-8 or Windows-1252`,
        { path: [this.chunk], value: at },
      );
    }
  }
}
