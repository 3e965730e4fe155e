import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type Upserted } from '../core/api-resource.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { idOf, type Subject, subjectUrl } from '../core/subject.js';
import { checkInput } from '../core/validation/input.js';
import { DefaultWorkspacePatch, Profile, ProfileCollection, ProfileInput } from '../models/profile.js';

const profilePath = (id: string) => path`/api/profiles/${id}`;

/**
 * Profiles: the people or entities a user acts as. Ids look like `auth0|5f7c…`, sent encoded (`auth0%7C5f7c…`).
 * @example
 * for await (const profile of client.profiles.list()) console.log(profile.handle);
 * await client.profiles.setDefaultWorkspace(profileId, workspaceId);
 */
export class Profiles extends ApiResource {
  /** Lists the profiles under the authenticated account (one page: the collection has no page meta). */
  list(options?: RequestOptions): PagePromise<Profile> {
    return this.paginate('profiles.list', '/api/profiles', ProfileCollection, undefined, options);
  }

  /** Gets a profile of the authenticated account by id, or a profile model by its id (its `self` is the list). */
  get(profile: Subject, options?: RequestOptions): ApiPromise<Profile> {
    return this.read('profiles.get', profilePath(idOf(profile, 'profiles.get(profile)')), Profile, options);
  }

  /** Creates (201) or updates (200) the profile; the authenticated subject must be this profile. */
  put(profile: Subject, body: ProfileInput, options?: RequestOptions): ApiPromise<Upserted<Profile>> {
    const json = checkInput(ProfileInput, body, 'profiles.put');
    return this.upsert('profiles.put', subjectUrl(profile, 'update edit profile', profilePath), json, Profile, options);
  }

  /** Selects the workspace the app loads first for this profile (each given by id or model). */
  setDefaultWorkspace(profile: Subject, workspace: Subject, options?: RequestOptions): ApiPromise<Profile> {
    const signature = 'profiles.setDefaultWorkspace(profile, workspace)';
    const patch = { defaultWorkspace: { id: idOf(workspace, signature) } };
    const json = checkInput(DefaultWorkspacePatch, patch, 'profiles.setDefaultWorkspace');
    const url = profilePath(idOf(profile, signature));
    return this.write('profiles.setDefaultWorkspace', 'PATCH', url, json, Profile, options);
  }
}
