import {
  type ApiPromise,
  ApiResource,
  call,
  describe,
  ids,
  knownId,
  type Operations,
  type PagePromise,
  paginate,
  type RequestOptions,
  request,
  type Subject,
  type Upserted,
  upsert,
} from '../core/namespace-kit.js';
import { fill } from '../core/paths.js';
import { untypedObject } from '../models/fields.js';
import { DefaultWorkspacePatch, Profile, ProfileCollection, ProfileInput } from '../models/profile.js';

/** The operations of `Profiles`, each described once (the order of the class's methods). */
const ops = /* @__PURE__ */ describe('profiles', {
  list: { path: '/api/profiles', list: ProfileCollection },
  get: { path: '/api/profiles/{profile}', output: Profile },
  put: {
    method: 'PUT',
    path: '/api/profiles/{profile}',
    link: 'update edit profile',
    input: ProfileInput,
    output: Profile,
  },
  setDefaultWorkspace: {
    method: 'PATCH',
    path: '/api/profiles/{profile}',
    params: ['profile', 'workspace'],
    input: DefaultWorkspacePatch,
    output: Profile,
  },
  // The service's document types the answer as an object and no more.
  login: { method: 'POST', path: '/api/profiles/{profile}/login', input: ProfileInput, output: untypedObject },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const profileOperations: Operations = ops;

// setDefaultWorkspace sends the workspace's id in its body, so its call is built by hand from its description:
// both ids are checked with the path (a wrong workspace throws as a path parameter would), the profile's fills it.
const profileOnly = (profileId: string, _workspaceId: string) => fill(ops.setDefaultWorkspace.path, [profileId]);
const { method, input, output: schema } = ops.setDefaultWorkspace;
const defaultWorkspaceSends = { method, input, schema };

/**
 * Profiles: the people or entities a user acts as. Ids look like `auth0|5f7c…`, sent encoded (`auth0%7C5f7c…`).
 * @example
 * for await (const profile of client.profiles.list()) console.log(profile.handle);
 * await client.profiles.setDefaultWorkspace(profileId, workspaceId);
 */
export class Profiles extends ApiResource {
  /** Lists the profiles under the authenticated account (one page: the collection has no page meta). */
  list(options?: RequestOptions): PagePromise<Profile> {
    return paginate(this, ops.list, options);
  }

  /** Gets a profile of the authenticated account by id, or a profile model by its id (its `self` is the list). */
  get(profile: Subject, options?: RequestOptions): ApiPromise<Profile> {
    return call(this, ops.get, profile, options);
  }

  /** Creates (201) or updates (200) the profile; the authenticated subject must be this profile. */
  put(profile: Subject, body: ProfileInput, options?: RequestOptions): ApiPromise<Upserted<Profile>> {
    return upsert(this, ops.put, profile, body, options);
  }

  /** Selects the workspace the app loads first for this profile (each given by id or model). */
  setDefaultWorkspace(profile: Subject, workspace: Subject, options?: RequestOptions): ApiPromise<Profile> {
    return request(
      this,
      ops.setDefaultWorkspace,
      {
        ...defaultWorkspaceSends,
        url: ids(profileOnly, profile, workspace),
        json: { defaultWorkspace: { id: knownId(workspace) } },
      },
      options,
    );
  }

  /**
   * Tells the service that this profile signed in, with its details from the identity provider (name and email at
   * least), as the web app does after each sign-in; the authenticated subject must be this profile. Resolves to the
   * service's answer, an object whose fields its document leaves untyped.
   */
  login(profile: Subject, body: ProfileInput, options?: RequestOptions): ApiPromise<Record<string, unknown>> {
    return call(this, ops.login, profile, body, options);
  }
}
