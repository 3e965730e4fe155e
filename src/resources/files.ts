import {
  type ApiPromise,
  ApiResource,
  type BodyReader,
  type ByLinkOrIds,
  call,
  checkOptions,
  type Description,
  describe,
  type HalResource,
  InvalidArgumentError,
  idOf,
  keysOf,
  map,
  nested,
  type Operations,
  type OptionsArg,
  type PageOptions,
  type PagePromise,
  pageSpec,
  paginate,
  plainJson,
  type RequestOptions,
  type ResponseReader,
  receive,
  request,
  type Subject,
  signature,
  submit,
  type Target,
  timeoutAtLeast,
  type Upserted,
  uploadTimeoutMs,
  upsert,
} from '../core/namespace-kit.js';
import { fill, resourcePath } from '../core/paths.js';
import { WorkspaceFile, WorkspaceFileCollection, WorkspaceFileInput } from '../models/workspace-file.js';
import { checkIdleTimeout, idleLimited } from '../streaming/idle.js';
import { type UploadFiles, uploadForm } from '../uploads.js';

/** How `files.download()` gives the content: a string (UTF-8), bytes, a Blob or the unread stream. */
export type DownloadAs = 'text' | 'bytes' | 'blob' | 'stream';

/** Options of `files.download()`. */
export interface DownloadOptions<A extends DownloadAs = DownloadAs> {
  /** The form of the content. @default 'text' */
  as?: A | undefined;
  /**
   * With `as: 'stream'`: milliseconds the stream may send nothing while a chunk is awaited, before it fails with
   * `TimeoutError` (the other forms are read within the call's `timeout`). @default 60000
   */
  idleTimeout?: number | undefined;
}

/** What `files.download()` gives for each `as`; every form when `as` is only known at run time. */
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

/** A file by workspace id and path, or a file model that carries the link. */
type FileArgs<R extends unknown[]> = ByLinkOrIds<R, string>;

const downloadKeys = keysOf<DownloadOptions>({ as: true, idleTimeout: true });

/** The path of one file: its `filePath` goes through `resourcePath()`, each of its segments encoded. */
const fileTemplate = '/api/workspaces/{workspaceId}/resources/{filePath}';
const filesTemplate = '/api/workspaces/{workspace}/resources';

