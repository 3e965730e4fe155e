/**
 * A method of the SDK as its errors name it: `channels.get` with the parameter `channel` reads
 * "channels.get(channel)". An operation's description (operations/description.ts) is one; its parameters are
 * then read from its path template, body and query unless it lists them.
 */
export interface Operation {
  /** Namespace and method, such as `channels.get`; validation errors and log lines quote it. */
  readonly name: string;
  /** The method's parameters as its errors name them, such as `channel` or `{ message }`. */
  readonly params?: readonly string[] | undefined;
  /** The path template of a described operation, whose `{name}`s are its first parameters. */
  readonly path?: string | undefined;
  /** A described operation's body model: it then takes a body after its path parameters. */
  readonly input?: unknown;
  /** Whether a described operation takes a body it sends as given (the service checks it). */
  readonly takesBody?: boolean | undefined;
  /** The name of a described operation's body parameter, when not `body`. */
  readonly bodyName?: string | undefined;
  /** A described operation's query options: it then takes them after its path parameters and body. */
  readonly query?: unknown;
}

/** The `{name}`s of a path template, in order. */
export const pathParams = (template: string): string[] =>
  Array.from(template.matchAll(/\{(\w+)\}/g), (found) => found[1] as string);

/** The parameters of an operation: its own list, else its path's names, its body and its query options. */
export function paramsOf(op: Operation): readonly string[] {
  if (op.params !== undefined) return op.params;
  const params = op.path === undefined ? [] : pathParams(op.path);
  if (op.input !== undefined || op.takesBody) params.push(op.bodyName ?? 'body');
  if (op.query !== undefined) params.push('query');
  return params;
}

/** The operation as a call reads: `comments.update(comment, { message })`. */
export function signature(op: Operation): string {
  return `${op.name}(${paramsOf(op).join(', ')})`;
}
