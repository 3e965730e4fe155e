import type { WorkspaceRecord } from '../resources/workspaces/workspaces.js';
import type { RequestContext } from './context.js';
import { MockHttpError } from './responses.js';

/**
 * The workspace a write without one in its path goes to, when the caller administers it: the body's `workspaceId`
 * (the document's `*Resource` bodies carry one), else the caller's default workspace; 400 when there is neither.
 */
export function bodyWorkspace(c: RequestContext, body: Record<string, unknown>): WorkspaceRecord {
  const named = c.optionalString(body, 'workspaceId') ?? c.caller().defaultWorkspaceId;
  if (named === undefined)
    throw new MockHttpError(400, 'Validation failed: workspaceId must not be blank (the caller has no default)', [
      { field: 'workspaceId', defaultMessage: 'must not be blank' },
    ]);
  return c.adminOf(named);
}
