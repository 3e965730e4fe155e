// The comments of a source file, as the path check reads them: TypeScript's scanner finds them in TS and JS (so a
// `//` inside a string, a template or a regular expression is no comment), `#` starts one in a shell script.
import ts from 'typescript';

/** One comment: the line it starts on (1-based) and its text. */
export interface Comment {
  line: number;
  text: string;
}

const K = ts.SyntaxKind;

/** Tokens after which a `/` divides: anything else before it starts a regular expression. */
const endsOperand = new Set<ts.SyntaxKind>([
  K.Identifier,
  K.PrivateIdentifier,
  K.NumericLiteral,
  K.BigIntLiteral,
  K.StringLiteral,
  K.RegularExpressionLiteral,
  K.NoSubstitutionTemplateLiteral,
  K.TemplateTail,
  K.CloseParenToken,
  K.CloseBracketToken,
  K.CloseBraceToken,
  K.PlusPlusToken,
  K.MinusMinusToken,
  K.ThisKeyword,
  K.SuperKeyword,
  K.NullKeyword,
  K.TrueKeyword,
  K.FalseKeyword,
]);

/** The comments of a TypeScript or JavaScript text. */
export function scriptComments(text: string): Comment[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  const comments: Comment[] = [];
  const templates: number[] = []; // the brace depth at each open `${` of a template
  let depth = 0;
  let previous: ts.SyntaxKind = K.Unknown;
  let line = 1;
  let counted = 0; // the offset up to which `line` counts the newlines
  for (let kind = scanner.scan(); kind !== K.EndOfFileToken; kind = scanner.scan()) {
    if (kind === K.SingleLineCommentTrivia || kind === K.MultiLineCommentTrivia) {
      for (; counted < scanner.getTokenStart(); counted++) if (text.charCodeAt(counted) === 10) line++;
      comments.push({ line, text: scanner.getTokenText() });
      continue;
    }
    if (kind === K.NewLineTrivia || kind === K.WhitespaceTrivia || kind === K.ShebangTrivia) continue;
    if ((kind === K.SlashToken || kind === K.SlashEqualsToken) && !endsOperand.has(previous))
      kind = scanner.reScanSlashToken();
    if (kind === K.TemplateHead) templates.push(depth);
    else if (kind === K.OpenBraceToken) depth++;
    else if (kind === K.CloseBraceToken && templates.at(-1) === depth) {
      kind = scanner.reScanTemplateToken(false);
      if (kind === K.TemplateTail) templates.pop();
    } else if (kind === K.CloseBraceToken) depth--;
    previous = kind;
  }
  return comments;
}

/** The comments of a shell script: from a `#` at a line's start or after a space to the line's end (no shebang). */
export function shellComments(text: string): Comment[] {
  return text.split('\n').flatMap((line, index) => {
    const at = /(^|\s)#(?!!)/.exec(line);
    return at ? [{ line: index + 1, text: line.slice(at.index) }] : [];
  });
}
