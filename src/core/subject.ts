import { InvalidArgumentError } from './errors.js';
import { expandHref, type HalResource, link } from './hal.js';

/** A resource given by its id, or the resource itself (then its own link is used). */
export type Subject = string | (HalResource & { readonly id?: string | undefined });

/**
 * The URL of an operation on a subject: the subject's own link when it is a resource carrying one
 * (the first of `rels` it has), else the documented path built from its id.
 */
export function subjectUrl(subject: Subject, rels: string | readonly string[], build: (id: string) => string): string {
  if (typeof subject === 'string') return build(subject);
  if (typeof subject !== 'object' || subject === null) {
    throw new InvalidArgumentError(
      `Expected an id or a resource object; got ${subject === null ? 'null' : typeof subject}.`,
    );
  }
  const names = typeof rels === 'string' ? [rels] : rels;
  for (const rel of names) {
    const own = link(subject, rel);
    if (own) return expandHref(own);
  }
  if (typeof subject.id === 'string') return build(subject.id);
  throw new InvalidArgumentError(
    `The resource has neither a ${names.map((r) => `"${r}"`).join(' or ')} link nor an id; pass its id instead.`,
  );
}

/**
 * The URL of an operation on a subject nested in a parent, from a method's arguments: either
 * `(parentId, subject, ...rest)`, or `(model, ...rest)` where the model carries its own link (one of `rels`).
 * Returns the URL and the rest of the arguments.
 */
export function nestedUrl<R extends unknown[]>(
  args: readonly [string, Subject, ...R] | readonly [HalResource, ...R],
  rels: string | readonly string[],
  build: (parentId: string, id: string) => string,
  signature: string,
): [string, ...R] {
  const [first, ...rest] = args;
  if (typeof first === 'string') {
    const [subject, ...others] = rest as [Subject, ...R];
    return [subjectUrl(subject, rels, (id) => build(first, id)), ...others];
  }
  const names = typeof rels === 'string' ? [rels] : rels;
  const own =
    typeof first === 'object' && first !== null ? names.map((rel) => link(first, rel)).find(Boolean) : undefined;
  if (own) return [expandHref(own), ...(rest as R)];
  const wanted = names.map((r) => `"${r}"`).join(' or ');
  throw new InvalidArgumentError(
    `${signature} needs the parent id and the id, or a model with a ${wanted} link; got ${describe(first)}.`,
  );
}

/** The id of a subject: the string itself, or the model's `id`. */
export function idOf(subject: Subject, signature: string): string {
  if (typeof subject === 'string') return subject;
  if (typeof subject === 'object' && subject !== null && typeof subject.id === 'string') return subject.id;
  throw new InvalidArgumentError(`${signature} needs an id or a model with an \`id\`; got ${describe(subject)}.`);
}

/** How a wrong argument is named in an error: its kind, never its content. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object without it' : typeof value;
}
