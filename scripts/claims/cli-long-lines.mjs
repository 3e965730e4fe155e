// docs/cli.md's long log lines, on the installed `wdp` bin (`wdp jobs logs`, from a loopback service serving the
// log): a message longer than `--max-line-length` (by default the guide's N MiB of characters) is printed as its
// first N characters, marked cut, and the log goes on; of a line past the read limit it keeps at most the guide's
// first 200 characters, prints the message as far as they hold it, marked cut, and reads on from the next line.
import assert from 'node:assert/strict';
import { figure, promised } from './guides.mjs';
import { recordingService } from './recording-service.mjs';
import { wdp } from './wdp-bin.mjs';

const job = '3c1f6a2e-9b4d-4e8f-a1c2-5d6e7f8a9b0c';
const timestamp = '2024-03-01T09:00:00.000';
/** A log line as the service writes it in NDJSON, its message last (so a line's start holds every other field). */
const logLine = (sequence, message) => JSON.stringify({ sequence, timestamp, level: 'INFO', message });

/** Answers the log of `job` as NDJSON from the line its `?sequence=` asks for; anything else, 404. */
function logService(messages) {
  return recordingService((request, response) => {
    const url = new URL(request.url, 'http://wdp');
    if (url.pathname !== `/api/jobs/${job}/logs`) return response.writeHead(404).end();
    const from = Number(url.searchParams.get('sequence') ?? 0);
    const lines = messages.slice(from).map((message, n) => `${logLine(from + n, message)}\n`);
    response.on('error', () => {}); // wdp stops reading at a line past its read limit
    response.writeHead(200, { 'content-type': 'application/x-ndjson' }).end(lines.join(''));
  });
}

export async function probe() {
  promised(
    'cli.md',
    'is printed cut: its first N characters, marked `… [cut: longer than N characters]`; a shorter message is ' +
      'printed whole, unmarked. The log goes on.',
  );
  promised(
    'cli.md',
    'it prints the message as far as they hold it, marked cut unless they hold all of it within N characters, and ' +
      'reads on from the next line.',
  );
  const mib = figure('cli.md', /longer than `--max-line-length` characters \(default (\d+) MiB\)/g);
  const kept = figure('cli.md', /Of a line longer still it keeps at most the first (\d+) characters/g);
  const max = mib * 1024 * 1024;
  // Past the read limit, whatever room it gives a message's JSON escapes: JSON writes a character in 6 at most.
  const past = 'y'.repeat(7 * max);
  const messages = ['x'.repeat(max + 1), 'a short line', past, 'the log goes on'];
  const service = await logService(messages);
  try {
    const run = await wdp(['jobs', 'logs', job], { baseUrl: service.url });
    assert.equal(run.code, 0, run.stderr);
    const printed = run.stdout.split('\n');
    const marked = ` [cut: longer than ${max} characters]`;
    const start = logLine(2, past).slice(0, kept);
    const held = start.slice(start.indexOf('"message":"') + '"message":"'.length);
    const expected = [`${'x'.repeat(max)}…${marked}`, 'a short line', `${held}…${marked}`, 'the log goes on', ''];
    assert.deepEqual(
      printed.map((line) => line.length),
      expected.map((line) => line.length),
      'the lengths of the lines printed',
    );
    for (const [n, line] of printed.entries()) assert.ok(line === expected[n], `line ${n}: ${line.slice(-60)}`);
    const asked = [`GET /api/jobs/${job}/logs?sequence=0`, `GET /api/jobs/${job}/logs?sequence=3`];
    assert.deepEqual(service.received, asked, 'the log is read again from the line after the one past the limit');
  } finally {
    await service.close();
  }
  return (
    `a log message over the default ${mib} MiB printed as its first ${max} characters, marked cut; of a line past ` +
    `the read limit the first ${kept} characters kept, and the log read on from the next line`
  );
}
