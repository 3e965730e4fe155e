// cuttingLongLines: each message over the limit given as its first characters and marked cut, in its place; a raw
// line over the SDK's read limit given from the SDK's snippet, the log read again after it.
import { describe, expect, it } from 'vitest';
import { cuttingLongLines, readLimit } from '../../src/cli/commands/jobs/long-lines.js';
import { type JobLogLine, StreamLineTooLongError } from '../../src/index.js';

/** The time of every line of the logs below. */
const timestamp = '2024-03-01T09:00:00.000';

/**
 * A log of these lines (messages, or lines with more fields) read as the SDK reads it: from a sequence, stopping at
 * a raw NDJSON line over the `maxLineLength` it is given.
 */
function log(entries: Array<string | Record<string, unknown>>) {
  const reads: Array<[number, number]> = [];
  async function* read(sequence: number, max: number): AsyncGenerator<JobLogLine> {
    reads.push([sequence, max]);
    for (let i = sequence; i < entries.length; i++) {
      const entry = entries[i] ?? '';
      const line = {
        sequence: i,
        timestamp,
        level: 'INFO',
        ...(typeof entry === 'string' ? { message: entry } : entry),
      };
      const raw = JSON.stringify(line);
      if (raw.length > max) throw new StreamLineTooLongError(i - sequence + 1, raw, max);
      yield line as JobLogLine;
    }
  }
  return { read, reads };
}

async function all<T>(lines: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const line of lines) items.push(line);
  return items;
}

describe('cuttingLongLines', () => {
  it('gives a message over the limit as its first characters, its line marked cut; a shorter one whole', async () => {
    const { read, reads } = log(['Job finished with status ERROR', 'x'.repeat(31), 'y'.repeat(30)]);
    expect(await all(cuttingLongLines(read, 30))).toEqual([
      { sequence: 0, timestamp, level: 'INFO', message: 'Job finished with status ERROR' },
      { sequence: 1, timestamp, level: 'INFO', message: 'x'.repeat(30), cut: true, maxLineLength: 30 },
      { sequence: 2, timestamp, level: 'INFO', message: 'y'.repeat(30) },
    ]);
    // The SDK's limit is on the raw line: room for the message's escapes and the other fields.
    expect(reads).toEqual([[0, readLimit(30)]]);
    expect(readLimit(30)).toBeGreaterThanOrEqual(6 * 30 + 1000);
  });

  it('keeps the other fields of a cut line, and never splits a character in two', async () => {
    const { read } = log([{ message: `ab${'😀'.repeat(3)}`, context: { step: 2 } }]);
    const [line] = await all(cuttingLongLines(read, 5));
    expect(line).toEqual({
      sequence: 0,
      timestamp,
      level: 'INFO',
      context: { step: 2 },
      message: 'ab😀',
      cut: true,
      maxLineLength: 5,
    });
  });

  it('gives a line over the read limit from its snippet, cut within the limit, and reads on after it', async () => {
    const words = 'word '.repeat(14_000); // 70,000 characters: its raw line passes readLimit(150)
    const { read, reads } = log(['one', words, 'three']);
    const lines = await all(cuttingLongLines(read, 150));
    // The SDK keeps 200 characters of the bad line, less a word the cut would split: the message's start is the
    // words that fit after its other fields.
    const room = 200 - `{"sequence":1,"timestamp":"${timestamp}","level":"INFO","message":"`.length;
    expect(lines).toEqual([
      { sequence: 0, timestamp, level: 'INFO', message: 'one' },
      {
        sequence: 1,
        timestamp,
        level: 'INFO',
        message: words.slice(0, words.lastIndexOf(' ', room) + 1),
        cut: true,
        maxLineLength: 150,
      },
      { sequence: 2, timestamp, level: 'INFO', message: 'three' },
    ]);
    expect(reads.map(([sequence]) => sequence)).toEqual([0, 2]);
    const [short] = await all(cuttingLongLines(log([words]).read, 20));
    expect(short).toMatchObject({ message: 'word word word word ', cut: true, maxLineLength: 20 });
  });

  it('gives a whole message from the snippet unmarked when only the fields after it pass the read limit', async () => {
    const { read } = log([{ message: 'short', context: 'z'.repeat(70_000) }]);
    const [line] = await all(cuttingLongLines(read, 10));
    expect(line).toEqual({ sequence: 0, timestamp, level: 'INFO', message: 'short' });
  });

  it('decodes escapes in the start of a message from a snippet, dropping one cut in half', async () => {
    const message = `${'a'.repeat(110)}\u00e9\n"q"${' '.repeat(80_000)}`;
    const [line] = await all(cuttingLongLines(log([message]).read, 1000));
    expect(line).toMatchObject({ cut: true, message: expect.stringMatching(/^a{110}é\n"q" *$/) });
    const cutEscape = `${'b'.repeat(120)}${'\u0001'.repeat(20_000)}`; // JSON writes \u0001: the snippet ends inside it
    const [cut] = await all(cuttingLongLines(log([cutEscape]).read, 1000));
    expect(cut).toMatchObject({ cut: true, message: expect.stringMatching(/^b{120}/) });
    expect((cut?.message ?? '').replaceAll('\u0001', '')).toBe('b'.repeat(120));
  });

  it('passes any other error on', async () => {
    async function* failing(): AsyncGenerator<JobLogLine> {
      yield* [];
      throw new Error('boom');
    }
    await expect(all(cuttingLongLines(failing))).rejects.toThrow('boom');
  });
});
