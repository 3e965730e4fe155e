// The types of doc-blocks.mjs, for the TypeScript that imports it (test/docs/).

/** One fenced code block. */
export interface CodeBlock {
  /** The file, relative to the root, such as `docs/cli.md`. */
  file: string;
  /** The line of its opening fence (1-based). */
  line: number;
  /** The fence's language, lowercased (`ts`, `sh`...); '' without one. */
  lang: string;
  code: string;
  /** Marked `<!-- fragment -->` on the line above its fence: an excerpt, never run. */
  fragment: boolean;
}

/** The languages whose blocks are run, by the way they are run. */
export declare const runnable: Readonly<Record<string, 'ts' | 'sh'>>;

/** The fenced code blocks of a Markdown text, in order; throws on a fence that is never closed. */
export declare function codeBlocks(file: string, text: string): CodeBlock[];

/** The exit codes a block's comments name, in order (`undefined` for a line that prints `$status` and names none). */
export declare function namedExitCodes(code: string): (number | undefined)[];

/** The block's code with a check after each line that prints `$status`: exit 97 when it is not the code named. */
export declare function withExitChecks(code: string): string;
