import { InvalidArgumentError } from '../core/errors.js';
import { quoted } from '../core/shown.js';

/** A structured dataset search: free text plus channel and tag filters, all combined (AND). */
export interface SearchFilters {
  /** Free text matched against the datasets. */
  text?: string | undefined;
  /** One channel name; it becomes `in:<name>`. */
  channel?: string | undefined;
  /** Channel names; each becomes `in:<name>` (after `channel`, when both are given). */
  channels?: string | readonly string[] | undefined;
  /** Tag names, with or without a leading `#`; each becomes `tag:<name>`. */
  tags?: string | readonly string[] | undefined;
}

/** A dataset search: a raw `q` string such as `revenue in:sales tag:kpi`, or filters to build one from. */
export type SearchQuery = string | SearchFilters;

const knownKeys: ReadonlySet<string> = new Set(['text', 'channel', 'channels', 'tags']);

/**
 * Builds the `q` parameter of a dataset search: the text, then `in:` and `tag:` filters, space-separated.
 * A raw string is sent as given. Throws `InvalidArgumentError` on an empty query or a name that is empty
 * or contains whitespace (the service separates filters by spaces).
 * @example
 * searchQuery({ text: 'data insights', channel: 'sales', tags: ['#kpi', 'finance'] });
 * // 'data insights in:sales tag:kpi tag:finance'
 */
export function searchQuery(query: SearchQuery): string {
  if (typeof query === 'string') {
    if (query.trim() === '')
      throw new InvalidArgumentError('A search query must not be empty; give text, a channel or a tag.');
    return query;
  }
  if (typeof query !== 'object' || query === null || Array.isArray(query)) {
    throw new InvalidArgumentError(
      `A search query must be a string or { text, channel or channels, tags }; got ${describe(query)}.`,
    );
  }
  const unknown = Object.keys(query).filter((key) => !knownKeys.has(key));
  if (unknown.length) {
    const listed = unknown.map((k) => `"${k}"`).join(', ');
    throw new InvalidArgumentError(
      `A search query has unknown field ${listed}; the fields are text, channel, channels and tags.`,
    );
  }
  const parts: string[] = [];
  if (query.text !== undefined) {
    if (typeof query.text !== 'string')
      throw new InvalidArgumentError(`The search text must be a string; got ${describe(query.text)}.`);
    if (query.text.trim() !== '') parts.push(query.text.trim());
  }
  for (const name of names(query.channel, 'channel')) parts.push(`in:${name}`);
  for (const name of names(query.channels, 'channel')) parts.push(`in:${name}`);
  for (const name of names(query.tags, 'tag')) parts.push(`tag:${name}`);
  if (!parts.length) throw new InvalidArgumentError('A search query must not be empty; give text, a channel or a tag.');
  return parts.join(' ');
}

function names(value: string | readonly string[] | undefined, kind: 'channel' | 'tag'): string[] {
  if (value === undefined) return [];
  const list: readonly unknown[] = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [value];
  return list.map((name) => {
    const bare = kind === 'tag' && typeof name === 'string' && name.startsWith('#') ? name.slice(1) : name;
    if (typeof bare !== 'string' || bare === '' || /\s/.test(bare)) {
      throw new InvalidArgumentError(
        `A search ${kind} name must be a non-empty string without spaces; got ${describe(name)}.`,
      );
    }
    return bare;
  });
}

function describe(value: unknown): string {
  return quoted(value);
}
