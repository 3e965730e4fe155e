import type { Dataset } from '../../../index.js';
import type { ListFlags } from '../../output/list-flags.js';
import { printList } from '../../output/lists.js';
import type { Column } from '../../output/print.js';
import type { Invocation } from '../../program/invocation.js';

const columns: Column<Dataset>[] = [
  { heading: 'ID', cell: (d) => d.id },
  { heading: 'TITLE', cell: (d) => d.title },
  { heading: 'CHANNEL', cell: (d) => d.source || d._embedded?.source?.name },
  { heading: 'SCORE', cell: (d) => d.score },
];

/** `wdp search WORDS...`: the words joined by spaces make the service's `q` (`in:CHANNEL`, `tag:TAG` included). */
export async function search(invocation: Invocation<ListFlags>, words: string[]): Promise<void> {
  const workspace = await invocation.workspace();
  const client = await invocation.client();
  const q = words.join(' ');
  await printList(
    invocation,
    (page) => client.search.datasets(workspace, q, page, { signal: invocation.signal }),
    columns,
  );
}
