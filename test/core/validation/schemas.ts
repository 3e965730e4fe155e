import * as z from 'zod/mini';
import * as hal from '../../../src/core/hal.js';
import * as sdk from '../../../src/index.js';
import * as administrator from '../../../src/models/administrator.js';
import * as apiKey from '../../../src/models/api-key.js';
import * as channel from '../../../src/models/channel.js';
import * as channelSummary from '../../../src/models/channel-summary.js';
import * as comment from '../../../src/models/comment.js';
import * as commentHistory from '../../../src/models/comment-history.js';
import * as commentInput from '../../../src/models/comment-input.js';
import * as common from '../../../src/models/common.js';
import * as dataset from '../../../src/models/dataset.js';
import * as datasetInput from '../../../src/models/dataset-input.js';
import * as datasetRow from '../../../src/models/dataset-row.js';
import * as datastore from '../../../src/models/datastore.js';
import * as job from '../../../src/models/job.js';
import * as jobLogLine from '../../../src/models/job-log-line.js';
import * as message from '../../../src/models/message.js';
import * as msearch from '../../../src/models/msearch.js';
import * as notification from '../../../src/models/notification.js';
import * as pipeline from '../../../src/models/pipeline.js';
import * as pipelineInput from '../../../src/models/pipeline-input.js';
import * as pipelineMetrics from '../../../src/models/pipeline-metrics.js';
import * as profile from '../../../src/models/profile.js';
import * as subscription from '../../../src/models/subscription.js';
import * as tag from '../../../src/models/tag.js';
import * as workspaceResource from '../../../src/models/workspace-file.js';
import * as workspaceSummary from '../../../src/models/workspace-summary.js';
import * as msearchRequest from '../../../src/search/msearch-schema.js';

const modules = [
  sdk,
  hal,
  administrator,
  apiKey,
  channel,
  comment,
  common,
  dataset,
  datastore,
  job,
  msearch,
  notification,
  pipeline,
  pipelineInput,
  profile,
  subscription,
  tag,
  workspaceResource,
  channelSummary,
  commentHistory,
  commentInput,
  datasetInput,
  datasetRow,
  message,
  jobLogLine,
  pipelineMetrics,
  workspaceSummary,
  msearchRequest,
];

/**
 * Every zod schema the package defines: the root entry's, the models' (inputs and collection envelopes, by their
 * schema, included) and the msearch request schemas, each once.
 */
export const allSchemas: [string, z.ZodMiniType][] = [
  ...new Map(
    modules.flatMap((module) =>
      Object.entries(module).flatMap(([name, value]): [z.ZodMiniType, string][] => {
        if (value instanceof z.ZodMiniType) return [[value, name]];
        if (typeof value === 'object' && value !== null && 'schema' in value && value.schema instanceof z.ZodMiniType)
          return [[value.schema, name]];
        return [];
      }),
    ),
  ),
].map(([schema, name]) => [name, schema]);
