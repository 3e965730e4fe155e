// `--json` on every command prints one JSON document on stdout (log streams aside: NDJSON, tested with jobs); a
// walk of the command tree makes sure no command is left out of this list without a reason.
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { defineGroups } from '../../src/cli/program/groups.js';
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
  ['members', 'list'],
  ['members', 'get', '@ada'],
  ['invitations', 'list'],
  ['invitations', 'list', '--received'],
  ['comments', 'list', 'q3-revenue'],
  ['comments', 'post', 'q3-revenue', '--message', 'Looks right'],
  ['channels', 'list'],
  ['channels', 'get', 'Sales'],
  ['subscriptions', 'list'],
  ['api-keys', 'list'],
  ['pipelines', 'delete', 'orders-etl'],
  ['alerts', 'list'],
  ['alerts', 'list', 'q3-revenue'],
  ['alerts', 'create', 'q3-revenue', '--detail', 'Below 1M'],
  ['plugins', 'list'],
  ['plugins', 'list', '--available'],
  ['plugins', 'get', 'tap-postgres'],
  ['plugins', 'search', 'postgres'],
  ['plugins', 'install', 'tap-csv'],
  ['accounts', 'list'],
  ['datastores', 'list'],
  ['datastores', 'get', 'Default datastore'],
  ['datastores', 'make-default', 'Default datastore'],
  ['components', 'list'],
  ['components', 'get', 'extractors/tap-postgres'],
  ['completion', 'bash'],
];

/**
 * The commands whose `--json` is tested elsewhere (they need an id made in the test, a file, a second user or a
 * process), or that print no document by design; every other command must be in the list above.
 */
const elsewhere: Record<string, string> = {
  'auth login': 'auth.test.ts (a token on stdin)',
  login: 'auth.test.ts (as auth login)',
  'auth status': 'auth.test.ts',
  'auth logout': 'auth.test.ts',
  'context create': 'context.test.ts',
  'context use': 'context.test.ts',
  'context show': 'context.test.ts',
  'context update': 'context.test.ts',
  'context delete': 'context.test.ts',
  'context import-matatika': 'context.test.ts',
  'workspaces create': 'workspaces.test.ts',
  'workspaces delete': 'workspaces.test.ts',
  'use workspace': 'contexts-robust.test.ts',
  'invitations invite': 'invitations.test.ts',
  'invitations accept': 'invitations.test.ts',
  'invitations withdraw': 'invitations.test.ts',
  'invitations delete': 'invitations.test.ts',
  'comments get': 'comments.test.ts (an id made in the test)',
  'comments reply': 'comments.test.ts',
  'comments like': 'comments.test.ts',
  'comments unlike': 'comments.test.ts',
  'comments delete': 'comments.test.ts',
  'channels create': 'channels.test.ts',
  'channels delete': 'channels.test.ts',
  'channels add-dataset': 'channels.test.ts',
  'channels remove-dataset': 'channels.test.ts',
  'subscriptions add': 'subscriptions.test.ts',
  'subscriptions set-type': 'subscriptions.test.ts',
  'subscriptions remove': 'subscriptions.test.ts',
  'api-keys create': 'api-keys.test.ts',
  'api-keys delete': 'api-keys.test.ts',
  'pipelines create': 'pipelines-write.test.ts (a file)',
  'pipelines update': 'pipelines-write.test.ts (a file)',
  'jobs get': 'jobs.test.ts (an id made in the test)',
  'jobs logs': 'jobs.test.ts: NDJSON, one line each',
  'jobs wait': 'jobs.test.ts',
  'jobs stop': 'jobs.test.ts',
  'files upload': 'files.test.ts (files on disk)',
  'files download': 'files.test.ts: the bytes themselves',
  'notifications watch': 'notifications.test.ts: NDJSON until Ctrl-C',
  mock: 'mock.test.ts: one JSON line, then serves until stopped',
  'alerts get': 'alerts.test.ts (an id made in the test)',
  'accounts get': 'accounts.test.ts (the owner of an account)',
  'accounts create-workspace': 'accounts.test.ts',
  'datastores create': 'datastores.test.ts',
  'datastores delete': 'datastores.test.ts',
  'components create': 'components.test.ts',
  'components delete': 'components.test.ts (a component no pipeline uses)',
};

describe('the list of --json commands', () => {
  it('names every command of the tree, or where its --json is tested instead', () => {
    const program = new Command('wdp');
    defineGroups(program, async () => {});
    const leaves: string[] = [];
    const walk = (parent: Command, words: string[]) => {
      for (const command of parent.commands)
        if (command.commands.length) walk(command, [...words, command.name()]);
        else leaves.push([...words, command.name()].join(' '));
    };
    walk(program, []);
    const listed = new Set(commands.map((args) => args.filter((word) => /^[a-z][a-z-]*$/.test(word)).join(' ')));
    const covered = (leaf: string) => [...listed].some((line) => line.startsWith(leaf)) || leaf in elsewhere;
    expect(leaves.filter((leaf) => !covered(leaf))).toEqual([]);
  });
});

describe('wdp ... --json', () => {
  it.each(commands.map((args) => [args.join(' '), args]))('%s prints one JSON document', async (_name, args) => {
    const result = await cli.wdp([...(args as string[]), '--json']);
    expect(result.stderr.split('\n').filter((line) => line.startsWith('Error') || line.includes('Error:'))).toEqual([]);
    expect(result.code).toBe(0);
    expect(() => JSON.parse(result.stdout)).not.toThrow();
    expect(result.stdout.trim()).not.toBe('');
  });
});
