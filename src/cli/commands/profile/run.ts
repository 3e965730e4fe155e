import { fields, printJson, printLines } from '../../output/print.js';
import type { Invocation } from '../../program/invocation.js';

/** `wdp profile` */
export async function show(invocation: Invocation): Promise<void> {
  const client = await invocation.client();
  const [profile] = (await client.profiles.list({ signal: invocation.signal })).items;
  if (invocation.json) return printJson(invocation.io, profile ?? null);
  printLines(
    invocation.io,
    fields([
      ['name', profile?.name],
      ['handle', profile?.handle],
      ['email', profile?.email],
      ['id', profile?.id],
      ['default workspace', profile?.defaultWorkspace?.name],
    ]),
  );
}