/** The operations of `Files`, each described once (the order of the class's methods). */
const ops = /* @__PURE__ */ describe('files', {
  list: {
    path: filesTemplate,
    query: pageSpec,
    list: WorkspaceFileCollection,
  },
  get: {
    path: fileTemplate,
    segments: resourcePath,
    nested: true,
    link: 'self',
    output: WorkspaceFile,
  },
  put: {
    method: 'PUT',
    path: fileTemplate,
    segments: resourcePath,
    nested: true,
    link: 'update resource',
    // As the service's document and its real clients send it.
    contentType: 'application/hal+json',
    input: WorkspaceFileInput,
    output: WorkspaceFile,
  },
  delete: { method: 'DELETE', path: fileTemplate, segments: resourcePath, nested: true, link: 'delete resource' },
  upload: {
    method: 'POST',
    path: filesTemplate,
    takesBody: true,
    bodyName: 'files',
    output: WorkspaceFileCollection.schema,
  },
  download: {
    path: fileTemplate,
    segments: resourcePath,
    params: ['workspaceId', 'filePath', '{ as }'],
    nested: true,
    link: 'self',
    accept: plainJson,
  },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const fileOperations: Operations = ops;

/**
 * Files: the files of a workspace (the service's "resources", at `/api/workspaces/{id}/resources`), addressed by a
 * relative path such as `models/orders.sql`.
 * Each path segment is percent-encoded and the slashes are kept; empty, `.` and `..` segments are refused.
 * A file given as a model (from `list`, `get` or `put`) is addressed by its own links.
 * @example
 * await client.files.put(workspaceId, 'models/orders.sql', { contentType: 'text/plain', content: 'select 1' });
 * const file = await client.files.get(workspaceId, 'models/orders.sql');
 * for await (const f of client.files.list(workspaceId)) console.log(f.path);
 * await client.files.upload(workspaceId, { 'models/a.sql': 'select 1', 'docs/read me.md': '# Notes' });
 * const bytes = await client.files.download(workspaceId, 'docs/read me.md', { as: 'bytes' });
 */
export class Files extends ApiResource {
  /** Lists the files of a workspace, without their content (20 a page unless told otherwise). */
  list(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<WorkspaceFile> {
    return paginate(this, ops.list, workspace, query, options);
  }

  /** Gets one file as a HAL resource, including its `content`: by workspace and path, or a file's `self` link. */
  get(file: HalResource, options?: RequestOptions): ApiPromise<WorkspaceFile>;
  get(workspaceId: string, filePath: string, options?: RequestOptions): ApiPromise<WorkspaceFile>;
  get(...args: FileArgs<[OptionsArg?]>) {
    return call(this, ops.get, ...args);
  }

  /**
   * Creates or replaces the file at a path; `created` tells which happened (201 or 200). Give the workspace and
   * path, or a file model (its `update resource` link).
   */
  put(file: HalResource, body: WorkspaceFileInput, options?: RequestOptions): ApiPromise<Upserted<WorkspaceFile>>;
  put(
    workspaceId: string,
    filePath: string,
    body: WorkspaceFileInput,
    options?: RequestOptions,
  ): ApiPromise<Upserted<WorkspaceFile>>;
  put(...args: FileArgs<[WorkspaceFileInput, OptionsArg?]>) {
    return upsert(this, ops.put, ...args);
  }

  /** Deletes the file at a path, or a file model (its `delete resource` link). */
  delete(file: HalResource, options?: RequestOptions): ApiPromise<void>;
  delete(workspaceId: string, filePath: string, options?: RequestOptions): ApiPromise<void>;
  delete(...args: FileArgs<[OptionsArg?]>) {
    return submit(this, ops.delete, ...args);
  }

  /**
   * Uploads files in one `multipart/form-data` POST, one part per file named by its resource path, and returns
   * the published files (without content). A bad or repeated path, bad content or no files throws
   * `InvalidArgumentError` before anything is sent. Each attempt may take 120 s unless `timeout` says otherwise;
   * as a POST it is not retried unless the call opts in with `retry: { methods: ['POST'] }`.
   * @example
   * const published = await client.files.upload(workspaceId, {
   *   'models/orders.sql': 'select * from orders',
   *   'data/rates.csv': { content: csvBytes, contentType: 'text/csv' },
   *   'data/logo.png': input.files[0], // a File: streamed by fetch, not read by the SDK
   * });
   * console.log(published.map((file) => `${file.path} ${file.contentType}`));
   */
  upload(workspace: Subject, files: UploadFiles, options?: RequestOptions): ApiPromise<WorkspaceFile[]> {
    return map(
      request(this, ops.upload, uploadOf(workspace, files), timeoutAtLeast(this, uploadTimeoutMs, options)),
      (collection) => collection._embedded?.[WorkspaceFileCollection.key] ?? [],
    );
  }

  /**
   * Downloads the raw content of a file (asked with Accept `application/json`, as the spec says) as text
   * (the default, decoded as UTF-8), bytes, a Blob or a stream: by workspace and path, or a file's `self` link.
   * A stream is handed over unread: read it to the end or cancel it.
   * @example
   * const sql = await client.files.download(workspaceId, 'models/orders.sql');
   * const stream = await client.files.download(workspaceId, 'data/big.csv', { as: 'stream' });
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
  download(...args: FileArgs<[HowArg?, OptionsArg?]>) {
    return receive(this, ops.download, ...downloadOf(...fileArgs(ops.download, args)));
  }
}

/** A file's URL and the method's other arguments: by workspace id and path, or a file model's own link (`link`). */
function fileArgs<R extends unknown[]>(d: Description, args: FileArgs<R>) {
  return nested(args, d.link ?? 'self', (workspaceId, path) => fill(d.path, [workspaceId, resourcePath(path)]));
}

/** The call of `upload`: the workspace is checked before the files. */
function uploadOf(workspace: Subject, files: UploadFiles) {
  const d = ops.upload;
  const url = fill(d.path, [idOf(workspace, d)]);
  return { method: d.method, url, body: uploadForm(files), schema: d.output };
}

/** A file's content in any of its forms. */
type Content = string | Uint8Array | Blob | ReadableStream<Uint8Array>;

// A whole download is read within the attempt's timeout, like any JSON body; a stream is handed over unread, with
// an idle timeout of its own.
const readers: Record<Exclude<DownloadAs, 'stream'>, BodyReader<Content>> = {
  text: (response) => response.text(),
  bytes: async (response) => new Uint8Array(await response.arrayBuffer()),
  blob: (response) => response.blob(),
};

/** A download's call, reader and options, checked in the order of its arguments: the file, then `{ as }`. */
function downloadOf(url: Target, how?: HowArg, options?: OptionsArg) {
  const checked = typeof url === 'string' ? url : url(ops.download);
  const checkedHow = checkOptions(how, downloadKeys, signature(ops.download));
  const reader = readerOf(checkedHow?.as ?? 'text', checkedHow?.idleTimeout);
  return [{ method: ops.download.method, url: checked, accept: ops.download.accept }, reader, options] as const;
}

function readerOf(as: unknown, idleTimeout: number | undefined): ResponseReader<Content> {
  if (as === 'stream') {
    const idleMs = checkIdleTimeout(idleTimeout);
    return async (response, call) => idleLimited(response.body, { ...call, idleTimeout: idleMs });
  }
  if (idleTimeout !== undefined)
    throw new InvalidArgumentError(`${signature(ops.download)}: \`idleTimeout\` applies to \`as: 'stream'\` only.`);
  if (typeof as === 'string' && Object.hasOwn(readers, as)) return readers[as as Exclude<DownloadAs, 'stream'>];
  throw new InvalidArgumentError(
    `${signature(ops.download)}: \`as\` must be 'text', 'bytes', 'blob' or 'stream'; got ${String(as)}.`,
  );
}

/** @deprecated Renamed `Files` (the workspace files namespace, `client.files`); this alias goes in 1.0. */
export const Resources: typeof Files = Files;
/** @deprecated Renamed `Files`. */
export type Resources = Files;
