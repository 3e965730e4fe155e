import type { WorkspaceFile } from '../../models/workspace-file.js';
import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import { takeBytes } from '../http/limits.js';
import { stored } from '../http/lookup.js';
import { pagedResponse } from '../http/paging.js';
import { empty, hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import { recordTable } from '../table.js';

/** A workspace file. */
export interface ResourceRecord {
  /** The workspace the file is in. */
  workspaceId: string;
  /** The file's relative path, such as `models/orders.sql`. */
  path: string;
  /** The file's MIME type. */
  contentType: string;
  /** The file as text, or its exact bytes when an upload was not UTF-8 text. */
  content: string | Uint8Array<ArrayBuffer>;
  /** When it was created, in the service's zone-less timestamp form. */
  created: string;
  /** When it was last changed, in the service's zone-less timestamp form. */
  lastModified: string;
}

/**
 * The workspace files, by `store.resourceKey(workspaceId, path)`; `addResource` makes a workspace file, text/plain
 * unless `contentType` says otherwise.
 */
export const { tables, add: addResource } = recordTable(
  'resources',
  (store, init: Partial<ResourceRecord> & Pick<ResourceRecord, 'workspaceId' | 'path' | 'content'>): ResourceRecord => {
    const now = store.timestamp();
    return { contentType: 'text/plain', created: now, lastModified: now, ...init };
  },
  (record, store) => store.resourceKey(record.workspaceId, record.path),
);

/** A file's content as text: its bytes decoded as UTF-8 when it is kept as bytes. */
function textOf(content: ResourceRecord['content']): string {
  return typeof content === 'string' ? content : new TextDecoder().decode(content);
}

/**
 * A workspace file as the service sends it; `content` (bytes decoded as UTF-8) only when one file is returned
 * (not in lists).
 */
export function resourceView(context: RequestContext, resource: ResourceRecord, withContent = true): WorkspaceFile {
  const location = href`/api/workspaces/${resource.workspaceId}/resources/${resource.path.split('/')}`;
  return {
    path: resource.path,
    created: resource.created,
    lastModified: resource.lastModified,
    contentType: resource.contentType,
    content: withContent ? textOf(resource.content) : undefined,
    _links: {
      self: context.link(location),
      'update resource': context.link(location, 'PUT'),
      'delete resource': context.link(location, 'DELETE'),
    },
  };
}

/** Resources (workspace files): list and read (members, HAL or raw by Accept); write, upload and delete (admins). */
export function routes(router: Router): void {
  router
    .on('GET', '/api/workspaces/:ws/resources', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const files = [...c.store.resources.values()]
        .filter((r) => r.workspaceId === workspace.id)
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      const views = files.map((r) => resourceView(c, r, false));
      return pagedResponse(c, 'resources', views);
    })
    .on('POST', '/api/workspaces/:ws/resources', async (c) => {
      const workspace = c.adminOf(c.param('ws'));
      const type = c.request.headers.get('content-type') ?? '';
      if (!type.toLowerCase().startsWith('multipart/form-data'))
        throw new MockHttpError(
          415,
          `Content type '${type || 'none'}' not supported; send multipart/form-data, one part per file`,
        );
      let form: FormData;
      try {
        form = await c.request.formData();
      } catch {
        throw new MockHttpError(400, 'Malformed multipart/form-data request body');
      }
      const parts: Array<{ path: string; contentType: string; content: ResourceRecord['content'] }> = [];
      for (const [name, value] of form.entries()) {
        takeBytes(c.store, typeof value === 'string' ? value.length : value.size);
        if (typeof value === 'string') parts.push({ path: checkPath(name), contentType: 'text/plain', content: value });
        else
          parts.push({
            path: checkPath(name),
            contentType: value.type || 'application/octet-stream',
            content: textOrBytes(new Uint8Array(await value.arrayBuffer())),
          });
      }
      if (!parts.length)
        throw new MockHttpError(400, 'The upload carries no files; send one part per file, named by its path');
      const published = parts.map(
        (part) => upsert(c, workspace.id, part.path, part.contentType, part.content).resource,
      );
      const views = published.map((r) => resourceView(c, r, false));
      return pagedResponse(c, 'resources', views, { size: published.length });
    })
    .on('GET', '/api/workspaces/:ws/resources/:path*', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const resource = stored(
        c.store.resources,
        c.store.resourceKey(workspace.id, checkPath(c.param('path'))),
        'Resource',
      );
      if (wantsHal(c.request.headers.get('accept'))) return hal(resourceView(c, resource));
      const headers = { 'content-type': headerValue(resource.contentType) };
      return new Response(resource.content, { status: 200, headers });
    })
    .on('PUT', '/api/workspaces/:ws/resources/:path*', async (c) => {
      const workspace = c.adminOf(c.param('ws'));
      const filePath = checkPath(c.param('path'));
      const body = await c.body();
      const contentType = c.requireString(body, 'contentType');
      const named = c.optionalString(body, 'path');
      if (named !== undefined && named.replace(/^\/+/, '') !== filePath)
        throw new MockHttpError(400, 'Validation failed: path is not the path of the URL', [
          { field: 'path', defaultMessage: 'is not the path of the URL' },
        ]);
      const content = body['content'];
      if (typeof content !== 'string')
        throw new MockHttpError(400, 'Validation failed: content must be a string', [
          { field: 'content', defaultMessage: 'must be a string' },
        ]);
      const { resource, created } = upsert(c, workspace.id, filePath, contentType, content);
      return hal(resourceView(c, resource), created ? 201 : 200);
    })
    .on('DELETE', '/api/workspaces/:ws/resources/:path*', (c) => {
      const workspace = c.adminOf(c.param('ws'));
      const key = c.store.resourceKey(workspace.id, checkPath(c.param('path')));
      stored(c.store.resources, key, 'Resource');
      c.store.resources.delete(key);
      return empty();
    });
}

