import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions } from '../core/api-resource.js';
import { msearchTimeoutMs } from '../core/defaults.js';
import { json } from '../core/http/http.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import { type RequestOptions, requestOptions } from '../core/request-options.js';
import { idOf, type Subject } from '../core/subject.js';
import { checkOptions, keysOf } from '../core/validation/options.js';
import { type Dataset, DatasetCollection } from '../models/dataset.js';
import { MsearchResponse, type MsearchResult } from '../models/msearch.js';
import { msearchBody, msearchHeader, msearchQuery, msearchResult } from '../search/msearch.js';
import type { MsearchHeader, MsearchQuery, MsearchText } from '../search/msearch-schema.js';
import { type SearchQuery, searchQuery } from '../search/query.js';
import { pageSpec, queryOf } from './inputs.js';

const headerKeys = keysOf<MsearchHeader>({ preference: true });

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
    const sig = 'search.datasets(workspace, query, page)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/search`;
    const q = { q: searchQuery(query), ...queryOf(pageSpec, page, sig) };
    return this.paginate(sig, url, DatasetCollection, q, options);
  }

  /**
   * Runs a search-engine query over the datasets of a workspace (`POST .../datasets/_msearch`, sent as
   * `text/plain` newline-delimited JSON: the header line, then the query) and returns its one result. `query` is
   * a text search (see `msearchQuery()`) or a raw query object; both are checked before sending. The answer may
   * be the search engine's `{ responses: [result] }` or the result itself; a query refused inside it throws its
   * `ApiError`. Each attempt may take 60 s unless `options.timeout` says otherwise; as a POST it is retried only
   * on request (`retry: { methods: ['POST'] }`).
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
    const sig = 'search.msearch(workspace, query, header)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/datasets/_msearch`;
    const search = msearchQuery(query, 'search.msearch');
    checkOptions(header, headerKeys, sig, 'the header');
    const body = msearchBody(msearchHeader(header, 'search.msearch'), search);
    const call = {
      operation: 'search.msearch',
      method: 'POST',
      url,
      body,
      contentType: 'text/plain',
      accept: json,
      schema: MsearchResponse,
    } as const;
    const checked = this.timeoutAtLeast(msearchTimeoutMs, requestOptions(options, sig));
    return this.map(this.request(call, checked), msearchResult);
  }
}
