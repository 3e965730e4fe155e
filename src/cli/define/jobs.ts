import type { Command } from 'commander';
import type { Launch } from './command.js';

/** `wdp jobs` (being written). */
export function defineJobs(_program: Command, _launch: Launch): void {}