/** Creates the file at a path, or replaces its content and type. */
function upsert(
  c: RequestContext,
  workspaceId: string,
  filePath: string,
  contentType: string,
  content: ResourceRecord['content'],
): { resource: ResourceRecord; created: boolean } {
  const existing = c.store.resources.get(c.store.resourceKey(workspaceId, filePath));
  if (!existing)
    return { resource: addResource(c.store, { workspaceId, path: filePath, contentType, content }), created: true };
  Object.assign(existing, { contentType, content, lastModified: c.store.timestamp() });
  return { resource: existing, created: false };
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Uploaded bytes as text when they are UTF-8 (decoding and encoding again gives the same bytes), else the bytes. */
function textOrBytes(bytes: Uint8Array<ArrayBuffer>): ResourceRecord['content'] {
  try {
    return utf8.decode(bytes);
  } catch {
    return bytes;
  }
}

/**
 * A stored content type as the service's servlet container writes it into a header: as ISO-8859-1 bytes, where a
 * character past Latin-1 becomes `?` and a control character (but tab) a space. The service takes any string as a
 * file's `contentType` (the HAL form gives it back unchanged), so a read of the raw content never fails on it.
 */
function headerValue(contentType: string): string {
  return contentType.replace(/[^\t\x20-\x7e\x80-\xff]/gu, (c) => ((c.codePointAt(0) ?? 0) > 0xff ? '?' : ' '));
}

/** A relative file path: no empty, `.` or `..` segments (400 otherwise). */
function checkPath(value: string): string {
  if (value === '' || value.split('/').some((s) => s === '' || s === '.' || s === '..')) {
    throw new MockHttpError(400, `The resource path '${value}' must be relative, without empty, '.' or '..' segments`);
  }
  return value;
}

/** Whether the Accept header asks for the HAL form (application/hal+json) rather than the raw content. */
function wantsHal(accept: string | null): boolean {
  return (accept ?? '').split(',').some((item) => {
    const [type = '', ...params] = item.split(';').map((s) => s.trim().toLowerCase());
    return type === 'application/hal+json' && !params.includes('q=0');
  });
}

// Its tables join the store's (store.ts `MockTables`).
declare module '../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
