import type { Client, Pipeline } from '../../../index.js';
import { CliError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { findNamed, isUuid } from '../../program/lookup.js';

/**
 * A pipeline by id (fetched directly), else by name, then label (exact, then case-insensitive), among the
 * workspace's pipelines.
 */
export async function findPipeline(invocation: Invocation, key: string): Promise<Pipeline> {
  const client: Client = await invocation.client();
  const { signal } = invocation;
  if (isUuid(key)) return client.pipelines.get(key, { signal });
  const workspace = await invocation.workspace();
  const names = {
    exact: (p: Pipeline) => [p.name, p.label],
    anyCase: (p: Pipeline) => [p.name, p.label],
    id: (p: Pipeline) => p.id,
  };
  const found = await findNamed(
    client.pipelines.list(workspace, {}, { signal }),
    key,
    names,
    (count) => `${count} pipelines are named "${key}"; give the id instead.`,
  );
  if (found) return found;
  throw new CliError(
    `No pipeline of workspace ${workspace} has the name or label "${key}"; see \`wdp pipelines list\`.`,
  );
}
