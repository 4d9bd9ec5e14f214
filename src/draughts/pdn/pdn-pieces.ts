/**
 * PDN text in pieces (issue 29: a database of a million games is larger than the longest
 * string a JavaScript engine holds): the reader's input turned into pieces of text, and the
 * places in the text read so far where the reader may stop and wait for the next piece.
 *
 * @module
 */

import { type ChunkStream, isChunkStream, streamChunks } from '../../core/chunks.js';
import { fail, problemAt, show } from '../../core/internal.js';
import { ChunkDecoder, textPiecesOf } from '../../core/text.js';

/** Character codes the reader dispatches on. */
export const CODE = {
  tab: 9,
  carriageReturn: 13,
  space: 32,
  quote: 34,
  dollar: 36,
  percent: 37,
  plus: 43,
  openParen: 40,
  closeParen: 41,
  star: 42,
  dot: 46,
  slash: 47,
  zero: 48,
  nine: 57,
  semicolon: 59,
  question: 63,
  openBracket: 91,
  backslash: 92,
  closeBracket: 93,
  exclamation: 33,
  a: 97,
  j: 106,
  openBrace: 123,
  closeBrace: 125,
  lineFeed: 10,
  minus: 45,
  colon: 58,
  x: 120,
  capitalX: 88,
} as const;

/** True for the characters `/\s/` matches, ASCII ones without a pattern. */
export function isSpace(code: number): boolean {
  if (code < 128) return code === CODE.space || (code >= CODE.tab && code <= CODE.carriageReturn);
  return /\s/.test(String.fromCharCode(code));
}

/**
 * What the PDN readers take: the text of a file, its bytes, or either in chunks, in order
 * (a file read a piece at a time; the chunks may cut a game, a token or a character
 * anywhere).
 *
 * @category Archives
 */
export type PdnInput = string | Uint8Array | Iterable<string | Uint8Array>;

/**
 * The text of a reader's input, as pieces in order; `NOT_A_STRING` at once for an input
 * that is none of {@link PdnInput}'s kinds. Bytes are decoded as UTF-8 when valid, otherwise
 * as Windows-1252 (chunks of bytes: see `ChunkDecoder` for the one difference).
 */
export function pdnPieces(input: unknown): Iterable<string> {
  if (typeof input === 'string') return [input];
  if (input instanceof Uint8Array) return textPiecesOf(input);
  if (typeof input === 'object' && input !== null && Symbol.iterator in input) {
    return chunkPieces(input as Iterable<unknown>);
  }
  return fail(
    problemAt(
      'NOT_A_STRING',
      [],
      input,
      `${show(input)} is not PDN text, its bytes, or an iterable of chunks of them`,
    ),
  );
}

/** The chunks of an iterable, each checked and decoded when it comes. */
function* chunkPieces(chunks: Iterable<unknown>): Generator<string, undefined, undefined> {
  const texts = new ChunkTexts();
  for (const chunk of chunks) yield texts.text(chunk);
  yield texts.end();
  return undefined;
}

/**
 * What {@link iteratePdnGamesAsync} takes: what the other readers take, or chunks that come
 * one at a time (an async iterable, such as a Node stream, or a web stream).
 *
 * @category Archives
 */
export type PdnAsyncInput = PdnInput | AsyncIterable<string | Uint8Array> | ChunkStream;

/** The text of an async reader's input, as pieces in order; errors as {@link pdnPieces}. */
export function pdnPiecesAsync(input: unknown): AsyncIterable<string> | Iterable<string> {
  if (typeof input === 'object' && input !== null) {
    if (isChunkStream(input)) return asyncChunkPieces(streamChunks(input));
    if (Symbol.asyncIterator in input) return asyncChunkPieces(input as AsyncIterable<unknown>);
  }
  return pdnPieces(input);
}

/** The chunks of an async iterable (a web stream read by `streamChunks`), each checked and decoded when it comes. */
async function* asyncChunkPieces(
  chunks: AsyncIterable<unknown>,
): AsyncGenerator<string, undefined, undefined> {
  const texts = new ChunkTexts();
  for await (const chunk of chunks) yield texts.text(chunk);
  yield texts.end();
  return undefined;
}

