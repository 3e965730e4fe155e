import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions, type Upserted } from '../core/api-resource.js';
import { uploadTimeoutMs } from '../core/defaults.js';
import { InvalidArgumentError } from '../core/errors.js';
import type { HalResource } from '../core/hal.js';
import type { BodyReader } from '../core/http/attempts.js';
import { json } from '../core/http/http.js';
import type { PagePromise } from '../core/pagination.js';
import { path, resourcePath } from '../core/paths.js';
import { type OptionsArg, type RequestOptions, requestOptions } from '../core/request-options.js';
import { idOf, nestedUrl, type Subject } from '../core/subject.js';
import { checkOptions, keysOf } from '../core/validation/options.js';
import {
  WorkspaceResource,
  WorkspaceResourceCollection,
  WorkspaceResourceInput,
} from '../models/workspace-resource.js';
import { type UploadFiles, uploadForm } from '../uploads.js';
import { bodyOf, pageSpec, queryOf } from './inputs.js';

/** How `resources.download()` gives the content: a string (UTF-8), bytes, a Blob or the unread stream. */
export type DownloadAs = 'text' | 'bytes' | 'blob' | 'stream';

/** Options of `resources.download()`. */
export interface DownloadOptions<A extends DownloadAs = DownloadAs> {
  /** The form of the content. @default 'text' */
  as?: A | undefined;
}

/** What `resources.download()` gives for each `as`; every form when `as` is only known at run time. */
export type Downloaded<A extends DownloadAs> = [A] extends ['text']
  ? string
  : [A] extends ['bytes']
    ? Uint8Array
    : [A] extends ['blob']
      ? Blob
      : [A] extends ['stream']
        ? ReadableStream<Uint8Array>
        : string | Uint8Array | Blob | ReadableStream<Uint8Array>;

/** `DownloadOptions` as an optional element of `download`'s argument tuple. */
type HowArg = DownloadOptions | undefined;

const downloadKeys = keysOf<DownloadOptions>({ as: true });
const fileUrl = (workspaceId: string, filePath: string) =>
  path`/api/workspaces/${workspaceId}/resources/${resourcePath(filePath)}`;
const filesOf = (workspace: Subject, signature: string) =>
  path`/api/workspaces/${idOf(workspace, signature)}/resources`;

/**
 * Resources: the files of a workspace, addressed by a relative path such as `models/orders.sql`.
 * Each path segment is percent-encoded and the slashes are kept; empty, `.` and `..` segments are refused.
 * A file given as a model (from `list`, `get` or `put`) is addressed by its own links.
 * @example
 * await client.resources.put(workspaceId, 'models/orders.sql', { contentType: 'text/plain', content: 'select 1' });
 * const file = await client.resources.get(workspaceId, 'models/orders.sql');
 * for await (const f of client.resources.list(workspaceId)) console.log(f.path);
 * await client.resources.upload(workspaceId, { 'models/a.sql': 'select 1', 'docs/read me.md': '# Notes' });
 * const bytes = await client.resources.download(workspaceId, 'docs/read me.md', { as: 'bytes' });
 */
