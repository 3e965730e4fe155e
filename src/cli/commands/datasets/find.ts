// Finding the dataset a command-line key names, in the workspace in force.
import type { Dataset } from '../../../index.js';
import { CliError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { fullId, isIdPrefix, orMissing } from '../../program/lookup.js';

/**
 * A dataset of the workspace by id or alias (the service takes either), else, for a key that can start an id, the
 * dataset whose id starts with it (as `datasets list` shows it on a terminal).
 */
export async function findDataset(invocation: Invocation, key: string): Promise<Dataset> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const { signal } = invocation;
  const missing = () =>
    new CliError(`No dataset has the id or alias "${key}" in workspace ${workspace}; see \`wdp datasets list\`.`);
  const get = (id: string) => orMissing(client.datasets.getInWorkspace(workspace, id, { signal }), missing);
  if (!isIdPrefix(key)) return get(key);
  const found = await get(key).catch((error: unknown) => {
    if (error instanceof CliError) return undefined;
    throw error;
  });
  if (found) return found;
  const id = await fullId(
    key,
    () => client.datasets.list(workspace, {}, { signal }),
    (dataset) => dataset.id,
    (dataset) => dataset.alias,
  );
  if (id === key) throw missing();
  return get(id);
}
