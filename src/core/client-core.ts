import * as z from 'zod/mini';
import { type HttpMethod, httpMethods } from './arguments/http-method.js';
import { isOptionsObject } from './arguments/keys.js';
import type { Query } from './arguments/query.js';
import { checkRequestOptions, type RequestOptions } from './arguments/request-options.js';
import { type ClientOptions, type CompleteOptions, checkClientOptionKeys, resolveOptions } from './client-options.js';
import { InvalidArgumentError } from './errors.js';
import { expandHref, type HalResource, type LinkParams, type RelationOf, requireLink } from './hal.js';
import { Transport } from './http/transport.js';

/** Options of `client.follow()`: template variables, query, body, and an optional model for the response. */
export interface FollowInit<S extends z.ZodMiniType> extends RequestOptions {
  /** Values for a templated href. */
  params?: LinkParams | undefined;
  /** Query parameters added to the href, as in `RequestOptions.query`. */
  query?: Query | undefined;
  /** Sent as JSON. */
  body?: unknown;
  /** Overrides the link's `type`. */
  method?: HttpMethod | undefined;
  /** Validates and types the response. */
  schema?: S | undefined;
}

/** Options of `new ClientCore()`: those of `Client`, with `baseUrl` and `auth` given (no environment is read). */
export type ClientCoreOptions = ClientOptions & Pick<CompleteOptions, 'baseUrl' | 'auth'>;

/** What a namespace built on a client reads: its transport, and the options it was made with. */
interface Internals {
  readonly transport: Transport;
  readonly options: CompleteOptions;
}

const internals = new WeakMap<ClientCore, Internals>();

/**
 * The client without namespaces: options, auth, the request pipeline, pages and `follow()`. Build the
 * namespaces an app uses on it, so that a bundler leaves out the others (`Client` carries all of them).
 * It reads no environment variables: give `baseUrl` and `auth`.
 * @example
 * import { Channels, ClientCore } from 'wdp-sdk';
 * const channels = new Channels(new ClientCore({ baseUrl: 'https://app.example.com', auth: token }));
 * for await (const channel of channels.list(workspaceId)) console.log(channel.name);
 */
export class ClientCore {
  /** The base URL requests go to, without a trailing slash. */
  declare readonly baseUrl: string;

  constructor(options: ClientCoreOptions) {
    if (!isOptionsObject(options))
      throw new InvalidArgumentError('new ClientCore() needs an options object such as { baseUrl, auth }.');
    checkClientOptionKeys(options, 'ClientCore');
    if (options.baseUrl === undefined || options.auth === undefined) {
      throw new InvalidArgumentError(
        "new ClientCore() needs `baseUrl` and `auth`, such as { baseUrl: 'https://app.example.com', auth: token }; " +
          'it reads no environment variables (`new Client()` does).',
      );
    }
    const transport = new Transport(resolveOptions(options));
    this.baseUrl = transport.baseUrl;
    internals.set(this, { transport, options });
  }

  /** A new client with some options replaced; this one is unchanged. */
  withOptions(overrides: Partial<ClientOptions>): ClientCore {
    // An override that drops `baseUrl` or `auth` is refused by the constructor, with what to pass.
    return new ClientCore({ ...optionsOf(this), ...overrides } as ClientCoreOptions);
  }

  /**
   * Follows a relation of a resource: the link's `type` is the method, templated hrefs are expanded.
   * Without a `schema`, an answer without a body (204, or an empty 200/202) resolves to undefined. A link on
   * another origin than `baseUrl` is sent no credentials, or refused (the `crossOrigin` option); a resource
   * without a usable link (no string `href`, or one that is no http(s) URL, such as `file:`) rejects with
   * `InvalidArgumentError`, and an href holding a lone UTF-16 surrogate (which no URL can carry) with
   * `ValidationError`, before anything is sent. Every failure is a rejection, never a throw at the call.
   * @example await client.follow(channel, 'update channel', { body: { name: 'Sales', description: 'Q3' } });
   */
  async follow<R extends HalResource, S extends z.ZodMiniType = z.ZodMiniUnknown>(
    resource: R,
    rel: RelationOf<R>,
    init: FollowInit<S> = {},
  ): Promise<z.output<S>> {
    const target = requireLink(resource, rel);
    const method = String(init.method ?? (typeof target.type === 'string' ? target.type : 'GET')).toUpperCase();
    if (!httpMethods.has(method))
      throw new InvalidArgumentError(
        `The "${rel}" link has type "${method}", which is not an HTTP method; pass \`method\` to follow it.`,
      );
    const { params, query, body, schema, method: _method, ...options } = init;
    const operation = `follow(${rel})`;
    const call = {
      operation,
      method: method as HttpMethod,
      url: expandHref(target, { operation, rel }, params),
      query,
      json: body,
      schema: schema ?? z.unknown(),
      allowEmpty: !schema,
    };
    const checked = checkRequestOptions(options);
    const transport = transportOf(this);
    return (await transport.send(transport.prepare(call), checked, (reply) => reply.data)).data as z.output<S>;
  }
}

/** The transport of a client, for the namespaces built on it; a clear error for anything else. */
export function transportOf(client: ClientCore): Transport {
  const found = internals.get(client);
  if (found === undefined)
    throw new InvalidArgumentError(
      'A namespace needs a client: pass new ClientCore({ baseUrl, auth }) or a Client, such as new Channels(core).',
    );
  return found.transport;
}

/** The options a client was made with (after `Client` read the environment), for `withOptions`. */
export function optionsOf(client: ClientCore): CompleteOptions {
  return (internals.get(client) as Internals).options;
}
