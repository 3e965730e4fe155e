// The repository's files and folders as a commit would hold them, and whether a named path is among them.
import { posix } from 'node:path';

const escape = (text: string): string => text.replace(/[.+^$()|[\]\\]/g, '\\$&');

/** A glob as a pattern of paths: `**` any folders, `*` and `?` within a name, `{a,b}` either. */
function globPattern(glob: string): string {
  return glob
    .split(/(\*\*\/|\*\*|\*|\?|\{[^}]*\})/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      if (part === '?') return '[^/]';
      if (part.startsWith('{')) return `(?:${part.slice(1, -1).split(',').map(escape).join('|')})`;
      return escape(part);
    })
    .join('');
}

/** The files (and so the folders, ending in `/`) of the repository. */
export class Tree {
  readonly files: ReadonlySet<string>;
  readonly folders: ReadonlySet<string>;

  constructor(files: readonly string[]) {
    this.files = new Set(files);
    this.folders = new Set(
      files.flatMap((file) =>
        file
          .split('/')
          .slice(0, -1)
          .map((_, i, parts) => `${parts.slice(0, i + 1).join('/')}/`),
      ),
    );
  }

  /** The extensions of its files (`.ts`, `.md`...). */
  extensions(): Set<string> {
    return new Set([...this.files].map((file) => posix.extname(file)).filter((extension) => extension !== ''));
  }

  /**
   * Whether a path (from the root) is a file or folder of the repository; a glob, whether it matches one. A name in
   * `.js` counts for its `.ts` source, as the source's imports write it.
   */
  has(path: string): boolean {
    if (/[*?{]/.test(path)) return this.#matching(new RegExp(`^${globPattern(path)}$`));
    const normal = posix.normalize(path);
    if (normal.endsWith('/')) return this.folders.has(normal);
    return this.files.has(normal) || this.files.has(normal.replace(/\.js$/, '.ts')) || this.folders.has(`${normal}/`);
  }

  /**
   * Whether a path a folder's README names is there: from that folder or one above it (`vitest.config.ts` in
   * test/README.md), or as the end of a path inside it (`misuse.ts` for `test/types/misuse.ts`).
   */
  hasFrom(path: string, folder: string): boolean {
    const above = folder.split('/').map((_, i, parts) => parts.slice(0, i).join('/'));
    if (above.some((base) => this.has(base === '' ? path : `${base}/${path}`))) return true;
    const tail = new RegExp(`^${escape(folder)}(?:.*/)?${globPattern(path)}$`);
    return this.#matching(tail);
  }

  #matching(pattern: RegExp): boolean {
    return [...this.files, ...this.folders].some((entry) => pattern.test(entry));
  }
}
