// The `wdp` bin of the installed package, run as a user's shell runs it (node_modules/.bin/wdp, by its shebang's
// interpreter), each run with a settings folder of its own and no setting but those a probe gives.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The token a run signs in with unless it gives its own. */
const probeToken = `tok_${'Pr0be'.repeat(8)}`;

/**
 * Starts `wdp args` on the service at `baseUrl` (none: `WDP_BASE_URL` unset), with `env` added and, when given,
 * `contexts` as its contexts.json. Gives the child, its stdin left open, and `ended`: its exit code or the signal
 * that ended it, and what it wrote.
 */
export function startWdp(args, { baseUrl, auth = probeToken, env = {}, contexts } = {}) {
  const home = mkdtempSync(join(tmpdir(), 'wdp-claims-home-'));
  if (contexts) writeFileSync(join(home, 'contexts.json'), JSON.stringify(contexts), { mode: 0o600 });
  const settings = { WDP_TOKEN: auth, ...(baseUrl && { WDP_BASE_URL: baseUrl }), ...env };
  const base = { PATH: process.env.PATH, HOME: home, WDP_CONFIG_DIR: home, WDP_KEYRING: '0', CI: 'true' };
  const child = spawn(process.execPath, [join('node_modules', '.bin', 'wdp'), ...args], {
    env: { ...base, ...settings },
  });
  const out = { stdout: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (text) => (out.stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text) => (out.stderr += text));
  child.stdin.on('error', () => {}); // a stdin wdp stops reading, or never reads, is closed early: EPIPE is expected
  const ended = new Promise((resolve) =>
    child.on('close', (code, signal) => {
      rmSync(home, { recursive: true, force: true });
      resolve({ code, signal, ...out });
    }),
  );
  return { child, ended };
}

/** Runs `wdp args` to its end, `stdin` (if any) written to it and then closed; resolves to how it ended. */
export function wdp(args, { stdin, ...options } = {}) {
  const { child, ended } = startWdp(args, options);
  child.stdin.end(stdin);
  return ended;
}
