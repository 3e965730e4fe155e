import { ApiResource, type Upserted } from '../core/api-resource.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { checkInput } from '../core/validation/input.js';
import { DefaultWorkspacePatch, Profile, ProfileCollection, ProfileInput } from '../models/profile.js';

/**
 * Profiles: the people or entities a user acts as. Ids look like `auth0|5f7c…` and are sent encoded (`auth0%7C5f7c…`).
 * @example
 * for await (const profile of client.profiles.list()) console.log(profile.handle);
 * await client.profiles.setDefaultWorkspace(profileId, workspaceId);
 */
export class Profiles extends ApiResource {
  /** Lists the profiles under the authenticated account (one page: the collection has no page meta). */
  list(options?: RequestOptions): PagePromise<Profile> {
    return this.paginate('profiles.list', '/api/profiles', ProfileCollection, undefined, options);
  }

  /** Gets a profile of the authenticated account by id. */
  get(profileId: string, options?: RequestOptions): Promise<Profile> {
    return this.request(
      { operation: 'profiles.get', method: 'GET', url: path`/api/profiles/${profileId}`, schema: Profile },
      options,
    );
  }

  /** Creates (201) or updates (200) the profile; the authenticated subject must be this profile. */
  put(profileId: string, body: ProfileInput, options?: RequestOptions): Promise<Upserted<Profile>> {
    const json = checkInput(ProfileInput, body, 'profiles.put');
    return this.upsert(
      { operation: 'profiles.put', method: 'PUT', url: path`/api/profiles/${profileId}`, json, schema: Profile },
      options,
    );
  }

  /** Selects the workspace the app loads first for this profile. */
  setDefaultWorkspace(profileId: string, workspaceId: string, options?: RequestOptions): Promise<Profile> {
    const json = checkInput(
      DefaultWorkspacePatch,
      { defaultWorkspace: { id: workspaceId } },
      'profiles.setDefaultWorkspace',
    );
    return this.request(
      {
        operation: 'profiles.setDefaultWorkspace',
        method: 'PATCH',
        url: path`/api/profiles/${profileId}`,
        json,
        schema: Profile,
      },
      options,
    );
  }
}
