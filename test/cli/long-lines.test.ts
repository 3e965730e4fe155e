// cuttingLongLines: a log read again past each line over the limit, which is given cut and marked in its place.
import { describe, expect, it } from 'vitest';
import { cuttingLongLines } from '../../src/cli/commands/jobs/long-lines.js';
import { type JobLogLine, StreamLineTooLongError } from '../../src/index.js';

/** The time of every line of the logs below. */
const timestamp = '2024-03-01T09:00:00.000';

/** A log of these messages read as the SDK reads it: from a sequence, stopping at a line over `max` (NDJSON). */
function log(messages: string[], max: number) {
  const reads: number[] = [];
  async function* read(sequence: number): AsyncGenerator<JobLogLine> {
    reads.push(sequence);
    for (let i = sequence; i < messages.length; i++) {
      const line = { sequence: i, timestamp, level: 'INFO', message: messages[i] ?? '' };
      const raw = JSON.stringify(line);
      if (raw.length > max) throw new StreamLineTooLongError(i - sequence + 1, raw, max);
      yield line;
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
  it('gives every line, a long one cut in its place, reading again after it', async () => {
    const words = 'word '.repeat(60);
    const { read, reads } = log(['one', words, 'three', 'y'.repeat(80)], 100);
    const lines = await all(cuttingLongLines(read));
    // The SDK keeps 200 characters of the bad line, less a word the cut would split: the message's start is the
    // words that fit after its other fields.
    const room = 200 - `{"sequence":1,"timestamp":"${timestamp}","level":"INFO","message":"`.length;
    expect(lines).toEqual([
      { sequence: 0, timestamp, level: 'INFO', message: 'one' },
      {
        sequence: 1,
        message: words.slice(0, words.lastIndexOf(' ', room) + 1),
        cut: true,
        maxLineLength: 100,
      },
      { sequence: 2, timestamp, level: 'INFO', message: 'three' },
      { sequence: 3, message: 'y'.repeat(80), cut: true, maxLineLength: 100 },
    ]);
    expect(reads).toEqual([0, 2, 4]);
  });

  it('decodes escapes in the start of the message, dropping one cut in half', async () => {
    const message = `${'a'.repeat(110)}\u00e9\n"q"`;
    const { read } = log([message], 50);
    const [line] = await all(cuttingLongLines(read));
    expect(line).toMatchObject({ cut: true, message: expect.stringMatching(/^a{110}é\n"q"$/) });
    const cutEscape = `${'b'.repeat(120)}\u0001`; // JSON writes \u0001: the snippet ends inside it
    const [cut] = await all(cuttingLongLines(log([cutEscape], 50).read));
    expect(cut).toMatchObject({ cut: true, message: 'b'.repeat(120) });
  });

  it('passes any other error on', async () => {
    async function* failing(): AsyncGenerator<JobLogLine> {
      yield* [];
      throw new Error('boom');
    }
    await expect(all(cuttingLongLines(failing))).rejects.toThrow('boom');
  });
});
