import type { Command } from 'commander';
import type { Launch } from './command.js';

/** `wdp publish` (being written). */
export function definePublish(_program: Command, _launch: Launch): void {}
