// The relative links of the Markdown files a package ships, checked against the files it ships: a user reading a
// guide in node_modules, or on the registry's page (the package names no repository to send a link to), follows a
// link only to a file the package holds. Read by scripts/check-doc-links.mjs on the installed tarball, and by
// test/docs/package-links.test.ts on the files `npm pack` would pack.
import { posix } from 'node:path';

/** A link's target that names a scheme (`https:`, `mailto:`...) or a host (`//host`): not a file of the package. */
const external = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The text of a Markdown file with its code blanked (fenced blocks, inline code spans) and its HTML comments, which
 * hold no link, keeping every line where it was.
 */
function prose(text) {
  let fence;
  const lines = text.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker?.[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return '';
    }
    if (marker) {
      fence = marker;
      return '';
    }
    return line;
  });
  const blanked = (match) => match.replace(/[^\n]/g, ' ');
  return lines
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, blanked)
    .replace(/(`+)[^\n]*?\1/g, blanked);
}

/**
 * The relative links of a Markdown text, each with its line (1-based): inline `[text](target)` and images, reference
 * definitions `[name]: target`, and HTML `href="target"`. A URL with a scheme and a pure `#anchor` are left out.
 * @returns {Array<{ line: number, target: string }>}
 */
export function relativeLinks(text) {
  const links = [];
  prose(text)
    .split('\n')
    .forEach((content, index) => {
      const inline = [...content.matchAll(/\]\(\s*(<[^>\n]*>|[^)\s]+)/g)].map((match) => match[1] ?? '');
      const reference = /^\s{0,3}\[[^\]]+\]:\s*(<[^>\n]*>|\S+)/.exec(content)?.[1];
      const html = [...content.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) => m[1] ?? m[2] ?? '');
      for (const written of [...inline, ...(reference ? [reference] : []), ...html]) {
        const target = written.replace(/^<(.*)>$/, '$1');
        if (target !== '' && !target.startsWith('#') && !external.test(target)) links.push({ line: index + 1, target });
      }
    });
  return links;
}

/**
 * The path inside the package that a link of `file` leads to (its `#fragment` and `?query` dropped, percent-decoded),
 * or undefined when it leads out of the package.
 */
export function linkedPath(file, target) {
  const path = target.replace(/[?#].*$/, '');
  let decoded;
  try {
    decoded = decodeURI(path);
  } catch {
    decoded = path;
  }
  const joined = decoded.startsWith('/') ? decoded.slice(1) : posix.join(posix.dirname(file), decoded);
  const normal = posix.normalize(joined).replace(/\/$/, '');
  return normal === '..' || normal.startsWith('../') ? undefined : normal;
}

/**
 * The relative links of the package's Markdown files that lead to no file or folder of it, as `file:line: target
 * (why)`. `files` are the package's files, relative to its root with `/` (`docs/cli.md`); `read` gives one's text.
 * @param {readonly string[]} files
 * @param {(file: string) => string} read
 * @returns {string[]}
 */
export function deadLinks(files, read) {
  const shipped = new Set(files);
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  return files
    .filter((file) => file.toLowerCase().endsWith('.md'))
    .sort()
    .flatMap((file) =>
      relativeLinks(read(file)).flatMap(({ line, target }) => {
        const path = linkedPath(file, target);
        if (path === undefined) return [`${file}:${line}: ${target} (leads out of the package)`];
        if (path === '.' || shipped.has(path) || folders.has(path)) return [];
        return [`${file}:${line}: ${target} (the package has no ${path})`];
      }),
    );
}
