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
  for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) {
    chunks.push(next.value.subarray(0, limit - size));
    size += next.value.length;
    if (size > limit) {
      reader?.cancel().catch(() => undefined);
      if (!cut) throw new BodyTooLarge(limit);
      return `${decode(chunks)}… [cut at ${limit} bytes]`;
    }
  }
  return decode(chunks);
}

/** The chunks' bytes as UTF-8 text, decoded at once (a Blob's `text()` costs a stream of its own per body). */
function decode(chunks: Uint8Array[]): string {
  let bytes = chunks[0] ?? new Uint8Array();
  if (chunks.length > 1) {
    bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
  }
  return new TextDecoder().decode(bytes);
}
