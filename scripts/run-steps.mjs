// Runs package.json scripts as the steps of one check (npm test): every step even after a failure, then a summary.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const bin = resolve(root, 'node_modules/.bin');

/**
 * Runs each step ({ name, argv, env?, beside? }; argv may be a function, called when the step starts) at the
 * repository root and prints one summary line per step. A step streams its output; a run of steps marked `beside:
 * true` after a first one runs side by side with it (work that waits more than it computes, on a two-core machine),
 * their output kept and printed whole, step by step, once all of them have ended. Each step runs in a process group
 * of its own, so that SIGINT or SIGTERM (Ctrl-C) reaches all of it exactly once; the run then stops after them.
 */
export async function runSteps(label, steps) {
  const started = performance.now();
  const results = [];
  const children = new Set();
  let stopping;
  const stop = (signal) => {
    if (!stopping) {
      for (const child of children) {
        try {
          process.kill(-child.pid, signal);
        } catch {} // the step has just ended
      }
    }
    stopping ??= signal;
  };
  process.on('SIGINT', stop).on('SIGTERM', stop);
  for (const group of groupsOf(steps)) {
    if (stopping) break;
    const kept = group.length > 1;
    const runs = group.map((step) => runStep(step, kept, children));
    const ended = await Promise.all(runs);
    for (const { step, status, seconds, output } of ended) {
      if (kept) process.stdout.write(`\n> ${step.name} (beside the others):\n${output}`);
      results.push({ name: step.name, status, seconds });
    }
  }
  process.off('SIGINT', stop).off('SIGTERM', stop);

  const nameWidth = Math.max(...steps.map((step) => step.name.length)) + 2;
  const statusWidth = Math.max(...results.map((result) => result.status.length));
  console.log(`\n${label}:`);
  for (const { name, status, seconds } of results) {
    console.log(`  ${name.padEnd(nameWidth)} ${status.padEnd(statusWidth)} ${seconds.toFixed(1).padStart(6)} s`);
  }
  for (const step of steps.slice(results.length)) console.log(`  ${step.name.padEnd(nameWidth)} not run`);
  const failed = results.filter((result) => result.status !== 'passed').map((result) => result.name);
  const total = `${((performance.now() - started) / 1000).toFixed(1)} s`;
  if (stopping) console.log(`${label}: stopped by ${stopping} after ${results.length} of ${steps.length} steps`);
  else if (failed.length) {
    console.log(`${label}: ${failed.length} of ${steps.length} steps FAILED (${failed.join(', ')}) in ${total}`);
  } else console.log(`${label}: ${steps.length} of ${steps.length} steps passed in ${total}`);
  process.exitCode = stopping ? 128 + constants.signals[stopping] : failed.length ? 1 : 0;
}

/** The steps in groups that run together: a step, and the steps marked `beside` that follow it. */
function groupsOf(steps) {
  const groups = [];
  for (const step of steps) {
    if (step.beside && groups.length) groups[groups.length - 1].push(step);
    else groups.push([step]);
  }
  return groups;
}

/** Runs one step; with `kept`, its output is kept (stdout and stderr, in order) instead of streamed. */
async function runStep(step, kept, children) {
  const stepStarted = performance.now();
  let output = '';
  let status;
  try {
    const argv = typeof step.argv === 'function' ? step.argv() : step.argv;
    const shown = `\n> ${step.name}: ${argv[0] === 'sh' && argv[1] === '-c' ? argv[2] : argv.join(' ')}\n`;
    if (kept) output += shown;
    else process.stdout.write(shown);
    const env = step.env ?? { ...process.env, PATH: `${bin}${delimiter}${process.env['PATH']}` };
    const stdio = kept ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'];
    const child = spawn(argv[0], argv.slice(1), { cwd: root, env, stdio, detached: true });
    children.add(child);
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    status = await new Promise((done) => {
      child.on('error', (error) => done(`FAILED (${error.message})`));
      child.on('close', (code, signal) => done(code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`));
    });
    children.delete(child);
  } catch (error) {
    status = `FAILED (${error.message.split('\n')[0]})`;
  }
  return { step, status, seconds: (performance.now() - stepStarted) / 1000, output };
}

// `node scripts/run-steps.mjs lint test:unit +test:faults ...`: each argument names a package.json script, run in sh
// as npm would (node_modules/.bin first on PATH) but without a nested npm; one written `+name` runs beside the step
// before it. The summary calls test:unit "unit".
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { scripts } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
  const names = process.argv.slice(2).map((arg) => ({ name: arg.replace(/^\+/, ''), beside: arg.startsWith('+') }));
  const unknown = names.filter(({ name }) => !scripts[name]).map(({ name }) => name);
  if (unknown.length) {
    console.error(`run-steps: no such package.json script: ${unknown.join(', ')}`);
    process.exit(2);
  }
  const event = process.env['npm_lifecycle_event'];
  await runSteps(
    event === 'test' ? 'npm test' : event ? `npm run ${event}` : 'run-steps',
    names.map(({ name, beside }) => ({ name: name.replace(/^[^:]*:/, ''), beside, argv: ['sh', '-c', scripts[name]] })),
  );
}
