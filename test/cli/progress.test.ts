import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { elapsed, Progress } from '../../src/cli/output/progress.js';
import type { Io } from '../../src/cli/output/terminal.js';

/** An Io whose stderr is recorded, a terminal or not. */
function recorded(isTTY: boolean, env: NodeJS.ProcessEnv = {}): { io: Io; written: () => string } {
  const stderr = Object.assign(new PassThrough(), { isTTY });
  let text = '';
  stderr.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const io: Io = {
    stdout: new PassThrough(),
    stderr,
    stdin: new PassThrough(),
    env,
    cwd: '.',
    signals: new EventEmitter(),
  };
  return { io, written: () => text };
}

describe('Progress', () => {
  // The clock stands still unless a test moves it: the elapsed time printed never depends on the machine's speed.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes one line per change of state when stderr is not a terminal', () => {
    const { io, written } = recorded(false);
    const progress = new Progress(io, 'Waiting for job 7:');
    for (const state of ['QUEUED', 'QUEUED', 'RUNNING', 'COMPLETE']) progress.update(state);
    progress.end();
    expect(written()).toBe(
      'Waiting for job 7: QUEUED 0s\nWaiting for job 7: RUNNING 0s\nWaiting for job 7: COMPLETE 0s\n',
    );
  });

  it('redraws one line in place on a terminal, and clears it at the end', () => {
    const { io, written } = recorded(true);
    const progress = new Progress(io, 'Waiting for job 7:');
    progress.update('QUEUED');
    progress.update('RUNNING');
    progress.end();
    expect(written()).toBe('\r\x1b[KWaiting for job 7: QUEUED 0s\r\x1b[KWaiting for job 7: RUNNING 0s\r\x1b[K');
  });

  it('treats a terminal under CI as no terminal', () => {
    const { io, written } = recorded(true, { CI: 'true' });
    const progress = new Progress(io, 'Job:');
    progress.update('QUEUED');
    progress.end();
    expect(written()).toBe('Job: QUEUED 0s\n');
  });
});

describe('elapsed', () => {
  it('writes seconds, minutes and hours', () => {
    expect(elapsed(999)).toBe('0s');
    expect(elapsed(4_000)).toBe('4s');
    expect(elapsed(125_000)).toBe('2m05s');
    expect(elapsed(3_725_000)).toBe('1h02m05s');
  });
});
