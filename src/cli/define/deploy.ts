import type { Command } from 'commander';
import type { Launch } from './command.js';

/** `wdp deploy` (being written). */
export function defineDeploy(_program: Command, _launch: Launch): void {}
