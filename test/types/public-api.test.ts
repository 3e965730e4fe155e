import { describe, expectTypeOf, it } from 'vitest';
import {
  type ApiError,
  type ApiKey,
  type ApiPromise,
  type Channel,
  type Client,
  type ClientOptions,
  type Comment,
  type CommentEdit,
  type DataPluginCommand,
  type Dataset,
  type Datastore,
  type Job,
  type JobLogLine,
  Job as JobSchema,
  type Link,
  type Links,
  type MsearchResult,
  type NotFoundError,
  type Notification,
  type Page,
  type PageMeta,
  type PagePromise,
  type Profile,
  type Tag,
  type Upserted,
  type WdpError,
  type WithResponse,
  type WorkspaceFile,
} from 'wdp-sdk';
import type * as z from 'zod/mini';

/** The keys of T other than its index signatures. */
type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: 0 };
/** Whether T, or an object anywhere inside it, has a string index signature beside known keys (a loose type). */
type LooseInside<T> = T extends readonly (infer U)[]
  ? LooseInside<U>
  : T extends object
    ?
        | (string extends keyof T ? ([KnownKeys<T>] extends [never] ? false : true) : false)
        | { [K in keyof T]-?: LooseInside<T[K]> }[keyof T]
    : false;
type Exports = typeof import('wdp-sdk');
/** The type each exported schema parses to (its model's, held to its zod type by model-names.test.ts), by name. */
type Parsed = { [K in keyof Exports]: Exports[K] extends { parse(data: unknown): infer T } ? T : never };
/** The exported schemas whose type is loose somewhere: none. */
type LooseModels = { [K in keyof Parsed]: true extends LooseInside<Parsed[K]> ? K : never }[keyof Parsed];

const follow = (client: Client) => client.follow({}, 'self');
const followJob = (client: Client) => client.follow({}, 'self', { schema: JobSchema });
const logLines = (client: Client, job: Job) => client.jobs.follow(job, { format: 'sse' });
const logTexts = (client: Client) => client.jobs.logs('id', { format: 'text', sequence: 3 });

