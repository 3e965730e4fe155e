import type { Command } from 'commander';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { example } from '../../program/help-example.js';

/** `wdp use workspace ID|ALIAS|NAME` */
export function defineUse(program: Command, launch: Launch): void {
  const group = program
    .command('use')
    .description('set a setting of the current context')
    .addHelpText('after', example('wdp use workspace analytics'));
  const run = lazily(() => import('./run.js'));
  leaf(
    group
      .command('workspace <workspace>')
      .description("make a workspace (id, alias or name) the current context's")
      .addHelpText('after', example('wdp use workspace analytics')),
    launch,
    run('useWorkspace'),
  );
}
