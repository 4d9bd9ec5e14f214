/**
 * Files given in chunks that come one at a time: the web stream the archive readers take,
 * and the loop that reads it.
 *
 * @module
 */

/**
 * A web stream of chunks, as `fetch`, `Blob.stream()` and Node's `stream.Readable.toWeb` give
 * (a `ReadableStream`), read through its reader. The async archive readers
 * (`iteratePdnGamesAsync`, `iterateWthorGamesAsync`) take one.
 *
 * @category Archives
 */
export interface ChunkStream {
  /** A reader of the stream's chunks, which locks the stream to it. */
  getReader(): {
    /** The next chunk. */
    read(): Promise<{
      /** True once the stream has no more chunks. */
      readonly done: boolean;
      /** The chunk: text or bytes. */
      readonly value?: unknown;
    }>;
    /** Ends the stream before its end: the reading has stopped. */
    cancel(): Promise<void>;
    /** Unlocks the stream. */
    releaseLock(): void;
  };
}

/**
 * Whether an input is to be read as a web stream, through its reader: one that is also an
 * async iterable (in Node and Chromium) is read as that; one that is not (Safari's) is a
 * `ChunkStream`.
 *
 * @internal
 */
export function isChunkStream(input: object): input is ChunkStream {
  return !(Symbol.asyncIterator in input) && 'getReader' in input && typeof input.getReader === 'function';
}

/**
 * The chunks of a web stream, in order. The stream is cancelled when the reading stops
 * before its end (the loop over the chunks is left, or a chunk is refused), and unlocked.
 *
 * @internal
 */
export async function* streamChunks(stream: ChunkStream): AsyncGenerator<unknown, undefined, undefined> {
  const reader = stream.getReader();
  let done = false;
  try {
    for (;;) {
      const next = await reader.read();
      done = next.done;
      if (done) break;
      yield next.value;
    }
  } finally {
    if (!done) await reader.cancel();
    reader.releaseLock();
  }
  return undefined;
}
