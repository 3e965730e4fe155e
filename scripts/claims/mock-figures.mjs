// The rows of docs/mock.md's table of limits that a probe can reach in process, each held at its figure (as much
// taken, and one more refused) on the installed mock, called as any client calls it (`mock.fetch`):
//   requests kept in the journal: 1,000, the oldest dropped (and "the last 1,000 ..., oldest first")
//   earlier versions of a comment: 100, then 409 (post a new comment)
//   nesting of a JSON body: 64 levels, then 400; characters of one string of a JSON body: 1,048,576, then 413
//   naming the field
//   records of one kind per dataset (comments, drafts included): 10,000, then 409 naming the kind
import assert from 'node:assert/strict';
import { createMockService } from 'wdp-sdk/mock';
import { figure, promised } from './guides.mjs';

/** The figure of the table's row `limit` (its lines are padded: any run of spaces stands for one). */
function row(limit, past) {
  const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return figure('mock.md', new RegExp(`\\| ${literal(limit)} +\\| ([\\d,]+)[^|]*\\| ${literal(past)} +\\|`, 'g'));
}

/** Sends `method path` to the mock as the demo member, with `body` (sent as JSON) if any; gives status and body. */
async function send(mock, method, path, body) {
  const headers = { authorization: `Bearer ${mock.fixtures.member.token}`, 'content-type': 'application/json' };
  const answer = await mock.fetch(`https://wdp.mock${path}`, { method, headers, body: JSON.stringify(body) });
  return { status: answer.status, body: await answer.json() };
}

/** A new comment of the member's on the dataset `churn`, and a function that writes it. */
async function comment(mock) {
  const comments = `/api/datasets/${mock.fixtures.datasets.churn}/comments`;
  const draft = await send(mock, 'POST', comments);
  const write = (body) => send(mock, 'PUT', `${comments}/${draft.body.id}`, body);
  assert.equal((await write({ message: 'first' })).status, 201, 'the comment is written');
  return write;
}

/** "requests kept in the journal | 1,000 | the oldest dropped". */
async function journal() {
  const kept = row('requests kept in the journal', 'the oldest dropped');
  promised(
    'mock.md',
    `The journal keeps the last ${kept.toLocaleString('en')} requests the mock answered, oldest first.`,
  );
  const mock = createMockService();
  const { workspaceId, admin } = mock.fixtures;
  const headers = { authorization: `Bearer ${admin.token}` };
  for (let n = 0; n <= kept; n++)
    await (await mock.fetch(`https://wdp.mock/api/workspaces/${workspaceId}?n=${n}`, { headers })).arrayBuffer();
  const sent = mock.admin.journal().map((entry) => Number(entry.query.n));
  assert.equal(sent.length, kept, `${kept + 1} requests: ${kept} kept`);
  assert.deepEqual(
    sent,
    Array.from({ length: kept }, (_, n) => n + 1),
    'the oldest dropped, the rest oldest first',
  );
  return kept;
}

/** "earlier versions of a comment (edits) | 100 | 409: post a new comment". */
async function edits() {
  const most = row('earlier versions of a comment (edits)', '409: post a new comment');
  const write = await comment(createMockService());
  for (let n = 1; n <= most; n++) assert.equal((await write({ message: `edit ${n}` })).status, 200, `edit ${n}`);
  const refused = await write({ message: `edit ${most + 1}` });
  assert.equal(refused.status, 409, `edit ${most + 1} is refused`);
  assert.match(refused.body.message, /post a new comment instead/);
  return most;
}

/** Rows "nesting of a JSON body ... 400, before parsing", "characters of one string ... | 413, naming the field" */
async function bodies() {
  const levels = row('nesting of a JSON body', '400, before parsing');
  const characters = row('characters of one string of a JSON body', '413, naming the field');
  const mock = createMockService();
  const write = await comment(mock);
  const nested = (depth) => (depth === 0 ? 0 : [nested(depth - 1)]);
  // The body's own object is its first level.
  assert.equal((await write({ message: 'deep', more: nested(levels - 1) })).status, 200, `${levels} levels`);
  const deeper = await write({ message: 'deeper', more: nested(levels) });
  assert.equal(deeper.status, 400, `${levels + 1} levels`);
  assert.match(deeper.body.message, new RegExp(`deeper than ${levels} levels`), 'the 400 says why');
  const long = 'y'.repeat(characters);
  assert.equal((await write({ message: long })).status, 200, `a string of ${characters} characters`);
  const longer = await write({ message: `${long}y` });
  assert.equal(longer.status, 413, `a string of ${characters + 1} characters`);
  assert.match(longer.body.message, /^message is/, 'the 413 names the field');
  return { levels, characters };
}

/** "records of one kind (drafts included) per workspace, dataset (comments) or profile ... | 409, naming the kind". */
async function records() {
  const most = row(
    'records of one kind (drafts included) per workspace, dataset (comments) or profile (workspaces, API keys)',
    '409, naming the kind',
  );
  const mock = createMockService();
  const { churn } = mock.fixtures.datasets;
  const held = [...mock.store.comments.values()].filter((record) => record.datasetId === churn).length;
  const post = () => send(mock, 'POST', `/api/datasets/${churn}/comments`);
  for (let n = held + 1; n <= most; n++) assert.equal((await post()).status, 200, `draft comment ${n}`);
  const refused = await post();
  assert.equal(refused.status, 409, `comment ${most + 1} of a dataset`);
  assert.match(refused.body.message, new RegExp(`already holds ${most} comments`), 'the 409 names the kind');
  return most;
}

export async function probe() {
  const kept = await journal();
  const most = await edits();
  const { levels, characters } = await bodies();
  const perKind = await records();
  return (
    `the journal keeps the last ${kept} requests; a comment ${most} edits; a body ${levels} levels and strings of ` +
    `${characters} characters; ${perKind} comments a dataset (drafts included): each one more refused`
  );
}
