// `--json` on every command prints one JSON document on stdout (log streams aside: NDJSON, tested with jobs).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();
const publishable = fileURLToPath(new URL('../fixtures/cli/publish', import.meta.url));

/** Command lines that change nothing, or change the demo data in a way the next test's reset undoes. */
const commands: string[][] = [
  ['profile'],
  ['workspaces', 'list'],
  ['workspaces', 'get', 'analytics'],
  ['datasets', 'list'],
  ['datasets', 'get', 'q3-revenue'],
  ['datasets', 'fetch', 'q3-revenue'],
  ['datasets', 'delete', 'campaign-reach'],
  ['validate', publishable],
  ['publish', publishable, '--dry-run'],
  ['publish', publishable],
  ['pipelines', 'list'],
  ['pipelines', 'get', 'orders-etl'],
  ['pipelines', 'run', 'orders-etl'],
  ['pipelines', 'run', 'orders-etl', '--wait', '--interval', '1'],
  ['jobs', 'list'],
  ['deploy'],
  ['files', 'list'],
  ['files', 'delete', 'README.md'],
  ['search', 'revenue'],
  ['notifications', 'list'],
  ['api', 'GET', '/api/profiles'],
  ['context', 'list'],
];

describe('wdp ... --json', () => {
  it.each(commands.map((args) => [args.join(' '), args]))('%s prints one JSON document', async (_name, args) => {
    const result = await cli.wdp([...(args as string[]), '--json']);
    expect(result.stderr.split('\n').filter((line) => line.startsWith('Error') || line.includes('Error:'))).toEqual([]);
    expect(result.code).toBe(0);
    expect(() => JSON.parse(result.stdout)).not.toThrow();
    expect(result.stdout.trim()).not.toBe('');
  });
});
