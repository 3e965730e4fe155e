import { pathParams } from '../arguments/operation.js';
import type { RequestOptions } from '../arguments/request-options.js';
import { fill, type PathParam } from '../paths.js';
import { idOf, linkOr, ownLink, type Subject, type Target, urlOf } from '../subjects.js';
import type { Description } from './description.js';

/** A method's arguments as its description reads them. */
export interface Arguments {
  /** Where the call goes, worked out when it is made (a wrong subject throws there). */
  url: Target;
  body: unknown;
  query: unknown;
  options: RequestOptions | undefined;
  /** The subjects that filled the path, for the second step of a two-step create. */
  subjects: readonly unknown[];
}

/** The `{name}`s of each path template, read once per template instead of on every call. */
const pathNames: Record<string, string[]> = {};

/** Reads a method's arguments in order: path parameters (or one model, when nested), body, query, options. */
export function argumentsOf(d: Description, args: readonly unknown[]): Arguments {
  pathNames[d.path] ??= pathParams(d.path);
  const names = pathNames[d.path] as string[];
  const byModel = d.nested === true && typeof args[0] !== 'string';
  const taken = byModel ? 1 : names.length;
  const subjects = args.slice(0, taken);
  let next = taken;
  const body = d.input !== undefined || d.takesBody ? args[next++] : d.body;
  const query = d.query === undefined ? undefined : args[next++];
  return {
    url: byModel ? ownLink(args[0], d.link ?? 'self') : targetOf(d, names, subjects as Subject[]),
    body,
    query,
    options: args[next] as RequestOptions | undefined,
    subjects,
  };
}

/**
 * The path filled from the subjects' ids, each in the place its name has in the path (the method may take them in
 * another order, as its `params` say); with `link`, the last subject's own link when it is a model with one.
 */
function targetOf(d: Description, names: readonly string[], subjects: readonly Subject[]): Target {
  if (subjects.length === 0) return d.path;
  const { params, link, segments } = d;
  const order = names.map((name, i) => (params === undefined ? i : params.indexOf(name)));
  const build = (ids: readonly string[]) => {
    const values: PathParam[] = order.map((i) => ids[i] as string);
    if (segments) values[values.length - 1] = segments(values.at(-1) as string);
    return fill(d.path, values);
  };
  if (link === undefined) return (op) => build(subjects.map((subject, i) => idOf(subject, op, i + 1)));
  const last = subjects.length - 1;
  return (op) => {
    const parents = subjects.slice(0, last).map((subject, i) => idOf(subject, op, i + 1));
    return urlOf(
      linkOr(subjects[last] as Subject, link, (id) => build([...parents, id]), last + 1),
      op,
    );
  };
}
