import { type Command, Option } from 'commander';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';
import { wholeNumber } from '../../program/numbers.js';
import type { MockFlags } from './flags.js';

/**
 * `wdp mock [--port N] [--seed N] [--cors ORIGIN]... [--fault SPEC]... [--seed-file FILE]`: serves the embedded
 * mock till stopped; `wdp mock --record URL [--out FILE]` records a service instead.
 */
export function defineMock(program: Command, launch: Launch): void {
  const run = lazily(() => import('./run.js'));
  const port = new Option('--port <n>', 'the port to listen on (0: a free one; default 4010, or a free one if taken)');
  const seed = new Option(
    '--seed <n>',
    'the seed of its ids and timestamps: the same seed, the same data (and the documented tokens; else fresh ones)',
  );
  const cors = new Option('--cors <origin>', 'an origin besides loopback ones whose pages may call it (repeatable)');
  const fault = new Option(
    '--fault <spec>',
    'a fault rule: [METHOD] PATH TYPE [N] [key=value...] [after-effect], such as "GET /api/** status 503 times=2" ' +
      '(repeatable)',
  );
  const repeated = (value: string, previous: string[] | undefined) => [...(previous ?? []), value];
  const record = new Option('--record <url>', 'record a service: proxy to URL; on Ctrl-C write what it saw to --out');
  const out = new Option('--out <file>', 'where --record writes its seed file (default wdp-mock-seed.json)');
  const seedFile = new Option('--seed-file <file>', 'serve a recording (a seed file of --record) instead of the demo');
  const noCheck = new Option(
    '--no-check',
    "don't check request bodies and queries against the service's contract (checked: a mistyped field or " +
      'query value gets a 400; an unknown one is accepted; both are listed by GET /__mock/journal?violations)',
  );
  leaf<MockFlags>(
    subcommand(
      program,
      'mock',
      'serve the embedded mock service on 127.0.0.1 (demo data, a fast clock) until Ctrl-C',
      'wdp mock --port 0 --json --fault "GET /api/** status 503 retry-after=1 times=2"',
      'wdp mock --record https://wdp.example.com --out recording.json',
      'wdp mock --seed-file recording.json',
    )
      .addOption(port.argParser(wholeNumber('--port', { min: 0, max: 65_535 })))
      .addOption(seed.argParser(wholeNumber('--seed', { min: 0, max: 4_294_967_295 })))
      .addOption(cors.argParser(repeated))
      .addOption(fault.argParser(repeated))
      .addOption(record)
      .addOption(out)
      .addOption(seedFile)
      .addOption(noCheck),
    launch,
    run('serve'),
  );
}
