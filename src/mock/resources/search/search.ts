import type { RequestContext } from '../../http/context.js';
import { pagedResponse } from '../../http/paging.js';
import { empty, MockHttpError } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import type { DatasetRecord } from '../datasets/datasets.js';
import { datasetView } from '../datasets/view.js';
import { tagsIn } from '../tags.js';
import { crossFieldsScore, wordsOf } from './match.js';

/** How much a free-text word found in each field adds to a dataset's score. */
const weights = { title: 3, description: 2, questions: 1.5, query: 1 } as const;

/** A parsed `q`: free-text words, `in:` channel names and `tag:` names (all lower-cased). */
export interface ParsedSearch {
  words: string[];
  channels: string[];
  tags: string[];
}

/** Search: datasets of a workspace by free text, `in:<channel>` and `tag:<name>`, all AND-ed, ranked by score. */
export function routes(router: Router): void {
  router.on('GET', '/api/workspaces/:ws/search', (c) => {
    const workspace = c.memberOf(c.param('ws'));
    const q = c.query.get('q') ?? '';
    if (q.trim() === '') throw new MockHttpError(400, "Required query parameter 'q' is missing or blank");
    const search = parseSearch(q);
    const hits = [...c.store.datasets.values()]
      .filter((d) => d.workspaceId === workspace.id && inChannels(c, d, search.channels) && hasTags(d, search.tags))
      .map((dataset) => ({ dataset, score: scoreOf(dataset, search.words) }))
      .filter((hit) => hit.score > 0)
      .sort(
        (a, b) =>
          b.score - a.score ||
          a.dataset.title.localeCompare(b.dataset.title) ||
          a.dataset.id.localeCompare(b.dataset.id),
      );
    if (!hits.length) return empty();
    const views = hits.map((hit) => datasetView(c, hit.dataset, hit.score));
    return pagedResponse(c, 'datasets', views);
  });
}

/** Splits `q` on spaces into `in:` and `tag:` filters (a tag's leading # is dropped) and free-text words. */
export function parseSearch(q: string): ParsedSearch {
  const search: ParsedSearch = { words: [], channels: [], tags: [] };
  for (const token of q.trim().split(/\s+/)) {
    const lower = token.toLowerCase();
    if (lower.startsWith('in:')) search.channels.push(filterName(lower.slice(3), 'in'));
    else if (lower.startsWith('tag:')) search.tags.push(filterName(lower.slice(4).replace(/^#/, ''), 'tag'));
    else search.words.push(...wordsOf(lower));
  }
  return search;
}

/**
 * The relevance of a dataset to the free-text words: for each word, the weights of the fields holding it
 * (title 3, description 2, questions 1.5, query 1); 0 when some word is in no field. Filters alone score 1.
 */
function scoreOf(dataset: DatasetRecord, words: readonly string[]): number {
  if (!words.length) return 1;
  const fields = (Object.keys(weights) as Array<keyof typeof weights>).map((name) => ({
    name,
    weight: weights[name],
    words: wordsOf(dataset[name]),
  }));
  return crossFieldsScore(fields, words);
}

function filterName(name: string, kind: 'in' | 'tag'): string {
  if (name === '') throw new MockHttpError(400, `The search filter '${kind}:' needs a name, as in ${kind}:sales`);
  return name;
}

/** Whether the dataset is in every named channel: its own channel, or a list channel holding it. */
function inChannels(c: RequestContext, dataset: DatasetRecord, names: readonly string[]): boolean {
  return names.every((name) =>
    [...c.store.channels.values()].some(
      (ch) =>
        ch.workspaceId === dataset.workspaceId &&
        !ch.draft &&
        ch.name?.toLowerCase() === name &&
        (ch.id === dataset.channelId || ch.datasetIds.has(dataset.id)),
    ),
  );
}

/** Whether the dataset's title and description carry every tag (comments do not count here). */
function hasTags(dataset: DatasetRecord, tags: readonly string[]): boolean {
  const own = new Set(tagsIn(`${dataset.title} ${dataset.description}`));
  return tags.every((tag) => own.has(tag));
}