export class Resources extends ApiResource {
  /** Lists the files of a workspace, without their content (20 a page unless told otherwise). */
  list(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<WorkspaceResource> {
    const sig = 'resources.list(workspace, query)';
    const url = filesOf(workspace, sig);
    const q = queryOf(pageSpec, query, sig);
    return this.paginate(sig, url, WorkspaceResourceCollection, q, options);
  }

  /** Gets one file as a HAL resource, including its `content`: by workspace and path, or a file's `self` link. */
  get(file: HalResource, options?: RequestOptions): ApiPromise<WorkspaceResource>;
  get(workspaceId: string, filePath: string, options?: RequestOptions): ApiPromise<WorkspaceResource>;
  get(...args: [HalResource, OptionsArg?] | [string, string, OptionsArg?]) {
    const sig = 'resources.get(workspaceId, filePath)';
    const [url, options] = nestedUrl<[OptionsArg?]>(args, 'self', fileUrl, sig);
    return this.read(sig, url, WorkspaceResource, options);
  }

  /**
   * Creates or replaces the file at a path; `created` tells which happened (201 or 200). Give the workspace and
   * path, or a file model (its `update resource` link).
   */
  put(
    file: HalResource,
    body: WorkspaceResourceInput,
    options?: RequestOptions,
  ): ApiPromise<Upserted<WorkspaceResource>>;
  put(
    workspaceId: string,
    filePath: string,
    body: WorkspaceResourceInput,
    options?: RequestOptions,
  ): ApiPromise<Upserted<WorkspaceResource>>;
  put(
    ...args: [HalResource, WorkspaceResourceInput, OptionsArg?] | [string, string, WorkspaceResourceInput, OptionsArg?]
  ) {
    const sig = 'resources.put(workspaceId, filePath, body)';
    const [url, body, options] = nestedUrl<[WorkspaceResourceInput, OptionsArg?]>(
      args,
      'update resource',
      fileUrl,
      sig,
    );
    const json = bodyOf(WorkspaceResourceInput, body, sig);
    return this.upsert(sig, url, json, WorkspaceResource, options);
  }

  /** Deletes the file at a path, or a file model (its `delete resource` link). */
  delete(file: HalResource, options?: RequestOptions): ApiPromise<void>;
  delete(workspaceId: string, filePath: string, options?: RequestOptions): ApiPromise<void>;
  delete(...args: [HalResource, OptionsArg?] | [string, string, OptionsArg?]) {
    const sig = 'resources.delete(workspaceId, filePath)';
    const [url, options] = nestedUrl<[OptionsArg?]>(args, 'delete resource', fileUrl, sig);
    return this.remove(sig, url, options);
  }

  /**
   * Uploads files in one `multipart/form-data` POST, one part per file named by its resource path, and returns
   * the published files (without content). A bad or repeated path, bad content or no files throws
   * `InvalidArgumentError` before anything is sent. Each attempt may take 120 s unless `timeout` says otherwise;
   * as a POST it is not retried unless the call opts in with `retry: { methods: ['POST'] }`.
   * @example
   * const published = await client.resources.upload(workspaceId, {
   *   'models/orders.sql': 'select * from orders',
   *   'data/rates.csv': { content: csvBytes, contentType: 'text/csv' },
   *   'docs/logo.png': input.files[0], // a File: streamed by fetch, not read by the SDK
   * });
   * console.log(published.map((file) => `${file.path} ${file.contentType}`));
   */
  upload(workspace: Subject, files: UploadFiles, options?: RequestOptions): ApiPromise<WorkspaceResource[]> {
    const sig = 'resources.upload(workspace, files)';
    const url = filesOf(workspace, sig);
    const { schema, key } = WorkspaceResourceCollection;
    const call = { operation: 'resources.upload', method: 'POST', url, body: uploadForm(files), schema } as const;
    const published = this.request(call, this.timeoutAtLeast(uploadTimeoutMs, requestOptions(options, sig)));
    return this.map(published, (collection) => collection._embedded?.[key] ?? []);
  }

  /**
   * Downloads the raw content of a file (asked with Accept `application/json`, as the spec says) as text
   * (the default, decoded as UTF-8), bytes, a Blob or a stream: by workspace and path, or a file's `self` link.
   * A stream is handed over unread: read it to the end or cancel it.
   * @example
   * const sql = await client.resources.download(workspaceId, 'models/orders.sql');
   * const stream = await client.resources.download(workspaceId, 'data/big.csv', { as: 'stream' });
   * await stream.pipeTo(destination); // a WritableStream, such as a file's or a compression stream's
   */
  download<A extends DownloadAs = 'text'>(
    file: HalResource,
    how?: DownloadOptions<A>,
    options?: RequestOptions,
  ): ApiPromise<Downloaded<A>>;
  download<A extends DownloadAs = 'text'>(
    workspaceId: string,
    filePath: string,
    how?: DownloadOptions<A>,
    options?: RequestOptions,
  ): ApiPromise<Downloaded<A>>;
  download(...args: [HalResource, HowArg?, OptionsArg?] | [string, string, HowArg?, OptionsArg?]) {
    const sig = 'resources.download(workspaceId, filePath, { as })';
    const [url, how, options] = nestedUrl<[HowArg?, OptionsArg?]>(args, 'self', fileUrl, sig);
    const read = readerOf(checkOptions(how, downloadKeys, sig)?.as ?? 'text', sig);
    const call = { operation: 'resources.download', method: 'GET', url, accept: json } as const;
    return this.receive(call, read, requestOptions(options, sig));
  }
}

// A whole download is read within the attempt's timeout, like any JSON body; a stream is handed over unread.
const readers: Record<DownloadAs, BodyReader<string | Uint8Array | Blob | ReadableStream<Uint8Array>>> = {
  text: (response) => response.text(),
  bytes: async (response) => new Uint8Array(await response.arrayBuffer()),
  blob: (response) => response.blob(),
  stream: async (response) => response.body ?? new ReadableStream({ start: (controller) => controller.close() }),
};

function readerOf(as: unknown, sig: string): BodyReader<string | Uint8Array | Blob | ReadableStream<Uint8Array>> {
  if (typeof as === 'string' && Object.hasOwn(readers, as)) return readers[as as DownloadAs];
  throw new InvalidArgumentError(`${sig}: \`as\` must be 'text', 'bytes', 'blob' or 'stream'; got ${String(as)}.`);
}
