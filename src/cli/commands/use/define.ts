import type { Command } from 'commander';
import { type Launch, lazily, leaf } from '../../program/command.js';

/** `wdp use workspace ID|ALIAS|NAME` */
export function defineUse(program: Command, launch: Launch): void {
  const group = program.command('use').description('set a setting of the current context');
  const run = lazily(() => import('./run.js'));
  leaf(
    group.command('workspace <workspace>').description("make a workspace (id, alias or name) the current context's"),
    launch,
    run('useWorkspace'),
  );
}
