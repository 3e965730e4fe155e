import type { ProfileRecord } from '../resources/profiles/profiles.js';
import { administers, roleOf, type WorkspaceRecord } from '../resources/workspaces/workspaces.js';
import type { Store } from '../store.js';
import { maxJsonDepth, nestsDeeperThan } from './json-depth.js';
import { checkStrings, takeBytes } from './limits.js';
import { stored } from './lookup.js';
import type { MockRequest } from './mock-request.js';
import { MockHttpError } from './responses.js';

/** A HAL link as the mock writes it: an absolute href and, for actions, the method as `type`. */
export interface MockLink {
  href: string;
  type?: string;
}

/** One request as a handler sees it: parameters, the caller, role checks and link building. */
export class RequestContext {
  readonly request: MockRequest;
  readonly url: URL;
  readonly params: Record<string, string>;
  readonly store: Store;
  #caller: ProfileRecord | undefined;
  #body: Promise<Record<string, unknown>> | undefined;

  constructor(request: MockRequest, url: URL, params: Record<string, string>, store: Store) {
    this.request = request;
    this.url = url;
    this.params = params;
    this.store = store;
  }

  /** A path parameter. */
  param(name: string): string {
    return this.params[name] ?? '';
  }

  get query(): URLSearchParams {
    return this.url.searchParams;
  }

  /** A link to a path on this server (the path already encoded). */
  link(path: string, type?: string): MockLink {
    return type ? { href: this.url.origin + path, type } : { href: this.url.origin + path };
  }

  /** The authenticated profile; 401 without a valid, unexpired bearer token. */
  caller(): ProfileRecord {
    if (this.#caller) return this.#caller;
    const header = this.request.headers.get('authorization') ?? '';
    const token = /^Bearer (.+)$/.exec(header)?.[1];
    const record = token === undefined ? undefined : this.store.tokens.get(token);
    if (!record || (record.expiresAt !== undefined && record.expiresAt <= this.store.clock.now())) {
      throw new MockHttpError(401, 'Full authentication is required to access this resource');
    }
    const profile = this.store.profiles.get(record.profileId);
    if (!profile) throw new MockHttpError(401, 'The token names no known profile');
    this.#caller = profile;
    return profile;
  }

  /**
   * The workspace, when the caller is a member (404 when it does not exist or is only initialised, 403 when not a
   * member).
   */
  memberOf(workspaceId: string): WorkspaceRecord {
    const workspace = stored(this.store.workspaces, workspaceId, 'Workspace');
    const { id } = this.caller();
    if (roleOf(workspace, id) === undefined)
      throw new MockHttpError(403, `Profile ${id} is not a member of workspace ${workspaceId}`);
    return workspace;
  }

  /** The ids of the workspaces the caller is a member of (the cross-workspace lists show only theirs). */
  memberships(): Set<string> {
    const { id } = this.caller();
    const ids = [...this.store.workspaces.values()].filter((w) => !w.draft && roleOf(w, id) !== undefined);
    return new Set(ids.map((w) => w.id));
  }

  /** The workspace, when the caller is its owner or an administrator (403 otherwise). */
  adminOf(workspaceId: string): WorkspaceRecord {
    const workspace = this.memberOf(workspaceId);
    const { id } = this.caller();
    if (!administers(roleOf(workspace, id)))
      throw new MockHttpError(403, `Profile ${id} is not an administrator of workspace ${workspaceId}`);
    return workspace;
  }

  /** The workspace, when the caller is its owner (403 otherwise). */
  ownerOf(workspaceId: string): WorkspaceRecord {
    const workspace = this.memberOf(workspaceId);
    if (roleOf(workspace, this.caller().id) !== 'owner')
      throw new MockHttpError(403, `Only the owner of workspace ${workspaceId} may do this`);
    return workspace;
  }

  /**
   * The JSON object body, read once (checked mode reads it before the handler); 415 when not sent as JSON, 400 when
   * malformed or not an object.
   */
  body(): Promise<Record<string, unknown>> {
    this.#body ??= this.#readBody(false);
    return this.#body;
  }

  /** The JSON object body where the service takes none too (`@RequestBody(required = false)`): `{}` when empty. */
  optionalBody(): Promise<Record<string, unknown>> {
    this.#body ??= this.#readBody(true);
    return this.#body;
  }

  async #readBody(optional: boolean): Promise<Record<string, unknown>> {
    const type = this.request.headers.get('content-type') ?? '';
    const unsupported = () =>
      new MockHttpError(415, `Content type '${type || 'none'}' not supported; send application/json`);
    if (!optional && !type.includes('json')) throw unsupported(); // before reading what may be a large upload
    const text = await this.request.text();
    if (optional && text === '') return {};
    if (!type.includes('json')) throw unsupported();
    takeBytes(this.store, text.length);
    if (nestsDeeperThan(text, maxJsonDepth))
      throw new MockHttpError(400, `The request body nests deeper than ${maxJsonDepth} levels, the mock's limit`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new MockHttpError(400, 'Malformed JSON request body');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new MockHttpError(400, 'The request body must be a JSON object');
    checkStrings(parsed);
    return parsed as Record<string, unknown>;
  }

  /** A required string field of a body, or 400 listing it in `errors`. */
  requireString(body: Record<string, unknown>, field: string): string {
    const value = body[field];
    if (typeof value === 'string' && value !== '') return value;
    throw new MockHttpError(400, `Validation failed: ${field} must not be blank`, [
      { field, defaultMessage: 'must not be blank' },
    ]);
  }

  /** An optional string field of a body (400 when present with another type). */
  optionalString(body: Record<string, unknown>, field: string): string | undefined {
    const value = body[field];
    if (value === undefined || typeof value === 'string') return value;
    throw new MockHttpError(400, `Validation failed: ${field} must be a string`, [
      { field, defaultMessage: 'must be a string' },
    ]);
  }

  /** An optional map of strings in a body, such as `properties` ({} when absent; 400 naming the bad field). */
  stringMap(body: Record<string, unknown>, field: string): Record<string, string> {
    const value = body[field];
    if (value === undefined || value === null) return {};
    if (typeof value !== 'object' || Array.isArray(value))
      throw new MockHttpError(400, `Validation failed: ${field} must be an object`, [
        { field, defaultMessage: 'must be an object' },
      ]);
    const out: Record<string, string> = {};
    for (const [key, item] of Object.entries(value)) {
      if (typeof item !== 'string')
        throw new MockHttpError(400, `Validation failed: ${field}.${key} must be a string`, [
          { field: `${field}.${key}`, defaultMessage: 'must be a string' },
        ]);
      out[key] = item;
    }
    return out;
  }
}
