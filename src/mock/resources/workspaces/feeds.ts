import { readInstant } from '../../clock.js';
import type { RequestContext } from '../../http/context.js';
import { pagedResponse } from '../../http/paging.js';
import { queryInstant } from '../../http/query.js';
import type { Router } from '../../http/router.js';
import { datasetView } from '../datasets/view.js';
import type { NotificationRecord } from '../notifications/notifications.js';
import { notificationView } from '../notifications/view.js';
import { wordsOf } from '../search/match.js';
import { type ParsedSearch, parseSearch } from '../search/search.js';
import { tagsIn } from '../tags.js';

/** A workspace's feed (its datasets, latest published first) and news (the caller's notifications of it). */
export function routes(router: Router): void {
  router
    .on('GET', '/api/workspaces/:ws/feed', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const datasets = [...c.store.datasets.values()].filter((d) => d.workspaceId === workspace.id).reverse();
      const published = (at: string) => readInstant(at) ?? 0;
      const views = datasets
        .sort((a, b) => published(b.published) - published(a.published))
        .map((d) => datasetView(c, d));
      return pagedResponse(c, 'datasets', views);
    })
    .on('GET', '/api/workspaces/:ws/news', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const { id } = c.caller();
      const before = queryInstant(c, 'before');
      const since = queryInstant(c, 'since');
      const q = c.query.get('q');
      const search = q === null || q.trim() === '' ? undefined : parseSearch(q);
      const news = [...c.store.notifications.values()].filter(
        (n) =>
          n.recipientId === id &&
          n.workspaceId === workspace.id &&
          (since === undefined || n.at >= since) &&
          (before === undefined || n.at < before) &&
          (search === undefined || matches(c, n, search)),
      );
      return pagedResponse(
        c,
        'notifications',
        news
          .reverse()
          .sort((a, b) => b.at - a.at)
          .map((n) => notificationView(c, n)),
      );
    });
}

/** Whether a notification's dataset, channel and comment answer a news search (`in:`, `tag:` and words). */
function matches(c: RequestContext, n: NotificationRecord, search: ParsedSearch): boolean {
  const { store } = c;
  const dataset = n.datasetId === undefined ? undefined : store.datasets.get(n.datasetId);
  const comment = n.commentId === undefined ? undefined : store.comments.get(n.commentId);
  const channel = n.channelId === undefined ? undefined : store.channels.get(n.channelId)?.name?.toLowerCase();
  const text = `${dataset?.title ?? ''} ${dataset?.description ?? ''} ${comment?.message ?? ''}`;
  const tags = new Set(tagsIn(text));
  const words = new Set(wordsOf(text));
  return (
    search.tags.every((tag) => tags.has(tag)) &&
    search.channels.every((name) => channel === name) &&
    search.words.every((word) => words.has(word))
  );
}
