// The tests that need `wdp` as a real process, run from its bundle: the shebang and startup, exit codes set by the
// real entry, a reader that goes away (EPIPE), signals from outside (SIGINT, SIGTERM) and an OS limit on file size.
// Everything else drives main() in this process (harness.ts). Each waits on an event (output, exit); the limit
// only bounds a hang, sized for a loaded 2-core machine.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { version } from '../../src/version.js';
import { cliBundle } from '../helpers/cli-bundle.js';
import { listening } from '../helpers/loopback.js';
import { useCli } from './harness.js';
import { spawnWdp } from './spawn-wdp.js';

const cli = useCli();

describe('wdp as a process', { timeout: 120_000 }, () => {
  it('starts by its shebang: --version prints the version (exit 0)', async () => {
    const started = spawnWdp(['--version'], {}, [cliBundle]);
    expect(await started.exited).toBe(0);
    expect({ stdout: started.stdout(), stderr: started.stderr() }).toEqual({ stdout: `${version}\n`, stderr: '' });
  });

  it("sets V8's flags only on Node 20 (Liftoff-only WebAssembly: its exit waits on no compile)", async () => {
    // A preload wraps node:v8's setFlagsFromString (synced into the ESM binding the bundle imports) to print flags.
    const preload = `import v8 from 'node:v8'; import { syncBuiltinESMExports } from 'node:module';
      v8.setFlagsFromString = (flag) => process.stderr.write('v8 flag: ' + flag + '\\n');
      syncBuiltinESMExports();`;
    const traced = [process.execPath, '--import', `data:text/javascript,${encodeURIComponent(preload)}`, cliBundle];
    const listed = spawnWdp(['context', 'list', '--json'], { WDP_CONFIG_DIR: cli.configDir }, traced);
    expect(await listed.exited).toBe(0);
    const nodeLine = process.versions.node.split('.')[0];
    expect(listed.stderr()).toBe(nodeLine === '20' ? 'v8 flag: --liftoff-only\n' : '');
  });

  it("sets the process's exit code: 0 done, 2 a usage mistake, 1 a failed call", async () => {
    const done = spawnWdp(['profile', '--json'], cli.env());
    expect(await done.exited).toBe(0);
    expect(JSON.parse(done.stdout())).toMatchObject({ name: 'Ada Lovelace' });
    const usage = spawnWdp(['workspaces', 'create'], cli.env());
    expect(await usage.exited).toBe(2);
    expect(usage.stderr()).toContain("required option '--name <name>' not specified");
    const failed = spawnWdp(['profile'], { ...cli.env(), WDP_TOKEN: 'not-a-token-of-the-mock' });
    expect(await failed.exited).toBe(1);
    expect(failed.stdout()).toBe('');
    expect(failed.stderr()).toMatch(/^AuthenticationError: .*401/);
  });

  it('--verbose prints the stack of a failure, mapped to src/ by the source maps; without it, no stack', async () => {
    // A port fetch refuses to use fails at once, with no connection and no network.
    const args = ['profile', '--base-url', 'http://127.0.0.1:1', '--token', 'x'];
    const verbose = spawnWdp([...args, '--verbose'], {});
    expect(await verbose.exited).toBe(1);
    expect(verbose.stderr()).toMatch(
      /\nConnectionError: Cannot reach http:\/\/127\.0\.0\.1:1: bad port\. \(request id [0-9a-f-]{36}\)\n/,
    );
    expect(verbose.stderr()).toMatch(/\n {4}at .*\/src\/core\/http\/failures\.ts:\d+:\d+\)?\n/);
    expect(verbose.stderr()).toMatch(/\n {4}at .*\/src\/cli\/program\/main\.ts:\d+:\d+\)?\n/);
    const quiet = spawnWdp(args, {});
    expect(await quiet.exited).toBe(1);
    expect(quiet.stderr()).not.toContain('    at ');
  });

  it('ends quietly (exit 0, no stack trace) when the reader of its output goes away', async () => {
    const running = spawnWdp(['workspaces', 'list', '--all'], cli.env());
    running.child.stdout.destroy(); // as `| head -1` does once it has read enough
    expect(await running.exited).toBe(0);
    expect(running.stderr()).toBe('');
  });

  it('goes on to its end when the reader of its stderr goes away: stdout and the exit code as ever', async () => {
    const running = spawnWdp(['pipelines', 'run', 'orders-etl', '--wait', '--interval', '20'], cli.env());
    await running.waitFor('stderr', /Waiting for job/);
    running.child.stderr.destroy(); // as `2>&1 >/dev/null | head -1` does once it has read enough
    expect(await running.exited).toBe(0);
    expect(running.stdout()).toMatch(/^Job ([0-9a-f-]{36}) QUEUED\nJob \1 COMPLETE\n$/);
  });

  it('stops on SIGINT (Ctrl-C) with exit 130 and "Interrupted"', async () => {
    const watch = spawnWdp(['notifications', 'watch', '--interval', '20'], cli.env());
    await watch.waitFor('stderr', /press Ctrl-C to stop\.\n/);
    watch.child.kill('SIGINT');
    const ended = { code: await watch.exited, stderr: watch.stderr() };
    expect(ended).toEqual({
      code: 130,
      stderr: 'Watching for notifications every 20 ms; press Ctrl-C to stop.\nInterrupted\n',
    });
  });

  it('wdp mock stops on SIGTERM (exit 0) and closes its port', async () => {
    const mock = spawnWdp(['mock', '--json', '--port', '0'], {});
    await mock.waitFor('stdout', /\n/);
    const { baseUrl } = JSON.parse(mock.stdout()) as { baseUrl: string };
    expect(await listening(baseUrl)).toBe(true);
    mock.child.kill('SIGTERM');
    expect(await mock.exited).toBe(0);
    expect(await listening(baseUrl)).toBe(false);
  });

  it('leaves the contexts file intact when a write fails part way (a file size limit: EFBIG)', async () => {
    const env = { WDP_CONFIG_DIR: cli.configDir };
    const created = spawnWdp(['context', 'create', 'dev', '--base-url', 'https://dev.example.com'], env);
    expect(await created.exited).toBe(0);
    const contexts = join(cli.configDir, 'contexts.json');
    const before = await readFile(contexts, 'utf8');
    // Under a limit of one 512-byte block, writing the new, larger file fails part way.
    const limited = ['sh', '-c', 'ulimit -f 1; exec "$0" "$@"', process.execPath, cliBundle];
    const failed = spawnWdp(['context', 'update', '--token', 'x'.repeat(2000)], env, limited);
    expect(await failed.exited).toBe(1);
    // The token on argv is warned about first (argv-secrets.ts), then the write fails.
    const [warning, failure] = failed.stderr().split('\n');
    expect(warning).toMatch(/^warning: --token puts a secret on the command line, /);
    expect(failure).toMatch(/^Cannot write the contexts file .*contexts\.json: EFBIG/);
    expect(await readFile(contexts, 'utf8')).toBe(before);
    expect(await readdir(cli.configDir)).toEqual(['contexts.json']);
  });

  // Node's recursive mkdir spins for ever on such a folder, deaf to SIGTERM: a process, killed if it outlives the test.
  it('fails at once on a config folder under /proc (exit 1), naming it', async () => {
    const dir = '/proc/nonexistent/x';
    const created = spawnWdp(['context', 'create', 'ci', '--base-url', 'https://x.example.com'], {
      WDP_CONFIG_DIR: dir,
    });
    onTestFinished(() => {
      if (created.child.exitCode === null && created.child.signalCode === null) created.child.kill('SIGKILL');
    });
    expect(await created.exited).toBe(1);
    expect({ stdout: created.stdout(), stderr: created.stderr() }).toEqual({
      stdout: '',
      stderr:
        `Cannot create the folder of the contexts file ${dir}: ENOENT: no such file or directory, mkdir ` +
        "'/proc/nonexistent'; create it yourself, or set WDP_CONFIG_DIR to a folder you can write.\n",
    });
  });
});
