// Hand-kept data of spec/operations.md: why the SDK keeps requests the service's OpenAPI document lacks. The
// generator fails when a method sends a request the document lacks that is not here. (Why an operation of the
// document is left out is written in its own row of spec/operations.md, `left out: why`, and kept from there.)

/** Requests the SDK sends that the document lacks (only its catch-all matches them), and why each stays. */
export const undocumented: { method: string; path: string; why: string }[] = [
  {
    method: 'GET',
    path: '/api/workspaces/{workspaceId}/channels/{channelId}',
    why: 'the interface lists "View a channel in a workspace"; the document has only `PUT` on this path',
  },
];
