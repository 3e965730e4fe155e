// A block of a Markdown file that a script writes between two HTML comments (a table of figures), and that a docs
// test reads back to hold the file to the figures.
import { readFileSync, writeFileSync } from 'node:fs';

/** The two comments around a written block. */
export interface Markers {
  readonly start: string;
  readonly end: string;
}

/** The block between the markers, trimmed, or undefined when they are missing. */
export function markedBlock(text: string, { start, end }: Markers): string | undefined {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return undefined;
  return text.slice(from + start.length, to).trim();
}

/** Writes `content` between the markers of `file`, a blank line on each side; throws when they are missing. */
export function writeMarkedBlock(file: string, markers: Markers, content: string): void {
  const text = readFileSync(file, 'utf8');
  const from = text.indexOf(markers.start);
  const to = text.indexOf(markers.end);
  if (from < 0 || to < from) throw new Error(`${file} has no ${markers.start} ... ${markers.end} block`);
  writeFileSync(file, `${text.slice(0, from + markers.start.length)}\n\n${content}\n\n${text.slice(to)}`);
}
