import { ApiResource, type PageOptions, pageQuery, type Upserted } from '../core/api-resource.js';
import { InvalidArgumentError } from '../core/errors.js';
import type { BodyReader } from '../core/http/attempts.js';
import { halJson, json } from '../core/http/http.js';
import type { PagePromise } from '../core/pagination.js';
import { path, resourcePath } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { checkInput } from '../core/validation/input.js';
import {
  WorkspaceResource,
  WorkspaceResourceCollection,
  WorkspaceResourceInput,
} from '../models/workspace-resource.js';
import { type UploadFiles, uploadForm } from '../uploads.js';

/** How `resources.download()` gives the content: a string (UTF-8), bytes, a Blob or the unread stream. */
export type DownloadAs = 'text' | 'bytes' | 'blob' | 'stream';

/** Options of `resources.download()`. */
export interface DownloadOptions {
  /** The form of the content. @default 'text' */
  as?: DownloadAs | undefined;
}

/** The timeout of an upload attempt unless the call gives one: uploads outlast the client's JSON timeout. */
const uploadTimeout = 120_000;
const downloadForms = new Set<unknown>(['text', 'bytes', 'blob', 'stream']);

/**
 * Resources: the files of a workspace, addressed by a relative path such as `models/orders.sql`.
 * Each path segment is percent-encoded and the slashes are kept; empty, `.` and `..` segments are refused.
 * @example
 * await client.resources.put(workspaceId, 'models/orders.sql', { contentType: 'text/plain', content: 'select 1' });
 * const file = await client.resources.get(workspaceId, 'models/orders.sql');
 * for await (const f of client.resources.list(workspaceId)) console.log(f.path);
 * await client.resources.upload(workspaceId, { 'models/a.sql': 'select 1', 'docs/read me.md': '# Notes' });
 * const bytes = await client.resources.download(workspaceId, 'docs/read me.md', { as: 'bytes' });
 */
export class Resources extends ApiResource {
  /** Lists the files of a workspace, without their content (20 a page unless told otherwise). */
  list(workspaceId: string, query?: PageOptions, options?: RequestOptions): PagePromise<WorkspaceResource> {
    return this.paginate(
      'resources.list',
      path`/api/workspaces/${workspaceId}/resources`,
      WorkspaceResourceCollection,
      pageQuery(query),
      options,
    );
  }

  /** Gets one file as a HAL resource, including its `content`. */
  get(workspaceId: string, filePath: string, options?: RequestOptions): Promise<WorkspaceResource> {
    const url = path`/api/workspaces/${workspaceId}/resources/${resourcePath(filePath)}`;
    return this.request(
      { operation: 'resources.get', method: 'GET', url, accept: halJson, schema: WorkspaceResource },
      options,
    );
  }

  /** Creates or replaces the file at a path; `created` tells which happened (201 or 200). */
  put(
    workspaceId: string,
    filePath: string,
    body: WorkspaceResourceInput,
    options?: RequestOptions,
  ): Promise<Upserted<WorkspaceResource>> {
    const json = checkInput(WorkspaceResourceInput, body, 'resources.put');
    const url = path`/api/workspaces/${workspaceId}/resources/${resourcePath(filePath)}`;
    return this.upsert({ operation: 'resources.put', method: 'PUT', url, json, schema: WorkspaceResource }, options);
  }

  /** Deletes the file at a path. */
  delete(workspaceId: string, filePath: string, options?: RequestOptions): Promise<void> {
    return this.request(
      {
        operation: 'resources.delete',
        method: 'DELETE',
        url: path`/api/workspaces/${workspaceId}/resources/${resourcePath(filePath)}`,
      },
      options,
    );
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
  upload(workspaceId: string, files: UploadFiles, options?: RequestOptions): Promise<WorkspaceResource[]> {
    const url = path`/api/workspaces/${workspaceId}/resources`;
    const call = {
      operation: 'resources.upload',
      method: 'POST',
      url,
      body: uploadForm(files),
      schema: WorkspaceResourceCollection.schema,
    } as const;
    return this.request(call, {
      ...options,
      timeout: options?.timeout ?? Math.max(uploadTimeout, this.transport.timeout),
    }).then((body) => body._embedded?.[WorkspaceResourceCollection.key] ?? []);
  }

  /**
   * Downloads the raw content of a file (asked with Accept `application/json`, as the spec says) as text
   * (the default, decoded as UTF-8), bytes, a Blob or a stream. A stream is handed over unread: read it to
   * the end or cancel it.
   * @example
   * const sql = await client.resources.download(workspaceId, 'models/orders.sql');
   * const stream = await client.resources.download(workspaceId, 'data/big.csv', { as: 'stream' });
   * await stream.pipeTo(destination); // a WritableStream, such as a file's or a compression stream's
   */
  download(
    workspaceId: string,
    filePath: string,
    how?: { as?: 'text' | undefined },
    options?: RequestOptions,
  ): Promise<string>;
  download(workspaceId: string, filePath: string, how: { as: 'bytes' }, options?: RequestOptions): Promise<Uint8Array>;
  download(workspaceId: string, filePath: string, how: { as: 'blob' }, options?: RequestOptions): Promise<Blob>;
  download(
    workspaceId: string,
    filePath: string,
    how: { as: 'stream' },
    options?: RequestOptions,
  ): Promise<ReadableStream<Uint8Array>>;
  download(
    workspaceId: string,
    filePath: string,
    how?: DownloadOptions,
    options?: RequestOptions,
  ): Promise<string | Uint8Array | Blob | ReadableStream<Uint8Array>>;
  download(
    workspaceId: string,
    filePath: string,
    how: DownloadOptions = {},
    options: RequestOptions = {},
  ): Promise<string | Uint8Array | Blob | ReadableStream<Uint8Array>> {
    const as = how?.as ?? 'text';
    if (!downloadForms.has(as))
      throw new InvalidArgumentError(`\`as\` must be 'text', 'bytes', 'blob' or 'stream'; got ${String(as)}.`);
    const url = path`/api/workspaces/${workspaceId}/resources/${resourcePath(filePath)}`;
    const call = { operation: 'resources.download', method: 'GET', url, accept: json } as const;
    if (as === 'stream')
      return this.transport
        .open(call, options)
        .then(
          (response) => response.body ?? new ReadableStream<Uint8Array>({ start: (controller) => controller.close() }),
        );
    return this.transport.receive(call, readers[as], options).then((received) => received.body);
  }
}

// A whole download is read within the attempt's timeout, like any JSON body; a stream is handed over unread.
const readers: Record<Exclude<DownloadAs, 'stream'>, BodyReader<string | Uint8Array | Blob>> = {
  text: (response: Response) => response.text(),
  bytes: async (response: Response) => new Uint8Array(await response.arrayBuffer()),
  blob: (response: Response) => response.blob(),
};
