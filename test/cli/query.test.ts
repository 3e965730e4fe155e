// `--query EXPR` (JMESPath, as aws and az take it) on the JSON a command prints: it implies --json, applies to the
// document --json prints (to each line of an NDJSON stream), and a bad expression is refused before any request.
import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();

describe('wdp ... --query EXPR', () => {
  it('picks from a list what --json prints, without --json (it implies it)', async () => {
    const json = JSON.parse((await cli.wdp(['pipelines', 'list', '--json'])).stdout) as { name: string }[];
    const result = await cli.wdp(['pipelines', 'list', '--query', '[].name']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toEqual(json.map((pipeline) => pipeline.name));
    expect(result.stdout).toBe(`${JSON.stringify(JSON.parse(result.stdout), null, 2)}\n`);
  });

  it('filters with the legacy backquoted literals aws and az examples use, and with raw strings', async () => {
    const backquoted = await cli.wdp(['pipelines', 'list', '--query', '[?name == `orders-etl`].name']);
    expect(JSON.parse(backquoted.stdout)).toEqual(['orders-etl']);
    const raw = await cli.wdp(['pipelines', 'list', '--json', '--query', "[?name == 'orders-etl'] | length(@)"]);
    expect(raw.stdout).toBe('1\n');
  });

  it('picks fields of a get into an object', async () => {
    const got = JSON.parse((await cli.wdp(['pipelines', 'get', 'orders-etl', '--json'])).stdout);
    const result = await cli.wdp(['pipelines', 'get', 'orders-etl', '--query', '{id: id, name: name}']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toEqual({ id: got.id, name: 'orders-etl' });
  });

  it('prints null for what the document does not have, as aws does', async () => {
    const result = await cli.wdp(['profile', '--query', 'noSuchField']);
    expect(result).toEqual({ code: 0, stdout: 'null\n', stderr: '' });
  });

  it('refuses a bad expression with exit code 2, naming its column, before any request is sent', async () => {
    const before = cli.service.admin.journal().length;
    const result = await cli.wdp(['pipelines', 'list', '--query', '[].name | [0']);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr:
        '--query: Syntax error: expected Rbracket, got: EOF at column 13 (a JMESPath expression, as aws and az ' +
        'take):\n  [].name | [0\n              ^\n',
    });
    const unknown = await cli.wdp(['pipelines', 'list', '--query', 'name # id']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown character: # at column 6 .*\n {2}name # id\n {7}\^\n$/);
    expect(cli.service.admin.journal()).toHaveLength(before);
    await cli.wdp(['pipelines', 'list', '--query', '[].name']);
    expect(cli.service.admin.journal().length).toBeGreaterThan(before);
  });

  it('refuses an expression that fails on the data with exit code 2', async () => {
    const result = await cli.wdp(['profile', '--query', 'abs(name)']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^--query "abs\(name\)": .*abs\(\).*\n$/);
  });

  it("picks from a dataset's rows, the JSON datasets fetch prints", async () => {
    const rows = JSON.parse((await cli.wdp(['datasets', 'fetch', 'q3-revenue'])).stdout) as unknown[];
    expect(rows.length).toBeGreaterThan(1);
    const result = await cli.wdp(['datasets', 'fetch', 'q3-revenue', '--query', 'length(@)']);
    expect(result).toEqual({ code: 0, stdout: `${rows.length}\n`, stderr: '' });
  });

  it("says so on stderr when the command printed no JSON document to pick from (a file's bytes)", async () => {
    const plain = await cli.wdp(['files', 'download', 'README.md']);
    const result = await cli.wdp(['files', 'download', 'README.md', '--query', 'name']);
    expect(result).toEqual({
      code: 0,
      stdout: plain.stdout,
      stderr: '--query: the command printed no JSON document, so nothing was picked from one.\n',
    });
  });

  it('applies to each line of an NDJSON stream (jobs logs --json)', async () => {
    const { workspaceId, owner } = cli.service.fixtures;
    const id = cli.service.seed.job({ workspaceId, type: 'WORKSPACE_DEPLOY', profileId: owner.id }).id;
    cli.service.clock.advance(10_000);
    const lines = (await cli.wdp(['jobs', 'logs', id, '--json'])).stdout.trimEnd().split('\n');
    const result = await cli.wdp(['jobs', 'logs', id, '--query', 'message']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(lines.map((line) => `${JSON.stringify(JSON.parse(line).message)}\n`).join(''));
    expect(result.stdout.split('\n')).toHaveLength(18);
  });
});
