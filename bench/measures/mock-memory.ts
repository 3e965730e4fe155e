// h. The mock's memory after 100,000 writes from clients: channels created in two steps, renamed and deleted, and
// comments posted and edited, through `mock.fetch` as an SDK would send them. The floor is the bytes of the request
// bodies sent; the ratio is how much more the mock keeps for them. One fresh mock per round.
import { performance } from 'node:perf_hooks';
import { createMockService } from '../../src/mock/index.js';
import { scale } from '../lib/quick.js';
import { collect, type Measure, measure, round, rows } from '../lib/stats.js';

const writes = scale(100_000, 200);
const rounds = scale(3, 1);
const base = 'https://wdp.mock';

/** The heap in use after a full collection, in MiB. */
function heapMiB(): number {
  collect();
  collect();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

/** Runs the writes against a fresh mock; resolves to its heap growth, the bodies' size and the seconds it took. */
async function oneRound(): Promise<{ mockMiB: number; bodiesMiB: number; seconds: number; refused: number }> {
  const before = heapMiB();
  const mock = createMockService();
  const { workspaceId, admin } = mock.fixtures;
  const send = async (method: string, path: string, body?: unknown) => {
    const init: RequestInit = { method, headers: { authorization: `Bearer ${admin.token}` } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const answer = await mock.fetch(`${base}${path}`, init);
    return { status: answer.status, json: answer.status === 204 ? undefined : await answer.json() };
  };
  let bodyBytes = 0; // the floor: what clients sent (counted, not kept: the heap measured is the mock's alone)
  const channels: string[] = [];
  const comments: Array<{ id: string; edits: number }> = [];
  let refused = 0;
  const started = performance.now();
  for (let i = 0; i < writes; i++) {
    const kind = i % 10;
    let body: unknown;
    let answer: { status: number };
    if (kind < 3 || channels.length === 0) {
      const draft = (await send('POST', `/api/workspaces/${workspaceId}/channels`)).json as { id: string };
      body = { name: `Channel ${i}`, description: `Made by write ${i} of the memory measure` };
      answer = await send('PUT', `/api/workspaces/${workspaceId}/channels/${draft.id}`, body);
      if (answer.status < 300) channels.push(draft.id);
      i++; // the initialise is a write too
    } else if (kind < 6) {
      const id = channels[i % channels.length] ?? '';
      body = { name: `Renamed ${i}`, description: `Renamed by write ${i}` };
      answer = await send('PUT', `/api/workspaces/${workspaceId}/channels/${id}`, body);
    } else if (kind < 9) {
      const open = comments.find((c) => c.edits < 100);
      const path = `/api/datasets/${mock.fixtures.datasets.revenue}/comments`;
      body = { message: `Comment text of write ${i}, long enough to be a sentence someone would write.` };
      if (open) {
        answer = await send('PUT', `${path}/${open.id}`, body);
        open.edits++;
      } else {
        const draft = (await send('POST', path)).json as { id: string };
        answer = await send('PUT', `${path}/${draft.id}`, body);
        comments.push({ id: draft.id, edits: 0 });
        i++;
      }
    } else {
      const id = channels.pop() ?? '';
      answer = await send('DELETE', `/api/channels/${id}`);
    }
    if (answer.status >= 300) refused++;
    if (body !== undefined) bodyBytes += JSON.stringify(body).length;
  }
  const seconds = (performance.now() - started) / 1000;
  const mockMiB = heapMiB() - before;
  const bodiesMiB = bodyBytes / 1024 / 1024;
  if (mock.store.channels.size === 0) throw new Error('the mock kept no channel');
  return { mockMiB, bodiesMiB, seconds, refused };
}

export async function run(): Promise<Measure[]> {
  const samples = new Map<string, number[]>([
    ['request bodies sent', []],
    ['the mock after the writes', []],
  ]);
  const extra: Record<string, number> = {};
  for (let r = 0; r < rounds; r++) {
    const { mockMiB, bodiesMiB, seconds, refused } = await oneRound();
    samples.get('request bodies sent')?.push(bodiesMiB);
    samples.get('the mock after the writes')?.push(mockMiB);
    extra[`round ${r + 1} seconds`] = round(seconds);
    extra[`round ${r + 1} writes refused`] = refused;
  }
  return [
    measure({
      id: 'h',
      title: `h. the mock's heap after ${writes.toLocaleString('en')} writes, against the bodies sent`,
      unit: 'MiB',
      better: 'lower',
      rounds,
      floor: 'request bodies sent',
      rows: rows(samples, 'request bodies sent', {
        'the mock after the writes': { op: '<=', value: 2 }, // issue 37
      }),
      extra,
      notes: [
        'Writes: 30% channels created (initialise + PUT), 30% renamed, 30% comments posted or edited (100 edits ' +
          'each at most), 10% deleted; heap growth after two full collections, from before the mock was made.',
      ],
    }),
  ];
}
