// Reading stdin (or a file) to its end for a flag that takes text from it (`--data -`, `--token -`): bounded, and
// given up at once on Ctrl-C or SIGTERM, so that a pipe that stays open and silent (`sleep 100 | wdp api POST
// ... --data -`, a terminal waiting for Ctrl-D) cannot hold `wdp` past a signal.

/**
 * The bytes of `stream` to its end. Past `maxBytes` it rejects with `tooLong()`; when `signal` aborts, at once
 * with its reason. Either way the stream is destroyed, so that nothing is left reading it.
 */
export async function readAll(
  stream: NodeJS.ReadableStream,
  maxBytes: number,
  tooLong: () => Error,
  signal?: AbortSignal,
): Promise<Buffer> {
  signal?.throwIfAborted();
  const chunks: Buffer[] = [];
  let size = 0;
  const iterator = (stream as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  let stop = () => {};
  const stopped = new Promise<never>((_, reject) => {
    stop = () => reject(signal?.reason);
  });
  signal?.addEventListener('abort', stop, { once: true });
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), stopped]);
      if (next.done) return Buffer.concat(chunks);
      const chunk = next.value;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string | Uint8Array);
      size += buffer.length;
      if (size > maxBytes) throw tooLong();
      chunks.push(buffer);
    }
  } catch (error) {
    // The read still pending rejects once the stream is destroyed; the race above has handled it.
    (stream as { destroy?: () => void }).destroy?.();
    throw error;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}
