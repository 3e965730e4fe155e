/** Whether every percent-escape of the path and query decodes (URL parsing keeps a malformed one as it came). */
export function wellEscaped(url: URL): boolean {
  try {
    decodeURIComponent(url.pathname + url.search);
    return true;
  } catch {
    return false;
  }
}
