// `wdp --help` without commander: the program's help, from its parts generated at build time (top-help-parts.ts,
// `npm run generate`), laid out for the terminal's width as commander's Help lays it out. bin.ts prints it for the
// command lines that show only the program's help, so they load neither commander nor any command's definition
// (PERFORMANCE.md, "The CLI's cold start, round 5"). test/cli/top-help.test.ts holds it to commander's own output.
import { parts } from './top-help-parts.js';

/** An item of a help list: a term (`-w, --workspace <workspace>`, `jobs`) and its description. */
export type HelpItem = readonly [term: string, description: string];

/** The program's help before its layout: what commander's Help puts in it, in its order. */
export interface HelpParts {
  /** The usage line's text after `Usage: `. */
  usage: string;
  /** The program's description ('' for none). */
  description: string;
  /** The lists under their headings (arguments, each group of options, each group of commands). */
  lists: ReadonlyArray<readonly [heading: string, items: readonly HelpItem[]]>;
  /** What the program writes after its help (`addHelpText('after')`), newline included. */
  after: string;
}

// commander's Help: its width when the terminal's is unknown, the narrowest text it wraps, an item's indent and
// the spaces between a term and its description.
const defaultWidth = 80;
const minWidthToWrap = 40;
const indent = '  ';
const spacer = '  ';

/**
 * The program's help as commander writes it for a terminal `width` columns wide, or for no terminal (`undefined`:
 * 80 columns): each description wrapped at spaces to the width left beside the terms.
 */
export function topHelp(width: number | undefined, help: HelpParts = parts): string {
  const helpWidth = width ?? defaultWidth;
  const termWidth = Math.max(0, ...help.lists.flatMap(([, items]) => items.map(([term]) => term.length)));
  const item = ([term, description]: HelpItem) => {
    if (!description) return indent + term;
    const left = helpWidth - termWidth - spacer.length - indent.length;
    const text =
      left < minWidthToWrap || /\n[^\S\r\n]/.test(description)
        ? description
        : boxWrap(description, left).replace(/\n/g, `\n${' '.repeat(termWidth + spacer.length)}`);
    return indent + term.padEnd(termWidth) + spacer + text.replace(/\n/g, `\n${indent}`);
  };
  const lines = [`Usage: ${help.usage}`, ''];
  if (help.description) lines.push(boxWrap(help.description, helpWidth), '');
  for (const [heading, items] of help.lists) if (items.length) lines.push(heading, ...items.map(item), '');
  return lines.join('\n') + help.after;
}

/** Text wrapped at spaces to `width`, its own line breaks kept; as it is when `width` is under commander's minimum. */
function boxWrap(text: string, width: number): string {
  if (width < minWidthToWrap) return text;
  const wrapLine = (line: string) => {
    const [first, ...chunks] = line.match(/\s*\S+/g) ?? [''];
    const lines: string[] = [];
    let current = first ?? '';
    for (const chunk of chunks)
      if (current.length + chunk.length <= width) current += chunk;
      else {
        lines.push(current);
        current = chunk.trimStart();
      }
    return [...lines, current].join('\n');
  };
  return text
    .split(/\r\n|\n/)
    .map(wrapLine)
    .join('\n');
}
