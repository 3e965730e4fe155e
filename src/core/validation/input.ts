import type * as z from 'zod/mini';
import { InvalidArgumentError } from '../errors.js';
import { parseOptions } from './issue-message.js';

/**
 * Checks a method's input against its schema before anything is sent;
 * throws `InvalidArgumentError` naming each problem.
 */
export function checkInput<S extends z.ZodMiniType>(schema: S, value: unknown, operation: string): z.output<S> {
  const result = schema.safeParse(value, parseOptions);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.length ? issue.path.join('.') : 'the argument'}: ${issue.message}`,
  );
  throw new InvalidArgumentError(`${operation} was given invalid input; nothing was sent. ${problems.join('; ')}.`);
}
