import type { Command } from 'commander';
import type { Launch } from './command.js';

/** `wdp files` (being written). */
export function defineFiles(_program: Command, _launch: Launch): void {}
