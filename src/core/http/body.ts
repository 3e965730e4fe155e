import { noop } from '../noop.js';
import { cutIndex } from '../shown.js';
import { BodyTooLarge } from './failures.js';

/**
 * Reads a body as UTF-8 text (as `response.text()` does), chunk by chunk, up to `limit` bytes after content
 * decoding: past it the rest is cancelled unread, and the text so far is given, without a word the cut splits
 * (`cutIndex`), with a note saying so (`cut`), or `BodyTooLarge` is thrown. A 204 has no body ('').
 */
export async function readText(response: Response, limit: number, cut?: boolean): Promise<string> {
  const reader = response.status === 204 ? undefined : response.body?.getReader();
  const chunks: BlobPart[] = [];
  let left = limit;
  for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) {
    chunks.push(next.value.subarray(0, left) as BlobPart);
    left -= next.value.length;
    if (left < 0) {
      reader?.cancel().catch(noop);
      if (!cut) throw new BodyTooLarge(limit);
      const text = await decode(chunks);
      return `${text.slice(0, cutIndex(text, text.length))}… [cut at ${limit} bytes]`;
    }
  }
  return decode(chunks);
}

/**
 * The bytes as UTF-8 text. A body that came in one chunk (a JSON answer of up to 64 KiB, most of them) is decoded at
 * once: a Blob's `text()` reads its bytes again through a stream of its own, a tenth of a small call's CPU in Node.
 */
const decode = (chunks: BlobPart[]): string | Promise<string> =>
  chunks.length === 1 ? new TextDecoder().decode(chunks[0] as Uint8Array) : new Blob(chunks).text();
