import type { Command } from 'commander';
import type { Launch } from './command.js';

/** `wdp validate` (being written). */
export function defineValidate(_program: Command, _launch: Launch): void {}
