// requests.md and errors.md, on the installed SDK with the installed mock's faults: a two-step create whose put
// fails gives `error.draft`, named in its message; `put(error.draft, body)` finishes it, safe to repeat; an aborted
// call carries no draft.
import assert from 'node:assert/strict';
import { Client } from 'wdp-sdk';
import { createMockService } from 'wdp-sdk/mock';
import { promised } from './guides.mjs';

export async function probe() {
  promised('requests.md', "the error's `draft` is the draft the first step made, and its message names it");
  promised('errors.md', /the namespace's `put\(error\.draft, body\)` .*which is safe to repeat/);
  const drafts = createMockService();
  const { workspaceId, admin } = drafts.fixtures;
  const creator = new Client({ baseUrl: 'https://wdp.mock', auth: admin.token, fetch: drafts.fetch, retry: 0 });
  const putPath = '/api/workspaces/*/channels/*';
  drafts.admin.addFault({ method: 'PUT', path: putPath, times: 1, fault: { type: 'status', status: 503 } });
  const failed = await creator.channels.create(workspaceId, { name: 'Ops' }).then(
    () => assert.fail('the create succeeded despite the fault'),
    (e) => e,
  );
  assert.equal(failed.status, 503, failed.message);
  assert.ok(failed.draft?.id, 'the error carries the draft');
  assert.ok(failed.message.includes(`the draft ${failed.draft.id} `), `the message names the draft: ${failed.message}`);
  assert.ok(failed.message.includes('channels.put(error.draft, body)'), failed.message);
  const finished = await creator.channels.put(failed.draft, { name: 'Ops' });
  const repeated = await creator.channels.put(failed.draft, { name: 'Ops' });
  assert.deepEqual([finished.created, repeated.created], [true, false], 'a put of the draft finishes it, then updates');
  const named = (await creator.channels.list(workspaceId, { size: 2000 })).items.filter((c) => c.name === 'Ops');
  const ids = named.map((c) => c.id);
  assert.deepEqual(ids, [failed.draft.id], 'one channel, the draft: repeating the put made no copy');

  const controller = new AbortController();
  const reason = new Error('stopped by the caller');
  const onInjected = () => controller.abort(reason);
  drafts.admin.addFault({ method: 'PUT', path: putPath, times: 1, fault: { type: 'stall' }, onInjected });
  const aborted = await creator.channels.create(workspaceId, { name: 'Gone' }, { signal: controller.signal }).then(
    () => assert.fail('the aborted create succeeded'),
    (e) => e,
  );
  assert.equal(aborted, reason, 'an aborted create rejects with the abort reason');
  assert.ok(!('draft' in aborted), 'an aborted create carries no draft');
  return 'a failed two-step create names its draft, put(error.draft) finishes it once; an abort has no draft';
}
