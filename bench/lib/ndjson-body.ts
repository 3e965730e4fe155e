// A lazily generated NDJSON job log body: 1,000,000 JobLogLine lines (10,000 in quick mode) of about 120 bytes
// each, served as a ReadableStream of 64 KiB chunks cut at fixed byte offsets (so lines straddle chunks, as on a
// socket). The bytes of 10,000 distinct lines are built once; the stream replays them 100 times (sequence numbers
// repeat every 10,000 lines), copying one 64 KiB window per pull: generating costs almost nothing.
import { scale } from './quick.js';

export const totalLines = scale(1_000_000, 10_000);
const cycleLines = 10_000;
const chunkSize = 64 * 1024;

const words = [
  'pipeline',
  'extract',
  'rows',
  'loaded',
  'target-postgres',
  'tap-postgres',
  'batch',
  'commit',
  'schema',
  'stream',
  'state',
  'ok',
];

function line(sequence: number): string {
  const minute = String(Math.floor(sequence / 60) % 60).padStart(2, '0');
  const second = String(sequence % 60).padStart(2, '0');
  const micros = String((sequence * 7919) % 1_000_000).padStart(6, '0');
  let message = `step ${sequence}:`;
  // 10 to 50 characters of message: lines average about 120 bytes with the fixed fields.
  const target = 10 + ((sequence * 37) % 41);
  for (let w = sequence; message.length < target; w += 5) message += ` ${words[w % words.length]}`;
  const level = sequence % 25 === 0 ? 'ERROR' : 'INFO';
  const timestamp = `2024-03-01T09:${minute}:${second}.${micros}`;
  return `{"sequence":${sequence + 1_000_000},"timestamp":"${timestamp}","level":"${level}","message":"${message}"}\n`;
}

/** The bytes of one cycle, followed by its first 64 KiB again so any window is contiguous. */
export function buildCycle(): { bytes: Uint8Array; cycleLength: number } {
  let text = '';
  for (let i = 0; i < cycleLines; i++) text += line(i);
  const cycle = new TextEncoder().encode(text);
  const bytes = new Uint8Array(cycle.length + chunkSize);
  bytes.set(cycle, 0);
  bytes.set(cycle.subarray(0, chunkSize), cycle.length);
  return { bytes, cycleLength: cycle.length };
}

/** The whole body as a stream; `onPull` runs on every pull (the RSS sampler hooks in there). */
export function logStream(
  cycle: { bytes: Uint8Array; cycleLength: number },
  onPull: () => void = () => undefined,
): ReadableStream<Uint8Array> {
  const total = cycle.cycleLength * (totalLines / cycleLines);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull();
      if (sent >= total) {
        controller.close();
        return;
      }
      const size = Math.min(chunkSize, total - sent);
      const offset = sent % cycle.cycleLength;
      controller.enqueue(cycle.bytes.slice(offset, offset + size));
      sent += size;
    },
  });
}

/** Total bytes of the body. */
export function totalBytes(cycle: { cycleLength: number }): number {
  return cycle.cycleLength * (totalLines / cycleLines);
}
