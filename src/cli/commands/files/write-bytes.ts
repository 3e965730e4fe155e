// The local side of `wdp files download`: a body's bytes written as they arrive, never decoded as text.
import { replaceFile } from '../../output/replace-file.js';

/** Writes a body to a stream (stdout), chunk by chunk, waiting while the stream is full; resolves to the byte count. */
export async function writeToStream(body: ReadableStream<Uint8Array>, out: NodeJS.WritableStream): Promise<number> {
  return copy(
    body,
    (chunk) =>
      new Promise<void>((done, fail) => {
        out.write(chunk, (error) => (error ? fail(error) : done()));
      }),
  );
}

/**
 * Writes a body to a local file: a regular file through a temporary file beside it, renamed over it once complete
 * (a failed or interrupted download leaves the old file as it was); a FIFO or device written through (replaceFile).
 * Resolves to the byte count.
 */
export function writeToFile(body: ReadableStream<Uint8Array>, file: string): Promise<number> {
  return replaceFile(file, (handle) =>
    copy(body, async (chunk) => {
      await handle.write(chunk);
    }),
  );
}

async function copy(body: ReadableStream<Uint8Array>, write: (chunk: Uint8Array) => Promise<void>): Promise<number> {
  const reader = body.getReader();
  let bytes = 0;
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      await write(next.value);
      bytes += next.value.byteLength;
    }
    return bytes;
  } catch (error) {
    await reader.cancel(error).catch(() => undefined);
    throw error;
  } finally {
    reader.releaseLock();
  }
}
