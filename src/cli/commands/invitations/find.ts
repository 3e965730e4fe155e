// The invitation a command-line key names: its id, or the start of it as `invitations list` shows it on a terminal.
import type { Invitation } from '../../../index.js';
import type { Invocation } from '../../program/invocation.js';
import { fullId } from '../../program/lookup.js';

/**
 * An invitation's id from a key: an id prefix is looked up among the invitations sent to you (`received`, to
 * accept one) or sent by you (to withdraw or delete one); any other key is taken as the id.
 */
export async function invitationId(invocation: Invocation, key: string, received: boolean): Promise<string> {
  const client = await invocation.client();
  const { signal } = invocation;
  async function* invitations(): AsyncIterable<Invitation> {
    if (!received) return yield* client.invitations.list({}, { signal });
    const [profile] = (await client.profiles.list({ signal })).items;
    if (profile?.email) yield* client.invitations.listReceived(profile.email, {}, { signal });
  }
  return fullId(
    key,
    invitations,
    (invitation) => invitation.id,
    (invitation) => invitation.email,
  );
}
