// The settings a context is given (flags of `create` and `update`, or a matatika context), checked alike.
import { UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { type Settings, settingNames } from '../../settings/contexts.js';
import { flags, hasUserinfo, isHttpUrl, variables } from '../../settings/resolve.js';

/** How the flags of `create` and `update` sign in, as a usage error advises it. */
const signInFlags = 'a token (--token -) or an API key (--client-id ID --client-secret -)';

/**
 * What is wrong with a value of a setting, or undefined: URLs are absolute http(s) without a user name or password
 * (`signIn` says how to sign in instead), secrets one word. Never the value, which may hold a password.
 */
export function problemOf(key: keyof Settings, value: string, signIn = 'a token or an API key'): string | undefined {
  if (value === '') return 'needs a value; to remove a setting, use --unset';
  if ((key === 'baseUrl' || key === 'tokenUrl') && !isHttpUrl(value))
    return 'takes an absolute http(s) URL, such as https://app.example.com';
  if ((key === 'baseUrl' || key === 'tokenUrl') && hasUserinfo(value))
    return `must not hold a user name or password; give the URL alone, and sign in with ${signIn} instead`;
  if ((key === 'token' || key === 'clientSecret') && /[\s\p{Cc}]/u.test(value))
    return 'takes one word: no spaces, newlines or control characters';
  return undefined;
}

/**
 * The settings given as flags (a secret given as `-` read from stdin), checked: what `create` stores and `update`
 * changes. With `notes` (`create`), the secrets left out are taken from WDP_TOKEN or WDP_CLIENT_SECRET, never
 * mixing: a token given takes nothing, an API key only its secret, and with no credential a token is preferred;
 * `notes` gets a line saying which variable was stored.
 */
export async function settingsOfFlags(invocation: Invocation, withToken = false, notes?: string[]): Promise<Settings> {
  const given = await invocation.secretFlags(withToken);
  const settings: Settings = {};
  for (const key of settingNames) {
    const value = given[key];
    if (value === undefined) continue;
    const problem = problemOf(key, value, signInFlags);
    if (problem) throw new UsageError(`${flags[key]} ${problem}.`);
    settings[key] = value;
  }
  if (!notes || settings.token !== undefined) return settings;
  const apiKey = settings.clientId !== undefined || settings.clientSecret !== undefined;
  const key = apiKey ? 'clientSecret' : invocation.io.env[variables.token] ? 'token' : 'clientSecret';
  const value = invocation.io.env[variables[key]];
  if (settings[key] !== undefined || !value) return settings;
  const problem = problemOf(key, value);
  if (problem) throw new UsageError(`${variables[key]} ${problem}.`);
  settings[key] = value;
  notes.push(`Stored the ${key === 'token' ? 'token' : 'client secret'} of ${variables[key]} in the context.`);
  return settings;
}
