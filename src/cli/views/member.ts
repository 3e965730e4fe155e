// A member of a workspace as `wdp members list` and `get` show it.
import type { Member } from '../../index.js';
import { view } from './view.js';

/** A member: the profile's id, name and handle (the service sends no more). */
export const memberView = view({
  columns: ['id', 'name', 'handle'],
  fields: (member: Member) => ({ id: member.id, name: member.name, handle: member.handle }),
});
