import type { Command } from 'commander';
import type { Launch } from './command.js';

/** `wdp datasets` (being written). */
export function defineDatasets(_program: Command, _launch: Launch): void {}
