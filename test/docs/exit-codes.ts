// The docs' shell blocks show a command's exit code as `echo "$status"   # 2: what it means`. The comment is the
// claim: `withExitChecks` makes the block fail when the code printed is not the one the comment names.

/** A line that prints `$status`, with any comment after it; the code the comment names, if it names one. */
const statusLine = /^(?:.*;)?\s*echo "\$status"\s*(?:#\s*(?:(\d+)\b)?.*)?$/;

/** The exit codes a block's comments name, in order (`undefined` for a line that prints `$status` and names none). */
export function namedExitCodes(code: string): (number | undefined)[] {
  return code.split('\n').flatMap((line) => {
    const match = statusLine.exec(line);
    return match ? [match[1] === undefined ? undefined : Number(match[1])] : [];
  });
}

/** The block's code with a check after each line that prints `$status`: exit 97 when it is not the code named. */
export function withExitChecks(code: string): string {
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
