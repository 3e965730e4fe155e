import type { Command } from 'commander';
import type { Launch } from './command.js';

/** `wdp api` (being written). */
export function defineApi(_program: Command, _launch: Launch): void {}
