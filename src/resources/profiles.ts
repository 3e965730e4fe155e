import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type Upserted } from '../core/api-resource.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import { type RequestOptions, requestOptions } from '../core/request-options.js';
import { idOf, type Subject, subjectUrl } from '../core/subject.js';
import { DefaultWorkspacePatch, Profile, ProfileCollection, ProfileInput } from '../models/profile.js';
import { bodyOf } from './inputs.js';

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
    const checked = requestOptions(options, 'profiles.list()');
    return this.paginate('profiles.list', '/api/profiles', ProfileCollection, undefined, checked);
  }

  /** Gets a profile of the authenticated account by id, or a profile model by its id (its `self` is the list). */
  get(profile: Subject, options?: RequestOptions): ApiPromise<Profile> {
    const sig = 'profiles.get(profile)';
    return this.read(sig, profilePath(idOf(profile, sig)), Profile, options);
  }

  /** Creates (201) or updates (200) the profile; the authenticated subject must be this profile. */
  put(profile: Subject, body: ProfileInput, options?: RequestOptions): ApiPromise<Upserted<Profile>> {
    const sig = 'profiles.put(profile, body)';
    const url = subjectUrl(profile, 'update edit profile', profilePath, sig);
    return this.upsert(sig, url, bodyOf(ProfileInput, body, sig), Profile, options);
  }

  /** Selects the workspace the app loads first for this profile (each given by id or model). */
  setDefaultWorkspace(profile: Subject, workspace: Subject, options?: RequestOptions): ApiPromise<Profile> {
    const sig = 'profiles.setDefaultWorkspace(profile, workspace)';
    const url = profilePath(idOf(profile, sig));
    const json = bodyOf(DefaultWorkspacePatch, { defaultWorkspace: { id: idOf(workspace, sig, 2) } }, sig);
    return this.write(sig, 'PATCH', url, json, Profile, options);
  }
}
