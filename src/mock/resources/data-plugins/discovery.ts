import type { RequestContext } from '../../http/context.js';
import { listResponse } from '../../http/paging.js';
import { MockHttpError } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import { customFields } from './body.js';
import { catalogue } from './catalogue.js';
import { dataPluginView } from './data-plugins.js';
import { hubPluginView } from './hub.js';
import { directoryOf, wireType } from './plugin-types.js';
import {
  addCustomPlugin,
  catalogueRecord,
  findCustomPlugin,
  type PluginRecord,
  workspacePlugins,
  writeCustomPlugin,
} from './workspace-plugins.js';

// Meltano's discovery.yml, both ways. Importing one: each entry of its plugin sections (`extractors:`,
// `loaders:`...) becomes a custom plugin of the workspace, or updates the one of the same type, name and variant.
// The mock reads the block YAML such files are written in (mappings, lists, scalars, flow lists), not every YAML
// feature. The feeds for the Meltano runtime are written in that same block YAML, so the mock reads them back.

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

// A key: double- or single-quoted (read as such a scalar), else plain text up to the first colon (which, for a list
// item, opens no quote or flow collection).
const quotedKey = String.raw`"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'`;
const entry = new RegExp(String.raw`^(${quotedKey}|[^:]+?):(?:\s+(.*))?$`);
const opensMapping = new RegExp(String.raw`^(${quotedKey}|[^'"[{][^:]*):(\s|$)`);

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
      } else if (opensMapping.test(rest)) {
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
    const match = entry.exec((lines[i] as Line).text);
    if (!match) malformed(`expected \`key: value\` at line ${i + 1}`);
    const [, raw = '', value] = match;
    const key = /^["']/.test(raw) ? String(scalar(raw)) : raw;
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

const plainText = /^[A-Za-z_][\w./+=@-]*( [\w./+=@-]+)*$/;
const yamlWord = /^(true|false|null|yes|no|on|off|y|n)$/i; // plain, these would not be read back as text

/** A string as YAML: plain when it can be, else double-quoted (`#` escaped, as the reader strips ` #` comments). */
function quoted(text: string): string {
  return plainText.test(text) && !yamlWord.test(text) ? text : JSON.stringify(text).replaceAll('#', '\\u0023');
}

const isBlock = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && Object.keys(value).length > 0;

/** A scalar, or an empty list or mapping, on its line. */
function inline(value: unknown): string {
  if (typeof value === 'string') return quoted(value);
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? '[]' : '{}';
  return String(value ?? null);
}

/** A mapping's entries or a list's items as block YAML lines at `indent` (a list item's mapping opens on `- `). */
function yamlLines(value: object, indent: string): string[] {
  if (Array.isArray(value))
    return value.flatMap((item: unknown) => {
      if (!isBlock(item)) return [`${indent}- ${inline(item)}`];
      const inner = yamlLines(item, `${indent}  `);
      if (Array.isArray(item)) return [`${indent}-`, ...inner];
      return [`${indent}- ${inner[0]?.trimStart()}`, ...inner.slice(1)];
    });
  return Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .flatMap(([key, item]: [string, unknown]) => {
      const line = `${indent}${quoted(key)}:`;
      if (!isBlock(item)) return [`${line} ${inline(item)}`];
      return [line, ...yamlLines(item, Array.isArray(item) ? indent : `${indent}  `)];
    });
}

/** A discovery.yml of these plugins: each type's section (`extractors:`...) lists their Hub definitions. */
export function discoveryYml(plugins: PluginRecord[]): string {
  const sections: Record<string, object[]> = {};
  for (const p of plugins) {
    const section = directoryOf(p.type);
    sections[section] = [...(sections[section] ?? []), hubPluginView(p)];
  }
  return `${yamlLines({ version: 20, ...sections }, '').join('\n')}\n`;
}

/**
 * A feed as the service answers it: a String from a handler that declares no media type (the document's `*\/*`),
 * which Spring labels with the first type the Accept header names that it can write: YAML when asked, else text.
 */
function feed(c: RequestContext, plugins: PluginRecord[]): Response {
  const yaml = /application\/x-yaml/i.test(c.request.headers.get('accept') ?? '');
  const type = `${yaml ? 'application/x-yaml' : 'text/plain'};charset=UTF-8`;
  return new Response(discoveryYml(plugins), { status: 200, headers: { 'content-type': type } });
}

/**
 * The feeds for the Meltano runtime: the service's (every supported plugin) to any signed-in caller, and a
 * workspace's (what `GET /api/workspaces/{ws}/dataplugins` lists) to its members. And the import of a
 * discovery.yml: POST /api/workspaces/{ws}/discovery, the plugins of the body created or updated.
 */
export function routes(router: Router): void {
  router.on('GET', '/api/discovery.yml', (c) => {
    c.caller();
    return feed(c, catalogue.map(catalogueRecord));
  });
  router.on('GET', '/api/workspaces/:ws/discovery.yml', (c) => {
    const workspace = c.memberOf(c.param('ws'));
    return feed(c, workspacePlugins(c.store, workspace.id));
  });
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
