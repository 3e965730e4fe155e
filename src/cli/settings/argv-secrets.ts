// Secrets given on the command line: they still work, for scripts, but each gets a one-line warning on stderr that
// names the safe form. The warning names the flag and the setting, never the value.

/** Where a secret on the command line is seen, as every warning says it. */
const seen = 'on the command line, where other users and shell history can read it';

/** The safe forms of each credential flag. */
const safeForms = {
  token: ['--token', '--token - (stdin), WDP_TOKEN or `wdp auth login`'],
  clientSecret: ['--client-secret', '--client-secret - (stdin) or WDP_CLIENT_SECRET'],
} as const;

/**
 * The warnings for `--token T` and `--client-secret S` given as text (not `-`, which reads stdin).
 * @example argvCredentialWarnings({ token: 'abc' }) // ['warning: --token puts a secret on the command line, ...']
 */
export function argvCredentialWarnings(flags: { token?: string | undefined; clientSecret?: string | undefined }) {
  return (['token', 'clientSecret'] as const)
    .filter((key) => flags[key] !== undefined && flags[key] !== '-')
    .map((key) => `warning: ${safeForms[key][0]} puts a secret ${seen}; use ${safeForms[key][1]}.`);
}

/**
 * The warning for a plugin's secret setting given as `--property KEY=VALUE`.
 * @example argvPropertyWarning('auth_token') // 'warning: --property auth_token puts a secret on the command line...'
 */
export function argvPropertyWarning(key: string): string {
  const safe = `--property-file ${key}=PATH or --property-env ${key}=VAR`;
  return `warning: --property ${key} puts a secret ${seen}; use ${safe}.`;
}

/**
 * The warning for `wdp api --data JSON` given inline with secret fields (a password, a client secret, an OAuth
 * `code` to exchange for a data source's token), naming the fields, never their values; undefined when it has none.
 * @example argvDataWarning(['code']) // 'warning: --data puts a secret (code) on the command line, ...'
 */
export function argvDataWarning(fields: readonly string[]): string | undefined {
  if (fields.length === 0) return undefined;
  return `warning: --data puts a secret (${fields.join(', ')}) ${seen}; use --data @FILE or --data - (stdin).`;
}
