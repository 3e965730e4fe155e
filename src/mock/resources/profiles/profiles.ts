import { recordTable } from '../../table.js';

/** A person or entity a user acts as; `id` is provider-qualified, like the service's (`auth0|` and 24 hex digits). */
export interface ProfileRecord {
  /** The profile id, such as `auth0|` and 24 hex digits. */
  id: string;
  /** The person's full name. */
  name: string;
  /** The short name shown with what they write. */
  handle: string;
  /** The profile's email address. */
  email: string;
  /** The profile's phone number, if set. */
  phone?: string | undefined;
  /** The workspace the app opens first. */
  defaultWorkspaceId?: string | undefined;
  /** The app features turned off, as the profile's PUT last set them. */
  featuresDisabled?: string | undefined;
  /** When it was created, in the service's zone-less timestamp form. */
  created: string;
  /** When it was last changed, in the service's zone-less timestamp form. */
  lastModified: string;
}

/** The profiles, by id; `addProfile` makes a profile; its handle and email derive from the name unless given. */
export const { tables, add: addProfile } = recordTable(
  'profiles',
  (store, init: Partial<ProfileRecord> & { name: string }): ProfileRecord => {
    const handle = init.handle ?? `@${init.name.toLowerCase().split(' ')[0] ?? 'user'}`;
    const now = store.timestamp();
    return {
      id: `auth0|${store.random.hex(24)}`,
      handle,
      email: `${handle.slice(1)}@example.com`,
      created: now,
      lastModified: now,
      ...init,
    };
  },
);

// Its tables join the store's (store.ts `MockTables`).
declare module '../../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
