// The method tables of docs/namespaces.md, one per namespace: the Method column is the method as its errors name
// it (its description's parameters; query options by their names; a nested method's model form too), the Request
// column the description's HTTP method and path (with the notes of data/namespaces.ts), and "Resolves to" the words
// of data/namespaces.ts or, where it has none, what the description tells (resolves.ts).
import { paramsOf, pathParams } from '../../src/core/arguments/operation.js';
import type { QuerySpec } from '../../src/core/arguments/query.js';
import { requestNotes, resolvesTo } from './data/namespaces.js';
import { type AnyDescription, isTwoStep, type Namespace, operationOf } from './descriptions.js';
import { GenerateError, table } from './files.js';
import { resolvesCell } from './resolves.js';

/**
 * The method a step of a two-step create is (its description unnamed): the one described alike but for its name,
 * else the first with its HTTP method and path.
 */
function stepOf(step: object, methods: ReadonlyMap<string, AnyDescription>): string | undefined {
  const alike = (d: object) => {
    const { name: _, ...rest } = d as { name?: string };
    const keys = Object.keys(rest);
    const own = step as Record<string, unknown>;
    return (
      keys.length === Object.keys(own).filter((key) => key !== 'name').length &&
      keys.every((key) => (rest as Record<string, unknown>)[key] === own[key])
    );
  };
  const { method, path } = step as { method?: string; path?: string };
  const entries = [...methods];
  return (
    entries.find(([, d]) => alike(d))?.[0] ??
    entries.find(([, d]) => !isTwoStep(d) && d.method === method && d.path === path)?.[0]
  );
}

/** The parameters as the guide shows them: query options by their names, and none when they are only paging. */
function shownParams(d: AnyDescription): string[] {
  const params = [...paramsOf(operationOf(d))];
  const query = isTwoStep(d) ? undefined : (d.query as QuerySpec | undefined);
  if (query === undefined || params.at(-1) !== 'query') return params;
  const names = Object.keys(query.filters);
  params.pop();
  return names.length > 0 ? [...params, `{ ${names.join(', ')} }`] : params;
}

/** The Method cell: the call, and for a nested method its call with one model. */
function callCell(method: string, d: AnyDescription, finishes: ReadonlySet<string | undefined>): string {
  const params = shownParams(d);
  const main = `\`${method}(${params.join(', ')})\``;
  if (isTwoStep(d) || d.nested !== true) return main;
  const path = pathParams(d.path);
  // The model stands for its last path parameter: `channel`, a `file` for `filePath`; a draft for a create's put.
  const model = finishes.has(method) ? 'draft' : (path.at(-1) ?? 'model').replace(/(Id|Path)$/, '');
  return `${main} or \`${method}(${[model, ...params.slice(path.length)].join(', ')})\``;
}

/** The Request cell: the method and path (a query note inside, other notes after), or a create's two methods. */
function requestCell(d: AnyDescription, methods: ReadonlyMap<string, AnyDescription>): string {
  if (isTwoStep(d)) {
    const [start, finish] = [d.start, d.finish].map((step) => {
      const method = stepOf(step, methods);
      if (method === undefined)
        throw new GenerateError(`${d.name}: no method of its namespace is its ${step.path} step`);
      return method;
    });
    return `\`${start}\` then \`${finish}\``;
  }
  const note = requestNotes[d.name] ?? '';
  return note.startsWith('?') ? `\`${d.method} ${d.path}${note}\`` : `\`${d.method} ${d.path}\`${note}`;
}

/**
 * A namespace's table, a row a method in the order of its class; `nothing` names the methods that resolve to
 * nothing (`client.x.y`'s name, `x.y`). Throws, naming the namespace, when data/namespaces.ts has words for a method
 * it does not have, or lacks words the description does not tell.
 */
export function namespaceTable({ name, methods }: Namespace, nothing: ReadonlySet<string>): string {
  const words = resolvesTo[name] ?? {};
  const extra = Object.keys(words).filter((method) => !methods.has(method));
  if (extra.length > 0)
    throw new GenerateError(
      `${name}: scripts/generate/data/namespaces.ts has ${extra.join(', ')}, which ${name} does not have`,
    );
  const finishes = new Set([...methods.values()].flatMap((d) => (isTwoStep(d) ? [stepOf(d.finish, methods)] : [])));
  const rows = [...methods].map(([method, d]) => [
    callCell(method, d, finishes),
    requestCell(d, methods),
    resolvesCell(method, d, words[method], nothing.has(d.name)),
  ]);
  return table(['Method', 'Request', 'Resolves to'], rows);
}
