// The mock writes its links with this, not with the SDK's path builder: links built by the code under test
// would agree with that code even where both are wrong.

/**
 * A path on the mock service, each value percent-encoded as one segment and an array as several segments
 * (a workspace file path), as the service writes its links.
 * @example
 * href`/api/workspaces/${ws}/resources/${'dir/a b.sql'.split('/')}`
 * // '/api/workspaces/…/resources/dir/a%20b.sql'
 */
export function href(strings: TemplateStringsArray, ...values: Array<string | readonly string[]>): string {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const segments = typeof value === 'string' ? [value] : value;
    out += segments.map(encodeURIComponent).join('/') + (strings[i + 1] ?? '');
  });
  return out;
}
