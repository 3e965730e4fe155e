// docs/mock.md (and pagination.md) on the installed mock, called as any client calls it (`mock.fetch`, raw requests):
//   a `size` above the cap is served as the cap, and the page meta says so (its ESM and its CommonJS build)
//   channels are listed by example, `?type=` by its exact name: `?type=list` is a 400; in checked mode that 400
//   names `?type` in the guide's words, and repeats no query value
//   a subscribe's optional JSON body `{"type": ...}` gives the subscription its type, ALL without a body (an empty
//   one is none) or a type; another type is a 400 naming `type`
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { Client } from 'wdp-sdk';
import { createMockService } from 'wdp-sdk/mock';
import { figure, guide, promised } from './guides.mjs';

/** Sends `method path` to the mock as the fixture user `who`, with `body` (a string, sent as JSON) if any. */
function call(mock, who, method, path, body) {
  const headers = { authorization: `Bearer ${mock.fixtures[who].token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return mock.fetch(`https://wdp.mock${path}`, { method, headers, body });
}

/** mock.md: "a `size` above 2,000 is served as 2,000 a page"; pagination.md: "at most 2,000 items a page". */
async function pageCap() {
  const served = figure('mock.md', /a `size` above ([\d,]+) is served as \1 a page/g);
  assert.equal(figure('pagination.md', /serves at most ([\d,]+) items a page/g), served, 'the guides agree');
  for (const [build, mock] of [
    ['import', { createMockService }],
    ['require', createRequire(import.meta.url)('wdp-sdk/mock')],
  ]) {
    const paged = mock.createMockService();
    const { admin, workspaceId } = paged.fixtures;
    const lister = new Client({ baseUrl: 'https://wdp.mock', auth: admin.token, fetch: paged.fetch });
    for (const size of [served, served + 1]) {
      const page = await lister.channels.list(workspaceId, { size });
      assert.equal(page.page?.size, served, `${build}('wdp-sdk/mock') serves a size of ${size} as ${served}`);
    }
  }
  return served;
}

/** mock.md: "`?type=SOURCE|LIST` ... each by its exact name (`?type=list` is a 400)", and checked mode's 400. */
async function channelTypeExact() {
  promised(
    'mock.md',
    'Channels are listed by example, as the service does: `?type=SOURCE|LIST` and `?scope=WORKSPACE|PROFILE`, ' +
      'each by its exact name (`?type=list` is a 400)',
  );
  promised('mock.md', "A query's values are not repeated in a violation's reason, since a query may carry a secret.");
  const [, said] = /naming the parameter as `\?name`: `([^`]+)`/.exec(guide('mock.md')) ?? [];
  assert.ok(said, "mock.md quotes checked mode's 400 of a bad ?type");
  for (const checked of [false, true]) {
    const mock = createMockService({ checked });
    const channels = `/api/workspaces/${mock.fixtures.workspaceId}/channels`;
    assert.equal((await call(mock, 'admin', 'GET', `${channels}?type=LIST`)).status, 200, '?type=LIST is read');
    for (const value of ['list', 'tok_0123456789abcdef']) {
      const refused = await call(mock, 'admin', 'GET', `${channels}?type=${value}`);
      assert.equal(refused.status, 400, `?type=${value} (checked: ${checked}) is a 400`);
      if (!checked) continue;
      assert.equal((await refused.json()).message, said, `checked mode's 400 of ?type=${value}`);
      const reasons = mock.admin.violations().flatMap((entry) => entry.violations.map((v) => v.reason));
      for (const reason of reasons) assert.ok(!reason.includes(value), `a violation repeats ${value}: ${reason}`);
    }
  }
}

/** mock.md: "A subscribe's optional JSON body `{"type": "ALERTS"}` gives the new subscription its type (`ALL` ...". */
async function subscribeBody() {
  promised(
    'mock.md',
    "A subscribe's optional JSON body " +
      '`{"type": "ALERTS"}` gives the new subscription its type (`ALL` without a body or a type); another type is ' +
      'a 400 naming `type`',
  );
  const mock = createMockService();
  const { sales, marketing } = mock.fixtures.channels;
  const subscribe = (who, channel, body) => call(mock, who, 'POST', `/api/channels/${channel}/subscriptions`, body);
  const typeOf = async (answer) => [answer.status, (await answer.json()).type];
  assert.deepEqual(await typeOf(await subscribe('admin', marketing, '{"type": "ALERTS"}')), [200, 'ALERTS']);
  assert.deepEqual(await typeOf(await subscribe('owner', marketing, '')), [200, 'ALL'], 'an empty body is none');
  assert.deepEqual(await typeOf(await subscribe('member', marketing)), [200, 'ALL'], 'no body');
  assert.deepEqual(await typeOf(await subscribe('member', sales, '{}')), [200, 'ALL'], 'a body without a type');
  const before = mock.store.subscriptions.size;
  const other = await subscribe('admin', sales, '{"type": "SOME"}');
  assert.equal(other.status, 400, 'another type is a 400');
  assert.deepEqual(
    (await other.json()).errors?.map((error) => error.field),
    ['type'],
    'the 400 names type',
  );
  assert.equal(mock.store.subscriptions.size, before, 'the refused subscribe subscribed nothing');
}

export async function probe() {
  const served = await pageCap();
  await channelTypeExact();
  await subscribeBody();
  return (
    `the mock serves at most ${served} a page (ESM and CommonJS); ?type=list is a 400, in checked mode naming ` +
    '?type and repeating no value; a subscribe takes its type from its body, ALL without one (an empty body is none)'
  );
}
