#!/usr/bin/env node
// The `wdp` command. Everything it does is in main.ts; this file only runs it with the process's streams.
import { main } from './main.js';

process.exitCode = await main(process.argv.slice(2));
