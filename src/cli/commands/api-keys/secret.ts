// The one-time secret of a new API key: shared by `wdp api-keys create` and `wdp api` (a key created by hand).

/** The stderr line after a new key's client secret is printed. */
export const oneTimeSecretWarning = 'Warning: store the client secret now; it will not be shown again.';
