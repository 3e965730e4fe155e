import {
  type ApiPromise,
  ApiResource,
  ids,
  knownId,
  linkOr,
  operation,
  type PagePromise,
  type RequestOptions,
  type Subject,
  type Upserted,
} from '../core/api-resource.js';
import { path } from '../core/paths.js';
import { DefaultWorkspacePatch, Profile, ProfileCollection, ProfileInput } from '../models/profile.js';

const profilePath = (id: string) => path`/api/profiles/${id}`;
// The path of the profile; the workspace's id is checked with it (the second argument) but goes in the body.
const profileOnly = (profileId: string, _workspaceId: string) => profilePath(profileId);

/**
 * Profiles: the people or entities a user acts as. Ids look like `auth0|5f7c…`, sent encoded (`auth0%7C5f7c…`).
 * @example
 * for await (const profile of client.profiles.list()) console.log(profile.handle);
 * await client.profiles.setDefaultWorkspace(profileId, workspaceId);
 */
export class Profiles extends ApiResource {
  /** Lists the profiles under the authenticated account (one page: the collection has no page meta). */
  list(options?: RequestOptions): PagePromise<Profile> {
    return this.paginateOld(operation('profiles.list'), ProfileCollection, '/api/profiles', undefined, options);
  }

  /** Gets a profile of the authenticated account by id, or a profile model by its id (its `self` is the list). */
  get(profile: Subject, options?: RequestOptions): ApiPromise<Profile> {
    return this.read(operation('profiles.get', 'profile'), Profile, ids(profilePath, profile), options);
  }

  /** Creates (201) or updates (200) the profile; the authenticated subject must be this profile. */
  put(profile: Subject, body: ProfileInput, options?: RequestOptions): ApiPromise<Upserted<Profile>> {
    return this.upsertOld(
      operation('profiles.put', 'profile', 'body'),
      [ProfileInput, Profile],
      linkOr(profile, 'update edit profile', profilePath),
      body,
      options,
    );
  }

  /** Selects the workspace the app loads first for this profile (each given by id or model). */
  setDefaultWorkspace(profile: Subject, workspace: Subject, options?: RequestOptions): ApiPromise<Profile> {
    return this.write(
      operation('profiles.setDefaultWorkspace', 'profile', 'workspace'),
      'PATCH',
      [DefaultWorkspacePatch, Profile],
      ids(profileOnly, profile, workspace),
      { defaultWorkspace: { id: knownId(workspace) } },
      options,
    );
  }
}
