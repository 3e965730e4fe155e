import type { Command } from 'commander';
import type { Launch } from './command.js';

/** `wdp pipelines` (being written). */
export function definePipelines(_program: Command, _launch: Launch): void {}
