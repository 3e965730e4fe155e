// src/cli/top-help-parts.ts: `wdp --help` in parts (the usage line, the description, the lists of options and
// commands, the text after them), read from the program that main.ts builds, as commander's Help reads it. bin.ts
// prints the program's help from them (src/cli/top-help.ts) without loading commander or any command's definition.
import { EventEmitter } from 'node:events';
import { Readable, Writable } from 'node:stream';
import { type Command, Command as Commander, type Help, type Option } from 'commander';
import { main } from '../../src/cli/program/main.js';
import { type HelpItem, type HelpParts, topHelp } from '../../src/cli/top-help.js';
import { formatted, GenerateError } from './files.js';

export const topHelpFile = 'src/cli/top-help-parts.ts';

/** What `wdp --help` showed: the program, the help commander rendered for it, and all main() wrote. */
interface Shown {
  program: Command;
  rendered: string;
  written: string;
}

/**
 * Runs main(['--help']) and catches the program it built when commander renders its help (main.ts keeps it to
 * itself), with what commander rendered: the parts are read after commander's help events have run, as it reads them.
 */
async function shownHelp(): Promise<Shown> {
  const render = Commander.prototype.helpInformation;
  let caught: Omit<Shown, 'written'> | undefined;
  Commander.prototype.helpInformation = function (this: Command, context) {
    const rendered = render.call(this, context);
    caught = { program: this, rendered };
    return rendered;
  };
  let written = '';
  const stdout = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      written += chunk.toString();
      done();
    },
  });
  const io = {
    stdout,
    stderr: stdout,
    stdin: Readable.from([]),
    env: {},
    cwd: process.cwd(),
    signals: new EventEmitter(),
  };
  try {
    const code = await main(['--help'], io);
    if (code !== 0 || !caught) throw new GenerateError(`wdp --help ended with ${code}, showing no help:\n${written}`);
    return { ...caught, written };
  } finally {
    Commander.prototype.helpInformation = render;
  }
}

/** The parts of the program's help, read with commander's Help as its formatHelp reads them. */
function partsOf(program: Command, after: string): HelpParts {
  const help: Help = program.createHelp();
  const option = (o: Option): HelpItem => [help.optionTerm(o), help.optionDescription(o)];
  const options = help.groupItems(
    [...program.options],
    help.visibleOptions(program),
    (o) => o.helpGroupHeading ?? 'Options:',
  );
  const commands = help.groupItems(
    [...program.commands],
    help.visibleCommands(program),
    (c) => c.helpGroup() || 'Commands:',
  );
  const lists: Array<[string, HelpItem[]]> = [
    ['Arguments:', help.visibleArguments(program).map((a) => [help.argumentTerm(a), help.argumentDescription(a)])],
    ...[...options].map(([heading, items]): [string, HelpItem[]] => [heading, items.map(option)]),
    ['Global Options:', help.showGlobalOptions ? help.visibleGlobalOptions(program).map(option) : []],
    ...[...commands].map(([heading, items]): [string, HelpItem[]] => [
      heading,
      items.map((c) => [help.subcommandTerm(c), help.subcommandDescription(c)]),
    ]),
  ];
  return {
    usage: help.commandUsage(program),
    description: help.commandDescription(program),
    lists: lists.filter(([, items]) => items.length > 0),
    after,
  };
}

/** The program's help in parts, checked: they render as commander rendered them, with no control character. */
export async function topHelpParts(): Promise<HelpParts> {
  const { program, rendered, written } = await shownHelp();
  if (!written.startsWith(rendered)) throw new GenerateError('wdp --help wrote something before its help');
  // A control character (an ANSI colour, a tab) would be stripped or escaped by commander and main.ts, not by bin.ts.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds
  const control = /[\x00-\x09\x0b-\x1f\x7f-\x9f]/.exec(written);
  if (control)
    throw new GenerateError(`wdp --help holds a control character at ${control.index}: top-help.ts cannot show it`);
  const parts = partsOf(program, written.slice(rendered.length));
  const width = process.stdout.isTTY ? process.stdout.columns : undefined;
  if (topHelp(width, parts) !== written)
    throw new GenerateError("commander's help has a part or layout that src/cli/top-help.ts does not know: teach it");
  return parts;
}

/** A string as TypeScript: pieces of at most about 100 characters, split after a space or a newline, joined by `+`. */
function literal(text: string): string {
  const pieces = [''];
  for (const token of text.split(/(?<=[ \n])/)) {
    const last = pieces.at(-1) ?? '';
    if (last !== '' && (last.endsWith('\n') || last.length + token.length > 100)) pieces.push(token);
    else pieces[pieces.length - 1] = last + token;
  }
  return pieces.map((piece) => JSON.stringify(piece)).join(' +\n');
}

/** The text of src/cli/top-help-parts.ts. */
export async function topHelpText(): Promise<string> {
  const parts = await topHelpParts();
  const item = ([term, description]: HelpItem) => `[${literal(term)}, ${literal(description)}]`;
  const lists = parts.lists.map(([heading, items]) => `[${literal(heading)}, [${items.map(item).join(',\n')}]]`);
  // It imports nothing: top-help.ts imports it (a cycle otherwise), and checks its literal type against HelpParts.
  const text = `// Generated by \`npm run generate\` (scripts/generate/top-help.ts) from the program main.ts builds:
// do not edit. \`wdp --help\` in parts (top-help.ts's \`HelpParts\`), as commander shows it; top-help.ts lays them
// out for the terminal's width.

/** The parts of \`wdp --help\`. */
export const parts = {
  usage: ${literal(parts.usage)},
  description: ${literal(parts.description)},
  lists: [${lists.join(',\n')}],
  after: ${literal(parts.after)},
} as const;
`;
  return formatted(text, topHelpFile);
}
