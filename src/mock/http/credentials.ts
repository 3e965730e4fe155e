// One rule for what holds a credential, shared by the request journal (which masks headers and query values) and
// the recorder (which scrubs fields, hrefs' query values and headers before they reach a seed file).

/**
 * The names of fields, headers and query parameters whose values are credentials, or named like one (`x-api-key`,
 * `access_token`, `client_secret`, `x-hub-signature-256`, `deploymentSecret`). It matches more than it must, never
 * less.
 */
export const credentialName = /auth|token|secret|passw|key|signature|cookie|credential|session/i;

/** What a masked credential is shown as. */
export const masked = '****';

/** Whether a field, header or query parameter of this name holds a credential. */
export function isCredentialName(name: string): boolean {
  return credentialName.test(name);
}
