import { BodyTooLarge } from './failures.js';

/**
 * Reads a body as UTF-8 text (as `response.text()` does), chunk by chunk, up to `limit` bytes after content
 * decoding: past it the rest is cancelled unread, and the text so far is given with a note saying so (`cut`), or
 * `BodyTooLarge` is thrown. A 204 has no body ('').
 */
export async function readText(response: Response, limit: number, cut?: boolean): Promise<string> {
  const reader = response.status === 204 ? undefined : response.body?.getReader();
  const chunks: BlobPart[] = [];
  let left = limit;
  for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) {
    chunks.push(next.value.subarray(0, left) as BlobPart);
    left -= next.value.length;
    if (left < 0) {
      reader?.cancel().catch(() => undefined);
      if (!cut) throw new BodyTooLarge(limit);
      return `${await new Blob(chunks).text()}… [cut at ${limit} bytes]`;
    }
  }
  return new Blob(chunks).text();
}
