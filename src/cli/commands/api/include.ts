// `wdp api --include`: the answer's status line and headers before its body, as `gh api --include` prints them,
// credentials redacted as the SDK redacts the headers of its errors.
import type { Hooks } from '../../../index.js';
import { isCredentialName, isSecretHeader, maskSecretText } from '../../../internal.js';
import { safeLine } from '../../output/safe-text.js';
import type { Io } from '../../output/terminal.js';

/** What a secret is replaced with: the SDK's marker in error texts, headers and log lines. */
const redacted = '[redacted]';
// Headers whose values are credentials whatever they hold: those the SDK blanks in its errors (Authorization,
// Cookie, Set-Cookie, X-Api-Key...), and any other named like a credential (X-Auth-Token).
const isCredentialHeader = (name: string): boolean => isSecretHeader(name) || isCredentialName(name);

/** The client's latest answer, noted by a hook (its status and headers; the SDK reads the body). */
export class LatestAnswer {
  #response: Response | undefined;

  /** The client hooks that note each answer (a retried request's last attempt is the one kept). */
  readonly hooks: Hooks = {
    afterResponse: [
      (_request, response) => {
        this.#response = response;
      },
    ],
  };

  /** The latest answer; undefined before one, and after `forget()` until the next. */
  get response(): Response | undefined {
    return this.#response;
  }

  /** Forgets the answer noted, before a request whose own answer is wanted. */
  forget(): void {
    this.#response = undefined;
  }
}

/**
 * Writes an answer's status line (`HTTP 200 OK`), its headers as `name: value` lines and a blank line. Cookies and
 * credential-named headers show `[redacted]`; in the others, secret-shaped text and `secrets` (the settings' token
 * and client secret) do.
 */
export function printHead(io: Io, response: Response, secrets: readonly string[]): void {
  const lines = [`HTTP ${response.status} ${response.statusText}`.trimEnd()];
  for (const [name, value] of response.headers)
    lines.push(`${name}: ${isCredentialHeader(name) ? redacted : withoutSecrets(value, secrets)}`);
  io.stdout.write(`${lines.map(safeLine).join('\n')}\n\n`);
}

function withoutSecrets(value: string, secrets: readonly string[]): string {
  const known = secrets.reduce((text, secret) => (secret === '' ? text : text.split(secret).join(redacted)), value);
  return maskSecretText(known, redacted);
}
