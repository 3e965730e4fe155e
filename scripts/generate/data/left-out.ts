// Hand-kept data of spec/operations.md: why the SDK leaves out some of the service's operations, and why it keeps
// requests the service's OpenAPI document lacks. The generator fails when a method reaches an operation left out
// here, when an operation no method reaches is not here, and when a method sends a request the document lacks
// that is not here.

/** Why an operation of the document is left out, by `METHOD path` as the document writes it. */
export const leftOut: Record<string, string> = {
  'POST /api/profiles/{id}/login':
    "the web app's hook after sign-in; SDK users authenticate with a token or client credentials",
  'GET /api/proxy/{proxyProvider}/**': "the web app's pass-through to third-party providers; no resource of its own",
  'GET /api/**': 'the catch-all that answers any path no other operation has',
  'POST /api/**': 'the catch-all that answers any path no other operation has',
  'PUT /api/**': 'the catch-all that answers any path no other operation has',
  'PATCH /api/**': 'the catch-all that answers any path no other operation has',
  'DELETE /api/**': 'the catch-all that answers any path no other operation has',
  'POST /api/testdata': "loads the service's own test fixtures",
  'GET /api/tokens/{idp}/token':
    "the browser's OAuth redirect target; scripts use `POST` on the same path (`sourceTokens.exchange`)",
};

/** Requests the SDK sends that the document lacks (only its catch-all matches them), and why each stays. */
export const undocumented: { method: string; path: string; why: string }[] = [
  {
    method: 'GET',
    path: '/api/workspaces/{workspaceId}/channels/{channelId}',
    why: 'the interface lists "View a channel in a workspace"; the document has only `PUT` on this path',
  },
];
