#!/usr/bin/env node
// The `wdp` command. Everything it does is in program/main.ts; this file only runs it with the process's streams.
// With --verbose (which prints stack traces) the source maps shipped beside the bundle are enabled first, before
// any of wdp's code loads, so that the stack points into src/; without it nothing pays for reading them.
import { version } from '../version.js';

if (process.argv.includes('--verbose')) process.setSourceMapsEnabled(true);

// A reader that goes away (`wdp jobs logs ID | head -1`) ends the output, not with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});
// One that reads stderr only (`wdp jobs wait ID 2>&1 >/dev/null | head -1`) loses the notes that follow, not the
// command: it goes on, and its output and exit code are still what they would be.
process.stderr.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

const args = process.argv.slice(2);
// `wdp --version` alone prints what commander would, without loading it and building every command's definition
// (a third of the start-up's work; PERFORMANCE.md, "The CLI's cold start, round 3").
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) process.stdout.write(`${version}\n`);
// The program's help (`wdp --help`, `-h`, `help`; `wdp` alone shows it on stderr, as commander does) is printed from
// its parts generated at build time, laid out as commander would: without loading commander and every command's
// definition to render it (PERFORMANCE.md, "The CLI's cold start, round 5: top-level help").
else if (args.length === 0 || (args.length === 1 && ['--help', '-h', 'help'].includes(args[0] ?? ''))) {
  const { topHelp } = await import('./top-help.js');
  const stream = args.length === 0 ? process.stderr : process.stdout;
  stream.write(topHelp(stream.isTTY ? stream.columns : undefined));
} else {
  // Node 20's fetch parses HTTP in WebAssembly, which V8 compiles again, optimised, in the background after first use,
  // and the process's exit waits for that compile: about 130 ms of every command that calls the service
  // (PERFORMANCE.md, "The CLI's exit on Node 20"). Baseline code (Liftoff) is fast enough for a command's responses.
  // Node 22 and later don't wait, and keep their default.
  // node:v8 is loaded here, where it is used, not by every `wdp --version` and `--help` (PERFORMANCE.md, "The CLI's
  // CPU").
  if (process.versions.node.startsWith('20.')) (await import('node:v8')).setFlagsFromString('--liftoff-only');
  // Node 22.8 and later can keep V8's compiled code of the modules a process loads on disk and reuse it next time,
  // when their text is the same: 7 to 11% of a command's instructions on Node 22 (PERFORMANCE.md, "The CLI's
  // CPU"). Where Node puts it: NODE_COMPILE_CACHE, else node-compile-cache in the OS's temporary folder;
  // NODE_DISABLE_COMPILE_CACHE=1 turns it off. It never throws; Node 20 has no such cache (nor this function).
  // node:module is loaded here too, not by every `wdp --version` and `--help`.
  const module: object = await import('node:module');
  if ('enableCompileCache' in module && typeof module.enableCompileCache === 'function') module.enableCompileCache();
  const { main } = await import('./program/main.js');
  process.exitCode = await main(args);
}
