// Copied by check-doc-blocks.mjs into a project where the tarball is installed, and run there, so that `wdp-sdk` and
// `wdp-sdk/mock` resolve to the installed package: runs the guides' blocks it is given (blocks.json: a TypeScript
// block as a transpiled module, a shell block as its bash script), each against a fresh mock server of the demo data,
// as test/docs/code-blocks.test.ts runs them against src/. A TypeScript block is imported in this process, one at a
// time, with its WDP_* variables and its console kept; a shell block is bash in a folder of its own, in a process
// group killed when it ends, with the package's bin first on its PATH. Each block's end goes to the parent over IPC.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format } from 'node:util';
import { startMockServer } from 'wdp-sdk/mock';

const manifest = resolve(process.argv[2] ?? '');
const { blocks, jobs, blockMs } = JSON.parse(readFileSync(manifest, 'utf8'));
const folders = dirname(manifest);
const bin = resolve('node_modules', '.bin');
// What a user's shell has: no bin folder of the repository's node_modules (npm puts them on the PATH of a script it
// runs), no WDP_* variable of this machine; no NODE_EXTRA_CA_CERTS, which Node 20 parses at every start for nothing
// (code-blocks.test.ts says more).
const path = [
  bin,
  ...(process.env.PATH ?? '').split(delimiter).filter((dir) => !dir.endsWith(`node_modules${sep}.bin`)),
];
const inherited = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith('WDP_') && name !== 'NODE_EXTRA_CA_CERTS'),
);

/** The process groups of the shell blocks running now, by their leader's pid: killed however this process ends. */
const groups = new Set();
process.once('exit', () => {
  for (const pid of groups) killGroup(pid);
});
process.once('SIGINT', () => process.exit(130)).once('SIGTERM', () => process.exit(143));
process.once('disconnect', () => process.exit(1)); // the check that started this process is gone

/** Fails the block running in this process: an unhandled rejection or exception is laid at it. */
let failInProcess;
const stray = (error) => {
  if (failInProcess) failInProcess(error);
  else report({ name: 'doc-blocks-probe.mjs', ok: false, why: `an error after its block ended: ${error}`, output: '' });
};
process.on('unhandledRejection', stray).on('uncaughtException', stray);

/** Runs `run` with a fresh mock server of the demo data, its WDP_* variables set for the block. */
async function withMock(run) {
  const server = await startMockServer({ speed: 20, tokens: 'demo' });
  const env = {
    WDP_BASE_URL: server.url,
    WDP_TOKEN: server.service.fixtures.admin.token,
    WDP_WORKSPACE: server.service.fixtures.workspaceId,
    // `wdp auth login` keeps tokens in the contexts file of the block's own folder, never in the machine's keychain.
    WDP_KEYRING: '0',
  };
  try {
    return await run(env);
  } finally {
    await server.close();
  }
}

/** Imports a TypeScript block, its environment `env`; resolves to why it failed, if it did, and its console output. */
async function runTs(block, env) {
  const saved = Object.entries(process.env).filter(([name]) => name.startsWith('WDP_'));
  for (const [name] of saved) delete process.env[name];
  Object.assign(process.env, env);
  let output = '';
  const methods = ['log', 'info', 'warn', 'error', 'debug'];
  const originals = methods.map((method) => console[method]);
  for (const method of methods) console[method] = (...args) => (output += `${format(...args)}\n`);
  let timer;
  try {
    const failed = new Promise((_, reject) => {
      failInProcess = reject;
      timer = setTimeout(() => reject(new Error(`did not end within ${blockMs / 1000} s`)), blockMs);
    });
    await Promise.race([import(pathToFileURL(block.module).href), failed]);
    return { output };
  } catch (error) {
    // The stack's frames name the Markdown file and its lines (the module is mapped to the guide).
    const why = error instanceof Error ? (error.stack ?? String(error)) : String(error);
    return { why: `${why.split('\n').slice(0, 8).join('\n')}`, output };
  } finally {
    clearTimeout(timer);
    failInProcess = undefined;
    methods.forEach((method, i) => {
      console[method] = originals[i];
    });
    for (const name of Object.keys(process.env)) if (name.startsWith('WDP_')) delete process.env[name];
    for (const [name, value] of saved) process.env[name] = value;
  }
}

/**
 * Runs a shell block with bash in a fresh folder (its HOME and config folders), in a process group of its own that
 * is killed when the block ends (a process it left running) or after `blockMs`.
 */
function runSh(block, env) {
  const home = mkdtempSync(join(folders, 'home-'));
  const config = join(home, '.config');
  mkdirSync(config);
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', block.script], {
      cwd: home,
      env: {
        ...inherited,
        ...env,
        HOME: home,
        XDG_CONFIG_HOME: config,
        WDP_CONFIG_DIR: join(config, 'wdp'), // where `wdp` keeps its contexts without it, said outright
        PATH: path.join(delimiter),
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    groups.add(child.pid);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, blockMs);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => resolve({ why: `bash did not start: ${error.message}`, output }));
    // A process the block left running holds its output open: its group goes when bash ends, then the output ends.
    child.once('exit', () => {
      clearTimeout(timer);
      killGroup(child.pid);
      groups.delete(child.pid);
    });
    child.once('close', (code, signal) => {
      rmSync(home, { recursive: true, force: true });
      if (timedOut) resolve({ why: `did not end within ${blockMs / 1000} s`, output });
      else if (code === 0) resolve({ output });
      else if (code === 97) resolve({ why: 'a command exited with another code than its comment names', output });
      else resolve({ why: `the block exited ${signal ?? code}`, output });
    });
  });
}

/** Kills a shell block's process group: whatever it left running goes with it. */
function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // the group is gone already
  }
}

/** Sends a block's end to the parent. */
function report(result) {
  process.send(result);
}

// `jobs` lanes take the blocks in order; a TypeScript block waits while another runs in this process (they share
// its environment and console), and a lane then takes the next shell block instead.
const queue = [...blocks];
let tsRunning = false;
const waiting = [];
async function lane() {
  for (;;) {
    const index = queue.findIndex((block) => block.kind === 'sh' || !tsRunning);
    if (index === -1) {
      if (queue.length === 0) return;
      await new Promise((resolve) => waiting.push(resolve));
      continue;
    }
    const [block] = queue.splice(index, 1);
    const ts = block.kind === 'ts';
    if (ts) tsRunning = true;
    try {
      const { why, output } = await withMock((env) => (ts ? runTs(block, env) : runSh(block, env)));
      report({ name: `${block.name} (${block.kind})`, block: true, ok: why === undefined, why, output });
    } catch (error) {
      const why = `the mock server failed: ${error}`;
      report({ name: `${block.name} (${block.kind})`, block: true, ok: false, why, output: '' });
    } finally {
      if (ts) {
        tsRunning = false;
        for (const resolve of waiting.splice(0)) resolve();
      }
    }
  }
}

await Promise.all(Array.from({ length: jobs }, lane));
// A block may have left a timer or a server behind: once the last report is sent, this process has done its work.
process.send({ done: true }, () => process.exit(0));
