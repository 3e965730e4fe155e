// No secret needs argv: a plugin's settings from a file (`--property-file KEY=PATH`, `-` for stdin or a prompt
// without echo at a terminal) or a named variable (`--property-env KEY=VAR`), a component from a file (`-f`), and a
// one-line warning naming the safe form, never the value, for a secret still given on the command line.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';
import { startOnTerminal } from './terminal-input.js';

const cli = useCli();
const workspace = () => cli.service.fixtures.workspaceId;
const seen = 'on the command line, where other users and shell history can read it';
const propertyWarning = (key: string) =>
  `warning: --property ${key} puts a secret ${seen}; use --property-file ${key}=PATH or --property-env ${key}=VAR.\n`;
/** The demo workspace's data component of this name, as the mock holds it. */
const component = (name: string) =>
  [...cli.service.store.dataComponents.values()].find((c) => c.workspaceId === workspace() && c.name === name);
const github = ['components', 'create', '--name', 'extractors/tap-github', '--plugin', 'tap-github'];

describe('a secret on the command line still works, with a warning naming the safe form', () => {
  it('warns of a literal --token, once, and not of --token - or WDP_TOKEN', async () => {
    const token = cli.service.fixtures.owner.token;
    const literal = await cli.wdp(['profile', '--token', token, '--json'], { env: { WDP_TOKEN: undefined } });
    expect(literal.code).toBe(0);
    expect(literal.stderr).toBe(
      `warning: --token puts a secret ${seen}; use --token - (stdin), WDP_TOKEN or \`wdp auth login\`.\n`,
    );
    expect(JSON.parse(literal.stdout)).toMatchObject({ name: 'Ada Lovelace' });
    const piped = await cli.wdp(['profile', '--token', '-'], { input: token, env: { WDP_TOKEN: undefined } });
    expect(piped).toMatchObject({ code: 0, stderr: '' });
    expect(await cli.wdp(['profile'])).toMatchObject({ code: 0, stderr: '' });
  });

  it('warns of a literal --client-secret without repeating it', async () => {
    const result = await cli.wdp(['context', 'create', 'ci', '--client-id', 'ci', '--client-secret', 'sec-9f2a-zz']);
    expect(result).toEqual({
      code: 0,
      stdout: '',
      stderr:
        `warning: --client-secret puts a secret ${seen}; use --client-secret - (stdin) or WDP_CLIENT_SECRET.\n` +
        'Created context ci, now the current one.\n',
    });
  });

  it("warns of a secret --property by the plugin's setting kinds, and of no other setting", async () => {
    await cli.wdp(['plugins', 'install', 'tap-github--meltanolabs']);
    // auth_token is a PASSWORD setting of tap-github; repositories and start_date are not secrets.
    const args = [...github, '--property', 'repositories=["acme/a"]', '--property', 'auth_token=ghp_example123'];
    const created = await cli.wdp([...args, '--property', 'start_date=2024-01-01']);
    expect(created).toMatchObject({ code: 0, stderr: propertyWarning('auth_token') });
    expect(created.stderr).not.toContain('ghp_example123');
    expect(component('extractors/tap-github')?.properties).toMatchObject({ auth_token: 'ghp_example123' });
  });

  it('warns of wdp api --data inline holding an OAuth code or a credential, not of --data @FILE', async () => {
    const body = JSON.stringify({ grant_type: 'authorization_code', code: '4/0Aexample', redirect_uri: 'x' });
    const inline = await cli.wdp(['api', 'POST', '/api/tokens/github/token', '--data', body]);
    expect(inline.code).toBe(0);
    expect(inline.stderr).toBe(`warning: --data puts a secret (code) ${seen}; use --data @FILE or --data - (stdin).\n`);
    // The mock takes each code once: the file holds another.
    await writeFile(join(cli.configDir, 'exchange.json'), body.replace('4/0Aexample', '4/0Aanother'));
    const fromFile = await cli.wdp(['api', 'POST', '/api/tokens/github/token', '--data', '@exchange.json'], {
      cwd: cli.configDir,
    });
    expect(fromFile).toMatchObject({ code: 0, stderr: '' });
  });
});

