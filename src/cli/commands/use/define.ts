import type { Command } from 'commander';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';

/** `wdp use workspace ID|ALIAS|NAME` */
export function defineUse(program: Command, launch: Launch): void {
  const group = subcommand(program, 'use', 'set a setting of the current context', 'wdp use workspace analytics');
  const run = lazily(() => import('./run.js'));
  leaf(
    subcommand(
      group,
      'workspace <workspace>',
      "make a workspace (id, alias or name) the current context's",
      'wdp use workspace analytics',
    ),
    launch,
    run('useWorkspace'),
  );
}
