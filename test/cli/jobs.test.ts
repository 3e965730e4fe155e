import { describe, expect, it, vi } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();

/** A deploy job of the demo workspace created now: QUEUED 2 s, RUNNING 8 s of the mock's clock (or stopped). */
function seedJob(init: { stoppedAfterMs?: number } = {}): string {
  const { workspaceId, owner } = cli.service.fixtures;
  const now = cli.service.clock.now();
  const stoppedAt = init.stoppedAfterMs === undefined ? undefined : now + init.stoppedAfterMs;
  return cli.service.seed.job({ workspaceId, type: 'WORKSPACE_DEPLOY', profileId: owner.id, stoppedAt }).id;
}

describe('wdp jobs list | get', () => {
  it("lists the workspace's jobs newest first, or a pipeline's with --pipeline", async () => {
    const id = seedJob();
    const all = await cli.wdp(['jobs', 'list']);
    expect(all).toMatchObject({ code: 0, stderr: '' });
    const rows = all.stdout.trimEnd().split('\n');
    expect(rows[0]).toMatch(/^ID {36}TYPE {14}STATUS {4}CREATED$/);
    expect(rows[1]).toMatch(new RegExp(`^${id}  WORKSPACE_DEPLOY +QUEUED +2024-03-01T`));
    expect(rows.slice(2).map((row) => row.split(/ +/).slice(1, 3))).toEqual([
      ['PIPELINE_CONFIG', 'COMPLETE'],
      ['PIPELINE_CONFIG', 'COMPLETE'],
      ['WORKSPACE_INIT', 'COMPLETE'],
      ['PIPELINE_RUN', 'RUNNING'],
      ['PIPELINE_RUN', 'ERROR'],
      ...Array(4).fill(['PIPELINE_RUN', 'COMPLETE']),
    ]);
    const ofPipeline = await cli.wdp(['jobs', 'list', '--pipeline', 'orders-etl', '--json']);
    expect(JSON.parse(ofPipeline.stdout).map((job: { type: string }) => job.type)).toEqual([
      'PIPELINE_CONFIG',
      ...Array(3).fill('PIPELINE_RUN'),
    ]);
  });

  it('shows a job as fields, and as JSON', async () => {
    const id = seedJob();
    const text = await cli.wdp(['jobs', 'get', id]);
    expect(text).toMatchObject({ code: 0, stderr: '' });
    expect(text.stdout).toMatch(new RegExp(`^id: +${id}\\ntype: +WORKSPACE_DEPLOY\\nstatus: +QUEUED\\n`));
    const json = await cli.wdp(['jobs', 'get', id, '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ id, type: 'WORKSPACE_DEPLOY', status: 'QUEUED' });
    const missing = await cli.wdp(['jobs', 'get', 'no-such-job']);
    expect(missing).toMatchObject({ code: 1, stdout: '' });
    expect(missing.stderr).toMatch(/^NotFoundError: .*404.*\n$/);
  });
});

describe('wdp jobs logs', () => {
  it('prints the log so far, and with --follow every line until the job ends', async () => {
    const id = seedJob();
    cli.service.clock.advance(2_500); // with the request's own 500 ms, RUNNING for 1 s: three lines so far
    const sofar = await cli.wdp(['jobs', 'logs', id]);
    expect(sofar).toMatchObject({ code: 0, stderr: '' });
    expect(sofar.stdout).toBe(
      `Starting WORKSPACE_DEPLOY job ${id}\nChecking out https://git.example.com/acme/analytics.git at ` +
        `${cli.service.store.jobs.get(id)?.commitId.slice(0, 7)}\nInstalling project dependencies\n`,
    );
    const followed = await cli.wdp(['jobs', 'logs', id, '--follow', '--interval', '10']);
    expect(followed).toMatchObject({ code: 0, stderr: '' });
    expect(followed.stdout.startsWith(sofar.stdout)).toBe(true);
    expect(followed.stdout).toMatch(/\nDeploying to workspace Analytics\n(.*\n)*Job finished with status COMPLETE\n$/);
  });

  it('prints NDJSON log lines with --json', async () => {
    const id = seedJob();
    cli.service.clock.advance(10_000);
    const result = await cli.wdp(['jobs', 'logs', id, '--json']);
    const lines = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(17);
    expect(lines[0]).toEqual({
      sequence: 0,
      timestamp: '2024-03-01T09:00:02.000',
      level: 'INFO',
      message: `Starting WORKSPACE_DEPLOY job ${id}`,
    });
    expect(lines[16]).toMatchObject({ sequence: 16, message: 'Job finished with status COMPLETE' });
  });
});

describe('log lines over --max-line-length', () => {
  /** The limit on a message: the deploy's longer messages go over it; the shorter ones, lines and all, do not. */
  const max = 40;

  /** The job's 17 lines as NDJSON gives them, and what `jobs logs --max-line-length 40` prints of them. */
  async function longLines() {
    const id = seedJob();
    cli.service.clock.advance(10_000);
    const json = await cli.wdp(['jobs', 'logs', id, '--json']);
    const lines = json.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { sequence: number; message: string });
    const expected = lines
      .map(({ message }) =>
        message.length > max ? `${message.slice(0, max)}… [cut: longer than ${max} characters]` : message,
      )
      .join('\n');
    return { id, lines, expected: `${expected}\n` };
  }

  it('prints a longer message as its first N characters, marked, and the lines after it (exit 0)', async () => {
    const { id, lines, expected } = await longLines();
    expect(lines.filter((line) => line.message.length > max).length).toBeGreaterThan(0);
    // Messages within the limit are printed whole and unmarked, however long their NDJSON line.
    const whole = lines.filter((line) => line.message.length <= max);
    expect(whole.map((line) => line.message)).toContain('Job finished with status COMPLETE');
    expect(whole.every((line) => JSON.stringify(line).length > max)).toBe(true);
    const sofar = await cli.wdp(['jobs', 'logs', id, '--max-line-length', String(max)]);
    expect(sofar).toEqual({ code: 0, stdout: expected, stderr: '' });
    for (const printed of sofar.stdout.trimEnd().split('\n'))
      expect(printed.replace(/… \[cut: longer than 40 characters\]$/, '').length).toBeLessThanOrEqual(max);
    const followed = await cli.wdp(['jobs', 'logs', id, '--follow', '--interval', '10', '--max-line-length', `${max}`]);
    expect(followed).toEqual({ code: 0, stdout: expected, stderr: '' });
  });

  it('gives a cut line as its NDJSON record, the message cut and marked, in its place', async () => {
    const { id, lines } = await longLines();
    const result = await cli.wdp(['jobs', 'logs', id, '--json', '--max-line-length', String(max)]);
    expect(result.code).toBe(0);
    const records = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records).toEqual(
      lines.map((line) =>
        line.message.length > max
          ? { ...line, message: line.message.slice(0, max), cut: true, maxLineLength: max }
          : line,
      ),
    );
    expect(records.some((record) => record['cut'] === true)).toBe(true);
  });

  it('refuses a --max-line-length that is not a whole number >= 1 (exit 2)', async () => {
    expect(await cli.wdp(['jobs', 'logs', 'any', '--max-line-length', '0'])).toEqual({
      code: 2,
      stdout: '',
      stderr: '--max-line-length takes a whole number of characters >= 1; got "0".\n',
    });
  });
});

