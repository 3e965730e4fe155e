import type * as z from 'zod/mini';
import type { HttpMethod } from '../arguments/http-method.js';
import type { Operation } from '../arguments/operation.js';
import type { QuerySpec } from '../arguments/query.js';
import type { PathParam } from '../paths.js';
import type { Rels } from '../subjects.js';
import type { CollectionSchema } from '../validation/collection.js';

/**
 * One operation of the service, described once as data: the namespace method hands its arguments to it, its errors
 * quote its name and parameters, and the tables in `spec/` and `docs/` are generated from it. A method's arguments
 * are read in order: the path's `{name}`s (each an id, or a model with an `id`), the body (when it has `input`,
 * `takesBody` or `bodyName`), the query options (when it has `query`), then the request options.
 * @example
 * const get = { name: 'channels.get', method: 'GET', path: '/api/channels/{channel}', link: 'self', output: Channel }
 */
export interface Description<O = unknown> extends Operation {
  readonly method: HttpMethod;
  /** The documented path; `{name}` is filled from the method's argument of that name. */
  readonly path: string;
  /** Makes the last path parameter a path of several segments (`resourcePath`: a workspace file's). */
  readonly segments?: ((value: string) => PathParam) | undefined;
  /** The relation a model given for the last path parameter is followed by (else its `id` fills the path). */
  readonly link?: Rels | undefined;
  /** Called as `(parentId, subject, …)` or `(model, …)`: a model's own `link` then stands for the whole path. */
  readonly nested?: boolean | undefined;
  /** The model the method's body is checked against before sending; what is sent is its output. */
  readonly input?: z.ZodMiniType | undefined;
  /** A body the method always sends (an empty object that starts a draft). */
  readonly body?: object | undefined;
  /** The model of the response body; without one the body is not read. */
  readonly output?: z.ZodMiniType<O> | undefined;
  /** The query options the method takes, each checked before sending. */
  readonly query?: QuerySpec | undefined;
  readonly accept?: string | undefined;
  /** The body's media type, where it is not JSON's. */
  readonly contentType?: string | undefined;
  /** The secrets a response body holds (a pipeline's sensitive variables): redacted from every later message. */
  readonly secretsOf?: ((body: unknown) => Iterable<string>) | undefined;
  /** Whether a 401 refreshes a refreshable token and tries once more (not where it means a bad signature). */
  readonly refreshOn401?: boolean | undefined;
  /** The service may answer with no body (204, or an empty 200/202); the data is then `undefined`. */
  readonly allowEmpty?: boolean | undefined;
  /** A download: its body is read whole whatever its size. */
  readonly download?: boolean | undefined;
}

/** A list: its response is a HAL collection, read page by page. */
export interface ListDescription<T> extends Omit<Description, 'output'> {
  readonly list: CollectionSchema<T>;
}

/**
 * A create in two steps, as the service does it: `start` POSTs a draft with a fresh id, then `finish` PUTs the
 * body to the draft's own link (`finish.link`), or to `finish.path` filled with the ids of the method's subjects
 * and the draft's id. The method takes `start`'s path parameters, then the body `finish` checks.
 */
export interface TwoStepDescription<D, T> extends Operation {
  readonly start: Step<D>;
  readonly finish: Step<T> & { readonly input: z.ZodMiniType; readonly link: Rels };
  /**
   * The ids that fill `finish.path` before the draft's, from the method's subjects (`undefined` where one is not
   * known): by default each subject's own id.
   */
  readonly parentsOf?: ((subjects: readonly unknown[]) => readonly (string | undefined)[]) | undefined;
}

/** The data a described call resolves to: `undefined` too where the service may send no body. */
export type DataOf<T, D> = D extends { readonly allowEmpty: true } ? T | undefined : T;

/** A description as a namespace writes it: `describe` names it after its namespace and key unless it has a name. */
export type Unnamed<D> = Omit<D, 'name'> & { readonly name?: string | undefined };

/**
 * A description a namespace writes before its `describe`, for others to use (a two-step create's `start` and
 * `finish`, a `put` an `update` repeats on another link): unnamed yet, with an output of type `O`.
 */
export type Step<O = unknown> = Unnamed<Description<O>>;

/**
 * A description as a namespace writes it in its `describe`: unnamed, and without `method` where it is a GET (the
 * method of most of them; each bundle then carries the word once, not once per GET).
 */
export type Written<D> = Omit<Unnamed<D>, 'method'> & { readonly method?: HttpMethod };

/** Any description a namespace writes. */
type AnyWritten =
  | Written<Description>
  | Written<ListDescription<unknown>>
  | Unnamed<TwoStepDescription<unknown, unknown>>;

/** A written description as `describe` gives it: named, and a GET unless it says otherwise (or is a two-step). */
type Described<W> = W & { readonly name: string } & (W extends
    | { readonly start: unknown }
    | { readonly method: HttpMethod }
    ? unknown
    : { readonly method: 'GET' });

/**
 * A namespace's descriptions, each named `<namespace>.<key>` (the method it describes) unless it has a name, and
 * a GET unless it names its method (a two-step create has none of its own: its steps do).
 * @example const ops = describe('members', { get: { path: '/api/…', output: Member } }); // ops.get.method: 'GET'
 */
export function describe<const T extends Readonly<Record<string, AnyWritten>>>(
  namespace: string,
  written: T,
): { readonly [K in keyof T]: Described<T[K]> } {
  const named: Record<string, AnyWritten> = {};
  for (const key in written) {
    const description = written[key] as AnyWritten;
    const name = `${namespace}.${key}`;
    named[key] = 'start' in description ? { name, ...description } : { name, method: 'GET', ...description };
  }
  return named as { readonly [K in keyof T]: Described<T[K]> };
}

/** A namespace's descriptions as its module exports them for the generated tables (scripts/generate). */
export type Operations = Readonly<Record<string, Operation>>;
