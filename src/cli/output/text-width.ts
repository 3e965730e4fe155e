// How many terminal cells text takes, approximately as terminals count them: one per character (a grapheme: a
// letter with its accents, an emoji with its modifiers), two for East Asian wide characters and emoji shown as
// pictures, none for a lone zero-width mark. Used to fit tables to a terminal's width.

// Made on first use, as relative-time.ts's formatter: a command that prints no table never loads ICU's segmenter.
let segmenter: Intl.Segmenter | undefined;
const graphemes = (): Intl.Segmenter => (segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' }));
// Hangul jamo, CJK, kana, Hangul syllables, fullwidth forms, pictographs; then emoji shown as pictures.
const wideRanges =
  '\\u1100-\\u115f\\u2e80-\\u303e\\u3041-\\u33ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\ua000-\\ua4cf\\uac00-\\ud7a3' +
  '\\uf900-\\ufaff\\ufe30-\\ufe4f\\uff00-\\uff60\\uffe0-\\uffe6' +
  '\\u{1f300}-\\u{1f64f}\\u{1f900}-\\u{1f9ff}\\u{20000}-\\u{3fffd}';
const wide = new RegExp(`^[${wideRanges}]|\\p{Emoji_Presentation}|\\ufe0f`, 'u');
const invisible = /^[\p{M}\p{Cf}]+$/u;

function cells(grapheme: string): number {
  if (invisible.test(grapheme)) return 0;
  return wide.test(grapheme) ? 2 : 1;
}

/** The number of terminal cells `text` takes on one line. */
export function textWidth(text: string): number {
  let width = 0;
  for (const { segment } of graphemes().segment(text)) width += cells(segment);
  return width;
}

/**
 * `text` in at most `width` cells: as it is when it fits, else cut between characters (never inside one) and
 * ended with `…`.
 */
export function cutText(text: string, width: number): string {
  if (textWidth(text) <= width) return text;
  let kept = '';
  let used = 0;
  for (const { segment } of graphemes().segment(text)) {
    const next = cells(segment);
    if (used + next > width - 1) break;
    kept += segment;
    used += next;
  }
  return `${kept}…`;
}
