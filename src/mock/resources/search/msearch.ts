import type { MsearchHit, MsearchItemError, MsearchResult } from '../../../models/msearch.js';
import type { RequestContext } from '../../http/context.js';
import { json, MockHttpError } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import type { DatasetRecord } from '../datasets/datasets.js';
import { datasetView } from '../datasets/view.js';
import { tagsIn } from '../tags.js';
import { matchesPattern } from './match.js';
import { QueryError, runQuery, type ScoredHit, type SearchDocument } from './msearch-query.js';

/** The media types an msearch body may be sent as. */
const ndjsonTypes: ReadonlySet<string> = new Set(['text/plain', 'application/x-ndjson']);
/** The index name hits carry. */
const index = 'datasets';

/**
 * msearch: `POST /api/workspaces/:ws/datasets/_msearch`, newline-delimited JSON (header line, query line, ...),
 * answered as a search engine's `_msearch`: `{ took, responses: [result or { error, status }] }`.
 * 415 unless text/plain or application/x-ndjson, 400 when the lines cannot be read, 403/404 as for any workspace.
 */
export function routes(router: Router): void {
  router.on('POST', '/api/workspaces/:ws/datasets/_msearch', async (c) => {
    const type = (c.request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!ndjsonTypes.has(type))
      throw new MockHttpError(
        415,
        `Content type '${type || 'none'}' not supported; send text/plain or application/x-ndjson`,
      );
    const workspace = c.memberOf(c.param('ws'));
    const queries = readSearches(await c.request.text());
    const documents = [...c.store.datasets.values()]
      .filter((d) => d.workspaceId === workspace.id)
      .map((d) => documentOf(c, d));
    return json({ took: 1, responses: queries.map((query) => answer(documents, query)) });
  });
}

/** The query lines of an msearch body; 400 when it is not newline-terminated pairs of JSON objects. */
function readSearches(text: string): Array<Record<string, unknown>> {
  if (!text.endsWith('\n')) throw new MockHttpError(400, 'The msearch request must be terminated by a newline [\\n]');
  const lines = text
    .slice(0, -1)
    .split('\n')
    .map((line) => line.replace(/\r$/, ''));
  if (lines.length % 2 !== 0) {
    throw new MockHttpError(400, 'An msearch body is pairs of lines: a header line, then a query line');
  }
  const queries: Array<Record<string, unknown>> = [];
  for (let i = 0; i < lines.length; i += 2) {
    const header = lines[i] === '' ? {} : objectLine(lines[i] ?? '', i + 1);
    if (header['preference'] !== undefined && typeof header['preference'] !== 'string') {
      throw new MockHttpError(400, `Line ${i + 1}: the header's preference must be a string`);
    }
    queries.push(objectLine(lines[i + 1] ?? '', i + 2));
  }
  return queries;
}

function objectLine(line: string, number: number): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new MockHttpError(400, `Malformed msearch line ${number}: not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new MockHttpError(400, `Malformed msearch line ${number}: not a JSON object`);
  return value as Record<string, unknown>;
}

/**
 * A dataset as the search engine indexes it: the dataset's fields without the HAL parts, and its `tags` (which the
 * dataset's own view does not have).
 */
type DatasetSource = Omit<ReturnType<typeof datasetView>, '_links' | '_embedded'> & { tags: string[] };
type DatasetDocument = SearchDocument<DatasetSource>;

function documentOf(c: RequestContext, dataset: DatasetRecord): DatasetDocument {
  const { _links: _l, _embedded: _e, ...fields } = datasetView(c, dataset);
  return { id: dataset.id, source: { ...fields, tags: tagsIn(`${dataset.title} ${dataset.description}`) } };
}

/** One query's result, or the error a search engine reports for it inside the 200 answer. */
function answer(documents: readonly DatasetDocument[], query: Record<string, unknown>) {
  try {
    const size = sizeOf(query['size']);
    const pick = sourceFilter(query['_source']);
    const hits = runQuery(documents, query);
    return {
      took: 1,
      timed_out: false,
      _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
      hits: {
        total: { value: hits.length, relation: 'eq' },
        max_score: hits[0]?.score ?? null,
        hits: hits.slice(0, size).map((hit) => hitView(hit, pick)),
      },
      // A search engine tells each result's status; `MsearchResult` does not declare it.
      status: 200,
    } satisfies MsearchResult & { status: number };
  } catch (error) {
    if (!(error instanceof QueryError)) throw error;
    const cause = { type: 'parsing_exception', reason: error.message };
    return { error: { root_cause: [cause], ...cause }, status: 400 } satisfies ItemError;
  }
}

/** A query's error, as a search engine reports it: with its `root_cause`, which `MsearchItemError` does not declare. */
type ItemError = MsearchItemError & { error: { root_cause: Array<{ type: string; reason: string }> } };

function hitView(hit: ScoredHit<DatasetDocument>, pick: SourceFilter): MsearchHit {
  return {
    _index: index,
    _id: hit.document.id,
    _score: hit.score,
    _source: pick(hit.document.source),
    highlight: hit.highlight,
  };
}

function sizeOf(value: unknown): number {
  if (value === undefined) return 10;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  throw new QueryError(`[size] must be a non-negative integer; got ${JSON.stringify(value)}`);
}

/** What a hit shows of its document's `_source`: all of it, some fields, or nothing. */
type SourceFilter = (source: DatasetSource) => Partial<DatasetSource> | undefined;

/** `_source`: `false` for none, patterns to include, or `{ includes, excludes }` (patterns may use `*`). */
function sourceFilter(value: unknown): SourceFilter {
  if (value === undefined || value === true) return (source) => source;
  if (value === false) return () => undefined;
  const spec = typeof value === 'string' || Array.isArray(value) ? { includes: value } : value;
  if (typeof spec !== 'object' || spec === null)
    throw new QueryError('[_source] must be a boolean, patterns or { includes, excludes }');
  const includes = patterns((spec as Record<string, unknown>)['includes'], 'includes');
  const excludes = patterns((spec as Record<string, unknown>)['excludes'], 'excludes');
  return (source) =>
    pickFields(
      source,
      (name) =>
        (!includes.length || includes.some((p) => matchesPattern(name, p))) &&
        !excludes.some((p) => matchesPattern(name, p)),
    );
}

/** The fields of an object whose name passes `keep`. */
function pickFields<T extends object>(source: T, keep: (name: string) => boolean): Partial<T> {
  return Object.fromEntries(Object.entries(source).filter(([name]) => keep(name))) as Partial<T>;
}

function patterns(value: unknown, key: string): string[] {
  if (value === undefined) return [];
  const list: unknown[] = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [value];
  if (list.every((item): item is string => typeof item === 'string')) return list;
  throw new QueryError(`[_source.${key}] must be field names or patterns`);
}
