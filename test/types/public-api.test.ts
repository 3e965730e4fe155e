import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  type ApiError,
  type ApiKey,
  type Channel,
  type Client,
  type CommentEdit,
  type Dataset,
  type Job,
  Job as JobSchema,
  type NotFoundError,
  type Page,
  type PagePromise,
  type Profile,
  type Upserted,
  type WdpError,
} from '../../src/index.js';

const follow = (client: Client) => client.follow({}, 'self');
const followJob = (client: Client) => client.follow({}, 'self', { schema: JobSchema });

describe('public types', () => {
  it('infer each model from its schema', () => {
    expectTypeOf<Channel>().toEqualTypeOf<z.infer<typeof import('../../src/index.js').Channel>>();
    expectTypeOf<Job['status']>().toExtend<string>();
    expectTypeOf<Job['startTime']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Profile['defaultWorkspace']>().toExtend<{ id: string; name?: string | undefined } | undefined>();
  });

  it('return PagePromises from list methods, awaiting to a Page and iterating items', () => {
    expectTypeOf<ReturnType<Client['jobs']['list']>>().toEqualTypeOf<PagePromise<Job>>();
    expectTypeOf<Awaited<ReturnType<Client['jobs']['list']>>>().toEqualTypeOf<Page<Job>>();
    expectTypeOf<ReturnType<Client['channels']['list']>>().toExtend<AsyncIterable<Channel>>();
    expectTypeOf<ReturnType<Client['search']['datasets']>>().toEqualTypeOf<PagePromise<Dataset>>();
  });

  it('report created-vs-updated on upserts', () => {
    expectTypeOf<ReturnType<Client['channels']['create']>>().resolves.toEqualTypeOf<Upserted<Channel>>();
    expectTypeOf<ReturnType<Client['apiKeys']['create']>>().resolves.toEqualTypeOf<Upserted<ApiKey>>();
    expectTypeOf<ReturnType<Client['channels']['update']>>().resolves.toEqualTypeOf<Channel>();
  });

  it('type bodies the service may leave out as possibly undefined', () => {
    expectTypeOf<ReturnType<Client['jobs']['stop']>>().resolves.toEqualTypeOf<Job | undefined>();
    expectTypeOf<ReturnType<Client['comments']['history']>>().resolves.toEqualTypeOf<CommentEdit[]>();
    expectTypeOf<ReturnType<Client['channels']['delete']>>().resolves.toEqualTypeOf<void>();
  });

  it('keep the status literal on error subclasses', () => {
    expectTypeOf<NotFoundError['status']>().toEqualTypeOf<404>();
    expectTypeOf<NotFoundError>().toExtend<ApiError>();
    expectTypeOf<ApiError>().toExtend<WdpError>();
  });

  it('type follow() by the schema it is given, unknown without one', () => {
    expectTypeOf<ReturnType<typeof follow>>().resolves.toEqualTypeOf<unknown>();
    expectTypeOf<ReturnType<typeof followJob>>().resolves.toEqualTypeOf<Job>();
  });
});