/** Chunks checked and decoded as they come: all text, or all bytes. */
class ChunkTexts {
  private readonly decoder = new ChunkDecoder();
  private kind: 'text' | 'bytes' | null = null;
  private index = 0;

  /** The text of the next chunk; `NOT_A_STRING` or `NOT_BYTES` (path `[chunk]`) for a chunk of another kind. */
  text(chunk: unknown): string {
    const kind = typeof chunk === 'string' ? 'text' : chunk instanceof Uint8Array ? 'bytes' : null;
    if (kind === null || (this.kind !== null && kind !== this.kind)) {
      const expected =
        this.kind === null
          ? 'PDN text or bytes'
          : this.kind === 'text'
            ? 'text like the chunks before it'
            : 'bytes like the chunks before it';
      fail(
        problemAt(
          this.kind === 'bytes' ? 'NOT_BYTES' : 'NOT_A_STRING',
          [this.index],
          chunk,
          `chunk ${this.index}: ${show(chunk)} is not ${expected}`,
        ),
      );
    }
    this.kind = kind;
    const text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk as Uint8Array, this.index);
    this.index++;
    return text;
  }

  /** What is left at the end: a character cut off by the end of the last chunk of bytes. */
  end(): string {
    return this.kind === 'bytes' ? this.decoder.end() : '';
  }
}

/**
 * The reader stops this many characters or more before the end of the text it has, so that
 * what it reads past a token's start is there: an error message quotes up to 40 characters.
 */
const MARGIN = 64;

/** Where the scan stands: between tokens or inside one, or inside a tag, comment or variation. */
const SCAN = {
  top: 0,
  tagName: 1,
  tagValue: 2,
  tagEscape: 3,
  tagEnd: 4,
  comment: 5,
  line: 6,
  variation: 7,
  variationComment: 8,
  variationLine: 9,
} as const;
type Scan = (typeof SCAN)[keyof typeof SCAN];

/** No token before the spaces: at the start, or after a tag, comment or variation. */
const NONE = -1;

/**
 * The places where the reader may stop in text that goes on in a later piece, found by one
 * scan of each piece as it comes. Such a place is the start of a tag, a comment `{…}` or
 * `;…`, an escape line `%…`, a variation `(…)`, or of a token after spaces that can be no
 * part of the token before it: a move `32 - 28`, a result `1 - 1` or a move number `12 .`
 * hold spaces only next to `-`, `x`, `X`, `:`, `+` or before a `.`. Every token, tag,
 * comment or variation that starts before such a place ends before it, so the reader reads
 * the text up to it exactly as it would read the whole file. The scan follows the reader's
 * rules for tags, comments and variations (`PdnReader` in pdn-read.ts).
 */
export class StoppingPlaces {
  private state: Scan = SCAN.top;
  private depth = 0;
  /** The character before the next one (a `%` starts an escape line only at a line start). */
  private before: number = CODE.lineFeed;
  /** The last character of the token before the spaces, NONE after a tag, comment or variation. */
  private last: number = NONE;
  private spaced = true;
  /** Characters scanned so far. */
  private offset = 0;
  /** The last place found at least MARGIN characters before the end of the text scanned. */
  private safe = 0;
  /** The places found in the last MARGIN characters. */
  private recent: number[] = [];

  /** Scans the next piece; the last place (from the start of the text) the reader may stop at. */
  scan(piece: string): number {
    const threshold = this.offset + piece.length - MARGIN;
    let kept = 0;
    for (const place of this.recent) {
      if (place <= threshold) this.safe = place;
      else this.recent[kept++] = place;
    }
    this.recent.length = kept;
    for (let at = 0; at < piece.length; at++) {
      const code = piece.charCodeAt(at);
      if (this.step(code)) {
        const place = this.offset + at;
        if (place <= threshold) this.safe = place;
        else this.recent.push(place);
      }
      this.before = code;
    }
    this.offset += piece.length;
    return this.safe;
  }

