import type { Command } from 'commander';
import { printJson, printLines } from '../../output/print.js';
import { withEveryGlobalOption } from '../../program/global-flags.js';
import type { Invocation } from '../../program/invocation.js';
import { bashScript } from './bash.js';
import { fishScript } from './fish.js';
import type { Shell } from './shell.js';
import { type CommandNode, completionTree, rootOf } from './tree.js';
import { zshScript } from './zsh.js';

const scripts: Record<Shell, (root: CommandNode) => string> = { bash: bashScript, zsh: zshScript, fish: fishScript };

/**
 * `wdp completion bash|zsh|fish`, run from `command`: prints the shell's completion script of the whole program
 * (reached through commander's `parent` links), every word in it, so a Tab never starts node. `--json`: the
 * script as `{ shell, script }`.
 */
export function completionOf(command: Command): (invocation: Invocation, shell: Shell) => Promise<void> {
  return async (invocation, shell) => {
    const script = scripts[shell](completionTree(withEveryGlobalOption(rootOf(command))));
    if (invocation.json) return printJson(invocation.io, { shell, script });
    printLines(invocation.io, script);
  };
}
