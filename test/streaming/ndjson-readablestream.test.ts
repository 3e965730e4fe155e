import readNDJSONStream from 'ndjson-readablestream';
import { describe, expect, it } from 'vitest';
import { readNdjson } from '../../src/streaming/ndjson.js';
import { chunked, collect, collectUntilError } from '../helpers/streams.js';

// The evidence for not using ndjson-readablestream 1.4.0: each test shows one fault of the package as
// published, then that our reader (src/streaming/ndjson.ts) does not have it.

describe('ndjson-readablestream 1.4.0 (why wdp-sdk does not use it)', () => {
  it('fault 1 (reason not to use it): a malformed line swallows every later line, silently', async () => {
    const chunks = ['{"sequence":0}\n', 'not json\n', '{"sequence":1}\n{"sequence":2}\n', '{"sequence":3}\n'];
    const theirs = await collect(readNDJSONStream(chunked(chunks).stream));
    expect(theirs).toEqual([{ sequence: 0 }]); // no error, and lines 3 to 5 are gone
    // Its buffer keeps every later line appended to the bad one: a long stream grows it without bound.
  });

  it('fault 1, ours: the malformed line is reported with its number and snippet, or skipped on request', async () => {
    const chunks = ['{"sequence":0}\n', 'not json\n', '{"sequence":1}\n{"sequence":2}\n', '{"sequence":3}\n'];
    const { items, error } = await collectUntilError(readNdjson(chunked(chunks).stream));
    expect(items).toEqual([{ sequence: 0 }]);
    expect(error).toMatchObject({ name: 'StreamParseError', line: 2, snippet: 'not json' });
    const skipped = await collect(readNdjson(chunked(chunks).stream, { onMalformed: 'skip' }));
    expect(skipped).toEqual([{ sequence: 0 }, { sequence: 1 }, { sequence: 2 }, { sequence: 3 }]);
  });

  it('fault 2 (reason not to use it): a scalar line split across chunks becomes two values', async () => {
    const theirs = await collect(readNDJSONStream(chunked(['12', '3\n', 'tr', 'ue\n']).stream));
    expect(theirs).toEqual([12, 3, true]); // 123 became 12 and 3
  });

  it('fault 2, ours: the split scalar is one value', async () => {
    expect(await collect(readNdjson(chunked(['12', '3\n', 'tr', 'ue\n']).stream))).toEqual([123, true]);
  });

  it('fault 3 (reason not to use it): breaking out of the loop never cancels the stream nor releases it', async () => {
    const source = chunked(['{"a":1}\n', '{"a":2}\n', '{"a":3}\n'], { end: false });
    // `break` awaits the iterator's return(): whatever the package does on leaving the loop has been done.
    for await (const value of readNDJSONStream(source.stream)) if (value) break;
    expect(source.cancel).not.toHaveBeenCalled();
    expect(source.stream.locked).toBe(true); // the network read stays open until the server ends it
  });

  it('fault 3, ours: breaking out cancels the stream and releases the reader', async () => {
    const source = chunked(['{"a":1}\n', '{"a":2}\n', '{"a":3}\n'], { end: false });
    for await (const value of readNdjson(source.stream)) if (value) break;
    expect(source.cancel).toHaveBeenCalledTimes(1);
    expect(source.stream.locked).toBe(false);
  });
});