describe('public types', () => {
  it('infer each model from its schema', () => {
    expectTypeOf<Channel>().toEqualTypeOf<z.infer<typeof import('wdp-sdk/schemas').Channel>>();
    expectTypeOf<Job['status']>().toExtend<string>();
    expectTypeOf<Job['startTime']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Profile['defaultWorkspace']>().toEqualTypeOf<
      { id?: string | undefined; name?: string | undefined } | undefined
    >();
  });

  it('type models by their known fields only, nested objects and arrays included, keeping maps as maps', () => {
    expectTypeOf<keyof Job>().toEqualTypeOf<
      | 'id'
      | 'created'
      | 'type'
      | 'triggeredBy'
      | 'maxAttempts'
      | 'attempt'
      | 'commitId'
      | 'exitCode'
      | 'status'
      | 'startTime'
      | 'endTime'
      | '_embedded'
      | '_links'
    >();
    expectTypeOf<keyof NonNullable<Job['_embedded']>>().toEqualTypeOf<'pipeline' | 'profile'>();
    expectTypeOf<keyof Link>().toEqualTypeOf<'href' | 'type' | 'templated' | 'title' | 'name'>();
    expectTypeOf<keyof PageMeta>().toEqualTypeOf<'size' | 'totalElements' | 'totalPages' | 'number'>();
    expectTypeOf<keyof NonNullable<Dataset['likedByProfiles']>[number]>().toEqualTypeOf<
      'id' | 'name' | 'handle' | '_links'
    >();
    expectTypeOf<LooseModels>().toEqualTypeOf<never>();
    expectTypeOf<Parsed['Job']>().toEqualTypeOf<Job>(); // the schemas are read, not skipped
    expectTypeOf<Links>().toEqualTypeOf<Record<string, Link | Link[]>>();
    expectTypeOf<Datastore['properties']>().toEqualTypeOf<Record<string, string> | undefined>();
    expectTypeOf<Datastore['commands']>().toEqualTypeOf<Record<string, DataPluginCommand> | undefined>();
    // The documented way to an unknown field: a model is assignable to a record.
    expectTypeOf<Job>().toExtend<Record<string, unknown>>();
  });

  it('return PagePromises from list methods, awaiting to a Page and iterating items', () => {
    expectTypeOf<ReturnType<Client['jobs']['list']>>().toEqualTypeOf<PagePromise<Job>>();
    expectTypeOf<Awaited<ReturnType<Client['jobs']['list']>>>().toEqualTypeOf<Page<Job>>();
    expectTypeOf<ReturnType<Client['channels']['list']>>().toExtend<AsyncIterable<Channel>>();
    expectTypeOf<ReturnType<Client['search']['datasets']>>().toEqualTypeOf<PagePromise<Dataset>>();
  });

  it('report created-vs-updated on upserts', () => {
    expectTypeOf<ReturnType<Client['channels']['put']>>().resolves.toEqualTypeOf<Upserted<Channel>>();
    expectTypeOf<ReturnType<Client['apiKeys']['put']>>().resolves.toEqualTypeOf<Upserted<ApiKey>>();
    expectTypeOf<ReturnType<Client['channels']['update']>>().resolves.toEqualTypeOf<Channel>();
  });

  it('return the model from create, as an ApiPromise with the raw response on demand', () => {
    expectTypeOf<ReturnType<Client['channels']['create']>>().toEqualTypeOf<ApiPromise<Channel>>();
    expectTypeOf<ReturnType<Client['apiKeys']['create']>>().toEqualTypeOf<ApiPromise<ApiKey>>();
    expectTypeOf<ReturnType<Client['comments']['create']>>().toEqualTypeOf<ApiPromise<Comment>>();
    expectTypeOf<ReturnType<Client['comments']['reply']>>().toEqualTypeOf<ApiPromise<Comment>>();
    expectTypeOf<ReturnType<Client['datastores']['create']>>().toEqualTypeOf<ApiPromise<Datastore>>();
    expectTypeOf<ReturnType<ApiPromise<Channel>['withResponse']>>().resolves.toEqualTypeOf<WithResponse<Channel>>();
    expectTypeOf<ReturnType<ApiPromise<Channel>['asResponse']>>().resolves.toEqualTypeOf<Response>();
    expectTypeOf<ReturnType<Client['datasets']['listLiked']>>().toEqualTypeOf<PagePromise<Dataset>>();
    expectTypeOf<ReturnType<Client['comments']['listReplies']>>().toEqualTypeOf<PagePromise<Comment>>();
    expectTypeOf<ReturnType<Client['datasets']['update']>>().toEqualTypeOf<ApiPromise<Dataset>>();
    expectTypeOf<ReturnType<Client['datastores']['makeDefault']>>().toEqualTypeOf<ApiPromise<void>>();
  });

  it('type bodies the service may leave out as possibly undefined', () => {
    expectTypeOf<ReturnType<Client['jobs']['stop']>>().resolves.toEqualTypeOf<Record<string, string> | undefined>();
    expectTypeOf<ReturnType<Client['comments']['history']>>().resolves.toEqualTypeOf<CommentEdit[]>();
    expectTypeOf<ReturnType<Client['channels']['delete']>>().resolves.toEqualTypeOf<void>();
  });

  it('give ApiPromises from job calls, async iterables from job log streams and a Promise from jobs.wait', () => {
    expectTypeOf<ReturnType<Client['jobs']['get']>>().toEqualTypeOf<ApiPromise<Job>>();
    expectTypeOf<ReturnType<Client['jobs']['create']>>().toEqualTypeOf<ApiPromise<Job>>();
    expectTypeOf<ReturnType<Client['jobs']['delete']>>().toEqualTypeOf<ApiPromise<void>>();
    expectTypeOf<ReturnType<Client['jobs']['listForPipeline']>>().toEqualTypeOf<PagePromise<Job>>();
    expectTypeOf<ReturnType<Client['jobs']['wait']>>().toEqualTypeOf<Promise<Job>>();
    expectTypeOf<ReturnType<typeof logLines>>().toEqualTypeOf<AsyncIterableIterator<JobLogLine>>();
    expectTypeOf<ReturnType<typeof logTexts>>().toEqualTypeOf<AsyncIterableIterator<string>>();
  });

  it('keeps `resources` as a deprecated name of `files`', () => {
    expectTypeOf<Client['resources']>().toEqualTypeOf<Client['files']>();
  });

  it('give ApiPromises from files, search, tags, notifications, administrators and deployments', () => {
    expectTypeOf<ReturnType<Client['files']['put']>>().toEqualTypeOf<ApiPromise<Upserted<WorkspaceFile>>>();
    expectTypeOf<ReturnType<Client['files']['upload']>>().toEqualTypeOf<ApiPromise<WorkspaceFile[]>>();
    expectTypeOf<ReturnType<Client['files']['delete']>>().toEqualTypeOf<ApiPromise<void>>();
    expectTypeOf<ReturnType<Client['search']['msearch']>>().toEqualTypeOf<ApiPromise<MsearchResult>>();
    expectTypeOf<ReturnType<Client['tags']['listNews']>>().toEqualTypeOf<PagePromise<Tag>>();
    expectTypeOf<ReturnType<Client['tags']['get']>>().toEqualTypeOf<ApiPromise<Tag>>();
    expectTypeOf<ReturnType<Client['notifications']['refresh']>>().toEqualTypeOf<ApiPromise<Notification[]>>();
    expectTypeOf<ReturnType<Client['administrators']['withdraw']>>().resolves.toHaveProperty('administrator');
    expectTypeOf<ReturnType<Client['deployments']['webhook']>>().toEqualTypeOf<ApiPromise<Job>>();
  });

  it('keep the status literal on error subclasses', () => {
    expectTypeOf<NotFoundError['status']>().toEqualTypeOf<404>();
    expectTypeOf<NotFoundError>().toExtend<ApiError>();
    expectTypeOf<ApiError>().toExtend<WdpError>();
  });

  it('let new Client() take no options, or any of them (the rest from the environment)', () => {
    // One optional parameter, the options: as its length and its element, since TypeScript 7 writes the tuple
    // `[options?: ClientOptions | undefined]` where 5.x writes `[options?: ClientOptions]` (the same parameter).
    expectTypeOf<ConstructorParameters<typeof Client>['length']>().toEqualTypeOf<0 | 1>();
    expectTypeOf<ConstructorParameters<typeof Client>[0]>().toEqualTypeOf<ClientOptions | undefined>();
    expectTypeOf<Record<never, never>>().toExtend<ClientOptions>();
    expectTypeOf<ClientOptions['baseUrl']>().toEqualTypeOf<string | undefined>();
  });

  it('type follow() by the schema it is given, unknown without one', () => {
    expectTypeOf<ReturnType<typeof follow>>().resolves.toEqualTypeOf<unknown>();
    expectTypeOf<ReturnType<typeof followJob>>().resolves.toEqualTypeOf<Job>();
  });
});
