// A known secret a server echoes with some or all of its characters percent-encoded, hex in either case (`a+b/c=` as
// `a%2Bb/c%3D`, `a+b%2fc=` or `%61%2B%62...`): the redaction regex runs again over the text decoded, and each secret
// it finds there is redacted where it stands in the text. A regex that took each character in either form would need
// no second pass, but V8 cannot skip ahead through alternatives of varying length: with a few dozen known secrets it
// was hundreds of times slower. `unescape` decodes in native code (a loop in JavaScript was five times slower than
// the whole regex pass on a text of many short runs); it reads each `%XX` as one character, a byte beyond ASCII as
// its Latin-1 character (`secretsPattern` has that form of a secret), and `%uXXXX` too.

const escapeAt = /%(?:u[\da-f]{4}|[\da-f]{2})/iy;

/**
 * `text` with each secret that `pattern` (a redaction regex, global, whose first alternative is `marker` itself) finds
 * in the text as decoded replaced by `marker` where it stands in `text`. A text without `%` costs one search, one
 * without a valid `%XX` one more.
 */
export function redactPercentEncoded(text: string, pattern: RegExp, marker: string): string {
  if (!text.includes('%')) return text;
  const decoded = unescape(text);
  if (decoded.length === text.length) return text; // each escape decoded makes it shorter: there was none
  const place = placer(text);
  let out = '';
  let copied = 0;
  pattern.lastIndex = 0;
  for (let found = pattern.exec(decoded); found !== null; found = pattern.exec(decoded)) {
    const [echo] = found;
    if (echo.toLowerCase() === marker) continue; // a marker, perhaps written `%5Bredacted%5D`: left as it is
    out += text.slice(copied, place(found.index)) + marker;
    copied = place(found.index + echo.length);
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/**
 * Where a place of `unescape(text)` stands in `text`. Asked in ascending order, it walks the text once, from one `%`
 * to the next, and only as far as the last place asked for.
 */
function placer(text: string): (at: number) => number {
  let index = 0;
  let decodedIndex = 0;
  return (at) => {
    while (decodedIndex < at) {
      const percent = text.indexOf('%', index);
      if (percent === -1 || percent - index >= at - decodedIndex) {
        index += at - decodedIndex;
        decodedIndex = at;
      } else {
        decodedIndex += percent - index + 1;
        escapeAt.lastIndex = percent;
        index = escapeAt.test(text) ? escapeAt.lastIndex : percent + 1;
      }
    }
    return index;
  };
}