  /** One character; true when the reader may stop before it. */
  private step(code: number): boolean {
    switch (this.state) {
      case SCAN.top:
        return this.top(code);
      case SCAN.tagName:
        if (code === CODE.quote) this.state = SCAN.tagValue;
        else if (!isSpace(code) && !isNameCode(code)) return this.malformedTag(code);
        return false;
      case SCAN.tagValue:
        if (code === CODE.backslash) this.state = SCAN.tagEscape;
        else if (code === CODE.quote) this.state = SCAN.tagEnd;
        else if (code === CODE.lineFeed) return this.malformedTag(code);
        return false;
      case SCAN.tagEscape:
        // `\.` in the reader's pattern: any character but a line terminator.
        if (code === CODE.lineFeed || code === CODE.carriageReturn || code === 0x2028 || code === 0x2029) {
          return this.malformedTag(code);
        }
        this.state = SCAN.tagValue;
        return false;
      case SCAN.tagEnd:
        if (code === CODE.closeBracket) this.endRegion();
        else if (!isSpace(code)) return this.malformedTag(code);
        return false;
      case SCAN.comment:
        if (code === CODE.closeBrace) this.endRegion();
        return false;
      case SCAN.line:
        // The line feed ends the comment and is read as a space after it.
        if (code === CODE.lineFeed) {
          this.endRegion();
          return this.top(code);
        }
        return false;
      case SCAN.variation:
        if (code === CODE.openBrace) this.state = SCAN.variationComment;
        else if (code === CODE.semicolon) this.state = SCAN.variationLine;
        else if (code === CODE.openParen) this.depth++;
        else if (code === CODE.closeParen && --this.depth === 0) this.endRegion();
        return false;
      case SCAN.variationComment:
        if (code === CODE.closeBrace) this.state = SCAN.variation;
        return false;
      case SCAN.variationLine:
        if (code === CODE.lineFeed) this.state = SCAN.variation;
        return false;
    }
  }

  /** A character between tokens or in one. */
  private top(code: number): boolean {
    if (isSpace(code)) {
      this.spaced = true;
      return false;
    }
    const region = this.regionOf(code);
    if (region !== SCAN.top) {
      this.state = region;
      this.depth = 1;
      return true;
    }
    const stop = this.spaced && !joinsTokens(this.last) && !joinsTokens(code) && code !== CODE.dot;
    this.last = code;
    this.spaced = false;
    return stop;
  }

  /** The tag, comment, escape line or variation a character starts; Top for none. */
  private regionOf(code: number): Scan {
    if (code === CODE.openBracket) return SCAN.tagName;
    if (code === CODE.openBrace) return SCAN.comment;
    if (code === CODE.openParen) return SCAN.variation;
    if (code === CODE.semicolon) return SCAN.line;
    if (code === CODE.percent && (this.before === CODE.lineFeed || this.before === CODE.carriageReturn)) {
      return SCAN.line;
    }
    return SCAN.top;
  }

  private endRegion(): void {
    this.state = SCAN.top;
    this.last = NONE;
    this.spaced = true;
  }

  /**
   * A tag the reader's pattern does not match: the reader stops with `BAD_TAG` at its `[`,
   * so the scan goes on from this character as after a tag.
   */
  private malformedTag(code: number): boolean {
    this.endRegion();
    return this.top(code);
  }
}

/** A character of a tag's name. */
function isNameCode(code: number): boolean {
  return (
    (code >= CODE.zero && code <= CODE.nine) ||
    (code >= 65 && code <= 90) ||
    (code >= CODE.a && code <= 122) ||
    code === 95
  );
}

/** The characters a move, a result or a move number may have spaces beside. */
function joinsTokens(code: number): boolean {
  return (
    code === CODE.minus ||
    code === CODE.x ||
    code === CODE.capitalX ||
    code === CODE.colon ||
    code === CODE.plus ||
    code === CODE.slash
  );
}
