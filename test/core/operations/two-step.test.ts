// twoStep(): a create whose second step (the PUT) fails tells that its draft exists and how to finish it.

import { describe, expect, it } from 'vitest';
import { Client, type CreateDraft, ServerError, ValidationError } from '../../../src/index.js';
import { createMockService } from '../../../src/mock/index.js';

function setUp() {
  const mock = createMockService();
  const { workspaceId, admin } = mock.fixtures;
  const client = new Client({ baseUrl: 'https://wdp.mock', auth: admin.token, fetch: mock.fetch, retry: 0 });
  const named = async (name: string) =>
    (await client.channels.list(workspaceId)).items.filter((channel) => channel.name === name);
  return { mock, workspaceId, client, named };
}

const putPath = '/api/workspaces/*/channels/*';

describe('twoStep(), when the second step fails', () => {
  it('puts the draft on the error and says, before the request id, that a put of it finishes the create', async () => {
    const { mock, workspaceId, client, named } = setUp();
    mock.admin.addFault({ method: 'PUT', path: putPath, times: 1, fault: { type: 'status', status: 503 } });
    const error = await client.channels.create(workspaceId, { name: 'Ops' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServerError);
    const { draft, message, requestId } = error as ServerError;
    const put = mock.admin.journal().at(-1);
    expect(put?.method).toBe('PUT');
    expect(put?.path).toBe(`/api/workspaces/${workspaceId}/channels/${draft?.id}`);
    expect(message).toContain(
      `; the draft ${draft?.id} it made first is kept: channels.put(error.draft, body) finishes it, safe to ` +
        'repeat (channels.create again would start another, and make a second copy if this put took effect) ' +
        `(request id ${requestId})`,
    );
    expect(message.endsWith(` (request id ${requestId})`)).toBe(true);
    expect((error as ServerError).toJSON()['draft']).toMatchObject({ id: draft?.id });

    const finished = await client.channels.put(draft as CreateDraft, { name: 'Ops' });
    expect(finished).toMatchObject({ created: true, data: { id: draft?.id, name: 'Ops' } });
    expect((await named('Ops')).map((channel) => channel.id)).toEqual([draft?.id]);
  });

  it('lets a PUT that took effect but whose answer was cut be finished without a second copy', async () => {
    const { mock, workspaceId, client, named } = setUp();
    mock.admin.addFault({ method: 'PUT', path: putPath, times: 1, fault: { type: 'truncate' } });
    const error = await client.channels.create(workspaceId, { name: 'Cut' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    const { draft } = error as ValidationError;
    expect(mock.admin.journal().at(-1)).toMatchObject({ method: 'PUT', status: 201 });

    const again = await client.channels.put(draft as CreateDraft, { name: 'Cut' });
    expect(again.created).toBe(false);
    expect((await named('Cut')).map((channel) => channel.id)).toEqual([draft?.id]);
  });

  it("rethrows the caller's abort reason as it is", async () => {
    const { mock, workspaceId, client } = setUp();
    const controller = new AbortController();
    const reason = new Error('stopped by the caller');
    mock.admin.addFault({
      method: 'PUT',
      path: putPath,
      times: 1,
      fault: { type: 'stall' },
      onInjected: () => controller.abort(reason),
    });
    const call = client.channels.create(workspaceId, { name: 'Gone' }, { signal: controller.signal });
    await expect(call).rejects.toBe(reason);
    expect(reason).not.toHaveProperty('draft');
  });

  it('gives a failure of the first step no draft', async () => {
    const { mock, workspaceId, client } = setUp();
    mock.admin.addFault({ method: 'POST', path: '/api/workspaces/*/channels', fault: { type: 'status', status: 503 } });
    const error = await client.channels.create(workspaceId, { name: 'Ops' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).not.toHaveProperty('draft');
    expect((error as ServerError).message).not.toContain('draft');
  });
});
