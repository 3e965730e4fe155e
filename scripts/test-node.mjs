// Runs the vitest suite (but the documentation's tests) under Node 22, 24 and 26 from the npm registry, each at
// the version pinned here, which the README's table of runtimes names (`npm run test:node -- 24` picks a line).
// Each line leaves out the tests whose subject computes the same on every Node (sameOnEveryLine): property tests of
// pure functions (their stream and webhook subjects run on every line in test/streaming/ and test/webhooks.test.ts),
// the models' schemas, the type tests, and the checks of the repository and its own tooling, which runs on the
// machine's Node. What they keep is what differs between lines: node: APIs, fetch and undici's Request and Response,
// web streams, Web Crypto, the mock's HTTP server and the CLI, in process and as a binary. npm test runs the whole
// suite on the machine's Node (20). The newest line ran the whole suite too until CI's time (.ci/run: npm test, then
// this) went past twice the five minutes it should stay well under; the folders it left out are the ones above, and
// a line picked by name (`npm run test:node -- 26`) still runs the whole suite.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { delimiter, dirname, resolve, sep } from 'node:path';
import { bin, root, runSteps } from './run-steps.mjs';

const lines = ['22.23.3', '24.21.0', '26.10.0'];
/** The folders of test/ the older lines leave out: their tests compute the same on every Node (see above). */
const sameOnEveryLine = /^(properties|models|types|coverage|architecture|repository|scripts|bench|docs)\//;
/**
 * The test files an older line runs, as vitest's filters (vitest's --exclude leaves a project's own include as it
 * is, so the files are named instead).
 */
const lineFiles = () =>
  readdirSync(resolve(root, 'test'), { recursive: true, encoding: 'utf8' })
    .map((path) => path.split(sep).join('/'))
    .filter((path) => path.endsWith('.test.ts') && !sameOnEveryLine.test(path))
    .map((path) => `test/${path}`)
    .sort();
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
// fit three of them. They share the bundle of wdp that npm test made for the same tree (test/helpers/cli-bundle.ts:
// named by the hash of what it is built from, the first to want it builds it under a lock); and the transforms of
// the test files, which vitest keeps on disk (vitest.config.ts).
const picked = chosen.length ? lines.filter((line) => chosen.includes(line.split('.')[0])) : lines;
if (picked.length < chosen.length) throw new Error(`test:node runs the Node lines ${lines.join(', ')}; got ${chosen}`);
const steps = picked.map((line, index) => {
  const step = { name: `node ${line}`, beside: index > 0 };
  step.argv = () => {
    const script = 'console.log(JSON.stringify([process.version, process.execPath]))';
    const out = execFileSync('npx', ['-y', '-p', `node@${line}`, 'node', '-e', script], { env, encoding: 'utf8' });
    const [version, node] = JSON.parse(out.trim().split('\n').at(-1));
    step.name = `node ${version}`;
    step.env = { ...env, PATH: [dirname(node), bin, env['PATH']].join(delimiter) };
    // The documentation's tests (project docs) check the docs, the same on every line: npm test runs them.
    const projects = vitestArgs.length ? [] : ['--project', 'shared', '--project', 'memory'];
    const whole = vitestArgs.length > 0 || chosen.length > 0;
    return [node, 'node_modules/vitest/vitest.mjs', 'run', ...projects, ...(whole ? vitestArgs : lineFiles())];
  };
  return step;
});
await runSteps('npm run test:node', steps);
