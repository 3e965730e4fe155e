import { BodyTooLarge } from './failures.js';

/**
 * Reads a body as UTF-8 text (as `response.text()` does), chunk by chunk, up to `limit` bytes after content
 * decoding: past it the rest is cancelled unread, and the text so far is given with a note saying so (`cut`), or
 * `BodyTooLarge` is thrown. A 204 has no body ('').
 */
export async function readText(response: Response, limit: number, cut?: boolean): Promise<string> {
  const reader = response.status === 204 ? undefined : response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let over = false;
  for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) {
    size += next.value.length;
    over = size > limit;
    chunks.push(over ? next.value.subarray(0, limit - size + next.value.length) : next.value);
    if (over) {
      reader?.cancel().catch(() => undefined);
      if (!cut) throw new BodyTooLarge(limit);
      break;
    }
  }
  const text = await new Blob(chunks as BlobPart[]).text();
  return over ? `${text}… [cut: the body is longer than ${limit} bytes, \`maxResponseBytes.error\`]` : text;
}
