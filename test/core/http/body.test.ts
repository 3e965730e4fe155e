// readText reads a body as `response.text()` does, whether it came in one chunk (decoded at once) or several
// (a multi-byte character split between two of them), within its limit.
import { describe, expect, it } from 'vitest';
import { readText } from '../../../src/core/http/body.js';
import { BodyTooLarge } from '../../../src/core/http/failures.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A response whose body arrives as exactly these chunks. */
function chunked(chunks: Uint8Array[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(body);
}

const text = '\ufeff{"name":"café €","emoji":"🎉"}';

describe('readText', () => {
  it('reads a one-chunk body as response.text() does, its byte order mark dropped', async () => {
    expect(await readText(chunked([bytes(text)]), 1000)).toBe(await new Response(text).text());
    expect(await readText(chunked([bytes(text)]), 1000)).toBe('{"name":"café €","emoji":"🎉"}');
  });

  it('reads a body of several chunks, a character split between two of them, as one text', async () => {
    const all = bytes(text);
    const split = all.indexOf(0xe2); // the first byte of €'s three
    const chunks = [all.subarray(0, split + 1), all.subarray(split + 1, split + 2), all.subarray(split + 2)];
    expect(await readText(chunked(chunks), 1000)).toBe('{"name":"café €","emoji":"🎉"}');
  });

  it('reads an empty body and a 204 as the empty text', async () => {
    expect(await readText(chunked([]), 10)).toBe('');
    expect(await readText(new Response(null, { status: 204 }), 10)).toBe('');
  });

  it('throws BodyTooLarge past the limit, or cuts the text there with a note', async () => {
    const chunks = [bytes('abcdef'), bytes('ghij')];
    await expect(readText(chunked(chunks), 8)).rejects.toBeInstanceOf(BodyTooLarge);
    // The text before the cut, without the word it splits.
    expect(await readText(chunked([bytes('ab cd'), bytes('efghij')]), 8, true)).toBe('ab … [cut at 8 bytes]');
    expect(await readText(chunked([bytes('abc defghij')]), 8, true)).toBe('abc … [cut at 8 bytes]');
    expect(await readText(chunked([bytes('abc def ghij')]), 8, true)).toBe('abc def … [cut at 8 bytes]');
  });
});
