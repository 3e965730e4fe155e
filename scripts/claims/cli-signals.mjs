// docs/cli.md on the installed `wdp` bin: "A flag that reads stdin reads it to its end; Ctrl-C or SIGTERM stops it at
// once (exit 130 or 143), even when the pipe stays open and silent": `wdp api POST ... --data -` reading a pipe that
// gets no more, then the signal, ends with the code the guide gives, one message on stderr, and nothing sent.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { figure, promised } from './guides.mjs';
import { recordingService } from './recording-service.mjs';
import { startWdp } from './wdp-bin.mjs';

/**
 * More than a pipe holds (64 KiB on Linux, less elsewhere): its write drains only once wdp has read most of it, so
 * `wdp` is reading stdin, and has long set its signal handlers (before them, a signal kills node: no exit code).
 */
const head = Buffer.alloc(1024 * 1024, 0x20);

/** Sends `signal` to `wdp api POST --data -` once it is reading stdin, which then stays open and silent. */
async function stoppedReading(signal, baseUrl) {
  const { child, ended } = startWdp(['api', 'POST', '/api/workspaces', '--data', '-'], { baseUrl });
  await once(child, 'spawn');
  assert.equal(child.stdin.write(head), false, 'the write waits for wdp to read it');
  // A wdp that ends without reading never drains it (its stdin may fail EPIPE instead).
  const drained = once(child.stdin, 'drain').then(
    () => 'reading',
    () => 'ended',
  );
  const first = await Promise.race([drained, ended.then(() => 'ended')]);
  if (first !== 'reading') assert.fail(`wdp ended before reading stdin: ${JSON.stringify(await ended)}`);
  child.kill(signal);
  const run = await ended;
  child.stdin.destroy();
  return run;
}

export async function probe() {
  promised('cli.md', 'A flag that reads stdin reads it to its end;');
  const stops = (codes) =>
    new RegExp(
      String.raw`Ctrl-C or SIGTERM stops it at once \(exit ${codes}\), even when the pipe stays open and silent`,
      'g',
    );
  const interrupted = figure('cli.md', stops(String.raw`(\d+) or \d+`));
  const terminated = figure('cli.md', stops(String.raw`\d+ or (\d+)`));
  promised('cli.md', new RegExp(`\\| ${interrupted} +\\| interrupted \\(Ctrl-C\\)`));
  promised('cli.md', new RegExp(`\\| ${terminated} +\\| terminated \\(SIGTERM\\)`));
  const service = await recordingService();
  try {
    for (const [signal, code, word] of [
      ['SIGINT', interrupted, /interrupted/i],
      ['SIGTERM', terminated, /terminated/i],
    ]) {
      const run = await stoppedReading(signal, service.url);
      assert.deepEqual([run.code, run.signal], [code, null], `${signal} while reading stdin: ${run.stderr}`);
      assert.match(run.stderr, /^[^\n]+\n$/, `${signal}: one message on stderr`);
      assert.match(run.stderr, word, `${signal}: stderr says what stopped it`);
      assert.equal(run.stdout, '', `${signal}: nothing on stdout`);
      assert.deepEqual(service.received, [], `${signal} while reading stdin: nothing is sent`);
    }
  } finally {
    await service.close();
  }
  return (
    `--data - stopped while reading an open, silent stdin: SIGINT exit ${interrupted}, SIGTERM exit ` +
    `${terminated}, one line on stderr, nothing sent`
  );
}
