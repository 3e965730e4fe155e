#!/usr/bin/env node
// The `wdp` command. Everything it does is in program/main.ts; this file only runs it with the process's streams.
// With --verbose (which prints stack traces) the source maps shipped beside the bundle are enabled first, before
// any of wdp's code loads, so that the stack points into src/; without it nothing pays for reading them.
if (process.argv.includes('--verbose')) process.setSourceMapsEnabled(true);

// A reader that goes away (`wdp jobs logs ID | head -1`) ends the output, not with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

const { main } = await import('./program/main.js');
process.exitCode = await main(process.argv.slice(2));

// An ES module (its top-level awaits need one), exporting nothing.
export {};
