// Every flag that reads stdin to its end (`--data -`, `--message -`, `--token -`, `auth login` from a pipe,
// `--property-file KEY=-`) gives up at once on Ctrl-C or SIGTERM, when the pipe stays open and silent (as under a
// supervisor's `timeout`, or `sleep 100 | wdp ...`), and stops reading a stream longer than its limit.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/program/main.js';
import { environment, useCli } from './harness.js';
import { memoryIo } from './memory-io.js';

const cli = useCli();

/** stdin that stays open and gives nothing; `read` resolves once `wdp` asks it for data. */
function silentStdin(): { stdin: Readable; read: Promise<void> } {
  let asked = () => {};
  const read = new Promise<void>((resolve) => {
    asked = resolve;
  });
  return { stdin: new Readable({ read: asked }), read };
}

/** Runs `wdp` with a silent stdin, sends `signal` once it reads stdin, and gives how it ended. */
async function signalledWhileReading(args: readonly string[], signal: 'SIGINT' | 'SIGTERM') {
  const io = memoryIo({ env: environment(cli.env()) });
  const { stdin, read } = silentStdin();
  io.stdin = stdin;
  const exited = main(args, io);
  await read;
  io.signals.emit(signal);
  return { code: await exited, stdout: io.stdout.text(), stderr: io.stderr.text(), destroyed: stdin.destroyed };
}

describe('a flag that reads stdin', () => {
  const reading: Array<[string, string[]]> = [
    ['api --data -', ['api', 'POST', '/api/workspaces', '--data', '-']],
    ['comments post --message -', ['comments', 'post', 'q3-revenue', '--message', '-']],
    ['--token -', ['profile', '--token', '-']],
    ['auth login from a pipe', ['auth', 'login', '--context', 'piped']],
    ['--property-file KEY=-', ['components', 'create', '--name', 'x', '--plugin', 'y', '--property-file', 'k=-']],
  ];

  describe.each([
    ['SIGINT', 130, 'Interrupted'],
    ['SIGTERM', 143, 'Terminated'],
  ] as const)('on %s', (signal, code, said) => {
    it.each(reading)(`%s gives up (exit ${code}) while stdin is open and silent`, async (_, args) => {
      expect(await signalledWhileReading(args, signal)).toEqual({
        code,
        stdout: '',
        stderr: `${said}\n`,
        destroyed: true,
      });
    });
  });

  it('--data - stops reading past 64 MiB (exit 2) and sends nothing', async () => {
    let pulled = 0;
    const long = Readable.from(
      (function* () {
        for (; pulled < 80; pulled++) yield Buffer.alloc(1024 * 1024, 0x20);
      })(),
    );
    const io = memoryIo({ env: environment(cli.env()) });
    io.stdin = long;
    const before = cli.service.admin.journal().length;
    const code = await main(['api', 'POST', '/api/workspaces', '--data', '-'], io);
    expect({ code, stdout: io.stdout.text(), stderr: io.stderr.text() }).toEqual({
      code: 2,
      stdout: '',
      stderr: '--data - gave more than 64 MiB; nothing was sent.\n',
    });
    expect(pulled).toBeLessThan(70);
    expect(long.destroyed).toBe(true);
    expect(cli.service.admin.journal().length).toBe(before);
  });
});
