// `wdp completion bash`: a script of plain `case` lookups (bash 3.2 and later), so a Tab never starts node.
import { version } from '../../../version.js';
import { choiceEntries, wordEntries } from './lookups.js';
import { caseArms, caseFunction, commandLookups, shQuote } from './shell-text.js';
import { allCommands, type CommandNode } from './tree.js';

/** The bash completion script of a program's tree: `_NAME`, registered with `complete -F`. */
export function bashScript(root: CommandNode): string {
  const name = root.names[0] ?? '';
  const words = (list: readonly string[]) => `echo ${shQuote(list.join(' '))}`;
  return [
    `# bash completion for ${name} ${version}, printed by \`${name} completion bash\`: the commands and flags of`,
    `# this version. Load it from ~/.bashrc: eval "$(${name} completion bash)"`,
    '',
    ...commandLookups(name, root, (quoted) => `echo ${quoted}`),
    ...caseFunction(
      `__${name}_choices`,
      '"$1:$2"',
      caseArms(choiceEntries(root).map(([key, list]) => [key, words(list)])),
    ),
    ...caseFunction(
      `__${name}_flags`,
      '"$1"',
      caseArms(allCommands(root).map((command) => [command.path, words(command.flags.flatMap((flag) => flag.names))])),
    ),
    ...caseFunction(
      `__${name}_words`,
      '"$1"',
      caseArms(wordEntries(root).map(([key, list]) => [key, words(list.map((word) => word.word))])),
    ),
    completer(name),
  ].join('\n');
}

/**
 * `_NAME`: walks the words before the cursor to the command they name (skipping flags and their values), then
 * completes a flag's value, a flag, or a subcommand or argument choice; nothing found: file names (`-o default`).
 * Bash splits `--flag=value` at the `=`.
 */
function completer(name: string): string {
  return `_${name}() {
  local cur=\${COMP_WORDS[COMP_CWORD]} at= flag= expect= n=0 word next i
  for ((i = 1; i < COMP_CWORD; i++)); do
    word=\${COMP_WORDS[i]}
    if [[ $word == '=' ]]; then continue
    elif [[ -n $expect ]]; then expect=
    elif [[ $word == -* ]]; then flag=$word; __${name}_value_flag "$at" "$word" && expect=1
    elif next=$(__${name}_child "$at" "$word"); then at=$next n=0
    else n=$((n + 1))
    fi
  done
  [[ $cur == '=' ]] && cur=
  if [[ -n $expect ]]; then COMPREPLY=($(compgen -W "$(__${name}_choices "$at" "$flag")" -- "$cur"))
  elif [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "$(__${name}_flags "$at")" -- "$cur"))
  else COMPREPLY=($(compgen -W "$(__${name}_words "$at:$n")" -- "$cur"))
  fi
}

complete -o default -F _${name} ${name}
`;
}
