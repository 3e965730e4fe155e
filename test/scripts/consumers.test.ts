// scripts/consumers, the check that runs the README's steps in new projects (npm test, through check-package.sh):
// it reads exactly the steps the README gives, fails by name on a README that no longer gives one, fails on output
// that lacks a line the Quickstart prints, and its commands fail with their output and leave no process behind.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface SavedFile {
  name: string;
  code: string;
  lang: string;
  section: string;
}
interface Steps {
  install: string[];
  tarball: string;
  mock: string;
  url: string;
  files: SavedFile[];
  runs: Array<{ command: string; file: string }>;
}
interface Processes {
  run(command: string, options: object): Promise<{ output: string; ms: number }>;
  serve(command: string, options: object): Promise<{ match: string; stop: () => Promise<void> }>;
}

/** A module of scripts/consumers (plain JavaScript, which the test's compiler does not read: typed here). */
const load = (name: string) => import(new URL(`../../scripts/consumers/${name}`, import.meta.url).href);
const { readmeSteps } = (await load('readme.mjs')) as { readmeSteps: (text: string) => Steps };
const { missingOutput } = (await load('expected.mjs')) as {
  missingOutput: (file: SavedFile, output: string) => string[];
};
const { run, serve } = (await load('../lib/processes.mjs')) as Processes;

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const steps = readmeSteps(readme);

/** The README with `from` replaced by `to` (which must be there: a mutation that changes nothing proves nothing). */
function changed(from: string | RegExp, to: string): string {
  const text = readme.replace(from, to);
  expect(text).not.toBe(readme);
  return text;
}

