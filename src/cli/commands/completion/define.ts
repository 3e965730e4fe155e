import { Argument, type Command } from 'commander';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { example } from '../../program/help-example.js';
import type { Shell } from './shell.js';

const shells: Shell[] = ['bash', 'zsh', 'fish'];

/** How to load the script in each shell: the end of `wdp completion --help`. */
const install = [
  '',
  'Install:',
  '  bash  add this line to ~/.bashrc:',
  '          eval "$(wdp completion bash)"',
  '  zsh   save it as _wdp in a folder on $fpath, which ~/.zshrc names before compinit runs:',
  '          mkdir -p ~/.zfunc && wdp completion zsh > ~/.zfunc/_wdp',
  '          # ~/.zshrc: fpath=(~/.zfunc $fpath); autoload -Uz compinit && compinit',
  '  fish  save it among the completions fish loads:',
  '          wdp completion fish > ~/.config/fish/completions/wdp.fish',
  'Then open a new shell. A saved script knows the commands of the wdp that printed it: print it again after an',
  'upgrade.',
].join('\n');

/** `wdp completion bash|zsh|fish`: prints a completion script of every command and flag of `wdp`. */
export function defineCompletion(program: Command, launch: Launch): void {
  const command = program
    .command('completion')
    .description('print a script that completes the commands and flags of wdp in bash, zsh or fish')
    .addArgument(new Argument('<shell>', 'the shell to complete in').choices(shells))
    .addHelpText('after', install)
    .addHelpText('after', example('wdp completion bash', 'wdp completion fish > ~/.config/fish/completions/wdp.fish'));
  const completionOf = lazily(() => import('./run.js'))('completionOf');
  // The script is of the whole program: its implementation is given the command, to walk up to the program.
  leaf(command, launch, async () => (await completionOf())(command));
}
