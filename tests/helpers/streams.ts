/**
 * Chunks that come one at a time, for the tests of the async archive readers
 * (`iteratePdnGamesAsync`, `iterateWthorGamesAsync`).
 */

/** The chunks as an async iterable, each after a turn of the event loop's microtasks. */
export async function* arriving<T>(chunks: readonly T[]): AsyncGenerator<T> {
  for (const chunk of chunks) {
    await Promise.resolve();
    yield chunk;
  }
}

/** A web stream of the chunks, pulled one at a time, counting the pulls and noting a cancel. */
export function webStream<T>(chunks: readonly T[]): {
  stream: ReadableStream<T>;
  pulls: () => number;
  cancelled: () => boolean;
} {
  let pulled = 0;
  let cancelled = false;
  const stream = new ReadableStream<T>(
    {
      pull(controller) {
        if (pulled < chunks.length) controller.enqueue(chunks[pulled++]!);
        else controller.close();
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulls: () => pulled, cancelled: () => cancelled };
}
