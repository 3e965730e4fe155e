#!/usr/bin/env node
// The `wdp` command. Everything it does is in program/main.ts; this file only runs it with the process's streams.
import { main } from './program/main.js';

// A reader that goes away (`wdp jobs logs ID | head -1`) ends the output, not with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

process.exitCode = await main(process.argv.slice(2));
