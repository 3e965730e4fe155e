// Child processes of the package's checks (the consumer projects, the runtime matrix): each command runs with bash
// in a process group of its own, bounded by a timeout; a server runs until stopped. killAllOnExit() kills every
// group still alive when the check exits.
import { spawn } from 'node:child_process';

/** The process groups alive now, by their leader's pid. */
const alive = new Set();

/** Kills every process group still alive when this process exits, however it exits (Ctrl-C and SIGTERM too). */
export function killAllOnExit() {
  const killAll = () => {
    for (const pid of alive) kill(pid, 'SIGKILL');
    alive.clear();
  };
  process.once('exit', killAll);
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ])
    process.once(signal, () => {
      killAll();
      process.exit(code);
    });
}

/**
 * Starts `command` with bash in `cwd`, in a process group of its own, its stdout and stderr kept together in
 * `state.output`; `onOutput` is called after each chunk.
 * @param {string} command
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, onOutput?: () => void }} options
 */
function start(command, { cwd, env, onOutput = () => {} }) {
  const child = spawn('bash', ['-c', command], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = child.pid ?? -1;
  alive.add(pid);
  const state = { output: '' };
  const keep = (/** @type {Buffer} */ chunk) => {
    state.output += chunk;
    onOutput();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const ended = new Promise((resolve) => {
    child.once('error', (error) => {
      state.output += `${error.message}\n`;
      resolve({ code: null, signal: null });
    });
    // Whatever the command left running in its group goes with it (and closes the pipes it held).
    child.once('exit', () => kill(pid, 'SIGKILL'));
    child.once('close', (code, signal) => {
      alive.delete(pid);
      resolve({ code, signal });
    });
  });
  return { pid, state, ended };
}

/**
 * Runs `command` to its end; resolves with its output and how long it took, rejects with its output when it fails
 * or outlasts `timeoutMs` (its whole group is killed then).
 * @param {string} command
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number }} options
 * @returns {Promise<{ output: string, ms: number }>}
 */
export async function run(command, { cwd, env, timeoutMs }) {
  const began = performance.now();
  const { pid, state, ended } = start(command, { cwd, env });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    kill(pid, 'SIGKILL');
  }, timeoutMs);
  const { code, signal } = await ended;
  clearTimeout(timer);
  const ms = performance.now() - began;
  if (timedOut) throw failure(`\`${command}\` did not end within ${timeoutMs / 1000} s`, state.output);
  if (code !== 0) throw failure(`\`${command}\` ended with ${signal ?? code}`, state.output);
  return { output: state.output, ms };
}

/**
 * Starts a server with `command` and resolves once a line of its output matches `ready` (its first group), or
 * rejects with its output when it ends first or prints no such line within `timeoutMs`. `stop()` sends its group
 * SIGTERM, as Ctrl-C would, and waits for it to end (SIGKILL after `timeoutMs`).
 * @param {string} command
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number, ready: RegExp }} options
 * @returns {Promise<{ match: string, output: () => string, stop: () => Promise<void> }>}
 */
export function serve(command, { cwd, env, timeoutMs, ready }) {
  return new Promise((resolve, reject) => {
    let found = false;
    const onOutput = () => {
      const match = found ? null : ready.exec(state.output);
      if (!match) return;
      found = true;
      clearTimeout(timer);
      resolve({ match: match[1] ?? match[0], output: () => state.output, stop });
    };
    const { pid, state, ended } = start(command, { cwd, env, onOutput });
    const stop = async () => {
      kill(pid, 'SIGTERM');
      const killer = setTimeout(() => kill(pid, 'SIGKILL'), timeoutMs);
      await ended;
      clearTimeout(killer);
    };
    const timer = setTimeout(() => {
      stop();
      reject(failure(`\`${command}\` printed no line matching ${ready} within ${timeoutMs / 1000} s`, state.output));
    }, timeoutMs);
    ended.then(({ code, signal }) => {
      clearTimeout(timer);
      if (!found) reject(failure(`\`${command}\` ended with ${signal ?? code} before it was ready`, state.output));
    });
  });
}

/**
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
function kill(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group has ended already
  }
}

/**
 * @param {string} message
 * @param {string} output
 */
function failure(message, output) {
  return Object.assign(new Error(message), { output });
}
