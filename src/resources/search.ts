import {
  type ApiPromise,
  ApiResource,
  checkOptions,
  describe,
  idOf,
  ids,
  keysOf,
  msearchTimeoutMs,
  type Operations,
  type PageOptions,
  type PagePromise,
  pageSpec,
  paginateAt,
  plainJson,
  preparedCall,
  type RequestOptions,
  type Subject,
  sendCall,
  signature,
  timeoutAtLeast,
  withQuery,
} from '../core/namespace-kit.js';
import { fill } from '../core/paths.js';
import { type Dataset, DatasetCollection } from '../models/dataset.js';
import { MsearchResponse, type MsearchResult } from '../models/msearch.js';
import { msearchBody, msearchHeader, msearchQuery, msearchResult } from '../search/msearch.js';
import type { MsearchHeader, MsearchQuery, MsearchText } from '../search/msearch-schema.js';
import { type SearchQuery, searchQuery } from '../search/query.js';

/**
 * The operations of `Search`, each described once. Both build their calls by hand from their descriptions: the
 * search's `q` goes in the URL before the page options, and an msearch's body is newline-delimited JSON.
 */
const ops = /* @__PURE__ */ describe('search', {
  datasets: {
    path: '/api/workspaces/{workspace}/search',
    params: ['workspace', 'query', 'page'],
    query: pageSpec,
    list: DatasetCollection,
  },
  msearch: {
    method: 'POST',
    path: '/api/workspaces/{workspace}/datasets/_msearch',
    params: ['workspace', 'query', 'header'],
    contentType: 'text/plain',
    accept: plainJson,
    output: MsearchResponse,
  },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const searchOperations: Operations = ops;

const headerKeys = keysOf<MsearchHeader>({ preference: true });

/** The search of a workspace's datasets: its path with `q`, built from the search once the workspace is checked. */
const searchOf = (query: SearchQuery) => (workspaceId: string) =>
  withQuery(fill(ops.datasets.path, [workspaceId]), { q: searchQuery(query) });

/** The msearch of a workspace, its id checked before the body. */
const msearchUrl = (workspace: Subject) => fill(ops.msearch.path, [idOf(workspace, ops.msearch)]);

/** The body of an msearch, checked before sending: the query, then the header (its keys, then its model). */
function msearchOf(query: MsearchQuery | MsearchText, header: MsearchHeader | undefined): string {
  const search = msearchQuery(query, ops.msearch.name);
  checkOptions(header, headerKeys, signature(ops.msearch), 'the header');
  return msearchBody(msearchHeader(header, ops.msearch.name), search);
}

/** What an msearch sends besides its URL and body, as its description says. */
const msearchSends = {
  method: ops.msearch.method,
  contentType: ops.msearch.contentType,
  accept: ops.msearch.accept,
  schema: ops.msearch.output,
};

/**
 * Search: find the datasets of a workspace by free text, channel name and tag name, or with a search-engine
 * query.
 * @example
 * const page = await client.search.datasets(workspaceId, { text: 'revenue', channel: 'sales', tags: '#kpi' });
 * for await (const hit of client.search.datasets(workspaceId, 'revenue tag:kpi')) console.log(hit.score, hit.title);
 * const result = await client.search.msearch(workspaceId, { text: 'q3', fields: ['title^3'], highlight: true });
 */
export class Search extends ApiResource {
  /** Searches the datasets of a workspace, each with its relevance `score`; no match (204) is an empty page. */
  datasets(workspace: Subject, query: SearchQuery, page?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    return paginateAt(this, ops.datasets, ids(searchOf(query), workspace), page, options);
  }

  /**
   * Runs a search-engine query over the datasets of a workspace (`POST .../datasets/_msearch`, sent as
   * `text/plain` newline-delimited JSON: the header line, then the query) and returns its one result. `query` is
   * a text search (see `msearchQuery()`) or a raw query object; both are checked before sending. The answer may
   * be the search engine's `{ responses: [result] }` or the result itself; a query refused inside it throws its
   * `ApiError`, and an envelope with no response a `ValidationError` in every validation mode. Each attempt may
   * take 60 s unless `options.timeout` says otherwise; as a POST it is retried only on request
   * (`retry: { methods: ['POST'] }`).
   * @example
   * const search = { text: 'revenue q3', fields: ['title^3', 'description'], size: 10, highlight: true };
   * const { hits } = await client.search.msearch(workspaceId, search, { preference: sessionId });
   * for (const hit of hits.hits) console.log(hit._score, hit._source?.title, hit.highlight?.['title']?.[0]);
   */
  msearch(
    workspace: Subject,
    query: MsearchQuery | MsearchText,
    header?: MsearchHeader,
    options?: RequestOptions,
  ): ApiPromise<MsearchResult> {
    return sendCall(
      this,
      preparedCall(
        this,
        ops.msearch,
        { ...msearchSends, url: msearchUrl(workspace), body: msearchOf(query, header) },
        timeoutAtLeast(this, msearchTimeoutMs, options),
      ),
      (reply) => msearchResult(reply, ops.msearch),
    );
  }
}
