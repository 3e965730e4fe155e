/**
 * A method of the SDK as its errors name it: `channels.get` with its parameters `['channel']` reads
 * "channels.get(channel)". Data, written once at the method, never parsed back.
 */
export interface Operation {
  /** Namespace and method, such as `channels.get`; validation errors and log lines quote it. */
  readonly name: string;
  /** The method's parameters as its errors name them, such as `channel` or `{ message }`. */
  readonly params: readonly string[];
}

/**
 * An operation from its name and parameter names.
 * @example operation('comments.update', 'comment', '{ message }')
 */
export function operation(name: string, ...params: string[]): Operation {
  return { name, params };
}

/** The operation as a call reads: `comments.update(comment, { message })`. */
export function signature(op: Operation): string {
  return `${op.name}(${op.params.join(', ')})`;
}