describe('readmeSteps', () => {
  it('reads the steps the README gives a user for their project, and only those', () => {
    expect(steps.install.map((command) => command.replace(/\s+#.*$/, ''))).toEqual([
      'npm install ../wdp-sdk/wdp-sdk-0.1.0.tgz',
      'npm install --save-dev tsx',
    ]);
    expect(steps.tarball).toBe('../wdp-sdk/wdp-sdk-0.1.0.tgz');
    expect(steps.mock).toBe('npx wdp mock --seed 1');
    expect(steps.url).toBe('http://127.0.0.1:4010');
    expect(steps.files.map(({ name, lang, section }) => `${section}: ${name} (${lang})`)).toEqual([
      'Quickstart: hello.mts (ts)',
      'Quickstart: hello.cjs (js)',
      'Testing against the mock service: mock.mts (ts)',
    ]);
    expect(steps.runs).toEqual([
      { command: 'WDP_BASE_URL=http://127.0.0.1:4010 WDP_TOKEN=mock-admin-token npx tsx hello.mts', file: 'hello.mts' },
      { command: 'WDP_BASE_URL=http://127.0.0.1:4010 WDP_TOKEN=mock-admin-token node hello.cjs', file: 'hello.cjs' },
      { command: 'npx tsx mock.mts', file: 'mock.mts' },
    ]);
  });

  it('keeps the Quickstart within 15 lines of code', () => {
    const quickstart = steps.files.find((file) => file.name === 'hello.mts');
    expect(quickstart?.code.split('\n').length).toBeLessThanOrEqual(15);
  });

  it.each([
    ['a section is gone', ['## Quickstart\n', '## Quick start\n'], /no section "## Quickstart"/],
    ['nothing packs the tarball', ['npm ci && npm pack ', 'npm ci && npm run build '], /no longer packs the tarball/],
    ['the install names no tarball', ['npm install ../wdp-sdk/wdp-sdk-0.1.0.tgz', 'npm install wdp-sdk'], /0 tarballs/],
    [
      'the mock is not started',
      ['npx wdp mock --seed 1\n', 'echo start the mock\n'],
      /0 commands that start `wdp mock`/,
    ],
    ['a file is saved under no name', ['Save this as `hello.cjs`', 'Save this'], /which file to save it as/],
    ['a command runs a file nobody saved', [' node hello.cjs\n', ' node hello.js\n'], /runs none of the files/],
    [
      'a saved file is never run',
      [
        '<!-- fragment -->\n```sh\nWDP_BASE_URL=http://127.0.0.1:4010 WDP_TOKEN=mock-admin-token node hello.cjs\n```\n',
        '',
      ],
      /no command of the Quickstart section runs hello.cjs/,
    ],
    [
      'a command is not a fragment',
      ['<!-- fragment -->\n```sh\nnpx tsx mock.mts', '```sh\nnpx tsx mock.mts'],
      /fragment/,
    ],
    [
      'the runs disagree on the URL',
      ['4010 WDP_TOKEN=mock-admin-token node', '4011 WDP_TOKEN=mock-admin-token node'],
      /2 mock URLs/,
    ],
  ] as const)('fails, naming what is missing, when %s', (_, [from, to], message) => {
    expect(() => readmeSteps(changed(from, to))).toThrow(message);
  });
});

describe('the check', () => {
  it('fails before it makes a project when npm pack wrote another tarball than the README installs', () => {
    const check = fileURLToPath(new URL('../../scripts/consumers/check.mjs', import.meta.url));
    const result = spawnSync(process.execPath, [check, join(tmpdir(), 'wdp-sdk-9.9.9.tgz')], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'README.md installs ../wdp-sdk/wdp-sdk-0.1.0.tgz, but npm pack wrote wdp-sdk-9.9.9.tgz',
    );
  });
});

describe('missingOutput', () => {
  const file = (name: string) => steps.files.find((f) => f.name === name) as SavedFile;
  const printed = 'Grace Hopper, in the workspace Analytics\nCreated the channel Ops\nPIPELINE_RUN COMPLETE\n';

  it("finds nothing missing in the Quickstart's output", () => {
    expect(missingOutput(file('hello.mts'), printed)).toEqual([]);
  });

  it('names each line the Quickstart did not print', () => {
    expect(missingOutput(file('hello.mts'), 'Grace Hopper, in the workspace Analytics\n')).toEqual([
      'the Quickstart printed no line of the channel it created',
      'the Quickstart printed no line of a job (its type and status)',
    ]);
    expect(missingOutput(file('hello.cjs'), '')).toEqual([
      "the Quickstart's CommonJS form printed no line of a workspace",
    ]);
  });

  it('refuses a file whose output nothing describes', () => {
    expect(() => missingOutput({ name: 'x.mts', code: '', lang: 'ts', section: 'Install' }, '')).toThrow(
      /does not say what it must print/,
    );
  });
});

describe('run and serve', () => {
  const options = { cwd: tmpdir(), env: process.env, timeoutMs: 60_000 };

  it('rejects with the command and its output when it fails', async () => {
    await expect(run('echo went wrong >&2; exit 3', options)).rejects.toMatchObject({
      message: '`echo went wrong >&2; exit 3` ended with 3',
      output: 'went wrong\n',
    });
  });

  it('kills what a command left running when it ends', async () => {
    // The sleep holds the command's output open: run() ends when it is killed, or else fails at the timeout.
    const { output } = await run('sleep 600 & echo $!', { ...options, timeoutMs: 30_000 });
    expect(output).toMatch(/^\d+\n$/);
  });

  it('resolves with the line a server prints once ready, and stops it', async () => {
    const server = await serve(`node -e "console.log('serving http://127.0.0.1:1'); setInterval(() => {}, 1000)"`, {
      ...options,
      ready: /^serving (\S+)\n/m,
    });
    expect(server.match).toBe('http://127.0.0.1:1');
    await server.stop();
  });

  it('rejects with its output when a server ends before it is ready', async () => {
    await expect(serve('echo port taken; exit 1', { ...options, ready: /^serving (\S+)\n/m })).rejects.toMatchObject({
      message: '`echo port taken; exit 1` ended with 1 before it was ready',
      output: 'port taken\n',
    });
  });
});
