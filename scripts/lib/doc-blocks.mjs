// The code blocks of the guides, as every check that runs them reads them: each fenced block with its language, where
// it starts, and whether it is marked `<!-- fragment -->` (an excerpt, not run); and the exit checks of a shell block,
// whose `echo "$status"   # 2: what it means` lines name the code the command before exits with. Read by
// test/docs/ (the repository's files, run against src/) and scripts/check-doc-blocks.mjs (the files of the installed
// tarball, run against the package).

/** The languages whose blocks are run, by the way they are run. */
export const runnable = { ts: 'ts', typescript: 'ts', sh: 'sh', bash: 'sh', shell: 'sh' };

/**
 * The fenced code blocks of a Markdown text, in order; throws on a fence that is never closed.
 * @param {string} file
 * @param {string} text
 * @returns {import('./doc-blocks.d.mts').CodeBlock[]}
 */
export function codeBlocks(file, text) {
  const lines = text.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)/.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '```', lang = ''] = open;
    const end = lines.findIndex((line, k) => k > i && line.trimStart().startsWith(fence) && line.trim() === fence);
    if (end === -1) throw new Error(`${file}:${i + 1}: a code block that is never closed`);
    const above = lines
      .slice(0, i)
      .reverse()
      .find((line) => line.trim() !== '');
    blocks.push({
      file,
      line: i + 1,
      lang: lang.toLowerCase(),
      code: lines
        .slice(i + 1, end)
        .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
        .join('\n'),
      fragment: above?.trim() === '<!-- fragment -->',
    });
    i = end;
  }
  return blocks;
}

/** A line that prints `$status`, with any comment after it; the code the comment names, if it names one. */
const statusLine = /^(?:.*;)?\s*echo "\$status"\s*(?:#\s*(?:(\d+)\b)?.*)?$/;

/**
 * The exit codes a block's comments name, in order (`undefined` for a line that prints `$status` and names none).
 * @param {string} code
 * @returns {(number | undefined)[]}
 */
export function namedExitCodes(code) {
  return code.split('\n').flatMap((line) => {
    const match = statusLine.exec(line);
    return match ? [match[1] === undefined ? undefined : Number(match[1])] : [];
  });
}

/**
 * The block's code with a check after each line that prints `$status`: exit 97 when it is not the code named.
 * @param {string} code
 */
export function withExitChecks(code) {
  return code
    .split('\n')
    .map((line, index) => {
      const expected = statusLine.exec(line)?.[1];
      if (expected === undefined) return line;
      const says = `line ${index + 1} of the block: the comment says exit code ${expected}, the command exited $status`;
      return `${line}\n[ "$status" = ${expected} ] || { echo "${says}" >&2; exit 97; }`;
    })
    .join('\n');
}
