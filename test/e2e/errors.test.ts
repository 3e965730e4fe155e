import { describe, expect, it } from 'vitest';
import {
  ApiError,
  AuthenticationError,
  BadRequestError,
  Client,
  ConflictError,
  ConnectionError,
  InvalidArgumentError,
  NotFoundError,
  PermissionDeniedError,
  ValidationError,
} from '../../src/index.js';
import { rejection } from '../helpers/rejection.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();
const unknown = '00000000-0000-4000-8000-000000000000';

/** What a call against the mock threw: an `ApiError`. */
const failure = (promise: Promise<unknown>) => rejection(promise, ApiError);

describe('error classes over the loopback mock', () => {
  it('401: a wrong token is an AuthenticationError with the service error body', async () => {
    const error = await failure(mock.client('owner', { auth: 'not-a-token' }).profiles.list());
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error.body).toMatchObject({ status: 401, error: 'Unauthorized', path: '/api/profiles' });
  });

  it('403: an outsider reading a workspace, a member managing channels', async () => {
    const { workspaceId } = mock.service.fixtures;
    expect(await failure(mock.client('outsider').channels.list(workspaceId))).toBeInstanceOf(PermissionDeniedError);
    expect(await failure(mock.client('member').channels.delete(mock.service.fixtures.channels.sales))).toBeInstanceOf(
      PermissionDeniedError,
    );
  });

  it('404: unknown ids, with the path in the body', async () => {
    const error = await failure(mock.client().jobs.get(unknown));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.body?.path).toBe(`/api/jobs/${unknown}`);
  });

  it('400: a body the service refuses is a BadRequestError listing the field', async () => {
    const { workspaceId } = mock.service.fixtures;
    const error = await failure(
      mock.client('admin').follow(
        {
          _links: {
            x: { href: `${mock.server.url}/api/workspaces/${workspaceId}/channels/${unknown}`, type: 'PUT' },
          },
        },
        'x',
        { body: { description: 'no name' } },
      ),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.body?.errors).toEqual([{ field: 'name', defaultMessage: 'must not be blank' }]);
  });

  it('409: creating a run while the pipeline is busy is a ConflictError', async () => {
    const client = mock.client('admin');
    const { pipelineId } = mock.service.fixtures;
    mock.service.clock.advance(10_000);
    await client.jobs.create(pipelineId);
    expect(await failure(client.jobs.create(pipelineId))).toBeInstanceOf(ConflictError);
  });

  it('seeded people get their own errors: a new profile outside the workspace is refused', async () => {
    const stranger = mock.service.seed.profile({ name: 'Eve Stranger' });
    const client = mock.client('owner', { auth: stranger.token });
    expect((await client.profiles.list()).items.map((p) => p.name)).toEqual(['Eve Stranger']);
    expect(await failure(client.channels.list(mock.service.fixtures.workspaceId))).toBeInstanceOf(
      PermissionDeniedError,
    );
  });

  it('no response at all is a ConnectionError; bad input never reaches the server', async () => {
    const closed = new Client({ baseUrl: 'http://127.0.0.1:9', auth: 't', retry: 0 });
    await expect(closed.profiles.list()).rejects.toBeInstanceOf(ConnectionError);
    expect(() => mock.client().channels.get('')).toThrow(InvalidArgumentError);
  });

  it('a strict client rejects a response that drifted from the model', async () => {
    const client = mock.client('member', {
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        const body = (await response.json()) as Record<string, unknown>;
        return new Response(JSON.stringify({ ...body, type: 'BROADCAST' }), {
          status: response.status,
          headers: response.headers,
        });
      },
    });
    const error = await client.channels.get(mock.service.fixtures.channels.sales).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).path).toBe('type');
  });
});
