import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import type { ResourceRecord } from '../records.js';

/**
 * A workspace file as the service sends it; `content` (bytes decoded as UTF-8) only when one file is returned
 * (not in lists).
 */
export function resourceView(
  context: RequestContext,
  resource: ResourceRecord,
  withContent = true,
): Record<string, unknown> {
  const location = href`/api/workspaces/${resource.workspaceId}/resources/${resource.path.split('/')}`;
  return {
    path: resource.path,
    created: resource.created,
    lastModified: resource.lastModified,
    contentType: resource.contentType,
    ...(withContent
      ? {
          content: typeof resource.content === 'string' ? resource.content : new TextDecoder().decode(resource.content),
        }
      : {}),
    _links: {
      self: context.link(location),
      'update resource': context.link(location, 'PUT'),
      'delete resource': context.link(location, 'DELETE'),
    },
  };
}
