// The repository paths that the documentation and the source's comments name, found by their look: a token that
// starts with one of the repository's folders and ends in a file extension or a `/` (`test/coverage/`,
// `src/core/errors.ts`), or a glob (`test/**/*.test.ts`). A folder's own README also names its files from there
// (`helpers/server.ts` in test/README.md), as whole code spans. A relative Markdown link is left to
// test/docs/links.test.ts, and a URL's path is no repository path.
import { posix } from 'node:path';
import { type Comment, scriptComments, shellComments } from './comments.js';

/** The folders a repository path starts with. */
const pathRoots = ['src', 'test', 'docs', 'scripts', 'bench', 'examples', 'spec', 'mock', '.ci'];

/** A path that a file names, and where. */
export interface NamedPath {
  /** The file that names it and the line, such as `docs/mock.md:12`. */
  where: string;
  /** The path as written, trailing punctuation dropped, such as `test/cli/harness.ts`. */
  path: string;
  /** For a path a folder's README names from its folder: that folder (`test/`). */
  from?: string;
}

const roots = pathRoots.map((name) => name.replace('.', '\\.')).join('|');
/** A token from a root folder: path characters and `{a,b}` groups, not inside a word, path or link target. */
const rootToken = new RegExp(String.raw`(?<![\w./@-]|\]\()(?:${roots})/(?:[\w./@*?-]|\{[\w.,*-]*\})*`, 'g');
/** Whether a text holds such a token at all (one test, no state). */
const holdsRootToken = new RegExp(rootToken.source);
/** A relative path that starts from a root folder all the same. */
const fromRoot = new RegExp(`^(?:${roots})/`);
/** A whole code span that is a relative path (a folder's README). */
const relativeSpan = /`([\w@*-][\w./@*-]*)`/g;

/** Whether a token names a file (by one of `extensions`) or a folder. */
const isPath = (path: string, extensions: ReadonlySet<string>): boolean =>
  path.endsWith('/') || extensions.has(posix.extname(path));

/** The extensions of files, beside the repository's own: a token ending in another (`mock.seed`) is no path. */
const fileExtensions = '.ts .mts .cts .js .mjs .cjs .json .md .sh .yml .yaml .txt .csv .ndjson .html .png .svg .tgz';

/** Reads the paths a file names; `extensions` are those of the repository's files (`.ts`, `.md`...). */
export class PathReader {
  readonly #extensions: ReadonlySet<string>;

  constructor(extensions: Iterable<string>) {
    this.#extensions = new Set([...fileExtensions.split(' '), ...extensions]);
  }

  /** The paths a Markdown file names, its fenced blocks too (commands of the repository's own scripts). */
  markdown(file: string, text: string): NamedPath[] {
    const folder = posix.dirname(file);
    const ownFolder = folder !== '.' && folder !== 'docs' && posix.basename(file) === 'README.md';
    return [...this.#fromRoot(file, 1, text), ...(ownFolder ? this.#fromFolder(file, `${folder}/`, text) : [])];
  }

  /** The paths a source file's comments name (none for a file that is no source). */
  source(file: string, text: string): NamedPath[] {
    if (!holdsRootToken.test(text)) return []; // names none: its comments need no scan
    return (commentsOf(file, text) ?? []).flatMap((comment) => this.#fromRoot(file, comment.line, comment.text));
  }

  #fromRoot(file: string, line: number, text: string): NamedPath[] {
    return text.split('\n').flatMap((content, index) =>
      [...content.matchAll(rootToken)]
        .map((match) => match[0].replace(/[.,:;]+$/, ''))
        .filter((path) => isPath(path, this.#extensions) || /[*?{]/.test(path))
        .map((path) => ({ where: `${file}:${line + index}`, path })),
    );
  }

  #fromFolder(file: string, from: string, text: string): NamedPath[] {
    return text.split('\n').flatMap((content, index) =>
      [...content.matchAll(relativeSpan)]
        .map((match) => match[1] ?? '')
        .filter((path) => !fromRoot.test(path) && isPath(path, this.#extensions))
        .map((path) => ({ where: `${file}:${index + 1}`, path, from })),
    );
  }
}

/** The comments of a source file, by its kind; undefined for a file that is no source. */
function commentsOf(file: string, text: string): Comment[] | undefined {
  if (/\.(ts|mts|cts|js|mjs|cjs)$/.test(file)) return scriptComments(text);
  if (file.endsWith('.sh') || file === '.ci/run') return shellComments(text);
  return undefined;
}
