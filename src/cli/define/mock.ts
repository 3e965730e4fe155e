import type { Command } from 'commander';
import type { Launch } from './command.js';

/** `wdp mock` (being written). */
export function defineMock(_program: Command, _launch: Launch): void {}
