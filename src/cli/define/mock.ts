import { type Command, Option } from 'commander';
import { type Launch, leaf } from './command.js';

/** `wdp mock [--port N] [--seed N]`: serves the embedded mock until interrupted. */
export function defineMock(program: Command, launch: Launch): void {
  leaf(
    program
      .command('mock')
      .description('serve the embedded mock service on 127.0.0.1 (demo data, a fast clock) until Ctrl-C')
      .addOption(new Option('--port <n>', 'the port to listen on (0: a free one)').default('4010'))
      .addOption(new Option('--seed <n>', 'the seed of its ids and timestamps: the same seed, the same data')),
    launch,
    () => import('../commands/mock.js'),
    'serve',
  );
}
