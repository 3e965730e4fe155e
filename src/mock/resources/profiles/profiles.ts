import type { Store } from '../../store.js';

/** A person or entity a user acts as; `id` is provider-qualified, like the service's (`auth0|` and 24 hex digits). */
export interface ProfileRecord {
  id: string;
  name: string;
  handle: string;
  email: string;
  phone?: string | undefined;
  defaultWorkspaceId?: string | undefined;
  /** The app features turned off, as the profile's PUT last set them. */
  featuresDisabled?: string | undefined;
  created: string;
  lastModified: string;
}

/** The profiles, by id. */
export const tables = () => ({ profiles: new Map<string, ProfileRecord>() });

// Its tables join the store's (store.ts `MockTables`).
declare module '../../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}

/** A profile; its handle and email derive from the name unless given. */
export function addProfile(store: Store, init: Partial<ProfileRecord> & { name: string }): ProfileRecord {
  const handle = init.handle ?? `@${init.name.toLowerCase().split(' ')[0] ?? 'user'}`;
  const now = store.timestamp();
  const record: ProfileRecord = {
    id: `auth0|${store.random.hex(24)}`,
    handle,
    email: `${handle.slice(1)}@example.com`,
    created: now,
    lastModified: now,
    ...init,
  };
  store.profiles.set(record.id, record);
  return record;
}
