import type { Pipeline } from '../../../index.js';
import { isCredentialName, maskSecretText } from '../../../internal.js';
import type { Invocation } from '../../program/invocation.js';
import { showing, workspaceListing } from '../../program/model-commands.js';
import { mask } from '../../settings/mask.js';
import { pipelineView } from '../../views/pipeline.js';
import { watchStarted } from '../jobs/watch.js';
import { findPipeline } from './find.js';
import type { PipelinesRunFlags } from './flags.js';
import { runMany } from './run-many.js';

/** `wdp pipelines list` */
export const list = workspaceListing(pipelineView, (client, ws, page, o) => client.pipelines.list(ws, page, o));

/** `wdp pipelines get ID|NAME|LABEL`: `--json` with the values of its secret-looking settings masked. */
export const get = showing(pipelineView, findPipeline, withMaskedSettings);

/**
 * `wdp pipelines run ID|NAME|LABEL [--follow] [--wait] [--timeout SECONDS] [--interval MS]`; several pipelines (or
 * `--all`) run as `runMany` says.
 */
export async function run(invocation: Invocation<PipelinesRunFlags>, keys: string[]): Promise<number> {
  const { all, limit, sort } = invocation.flags;
  const [key] = keys;
  if (key === undefined || keys.length > 1 || all || limit !== undefined || sort !== undefined)
    return runMany(invocation, keys);
  const client = await invocation.client();
  const pipeline = await findPipeline(invocation, key);
  const job = await client.pipelines.run(pipeline, { signal: invocation.signal });
  return watchStarted(invocation, client, job, invocation.flags);
}

/** A pipeline with the values of its secret-looking settings masked, and the secrets in the others. */
function withMaskedSettings(pipeline: Pipeline): Pipeline {
  if (!pipeline.properties) return pipeline;
  const properties = Object.fromEntries(
    Object.entries(pipeline.properties).map(([key, value]) => [
      key,
      isCredentialName(key) ? mask(value) : maskSecretText(value, '****'),
    ]),
  );
  return { ...pipeline, properties };
}
