// The examples at the end of a command's `--help`, the way gh shows them.

/**
 * The `--help` text after the options (commander ends it with a newline): an `Example:` section, one `$ ` line
 * per command line.
 * @example group.addHelpText('after', example('wdp channels list --all'))
 */
export const example = (...lines: string[]): string => `\nExample:\n${lines.map((line) => `  $ ${line}`).join('\n')}`;
