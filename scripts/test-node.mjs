// Runs the vitest suite (but the documentation's tests) under Node 22, 24 and 26 from the npm registry, each at
// the version pinned here, which the README's table of runtimes names (`npm run test:node -- 24` picks a line).
import { execFileSync } from 'node:child_process';
import { delimiter, dirname, resolve } from 'node:path';
import { bin, root, runSteps } from './run-steps.mjs';

const lines = ['22.23.3', '24.21.0', '26.10.0'];
const args = process.argv.slice(2);
const chosen = args.filter((arg) => /^\d+$/.test(arg));
const vitestArgs = args.filter((arg) => !/^\d+$/.test(arg)); // e.g. a test file

// npm passes its settings to scripts as npm_config_* variables, which a nested npx reads as its own options:
// npm_config_call, set under `npx -c` and `npm exec -c` and kept by an `npm run` inside them, makes npx fail with
// EUSAGE. The other npm_* variables are harmless (tried), and registry settings given that way still apply.
const { npm_config_call, ...env } = process.env;

// One run per line: npx fetches the `node` package once (then from its cache), and the suite runs on that binary,
// first on PATH so that a child started as `node` is the same Node.
// The lines run side by side: a suite waits on its child processes and timers more than it computes, so two cores
// fit three of them. Each has its own bundle of wdp (CLI_TEST_BUNDLE_DIR, read by test/helpers/cli-bundle.ts).
const picked = chosen.length ? lines.filter((line) => chosen.includes(line.split('.')[0])) : lines;
if (picked.length < chosen.length) throw new Error(`test:node runs the Node lines ${lines.join(', ')}; got ${chosen}`);
const steps = picked.map((line, index) => {
  const step = { name: `node ${line}`, beside: index > 0 };
  step.argv = () => {
    const script = 'console.log(JSON.stringify([process.version, process.execPath]))';
    const out = execFileSync('npx', ['-y', '-p', `node@${line}`, 'node', '-e', script], { env, encoding: 'utf8' });
    const [version, node] = JSON.parse(out.trim().split('\n').at(-1));
    step.name = `node ${version}`;
    const bundles = resolve(root, `node_modules/.cache/wdp-cli-test-node-${line.split('.')[0]}`);
    step.env = { ...env, PATH: [dirname(node), bin, env['PATH']].join(delimiter), CLI_TEST_BUNDLE_DIR: bundles };
    // The documentation's tests (project docs) check the docs, the same on every line: npm test runs them.
    const projects = vitestArgs.length ? [] : ['--project', 'shared', '--project', 'memory'];
    return [node, 'node_modules/vitest/vitest.mjs', 'run', ...projects, ...vitestArgs];
  };
  return step;
});
await runSteps('npm run test:node', steps);
