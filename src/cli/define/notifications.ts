import type { Command } from 'commander';
import type { Launch } from './command.js';

/** `wdp notifications` (being written). */
export function defineNotifications(_program: Command, _launch: Launch): void {}
