// Finding the dataset a command-line key names, in the workspace in force.
import type { Dataset } from '../../../index.js';
import { CliError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { orMissing } from '../../program/lookup.js';

/** A dataset of the workspace by id or alias (the service takes either). */
export async function findDataset(invocation: Invocation, key: string): Promise<Dataset> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  return orMissing(
    client.datasets.getInWorkspace(workspace, key, { signal: invocation.signal }),
    () => new CliError(`No dataset has the id or alias "${key}" in workspace ${workspace}; see \`wdp datasets list\`.`),
  );
}
