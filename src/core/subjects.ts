import { isOptionsObject } from './arguments/keys.js';
import { type Operation, paramsOf, signature } from './arguments/operation.js';
import { InvalidArgumentError } from './errors.js';
import { expandHref, type HalResource, link } from './hal.js';
import { kindOf } from './shown.js';

/** A resource given by its id, or the resource itself (then its own link is used). */
export type Subject =
  | string
  | (HalResource & {
      /** The resource's id, used when it has no link for the call. */
      readonly id?: string | undefined;
    });

/**
 * What a call needs from its arguments, worked out when the call is made: a wrong argument throws there, named
 * with the operation (its method and parameters).
 */
export type FromArguments<T> = (op: Operation) => T;

/** Where a call goes: a path, or a URL found from the method's arguments. */
export type Target = string | FromArguments<string>;

/** The arguments of a method on a nested subject: `(parentId, subject, ...rest)` or `(model, ...rest)`. */
export type NestedArgs = readonly [string, Subject, ...unknown[]] | readonly [HalResource, ...unknown[]];

/**
 * A nested subject's arguments as a method declares them: its model (whose link is followed) or its parent's id and
 * its own (`S`: an id or a model, or a workspace file's path), then the method's other arguments `R`.
 * @example put(...args: ByLinkOrIds<[AlertInput, OptionsArg?]>) { return upsert(this, ops.put, ...args); }
 */
export type ByLinkOrIds<R extends unknown[], S = Subject> = [HalResource, ...R] | [string, S, ...R];

/** The arguments after the subject: the body, query or options. */
export type RestOf<A> = A extends readonly [string, Subject, ...infer R]
  ? R
  : A extends readonly [HalResource, ...infer R]
    ? R
    : never;

/** The URL of a target: the path itself, or worked out from the method's arguments for this operation. */
export const urlOf = (target: Target, op: Operation): string => (typeof target === 'string' ? target : target(op));

/** A relation name, or several tried in order. */
export type Rels = string | readonly string[];

/**
 * The subject's own link (the first of `rels` it carries), else the documented path `build(id)`. `position` is
 * the subject's place among the method's arguments (1-based), for the error of a wrong one.
 * @example linkOr(channel, 'self', (id) => path`/api/channels/${id}`)
 */
export function linkOr(subject: Subject, rels: Rels, build: (id: string) => string, position = 1): Target {
  return (op) => {
    if (isOptionsObject(subject)) {
      const own = linkOf(subject, rels, op);
      if (own !== undefined) return own;
      if (typeof subject.id !== 'string')
        throw wrongArgument(
          op,
          position,
          `an object with neither a ${wanted(rels)} link nor an id; pass its id instead`,
        );
    }
    return build(idOf(subject, op, position)); // an id, the model's, or the error of any other argument
  };
}

/**
 * The documented path from the ids of the method's first arguments (each an id or a model with an `id`).
 * @example ids((ws, id) => path`/api/workspaces/${ws}/channels/${id}`, workspace, channel)
 */
export function ids(build: (...ids: string[]) => string, ...subjects: Subject[]): Target {
  return (op) => build(...subjects.map((subject, i) => idOf(subject, op, i + 1)));
}

/**
 * The URL and the other arguments of a method on a subject nested in a parent, called either as
 * `(parentId, subject, ...rest)` or as `(model, ...rest)` with a model that carries its own link (one of `rels`).
 * @example upsert(this, op, ...nested(args, 'create channel', inWorkspace))
 */
export function nested<A extends NestedArgs>(
  args: A,
  rels: Rels,
  build: (parentId: string, id: string) => string,
): [Target, ...RestOf<A>] {
  type R = RestOf<A>;
  const [first, ...rest] = args;
  if (typeof first === 'string') {
    const [subject, ...others] = rest as [Subject, ...R];
    return [linkOr(subject, rels, (id) => build(first, id), 2), ...others];
  }
  return [ownLink(first, rels), ...(rest as R)];
}

/** The URL of a nested subject given as one model: its own link (one of `rels`); without one, the target throws. */
export function ownLink(model: unknown, rels: Rels): Target {
  return (op) => {
    const own = isOptionsObject(model) ? linkOf(model as HalResource, rels, op) : undefined;
    if (own !== undefined) return own;
    const got = isOptionsObject(model) ? 'an object without it' : kindOf(model);
    throw new InvalidArgumentError(
      `${signature(op)} needs the parent id and the id, or a model with a ${wanted(rels)} link; got ${got}.`,
    );
  };
}

/** The id of a subject: the string itself, or the model's `id`; a wrong argument is named as in `linkOr`. */
export function idOf(subject: Subject, op: Operation, position = 1): string {
  if (typeof subject === 'string') return subject;
  if (isOptionsObject(subject)) {
    if (typeof subject.id === 'string') return subject.id;
    throw wrongArgument(op, position, 'an object without an `id`');
  }
  throw wrongArgument(op, position, kindOf(subject));
}

/** The id of a subject when it has one: the string, or the model's `id`. */
export function knownId(subject: Subject): string | undefined {
  return typeof subject === 'string' ? subject : isOptionsObject(subject) ? subject.id : undefined;
}

/** The first of `rels` that `resource` links, expanded; a malformed href is the `ValidationError` of `op`. */
export function linkOf(resource: HalResource, rels: Rels, op: Operation): string | undefined {
  for (const rel of typeof rels === 'string' ? [rels] : rels) {
    const own = link(resource, rel);
    if (own) return expandHref(own, { operation: op.name, rel });
  }
  return undefined;
}

/** Relation names as an error quotes them: `"a" or "b"`. */
export const wanted = (rels: Rels): string =>
  (typeof rels === 'string' ? [rels] : rels).map((r) => `"${r}"`).join(' or ');

const ordinals = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

/** "`comments.update(comment, { message })` needs a comment id or object as its first argument; got undefined." */
function wrongArgument(op: Operation, position: number, got: string): InvalidArgumentError {
  const name = paramsOf(op)[position - 1] ?? 'subject';
  const words = name
    .replace(/\?$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  const wantedWords = / (id|path)$/.test(words) ? words : `${words} id or object`;
  const article = /^[aeiou]/.test(wantedWords) ? 'an' : 'a';
  const ordinal = ordinals[position - 1] ?? `#${position}`;
  return new InvalidArgumentError(
    `${signature(op)} needs ${article} ${wantedWords} as its ${ordinal} argument; got ${got}.`,
  );
}
