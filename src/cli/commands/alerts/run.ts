import type { Alert } from '../../../index.js';
import type { ListFlags } from '../../output/list-flags.js';
import { printList } from '../../output/lists.js';
import { printJson, printLine } from '../../output/print.js';
import { CliError, UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { fullId, orMissing } from '../../program/lookup.js';
import { showing } from '../../program/model-commands.js';
import { alertView } from '../../views/alert.js';
import { findDataset } from '../datasets/find.js';
import type { AlertsCreateFlags } from './flags.js';

/** `wdp alerts list [DATASET]`: one dataset's alerts (paged), or every alert the caller sees (one list). */
export async function list(invocation: Invocation<ListFlags>, datasetKey: string | undefined): Promise<void> {
  const { page, size, sort } = invocation.flags;
  if (datasetKey === undefined && (page !== undefined || size !== undefined || sort !== undefined))
    throw new UsageError('The list of every alert has no pages: give a dataset, or leave out --page, --size, --sort.');
  const dataset = datasetKey === undefined ? undefined : await findDataset(invocation, datasetKey);
  const client = await invocation.client();
  const { signal } = invocation;
  await printList(
    invocation,
    (options) => (dataset ? client.alerts.list(dataset.id, options, { signal }) : client.alerts.listAll({ signal })),
    alertView.columns,
  );
}

/** `wdp alerts get ALERT` */
export const get = showing(alertView, findAlert);

/** `wdp alerts create DATASET --detail TEXT` */
export async function create(invocation: Invocation<AlertsCreateFlags>, datasetKey: string): Promise<void> {
  const { detail } = invocation.flags;
  if (detail.trim() === '') throw new UsageError('--detail is blank; an alert needs some text.');
  const dataset = await findDataset(invocation, datasetKey);
  const client = await invocation.client();
  const alert = await client.alerts.create(dataset.id, { detail }, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, alert);
  printLine(invocation.io, `Set alert ${alert.id} on dataset ${dataset.alias ?? dataset.id}`);
}

/** An alert the caller can see, by id or its start; a 404 told as a missing alert with what to do. */
async function findAlert(invocation: Invocation, key: string): Promise<Alert> {
  const client = await invocation.client();
  const { signal } = invocation;
  const id = await fullId(
    key,
    () => client.alerts.listAll({ signal }),
    (alert) => alert.id,
    (alert) => alert.detail,
  );
  return orMissing(
    client.alerts.get(id, { signal }),
    () => new CliError(`No alert you can see has the id "${key}"; see \`wdp alerts list\`.`),
  );
}
