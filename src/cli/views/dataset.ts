// A dataset as `wdp datasets list` and `get` show it.
import type { Dataset } from '../../index.js';
import { multiLine } from '../output/print.js';
import { view } from './view.js';

/** A dataset: its alias, title, channel and query. */
export const datasetView = view({
  columns: ['id', 'alias', 'title', 'channel'],
  fields: (dataset: Dataset) => ({
    id: dataset.id,
    alias: dataset.alias,
    title: dataset.title,
    channel: dataset.source,
    description: multiLine(dataset.description),
    questions: dataset.questions,
    published: dataset.published,
    query: dataset.query,
  }),
});
