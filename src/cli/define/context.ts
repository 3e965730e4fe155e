import type { Command } from 'commander';
import type { Launch } from './command.js';

/** `wdp context` (being written). */
export function defineContext(_program: Command, _launch: Launch): void {}
