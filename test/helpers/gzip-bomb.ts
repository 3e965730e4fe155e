import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createGzip } from 'node:zlib';

const MiB = 1024 * 1024;

/**
 * `prefix`, then ASCII zeros up to `size` bytes, gzipped as a stream (the whole decompressed body never exists):
 * a few hundred KiB that a client decodes to `size` bytes.
 */
export function gzipBomb(prefix: string, size: number): Promise<Buffer> {
  const piece = Buffer.alloc(MiB, '0');
  let left = size - prefix.length;
  const zeros = Readable.from(
    (function* () {
      yield Buffer.from(prefix);
      for (; left > 0; left -= MiB) yield left >= MiB ? piece : piece.subarray(0, left);
    })(),
  );
  return buffer(zeros.pipe(createGzip({ level: 1 })));
}
