// The SDK's internals that `wdp` uses, and nothing else: the CLI (src/cli/) imports the SDK through its public
// entry points (src/index.ts, src/mock/index.ts, src/mock/node.ts), this module and src/version.ts only, as
// test/architecture/cli-imports.test.ts checks. Not a public entry point: the package does not export it, and
// nothing here is part of the API's promise. Each export says why the CLI needs it rather than its own copy.
// (The version is imported from version.ts itself: `wdp --version` reads it at start-up, where importing this
// module would load the code of everything it re-exports.)

/** `wdp api -H` refuses a header by the rule the SDK's `headers` option checks, before anything is sent. */
export { badValueChar, codePoint, headerName } from './core/arguments/headers.js';
/**
 * `pipelines create -f` and `datastores create -f` check a YAML file with the SDK's own input schemas: its issue
 * messages (`parseOptions`) and its "did you mean" (`closest`), so a file is told what a call would be told.
 */
export { parseOptions } from './core/arguments/issue-message.js';
export { closest } from './core/arguments/keys.js';
/**
 * Relative times in tables (`3 minutes ago`): a cell is a time only if it is the service's timestamp form. `toDate`
 * is public too, but the root entry would make every table load the whole SDK: `wdp context list` has no client.
 */
export { isTimestamp, toDate } from './core/dates.js';
/** `wdp api --paginate` tells a page's body by the SDK's own test of a JSON object. */
export { isJsonObject } from './core/json.js';
/** `wdp api --include` blanks the headers the SDK blanks in its errors' headers (`isSecretHeader`: cookies too). */
export { isSecretHeader } from './core/redact.js';
/** `wdp mock --fault` checks a rule with the mock's own check, so the flag takes what the admin API takes. */
export { checkRule } from './mock/faults/check-rule.js';
/**
 * `components create` and `datastores create` warn of a secret setting given on the command line by the rule the
 * mock's pipeline environment and recordings use: the setting's kind (PASSWORD, OAUTH, HIDDEN) or `sensitive` flags.
 */
export { isSecretSetting } from './mock/resources/data-plugins/secret-settings.js';
/** `invitations invite` and `members get` tell an email address the way the SDK's invitation input checks it. */
export { emailPattern } from './models/invitation.js';
/**
 * What is a secret, by the one rule the SDK's redaction, the mock's journal and `wdp`'s output share: a URL's
 * userinfo (`maskUserinfo`), a credential's name (`isCredentialName`) and secret-shaped text (`maskSecretText`).
 */
export { isCredentialName, maskUserinfo } from './secrets/secret-text.js';
export { maskSecretText } from './secrets/secret-values.js';
