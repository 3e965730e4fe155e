import { type HalResource, type HttpMethod, NotFoundError } from '../../../index.js';
import { isCredentialName, maskUserinfo } from '../../../internal.js';
import { printJson } from '../../output/print.js';
import { safeLine } from '../../output/safe-text.js';
import { CliError, UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { jsonSyntaxError } from '../../program/json-syntax.js';
import { readTextArgument } from '../../program/text-argument.js';
import { argvDataWarning } from '../../settings/argv-secrets.js';
import { mask } from '../../settings/mask.js';
import { oneTimeSecretWarning } from '../api-keys/secret.js';
import type { ApiFlags } from './flags.js';
import { LatestAnswer, printHead } from './include.js';
import { everyItem, firstPageUrl } from './paginate.js';
import { requestHeaders } from './request-headers.js';

const methods: ReadonlySet<string> = new Set<HttpMethod>(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `wdp api METHOD PATH [--data JSON|@FILE|-] [--paginate] [-i] [-H 'Name: value']...`: sends one request with the
 * settings' credentials (with `--paginate`, one per page) and prints the JSON answer.
 */
export async function call(invocation: Invocation<ApiFlags>, method: string, target: string): Promise<void> {
  const verb = method.toUpperCase();
  if (!methods.has(verb))
    throw new UsageError(`Unknown method "${method}"; use GET, HEAD, POST, PUT, PATCH or DELETE.`);
  const { data, paginate, include, header = [] } = invocation.flags;
  if (paginate && verb !== 'GET')
    throw new UsageError(`--paginate reads the pages of a GET answer; drop it for a ${verb}. Nothing was sent.`);
  const given = requestHeaders(header);
  const body = data === undefined ? undefined : parseBody(await readTextArgument(invocation, '--data', data), data);
  if (data !== undefined && (verb === 'GET' || verb === 'HEAD'))
    throw new UsageError(`A ${verb} request takes no body; drop --data or use POST, PUT or PATCH.`);
  const inline = data !== undefined && data !== '-' && !data.startsWith('@');
  const warning = inline ? argvDataWarning(secretFields(body)) : undefined;
  if (warning !== undefined) invocation.warn(warning);
  if (given.warning !== undefined) invocation.warn(given.warning);
  const base = await invocation.client();
  // `wdp api` prints no table: the hooks of the service's clock (relative times in tables) are not needed here.
  const answers = paginate || include ? new LatestAnswer() : undefined;
  const client = answers === undefined ? base : base.withOptions({ hooks: answers.hooks });
  const headers = header.length === 0 ? {} : { headers: given.headers };
  // The SDK sends a link's request with the client's auth, retries and errors; the link here is the one asked for.
  const send = (href: string): Promise<unknown> => {
    answers?.forget();
    const request: HalResource = { _links: { request: { href } } };
    return client.follow(request, 'request', {
      method: verb as HttpMethod,
      body,
      signal: invocation.signal,
      ...headers,
    });
  };
  const url = urlOf(target, client.baseUrl);
  let answer: unknown;
  try {
    answer = paginate ? await everyItem(firstPageUrl(url), send, answers as LatestAnswer) : await send(url);
  } catch (error) {
    if (include && answers?.response) printHead(invocation.io, answers.response, await secretsOf(invocation));
    throw withoutApiHint(error, verb, target);
  }
  if (include && answers?.response) printHead(invocation.io, answers.response, await secretsOf(invocation));
  if (answer === undefined) return;
  const secret = newKeySecret(verb, url, answer);
  printJson(
    invocation.io,
    secret === undefined ? masked(answer) : { ...(masked(answer) as object), clientSecret: secret },
  );
  if (secret !== undefined) invocation.io.stderr.write(`${oneTimeSecretWarning}\n`);
}

/**
 * The settings' own secrets, which `--include` never shows. A token an API key was exchanged for is not known here:
 * it is masked by its shape (a JWT), as secret-shaped text is.
 */
async function secretsOf(invocation: Invocation<ApiFlags>): Promise<string[]> {
  const { token, clientSecret } = await invocation.settings();
  return [token, clientSecret].filter((secret): secret is string => secret !== undefined);
}

/**
 * The client secret of an API key this request created (a POST or PUT to /api/apikeys..., whose answer carries
 * it): shown unmasked, as the service sends it this once only.
 */
function newKeySecret(verb: string, url: string, answer: unknown): string | undefined {
  if (verb !== 'POST' && verb !== 'PUT') return undefined;
  if (!/\/api\/apikeys(?:\/[^/]+)?\/?$/.test(new URL(url).pathname)) return undefined;
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return undefined;
  const secret = (answer as Record<string, unknown>)['clientSecret'];
  return typeof secret === 'string' ? secret : undefined;
}

/**
 * A 404 for a path outside /api (`wdp api GET /workspaces`) told with the path the user likely meant; other
 * failures as they are. The hint leaves out the query of the path (a secret may be in it).
 */
function withoutApiHint(error: unknown, verb: string, target: string): unknown {
  const path = target.replace(/[?#].*$/s, '');
  if (!(error instanceof NotFoundError) || /^[a-z][a-z0-9+.-]*:/i.test(target) || /^\/?api(?:\/|$)/.test(path))
    return error;
  const suggested = `/api${path.startsWith('/') ? '' : '/'}${path}`;
  return new CliError(
    `${error.name}: ${safeLine(error.message)}\nPaths start with /api: wdp api ${verb} ${safeLine(suggested)}`,
  );
}

/**
 * The names of a body's fields that hold secrets, at any depth: a credential's name (`password`, `client_secret`)
 * or OAuth's `code` (which `POST /api/tokens/IDP/token` exchanges for a data source's token), with text values.
 */
function secretFields(value: unknown, found = new Set<string>()): string[] {
  if (Array.isArray(value)) for (const item of value) secretFields(item, found);
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value))
      if (typeof item === 'string' && (key === 'code' || isCredentialName(key))) found.add(key);
      else secretFields(item, found);
  return [...found];
}

/**
 * The body of `--data`, parsed; a usage error says where the text stops being JSON and what was expected there,
 * quoting none of it (stdin may be a secret piped in by mistake).
 */
function parseBody(text: string, data: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const from = data === '-' ? ' (from stdin)' : data.startsWith('@') ? ` (in ${data.slice(1)})` : '';
    const where = jsonSyntaxError(text);
    throw new UsageError(`--data is not valid JSON${from}${where ? `: ${where}` : ''}; nothing was sent.`);
  }
}

/** A path (`/api/...`, the leading slash optional) under the base URL, or a full URL on the base URL's origin. */
function urlOf(target: string, baseUrl: string): string {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) return `${baseUrl}${target.startsWith('/') ? '' : '/'}${target}`;
  const origin = new URL(baseUrl).origin;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new UsageError(`"${maskUserinfo(target)}" is not a URL; give a path such as /api/workspaces.`);
  }
  if (url.origin !== origin)
    throw new UsageError(
      `"${maskUserinfo(target)}" is not on the service (${origin}); wdp api sends its credentials there only.`,
    );
  return url.href;
}

/** A JSON value with the string values of credential-named fields masked (as the SDK redacts them), at any depth. */
function masked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(masked);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      isCredentialName(key) && typeof item === 'string' ? mask(item) : masked(item),
    ]),
  );
}