describe('wdp jobs wait | stop', () => {
  it('waits for the end with a progress line per state (COMPLETE: exit 0); --json prints the job', async () => {
    const id = seedJob();
    const result = await cli.wdp(['jobs', 'wait', id, '--interval', '10']);
    expect(result).toMatchObject({ code: 0, stdout: `Job ${id} COMPLETE\n` });
    expect(result.stderr).toMatch(
      new RegExp(`^Waiting for job ${id}: QUEUED \\d+s\\n.*RUNNING \\d+s\\n.*COMPLETE \\d+s\\n$`),
    );
    const json = await cli.wdp(['jobs', 'wait', id, '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ id, status: 'COMPLETE' });
  });

  it('on a terminal (a TTY, not CI) redraws one progress line in place and clears it at the end', async () => {
    const id = seedJob();
    const result = await cli.wdp(['jobs', 'wait', id, '--interval', '10'], { tty: true, env: { CI: undefined } });
    expect(result).toMatchObject({ code: 0, stdout: `Job ${id} COMPLETE\n` });
    const redraw = `\\r\\x1b\\[KWaiting for job ${id}: (QUEUED|RUNNING|COMPLETE) \\d+s`;
    expect(result.stderr).toMatch(new RegExp(`^(${redraw})+\\r\\x1b\\[K$`));
    expect(result.stderr).toContain('RUNNING');
  });

  it('on a TERM=dumb terminal, which shows escapes rather than obeying them, prints a line per state', async () => {
    const id = seedJob();
    const env = { CI: undefined, TERM: 'dumb' };
    const result = await cli.wdp(['jobs', 'wait', id, '--interval', '10'], { tty: true, env });
    expect(result).toMatchObject({ code: 0, stdout: `Job ${id} COMPLETE\n` });
    expect(result.stderr).toMatch(
      new RegExp(`^Waiting for job ${id}: QUEUED \\d+s\\n.*RUNNING \\d+s\\n.*COMPLETE \\d+s\\n$`),
    );
  });

  it('ends with exit code 3 when the job is stopped while it waits', async () => {
    const id = seedJob({ stoppedAfterMs: 3_000 });
    const result = await cli.wdp(['jobs', 'wait', id, '--interval', '10']);
    expect(result).toMatchObject({ code: 3, stdout: `Job ${id} STOPPED\n` });
    expect(result.stderr).toMatch(
      new RegExp(
        `^Waiting for job ${id}: QUEUED \\d+s\\n.*RUNNING \\d+s\\n.*STOPPED \\d+s\\n` +
          `Job ${id} ended STOPPED; see its log: \`wdp jobs logs ${id}\`.\\n$`,
      ),
    );
  });

  it('stops a job from another wdp, which then waits for it in vain (exit 3); a second stop is refused', async () => {
    const id = seedJob();
    const stopped = await cli.wdp(['jobs', 'stop', id]);
    expect(stopped).toMatchObject({ code: 0, stdout: `Job ${id} STOPPED\n`, stderr: '' });
    const waited = await cli.wdp(['jobs', 'wait', id]);
    expect(waited).toMatchObject({ code: 3, stdout: `Job ${id} STOPPED\n` });
    const again = await cli.wdp(['jobs', 'stop', id]);
    expect(again).toMatchObject({ code: 1, stdout: '' });
    expect(again.stderr).toMatch(
      /^ConflictError: .*409.*already finished with status STOPPED\) \(request id [0-9a-f-]{36}\)\n$/,
    );
  });

  it('needs an admin to stop a job (exit 1)', async () => {
    const result = await cli.wdp(['jobs', 'stop', seedJob()], { role: 'member' });
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toMatch(/^PermissionDeniedError: .*403/);
  });
});

/** The text with each progress line's time waited as `Ns`: how long a wait took is the machine's, not wdp's. */
const elapsedAsN = (text: string) => text.replace(/ \d+s\n/g, ' Ns\n');

describe('wdp jobs wait on a slow clock', () => {
  const slow = useCli({ autoAdvanceMs: 1 });

  it('gives up after --timeout with exit code 4, saying the job goes on', async () => {
    const { workspaceId, owner } = slow.service.fixtures;
    const { id } = slow.service.seed.job({ workspaceId, type: 'WORKSPACE_DEPLOY', profileId: owner.id });
    const result = await slow.wdp(['jobs', 'wait', id, '--timeout', '0.3', '--interval', '10']);
    expect(result).toMatchObject({ code: 4, stdout: '' });
    expect(elapsedAsN(result.stderr)).toBe(
      `Waiting for job ${id}: QUEUED Ns\nTimed out after 0.3s waiting for job ${id}, which is still QUEUED and ` +
        `goes on running. Wait again with \`wdp jobs wait ${id}\`, or stop it with \`wdp jobs stop ${id}\`.\n`,
    );
    expect(slow.service.store.jobs.get(id)?.stoppedAt).toBeUndefined();
  });
});

describe('wdp jobs wait on a clock that stands still', () => {
  const still = useCli({ autoAdvanceMs: 0 });

  /** Runs `wdp` and gives what it wrote, its exit code and the requests the mock answered (`GET /api/...`). */
  async function recorded(args: string[]) {
    const handle = vi.spyOn(still.service, 'handle');
    try {
      const result = await still.wdp(args);
      const requests = handle.mock.calls.map(([request]) => `${request.method} ${new URL(request.url).pathname}`);
      return { ...result, requests };
    } finally {
      handle.mockRestore();
    }
  }

  it('ends at once with exit code 4, saying the mock cannot move the job; it polls twice, nothing more', async () => {
    const { workspaceId, owner } = still.service.fixtures;
    const { id } = still.service.seed.job({ workspaceId, type: 'WORKSPACE_DEPLOY', profileId: owner.id });
    const result = await recorded(['jobs', 'wait', id, '--interval', '10']);
    expect(result).toMatchObject({ code: 4, stdout: '' });
    expect(elapsedAsN(result.stderr)).toBe(
      `Waiting for job ${id}: QUEUED Ns\nJob ${id} is still QUEUED, and the mock's clock stands still, so it ` +
        'cannot end; serve the mock with a moving clock (`wdp mock`, or the mock with autoAdvanceMs).\n',
    );
    // The SDK's TimeoutError says why (its reason 'stalled-clock'): wdp asks the mock nothing more.
    expect(result.requests).toEqual([`GET /api/jobs/${id}`, `GET /api/jobs/${id}`]);
  });

  it('ends `jobs logs --follow` with exit code 4 too, saying the job has not ended', async () => {
    const { workspaceId, owner } = still.service.fixtures;
    const { id } = still.service.seed.job({ workspaceId, type: 'WORKSPACE_DEPLOY', profileId: owner.id });
    const result = await recorded(['jobs', 'logs', id, '--follow', '--interval', '10']);
    expect(result).toMatchObject({ code: 4, stdout: '' });
    expect(result.stderr).toBe(
      `Job ${id} has not ended, and the mock's clock stands still, so it cannot end; serve the mock with a ` +
        'moving clock (`wdp mock`, or the mock with autoAdvanceMs).\n',
    );
    expect(result.requests.at(-1)).toBe(`GET /api/jobs/${id}`);
  });
});
