// Made-up ids of the fixtures (test/fixtures/namespace-calls.ts) swapped for the mock's real ones, in a request's
// URL and its text body: the coverage of the mock's answers and the recording of the replay sessions both send
// every namespace's calls to the demo data this way.

/** The URL with each path segment and query value that is a made-up id swapped for the real one. */
export function swapUrl(href: string, ids: ReadonlyMap<string, string>): URL {
  const url = new URL(href);
  url.pathname = url.pathname
    .split('/')
    .map((segment) => ids.get(segment) ?? segment)
    .join('/');
  for (const [name, value] of url.searchParams) url.searchParams.set(name, ids.get(value) ?? value);
  return url;
}

/** A body's text with every made-up id (longer than two characters) swapped for the real one. */
export function swapText(text: string, ids: ReadonlyMap<string, string>): string {
  let swapped = text;
  for (const [made, real] of ids) if (made.length > 2) swapped = swapped.replaceAll(made, real);
  return swapped;
}
