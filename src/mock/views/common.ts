import type { RequestContext } from '../http/context.js';

/** A person summary (Member): id, name, handle. */
export function memberView(context: RequestContext, profileId: string): Record<string, unknown> {
  const profile = context.store.profiles.get(profileId);
  return { id: profileId, name: profile?.name ?? 'Unknown', handle: profile?.handle ?? '@unknown' };
}
