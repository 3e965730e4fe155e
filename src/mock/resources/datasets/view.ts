import type { Dataset } from '../../../models/dataset.js';
import type { RequestContext } from '../../http/context.js';
import { href } from '../../http/href.js';
import { channelSummary } from '../channels.js';
import { memberView } from '../profiles/view.js';
import type { DatasetRecord } from './datasets.js';

/** A dataset as the service sends it; `score` is added on search results. */
export function datasetView(context: RequestContext, dataset: DatasetRecord, score?: number): Dataset {
  const { store } = context;
  const id = dataset.id;
  const commentCount = [...store.comments.values()].filter(
    (c) => c.datasetId === id && !c.draft && c.parentId === undefined,
  ).length;
  const source = channelSummary(context, dataset.channelId);
  return {
    id,
    published: dataset.published,
    created: dataset.created,
    alias: dataset.alias,
    workspaceId: dataset.workspaceId,
    source: source?.name ?? '',
    title: dataset.title,
    description: dataset.description,
    descriptionContentType: dataset.descriptionContentType,
    questions: dataset.questions,
    visualisation: dataset.visualisation,
    metadata: dataset.metadata,
    query: dataset.query,
    likeCount: dataset.likedBy.size,
    commentCount,
    viewCount: dataset.viewCount,
    likedByProfiles: [...dataset.likedBy].map((profileId) => memberView(context, profileId)),
    score,
    _embedded: { source: source ?? { name: '', description: '' } },
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
