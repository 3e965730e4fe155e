// `wdp completion fish`: a `complete -c` line per word, its condition the command typed so far, so a Tab never
// starts node.
import { version } from '../../../version.js';
import { childEntries, valueFlagEntries, wordEntries } from './lookups.js';
import { allCommands, type CommandNode, type Flag } from './tree.js';

/** The fish completion script of a program's tree, for ~/.config/fish/completions/NAME.fish. */
export function fishScript(root: CommandNode): string {
  const name = root.names[0] ?? '';
  const groups = allCommands(root).filter((command) => command.children.length > 0);
  return [
    `# fish completion for ${name} ${version}, printed by \`${name} completion fish\`: the commands and flags of`,
    `# this version. Save it: ${name} completion fish > ~/.config/fish/completions/${name}.fish`,
    '',
    ...switchFunction(
      `__${name}_child`,
      '"$argv[1]:$argv[2]"',
      childEntries(root).map(([key, path]) => [key, `echo ${fishQuote(path)}`]),
    ),
    ...switchFunction(
      `__${name}_value_flag`,
      '"$argv[1]"',
      valueFlagEntries(root).map(([path, flags]) => [path, `contains -- "$argv[2]" ${flags.map(fishQuote).join(' ')}`]),
      'return 1',
    ),
    walker(name),
    `complete -c ${name} -f -n ${condition(
      name,
      groups.map((group) => `${group.path}:0`),
    )}`,
    ...wordEntries(root).flatMap(([key, words]) =>
      words.map(({ word, description }) =>
        [`complete -c ${name} -f -n ${condition(name, [key])} -a ${fishQuote(word)}`, described(description)].join(''),
      ),
    ),
    ...flagLines(name, root),
    '',
  ].join('\n');
}

/** One line per flag, for every command that has it (the global flags: one line each). */
function flagLines(name: string, root: CommandNode): string[] {
  const paths = new Map<string, string[]>();
  for (const command of allCommands(root))
    for (const flag of command.flags) {
      const line = flagLine(flag);
      paths.set(line, [...(paths.get(line) ?? []), command.path]);
    }
  return [...paths].map(([line, at]) => `complete -c ${name} -n ${condition(name, at)}${line}`);
}

/** `-s w -l workspace -r -d '...'`; `-x -a 'a b'` for a fixed list of values. */
function flagLine(flag: Flag): string {
  const names = flag.names.map((word) =>
    word.startsWith('--')
      ? ` -l ${fishQuote(word.slice(2))}`
      : ` -${word.length === 2 ? 's' : 'o'} ${fishQuote(word.slice(1))}`,
  );
  const value = !flag.takesValue
    ? ''
    : flag.choices.length === 0
      ? ' -r'
      : ` -x -a ${fishQuote(flag.choices.join(' '))}`;
  return `${names.join('')}${value}${described(flag.description)}`;
}

const described = (description: string): string => (description === '' ? '' : ` -d ${fishQuote(description)}`);

/** The condition of a line: the command typed is one of these paths (its flags), or `PATH:N` (its positional N). */
const condition = (name: string, keys: readonly string[]): string =>
  fishQuote(`__${name}_at ${keys.map(fishQuote).join(' ')}`);

/** A word in single quotes for fish, where `\` and `'` are the only escapes. */
const fishQuote = (word: string): string => `'${word.replace(/[\\']/g, '\\$&')}'`;

/** A function that is one `switch` over `subject`, keys that share a body on one `case`; then `last`. */
function switchFunction(name: string, subject: string, entries: [string, string][], last?: string): string[] {
  const keys = new Map<string, string[]>();
  for (const [key, body] of entries) keys.set(body, [...(keys.get(body) ?? []), key]);
  const arms = [...keys].flatMap(([body, group]) => [
    `        case ${group.map(fishQuote).join(' ')}`,
    `            ${body}`,
  ]);
  return [`function ${name}`, `    switch ${subject}`, ...arms, '    end', ...(last ? [`    ${last}`] : []), 'end', ''];
}

/**
 * `__NAME_at KEY...`: whether the words before the cursor name one of these commands (`datasets list`) or are at
 * one of these positionals (`datasets:0`). They are walked once per command line (flags and their values skipped),
 * not once per `complete` line.
 */
function walker(name: string): string {
  return `function __${name}_state
    set -l words (commandline -opc)
    set -e words[1]
    set -l at ''
    set -l n 0
    set -l expect 0
    for word in $words
        if test $expect = 1
            set expect 0
        else if string match -q -- '-*' $word
            if not string match -q -- '*=*' $word; and __${name}_value_flag "$at" $word
                set expect 1
            end
        else
            set -l next (__${name}_child "$at" $word)
            if test -n "$next"
                set at $next
                set n 0
            else
                set n (math $n + 1)
            end
        end
    end
    printf '%s\\n' "$at" "$at:$n"
end

function __${name}_at
    set -l line (commandline -opc | string join \\x1e)
    if test "$line" != "$__${name}_line"
        set -g __${name}_line $line
        set -g __${name}_keys (__${name}_state)
    end
    for key in $argv
        contains -- $key $__${name}_keys; and return 0
    end
    return 1
end
`;
}
