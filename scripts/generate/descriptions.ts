// The operation descriptions of the SDK's namespaces (each namespace module exports `<camelNs>Operations`), read
// from src/resources and matched to the methods of a `Client`: every public method must have exactly one
// description named after it, so that nothing the generator derives can be forgotten.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ApiResource } from '../../src/core/api-resource.js';
import type { Operation } from '../../src/core/arguments/operation.js';
import type { Description, ListDescription, TwoStepDescription } from '../../src/core/operations/description.js';
import { Client } from '../../src/index.js';
import { GenerateError, root } from './files.js';

/** Any description a namespace exports. */
export type AnyDescription = Description | ListDescription<unknown> | TwoStepDescription<unknown, unknown>;

/** A namespace of the client: its property name, its methods in the order of its class, and their descriptions. */
export interface Namespace {
  name: string;
  /** The methods with their descriptions, in the order of the descriptions (the class's). */
  methods: Map<string, AnyDescription>;
}

const resources = join(root, 'src/resources');

/** Every `.ts` file under a folder. */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.name.endsWith('.ts') ? [path] : [];
  });

/** The descriptions exported by src/resources (`…Operations` objects), grouped by namespace. */
async function exportedDescriptions(): Promise<Map<string, Map<string, AnyDescription>>> {
  const found = new Map<string, Map<string, AnyDescription>>();
  for (const file of filesUnder(resources)) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(module)) {
      if (!exported.endsWith('Operations') || typeof value !== 'object' || value === null) continue;
      for (const [key, description] of Object.entries(value as Record<string, AnyDescription>)) {
        if (!description.name.includes('.')) continue; // the client's own, such as `root` (client.root())
        const [namespace = '', method] = description.name.split('.');
        if (method !== key)
          throw new GenerateError(
            `${relative(root, file)}: ${exported}.${key} is named '${description.name}'; ` +
              `its key must be its method's name and its name '<namespace>.${key}'`,
          );
        const methods = found.get(namespace) ?? new Map<string, AnyDescription>();
        methods.set(key, description);
        found.set(namespace, methods);
      }
    }
  }
  return found;
}

/** The namespaces of a `Client` and the names of their public methods, in the client's order. */
export function clientNamespaces(): [string, string[]][] {
  const client = new Client({ baseUrl: 'https://wdp.generate', auth: 'token' });
  return Object.entries(client)
    .filter(([, value]) => value instanceof ApiResource)
    .map(([name, namespace]) => [
      name,
      Object.getOwnPropertyNames(Object.getPrototypeOf(namespace)).filter((method) => method !== 'constructor'),
    ]);
}

/** The client's namespaces with their descriptions. */
export const namespaces = async (): Promise<Namespace[]> => matched(clientNamespaces(), await exportedDescriptions());

/**
 * Each namespace's methods matched to its descriptions. Throws, naming the namespace, for a method without a
 * description (a namespace without any, too) or a description without a method.
 */
export function matched(
  client: readonly [string, readonly string[]][],
  exported: ReadonlyMap<string, Map<string, AnyDescription>>,
): Namespace[] {
  return client.map(([name, methods]) => {
    const descriptions = exported.get(name) ?? new Map<string, AnyDescription>();
    const missing = methods.filter((method) => !descriptions.has(method));
    if (missing.length > 0)
      throw new GenerateError(
        `${name}: ${missing.map((method) => `${name}.${method}()`).join(', ')} ha${missing.length > 1 ? 've' : 's'} ` +
          `no description; add ${missing.length > 1 ? 'them' : 'it'} to the \`…Operations\` object its module exports`,
      );
    const extra = [...descriptions.keys()].filter((key) => !methods.includes(key));
    if (extra.length > 0)
      throw new GenerateError(`${name}: ${extra.join(', ')} describe${extra.length > 1 ? '' : 's'} no method`);
    return { name, methods: descriptions };
  });
}

/** Whether a description is a two-step create. */
export const isTwoStep = (d: AnyDescription): d is TwoStepDescription<unknown, unknown> => 'start' in d;

/** Whether a description is a list. */
export const isList = (d: AnyDescription): d is ListDescription<unknown> => 'list' in d;

/** The operation a method's errors name: a two-step create's takes its first step's path and its second's body. */
export function operationOf(d: AnyDescription): Operation {
  if (!isTwoStep(d)) return d;
  const { start, finish } = d;
  return { name: d.name, params: d.params, path: start.path, input: finish.input, bodyName: d.bodyName };
}
