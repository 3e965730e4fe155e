// A `#word` after a value (`tags: #finance`, `- #sales`, `title: Revenue #Q3`) is a comment to YAML, though the
// writer most likely meant a tag: found with YAML's own lexer, so quoted text and block scalars are never mistaken.
import { CST, Lexer } from 'yaml';

/** A comment that looks like a tag written without quotes: where it starts (an offset in the text) and its text. */
export interface HashTag {
  offset: number;
  text: string;
}

/** Tokens of the lexer that mark a place in its output without being characters of the text. */
const markers = new Set([CST.DOCUMENT, CST.FLOW_END, CST.SCALAR, CST.BOM]);

/** The comments of a YAML text that follow something on their line and start like a word: `#finance`. */
export function hashTags(text: string): HashTag[] {
  const found: HashTag[] = [];
  let offset = 0;
  let afterContent = false;
  for (const token of new Lexer().lex(text)) {
    if (markers.has(token)) continue;
    const type = CST.tokenType(token);
    if (type === 'comment') {
      if (afterContent && /^#[\p{L}\p{N}_]/u.test(token)) found.push({ offset, text: token });
    } else if (token.includes('\n')) {
      // A line ended inside the token (a newline, a block scalar, a quoted text over lines): what follows its last
      // newline decides.
      afterContent = type !== 'space' && token.slice(token.lastIndexOf('\n') + 1).trim() !== '';
    } else if (type !== 'space') afterContent = true;
    offset += token.length;
  }
  return found;
}
