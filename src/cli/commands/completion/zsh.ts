// `wdp completion zsh`: a `#compdef` file of plain `case` lookups with descriptions, so a Tab never starts node.
import { version } from '../../../version.js';
import { choiceEntries, type Word, wordEntries } from './lookups.js';
import { caseArms, caseFunction, commandLookups, shQuote } from './shell-text.js';
import { allCommands, type CommandNode } from './tree.js';

/** The zsh completion script of a program's tree: the function `_NAME`, autoloaded from a file `_NAME` on $fpath. */
export function zshScript(root: CommandNode): string {
  const name = root.names[0] ?? '';
  return [
    `#compdef ${name}`,
    `# zsh completion for ${name} ${version}, printed by \`${name} completion zsh\`: the commands and flags of this`,
    `# version. Save it as _${name} in a folder on $fpath before compinit runs (\`${name} completion --help\`).`,
    '',
    ...commandLookups(name, root, (quoted) => `REPLY=${quoted}`),
    ...caseFunction(`__${name}_choices`, '"$1:$2"', [
      ...caseArms(
        choiceEntries(root).map(([key, list]) => [key, reply(list.map((word) => ({ word, description: '' })))]),
      ),
      '    *) reply=() ;;',
    ]),
    ...caseFunction(`__${name}_flags`, '"$1"', [
      ...caseArms(
        allCommands(root).map((command) => [
          command.path,
          reply(command.flags.flatMap((flag) => flag.names.map((word) => ({ word, description: flag.description })))),
        ]),
      ),
      '    *) reply=() ;;',
    ]),
    ...caseFunction(`__${name}_words`, '"$1"', [
      ...caseArms(wordEntries(root).map(([key, list]) => [key, reply(list)])),
      '    *) reply=() ;;',
    ]),
    completer(name),
  ].join('\n');
}

/** `reply=('word:description' ...)`, as `_describe` reads them (a colon in the word escaped). */
function reply(words: readonly Word[]): string {
  const items = words.map(({ word, description }) => {
    const escaped = word.replaceAll('\\', '\\\\').replaceAll(':', '\\:');
    return shQuote(description === '' ? escaped : `${escaped}:${description}`);
  });
  return `reply=(${items.join(' ')})`;
}

/**
 * `_NAME`: walks the words before the cursor to the command they name (skipping flags and their values), then
 * completes a flag's value (also after `--flag=`), a flag, or a subcommand or argument choice; else file names.
 * The last line runs it when zsh autoloads the file, and registers it when the file is sourced.
 */
function completer(name: string): string {
  return `_${name}() {
  local cur=\${words[CURRENT]} at= flag= expect= n=0 word i REPLY
  local -a reply
  for ((i = 2; i < CURRENT; i++)); do
    word=\${words[i]}
    if [[ -n $expect ]]; then expect=
    elif [[ $word == -* ]]; then
      flag=$word
      [[ $word != *=* ]] && __${name}_value_flag "$at" "$word" && expect=1
    elif __${name}_child "$at" "$word"; then at=$REPLY n=0
    else n=$((n + 1))
    fi
  done
  if [[ -z $expect && $cur == -*=* ]] && __${name}_value_flag "$at" "\${cur%%=*}"; then
    flag=\${cur%%=*} expect=1
    compset -P '*='
  fi
  if [[ -n $expect ]]; then
    __${name}_choices "$at" "$flag"
    if (( $#reply )); then _describe -t values 'value' reply; else _files; fi
  elif [[ $cur == -* ]]; then
    __${name}_flags "$at"
    _describe -t flags 'flag' reply
  else
    __${name}_words "$at:$n"
    if (( $#reply )); then _describe -t commands 'command' reply; else _files; fi
  fi
}

if [[ $funcstack[1] == _${name} ]]; then _${name} "$@"; else compdef _${name} ${name}; fi
`;
}
