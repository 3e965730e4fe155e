import type * as z from 'zod/mini';
import { InvalidArgumentError } from '../errors.js';
import { kindOf } from '../shown.js';
import { parseOptions } from './issue-message.js';
import { isOptionsObject } from './keys.js';
import { type Operation, signature } from './operation.js';

/**
 * A method's body, checked before anything is sent: an object, then its schema (what is sent is the schema's
 * output). Errors name the operation.
 */
export function bodyOf<S extends z.ZodMiniType>(schema: S, body: unknown, op: Operation): z.output<S> {
  if (!isOptionsObject(body))
    throw new InvalidArgumentError(`${signature(op)} needs its body to be an object; got ${kindOf(body)}.`);
  return checkInput(schema, body, op.name, 'the body');
}

/**
 * Checks a method's input against its schema before anything is sent; throws `InvalidArgumentError` naming
 * `operation` (such as `channels.put`) and each problem, a problem of the whole input as one of `subject`.
 */
export function checkInput<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  operation: string,
  subject = 'the argument',
): z.output<S> {
  const result = schema.safeParse(value, parseOptions);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.length ? issue.path.join('.') : subject}: ${issue.message}`,
  );
  throw new InvalidArgumentError(`${operation} was given invalid input; nothing was sent. ${problems.join('; ')}.`);
}
