// The one test of `wdp auth login` as a person meets it: the real binary on a pseudo-terminal (@lydell/node-pty, a
// prebuilt node-pty), where the kernel's line discipline would echo every key if wdp did not turn echo off.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { spawn } from '@lydell/node-pty';
import { describe, expect, it } from 'vitest';
import { cliBundle } from '../helpers/cli-bundle.js';
import { environment, useCli } from './harness.js';

const cli = useCli();

describe('wdp auth login on a pseudo-terminal', () => {
  it('shows the prompt, echoes nothing of the typed token, and saves it on Enter', async () => {
    const token = cli.service.fixtures.member.token;
    // WDP_KEYRING=0: the token goes to the contexts file, never to the machine's own keychain.
    const env = environment({
      WDP_BASE_URL: cli.server.url,
      WDP_CONFIG_DIR: cli.configDir,
      WDP_KEYRING: '0',
      CI: undefined,
    });
    const terminal = spawn(process.execPath, [cliBundle, 'auth', 'login', '--context', 'pty'], {
      env: env as Record<string, string>,
      cols: 80,
      rows: 24,
    });
    let screen = '';
    const waiters: Array<() => void> = [];
    terminal.onData((text) => {
      screen += text;
      for (const check of waiters.splice(0)) check();
    });
    const exited = new Promise<number>((resolve) => terminal.onExit(({ exitCode }) => resolve(exitCode)));
    const shown = (pattern: RegExp) =>
      new Promise<void>((resolve, reject) => {
        const check = () => (pattern.test(screen) ? resolve() : waiters.push(check));
        void exited.then(() => reject(new Error(`wdp ended before the terminal showed ${pattern}:\n${screen}`)));
        check();
      });
    await shown(/Paste your token: $/);
    terminal.write(`${token}\r`);
    expect(await exited).toBe(0);
    expect(screen).not.toContain(token);
    expect(screen).not.toContain('*');
    expect(screen).toMatch(/Paste your token: \r\nSigned in as Linus Torvalds/);
    const stored = JSON.parse(await readFile(join(cli.configDir, 'contexts.json'), 'utf8'));
    expect(stored.contexts.pty.token).toBe(token);
  });
});
