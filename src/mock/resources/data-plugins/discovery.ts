import type { RequestContext } from '../../http/context.js';
import { listResponse } from '../../http/paging.js';
import { MockHttpError } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import { customFields } from './body.js';
import { dataPluginView } from './data-plugins.js';
import { wireType } from './plugin-types.js';
import { addCustomPlugin, findCustomPlugin, writeCustomPlugin } from './workspace-plugins.js';

// Importing a Meltano discovery.yml: each entry of its plugin sections (`extractors:`, `loaders:`...) becomes a
// custom plugin of the workspace, or updates the one of the same type, name and variant. The mock reads the
// block YAML such files are written in (mappings, lists, scalars, flow lists), not every YAML feature.

interface Line {
  indent: number;
  text: string;
}

function malformed(why: string): never {
  throw new MockHttpError(400, `Malformed discovery.yml: ${why}`);
}

function scalar(raw: string): unknown {
  const text = raw.trim();
  if (/^".*"$/.test(text)) return JSON.parse(text);
  if (/^'.*'$/.test(text)) return text.slice(1, -1).replace(/''/g, "'");
  if (/^\[.*\]$/.test(text)) {
    const inner = text.slice(1, -1).trim();
    return inner === '' ? [] : inner.split(',').map(scalar);
  }
  if (text === '{}') return {};
  if (text === 'true' || text === 'false') return text === 'true';
  if (text === '' || text === 'null' || text === '~') return null;
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

const isItem = (line: Line | undefined, indent: number) =>
  line !== undefined && line.indent === indent && (line.text === '-' || line.text.startsWith('- '));

/** Parses the block at `lines[at]` (with that line's indent); returns its value and the index after it. */
function block(lines: Line[], at: number): [unknown, number] {
  const first = lines[at];
  if (first === undefined) return [null, at];
  const indent = first.indent;
  if (isItem(first, indent)) {
    const items: unknown[] = [];
    let i = at;
    while (isItem(lines[i], indent)) {
      const rest = (lines[i] as Line).text.slice(1).trimStart();
      if (rest === '') {
        const next = lines[i + 1];
        if (next === undefined || next.indent <= indent) malformed(`an empty list item at line ${i + 1}`);
        const [value, after] = block(lines, i + 1);
        items.push(value);
        i = after;
      } else if (/^[^'"[{][^:]*:(\s|$)/.test(rest)) {
        lines[i] = { indent: indent + 2, text: rest }; // `- key: value` opens a mapping two columns in
        const [value, after] = block(lines, i);
        items.push(value);
        i = after;
      } else {
        items.push(scalar(rest));
        i += 1;
      }
    }
    return [items, i];
  }
  const map: Record<string, unknown> = {};
  let i = at;
  while (lines[i] !== undefined && (lines[i] as Line).indent === indent && !isItem(lines[i], indent)) {
    const match = /^([^:]+?):(?:\s+(.*))?$/.exec((lines[i] as Line).text);
    if (!match) malformed(`expected \`key: value\` at line ${i + 1}`);
    const [, key = '', value] = match;
    const next = lines[i + 1];
    if (value !== undefined && value.trim() !== '') {
      map[key] = scalar(value);
      i += 1;
    } else if (next && (next.indent > indent || isItem(next, indent))) {
      const [nested, after] = block(lines, i + 1);
      map[key] = nested;
      i = after;
    } else {
      map[key] = null;
      i += 1;
    }
  }
  if (lines[i] !== undefined && (lines[i] as Line).indent > indent) malformed(`bad indentation at line ${i + 1}`);
  return [map, i];
}

/** The document's value: its lines without blank ones and comments. */
export function parseDiscovery(text: string): unknown {
  const lines = text
    .split(/\r?\n/)
    .map((raw) => raw.replace(/\s+#.*$/, ''))
    .filter((raw) => raw.trim() !== '' && !raw.trim().startsWith('#') && raw.trim() !== '---')
    .map((raw) => ({ indent: raw.length - raw.trimStart().length, text: raw.trim() }));
  const [value, end] = block(lines, 0);
  if (end < lines.length) malformed(`unexpected content at line ${end + 1}`);
  return value;
}

/** POST /api/workspaces/{ws}/discovery: the plugins of the body's discovery.yml, created or updated. */
export function routes(router: Router): void {
  router.on('POST', '/api/workspaces/:ws/discovery', async (c: RequestContext) => {
    const workspace = c.adminOf(c.param('ws'));
    const document = parseDiscovery(await c.request.text());
    if (typeof document !== 'object' || document === null || Array.isArray(document))
      malformed('the document must be a mapping of plugin types (extractors, loaders...) to lists');
    const all = Object.entries(document).flatMap(([section, entries]) => {
      const type = wireType(section);
      if (type === undefined || section === 'tap' || section === 'target') return [];
      if (!Array.isArray(entries)) return malformed(`\`${section}\` must be a list of plugins`);
      return entries.map((entry: unknown) => {
        if (typeof entry !== 'object' || entry === null)
          return malformed(`an entry of \`${section}\` is not a mapping`);
        return customFields(entry as Record<string, unknown>, type);
      });
    });
    const plugins = all.map((fields) => {
      const existing = findCustomPlugin(c.store, workspace.id, fields);
      if (!existing) return addCustomPlugin(c.store, workspace.id, fields);
      writeCustomPlugin(existing, fields);
      return existing;
    });
    const views = plugins.map((p) => dataPluginView(c, p));
    return listResponse(c, 'dataplugins', views);
  });
}
