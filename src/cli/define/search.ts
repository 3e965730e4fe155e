import type { Command } from 'commander';
import type { Launch } from './command.js';

/** `wdp search` (being written). */
export function defineSearch(_program: Command, _launch: Launch): void {}
