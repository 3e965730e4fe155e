import { tagsIn } from '../domain/tags.js';
import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import type { DatasetRecord } from '../records.js';
import { memberView } from './common.js';

/** A dataset as the service sends it; `score` is added on search results. */
export function datasetView(context: RequestContext, dataset: DatasetRecord, score?: number): Record<string, unknown> {
  const { store } = context;
  const channel = store.channels.get(dataset.channelId);
  const id = dataset.id;
  const commentCount = [...store.comments.values()].filter(
    (c) => c.datasetId === id && !c.draft && c.parentId === undefined,
  ).length;
  return {
    id,
    published: dataset.published,
    created: dataset.created,
    alias: dataset.alias,
    workspaceId: dataset.workspaceId,
    source: channel?.name ?? '',
    title: dataset.title,
    description: dataset.description,
    questions: dataset.questions,
    visualisation: dataset.visualisation,
    metadata: dataset.metadata,
    query: dataset.query,
    likeCount: dataset.likedBy.size,
    commentCount,
    viewCount: dataset.viewCount,
    likedByProfiles: [...dataset.likedBy].map((profileId) => memberView(context, profileId)),
    tags: tagsIn(`${dataset.title} ${dataset.description}`),
    ...(score === undefined ? {} : { score }),
    _embedded: {
      source: {
        name: channel?.name ?? '',
        description: channel?.description ?? '',
        ...(channel?.picture ? { picture: channel.picture } : {}),
      },
    },
    _links: {
      self: context.link(href`/api/datasets/${id}`),
      'delete dataset': context.link(href`/api/datasets/${id}`, 'DELETE'),
      'edit dataset': context.link(href`/api/datasets/${id}`, 'PATCH'),
      data: context.link(href`/api/datasets/${id}/data`, 'GET'),
      source: context.link(href`/api/channels/${dataset.channelId}`, 'GET'),
      comments: context.link(href`/api/datasets/${id}/comments`, 'GET'),
      'new comment': context.link(href`/api/datasets/${id}/comments`, 'POST'),
      'add like': context.link(href`/api/datasets/${id}/like`, 'PUT'),
      'add view': context.link(href`/api/datasets/${id}/view`, 'PUT'),
      'new alert': context.link(href`/api/datasets/${id}/alerts`, 'POST'),
      'add subscription': context.link(href`/api/datasets/${id}/subscriptions`, 'POST'),
      'new message': context.link(href`/api/datasets/${id}/messages`, 'POST'),
    },
  };
}
