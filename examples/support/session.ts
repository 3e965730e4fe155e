// Connects the examples to a real service when WDP_BASE_URL is set, else to the in-process mock. WDP_POLL_MS sets
// how often a job is polled on a real service (default 2 s).
import { type Auth, Client, clientCredentials } from 'wdp-sdk';
import { createMockService } from 'wdp-sdk/mock';

/** What an example works with: a client, a workspace, and (on the mock) a teammate's client. */
export interface Session {
  client: Client;
  workspaceId: string;
  /** A second person, to show what others' actions raise; absent unless WDP_TEAMMATE_TOKEN is set. */
  teammate?: Client | undefined;
  /** Someone to invite, signed in as themselves: the mock's outsider, or WDP_INVITEE_TOKEN on a real service. */
  invitee?: Client | undefined;
  /** Milliseconds between polls of a job. */
  pollMs: number;
  where: string;
}

export function connect(env: NodeJS.ProcessEnv = process.env): Session {
  const baseUrl = env['WDP_BASE_URL'];
  if (baseUrl) {
    const workspaceId = env['WDP_WORKSPACE'];
    if (!workspaceId) throw new Error('Set WDP_WORKSPACE to the id of the workspace to use.');
    const as = (token: string | undefined) => (token ? new Client({ baseUrl, auth: token }) : undefined);
    return {
      client: new Client({ baseUrl, auth: authFromEnv(env) }),
      workspaceId,
      teammate: as(env['WDP_TEAMMATE_TOKEN']),
      invitee: as(env['WDP_INVITEE_TOKEN']),
      pollMs: Number(env['WDP_POLL_MS'] ?? 2_000),
      where: baseUrl,
    };
  }
  // Each request moves the mock's clock 500 ms, so a deployment runs its course as we poll it.
  const mock = createMockService({ autoAdvanceMs: 500 });
  const { owner, member, outsider, workspaceId } = mock.fixtures;
  const baseUrlOfMock = 'https://wdp.mock';
  const client = new Client({ baseUrl: baseUrlOfMock, auth: owner.token, fetch: mock.fetch });
  const teammate = new Client({ baseUrl: baseUrlOfMock, auth: member.token, fetch: mock.fetch });
  const invitee = new Client({ baseUrl: baseUrlOfMock, auth: outsider.token, fetch: mock.fetch });
  return {
    client,
    workspaceId,
    teammate,
    invitee,
    pollMs: 10,
    where: 'the in-process mock service (set WDP_BASE_URL to use a real one)',
  };
}

function authFromEnv(env: NodeJS.ProcessEnv): Auth {
  if (env['WDP_TOKEN']) return env['WDP_TOKEN'];
  const {
    WDP_TOKEN_URL: tokenUrl,
    WDP_CLIENT_ID: clientId,
    WDP_CLIENT_SECRET: clientSecret,
    WDP_AUDIENCE: audience,
  } = env;
  if (!tokenUrl || !clientId || !clientSecret)
    throw new Error('Set WDP_TOKEN, or WDP_TOKEN_URL, WDP_CLIENT_ID and WDP_CLIENT_SECRET (an API key).');
  return clientCredentials({ tokenUrl, clientId, clientSecret, audience });
}
