import { InvalidArgumentError } from './errors.js';
import { expandHref, type HalResource, link } from './hal.js';
import { isOptionsObject, kindOf } from './validation/options.js';

/** A resource given by its id, or the resource itself (then its own link is used). */
export type Subject = string | (HalResource & { readonly id?: string | undefined });

/**
 * The URL of an operation on a subject: the subject's own link when it is a resource carrying one
 * (the first of `rels` it has), else the documented path built from its id. `signature` (such as
 * `comments.update(comment, { message })`) and the subject's 1-based `position` in it name a wrong argument.
 */
export function subjectUrl(
  subject: Subject,
  rels: string | readonly string[],
  build: (id: string) => string,
  signature: string,
  position = 1,
): string {
  if (typeof subject === 'string') return build(subject);
  if (typeof subject !== 'object' || subject === null || Array.isArray(subject))
    throw wrongArgument(signature, position, kindOf(subject));
  const names = typeof rels === 'string' ? [rels] : rels;
  for (const rel of names) {
    const own = link(subject, rel);
    if (own) return expandHref(own);
  }
  if (typeof subject.id === 'string') return build(subject.id);
  const wanted = names.map((r) => `"${r}"`).join(' or ');
  throw wrongArgument(signature, position, `an object with neither a ${wanted} link nor an id; pass its id instead`);
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
    return [subjectUrl(subject, rels, (id) => build(first, id), signature, 2), ...others];
  }
  const names = typeof rels === 'string' ? [rels] : rels;
  const own =
    typeof first === 'object' && first !== null ? names.map((rel) => link(first, rel)).find(Boolean) : undefined;
  if (own) return [expandHref(own), ...(rest as R)];
  const wanted = names.map((r) => `"${r}"`).join(' or ');
  const got = isOptionsObject(first) ? 'an object without it' : kindOf(first);
  throw new InvalidArgumentError(
    `${signature} needs the parent id and the id, or a model with a ${wanted} link; got ${got}.`,
  );
}

/** The id of a subject: the string itself, or the model's `id`; a wrong argument is named as in `subjectUrl`. */
export function idOf(subject: Subject, signature: string, position = 1): string {
  if (typeof subject === 'string') return subject;
  if (typeof subject === 'object' && subject !== null && !Array.isArray(subject)) {
    if (typeof subject.id === 'string') return subject.id;
    throw wrongArgument(signature, position, 'an object without an `id`');
  }
  throw wrongArgument(signature, position, kindOf(subject));
}

const ordinals = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

/** "`signature` needs a comment id or object as its first argument; got undefined." */
function wrongArgument(signature: string, position: number, got: string): InvalidArgumentError {
  const name = parameters(signature)[position - 1] ?? 'subject';
  const words = name
    .replace(/\?$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  const wanted = / (id|path)$/.test(words) ? words : `${words} id or object`;
  const article = /^[aeiou]/.test(wanted) ? 'an' : 'a';
  const ordinal = ordinals[position - 1] ?? `#${position}`;
  return new InvalidArgumentError(`${signature} needs ${article} ${wanted} as its ${ordinal} argument; got ${got}.`);
}

/** The parameters of a signature such as `a.b(x, { y, z })`: `['x', '{ y, z }']`. */
function parameters(signature: string): string[] {
  const inner = signature.slice(signature.indexOf('(') + 1, signature.lastIndexOf(')'));
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of inner) {
    if (char === ',' && depth === 0) {
      out.push(current.trim());
      current = '';
      continue;
    }
    if (char === '{' || char === '[') depth++;
    if (char === '}' || char === ']') depth--;
    current += char;
  }
  if (current.trim() !== '') out.push(current.trim());
  return out;
}
