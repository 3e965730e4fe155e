import type { Operation } from '../arguments/operation.js';
import { InvalidArgumentError, isWdpError } from '../errors.js';
import type { HalResource } from '../hal.js';
import { fill } from '../paths.js';
import { knownId, linkOf, type Subject, wanted } from '../subjects.js';
import type { TwoStepDescription } from './description.js';

/** A draft the first step of a two-step create gives: its own links, and its fresh id. */
export type Draft = HalResource & { readonly id?: string | undefined };

/** A two-step create as its errors name it: the first step's path parameters, then the body the second checks. */
export function twoStepOperation(d: TwoStepDescription<unknown, unknown>): Operation {
  const { name, params, bodyName, start, finish } = d;
  return { name, params, bodyName, path: start.path, input: finish.input };
}

/**
 * Where the second step goes: the draft's own link (one of `finish.link`), else `finish.path` filled with the ids
 * of the method's subjects and the draft's id, when each subject's id is known.
 */
export function draftUrl(
  d: TwoStepDescription<unknown, unknown>,
  draft: Draft,
  subjects: readonly unknown[],
  op: Operation,
): string {
  const { link, path } = d.finish;
  const own = linkOf(draft, link, op);
  if (own !== undefined) return own;
  const parents = d.parentsOf?.(subjects) ?? subjects.map((subject) => knownId(subject as Subject));
  if (draft.id === undefined || parents.includes(undefined))
    throw new InvalidArgumentError(
      `${op.name}: the service's draft has no ${wanted(link)} link and no id to finish it with.`,
    );
  return fill(path, [...(parents as string[]), draft.id]);
}

/**
 * The error of a two-step create's second step, told that the draft exists and how to finish it (see
 * `WdpError.draft`), before the request id that ends its message. Anything else (the caller's abort reason) is kept.
 */
export function draftLeft(error: unknown, draft: Draft, name: string): unknown {
  if (!isWdpError(error) || error.draft) return error;
  const put = `${name.slice(0, name.lastIndexOf('.'))}.put(error.draft, body)`;
  const told =
    `; the draft ${draft.id ?? ''} it made first is kept: ${put} finishes it, safe to repeat ` +
    `(${name} again would start another, and make a second copy if this put took effect)`;
  const message = error.message.replace(/\.?(?=( \(request id [^)]*\))?$)/, () => told);
  return Object.assign(error, { draft, message });
}