describe('a setting from a file, stdin or a named variable', () => {
  it('reads --property-file (less its final newline), --property-env and - (stdin), without a warning', async () => {
    await cli.wdp(['plugins', 'install', 'tap-github--meltanolabs']);
    await writeFile(join(cli.configDir, 'repos.json'), '["acme/a"]\n');
    const args = [...github, '--property-file', 'repositories=repos.json', '--property-env', 'start_date=SINCE'];
    const created = await cli.wdp([...args, '--property-file', 'auth_token=-'], {
      cwd: cli.configDir,
      input: 'ghp_from_stdin\n',
      env: { SINCE: '2024-01-01' },
    });
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(component('extractors/tap-github')?.properties).toEqual({
      repositories: '["acme/a"]',
      start_date: '2024-01-01',
      auth_token: 'ghp_from_stdin',
    });
  });

  it('asks for --property-file KEY=- at a terminal without echo, ending on Enter', async () => {
    await cli.wdp(['plugins', 'install', 'tap-github--meltanolabs']);
    const run = startOnTerminal([...github, '--property-file', 'auth_token=-'], cli.env());
    await run.io.stderr.waitFor(/Paste the value of auth_token: $/, run.exited);
    run.terminal.type('ghp_typed\r');
    expect(await run.exited).toBe(0);
    expect(run.io.stderr.text()).toBe('Paste the value of auth_token: \n');
    expect(run.terminal.modes).toEqual([true, false]);
    expect(component('extractors/tap-github')?.properties).toEqual({ auth_token: 'ghp_typed' });
  });

  it.each([
    [
      ['--property-env', 'auth_token=NO_SUCH_VAR'],
      '--property-env auth_token=NO_SUCH_VAR: NO_SUCH_VAR is not set (or is empty); set it first.',
    ],
    [
      ['--property-file', 'auth_token=missing.txt'],
      '--property-file auth_token=missing.txt: cannot read the file (ENOENT).',
    ],
    [
      ['--property', 'auth_token=x', '--property-env', 'auth_token=HOME'],
      'Setting auth_token is given by both --property and --property-env; give each setting once.',
    ],
    [
      ['--property-file', 'a=-', '--property-file', 'b=-'],
      'Only one value can come from stdin; give the others with --property-file KEY=PATH or --property-env KEY=VAR.',
    ],
    [
      ['--property-file', 'a=-', '--token', '-'],
      'Only one value can come from stdin; give the others with --property-file KEY=PATH or --property-env KEY=VAR.',
    ],
    [
      ['--property-env', 'auth_token'],
      '--property-env takes key=VAR, such as --property-env password=DB_PASSWORD; got no "=" (not shown).',
    ],
  ])('refuses %j before any request (exit 2)', async (flags, message) => {
    const before = cli.service.admin.journal().length;
    expect(await cli.wdp([...github, ...flags], { cwd: cli.configDir, input: 'x' })).toEqual({
      code: 2,
      stdout: '',
      stderr: `${message}\n`,
    });
    expect(cli.service.admin.journal().length).toBe(before);
  });
});

describe('wdp components create -f FILE', () => {
  it('creates the component a YAML file describes, its secret kept off the command line', async () => {
    await cli.wdp(['plugins', 'install', 'tap-github--meltanolabs']);
    const file = ['name: extractors/tap-github', 'dataPlugin: tap-github', 'properties:', '  auth_token: ghp_file'];
    await writeFile(join(cli.configDir, 'github.yml'), `${file.join('\n')}\n`);
    const created = await cli.wdp(['components', 'create', '-f', 'github.yml'], { cwd: cli.configDir });
    expect(created.code).toBe(0);
    expect(created.stderr).toBe('');
    expect(component('extractors/tap-github')?.properties).toEqual({ auth_token: 'ghp_file' });
  });

  it('reports every problem of the file at its line and sends nothing (exit 2)', async () => {
    await writeFile(join(cli.configDir, 'bad.yml'), 'name: extractors/tap-github\ndataPlugn: tap-github\n');
    const before = cli.service.admin.journal().length;
    const result = await cli.wdp(['components', 'create', '-f', 'bad.yml'], { cwd: cli.configDir });
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: [
        'bad.yml:1: `dataPlugin` is required',
        'bad.yml:2: unknown key `dataPlugn` (did you mean `dataPlugin`?); a data component takes name, dataPlugin, ' +
          'properties, commands, streams, draft',
        'Nothing was sent; fix the file and run again.',
        '',
      ].join('\n'),
    });
    expect(cli.service.admin.journal().length).toBe(before);
  });

  it('takes -f or --name and --plugin, not both (exit 2)', async () => {
    const both = await cli.wdp(['components', 'create', '-f', 'x.yml', '--property', 'a=b']);
    expect(both).toMatchObject({ code: 2, stdout: '' });
    expect(both.stderr).toContain("option '-f, --file <file>' cannot be used with option '--property <key=value>'");
    expect(await cli.wdp(['components', 'create', '--name', 'extractors/tap-github'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'Give the data component --name and --plugin (with --property key=value for each setting), or -f FILE; ' +
        'see `wdp components create --help`.\n',
    });
  });
});
