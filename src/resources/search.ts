import { ApiResource, pageQuery, type PageOptions } from '../core/api-resource.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { type Dataset, DatasetCollection } from '../models/dataset.js';
import { searchQuery, type SearchQuery } from '../search/query.js';

/**
 * Search: find the datasets of a workspace by free text, channel name and tag name.
 * @example
 * const page = await client.search.datasets(workspaceId, { text: 'revenue', channels: 'sales', tags: '#kpi' });
 * for await (const hit of client.search.datasets(workspaceId, 'revenue tag:kpi')) console.log(hit.score, hit.title);
 */
export class Search extends ApiResource {
  /** Searches the datasets of a workspace, each with its relevance `score`; no match (204) is an empty page. */
  datasets(workspaceId: string, query: SearchQuery, page?: PageOptions, options?: RequestOptions): PagePromise<Dataset> {
    return this.paginate('search.datasets', path`/api/workspaces/${workspaceId}/search`, DatasetCollection, pageQuery(page, { q: searchQuery(query) }), options);
  }
}
