import {
  type Description,
  InvalidArgumentError,
  idOf,
  kindOf,
  type Subject,
  signature,
  type Target,
} from '../../core/namespace-kit.js';
import { fill } from '../../core/paths.js';

/**
 * The plugin type of a Hub path, in any of the spellings the service accepts.
 * @useDeclaredType
 */
export type HubPluginType = (typeof hubTypes)[number];

const hubTypes = [
  'extractors',
  'loaders',
  'transformers',
  'transforms',
  'models',
  'mappers',
  'files',
  'orchestrators',
  'utilities',
  'extractor',
  'loader',
  'transformer',
  'transform',
  'model',
  'mapper',
  'file',
  'orchestrator',
  'utility',
  'tap',
  'target',
] as const;

/** A description with the model of its answer. */
type Described<T> = Description<T> & { readonly output: NonNullable<Description<T>['output']> };

/**
 * A Hub call of `d`: its path filled with the workspace's id (when given), the type in one of the service's
 * spellings (lower-cased) and, where the path has one, the plugin's name; a wrong type or name throws at the call.
 */
export function hub<T>(d: Described<T>, workspace: Subject | null, [type, ...name]: [unknown, unknown?]) {
  const position = workspace === null ? 1 : 2; // the type's place among the method's arguments
  const url: Target = (op) => {
    const known = typeof type === 'string' ? hubTypes.find((t) => t === type.toLowerCase()) : undefined;
    if (known === undefined) {
      const got = typeof type === 'string' ? JSON.stringify(type) : kindOf(type);
      throw new InvalidArgumentError(
        `${signature(op)}: argument ${position} must be a plugin type such as 'extractors', 'loaders' or ` +
          `'transformers'; got ${got}.`,
      );
    }
    if (name.length > 0 && (typeof name[0] !== 'string' || name[0] === '')) {
      const got = name[0] === '' ? 'an empty string' : kindOf(name[0]);
      throw new InvalidArgumentError(
        `${signature(op)}: argument ${position + 1} must be a plugin name such as 'tap-github'; got ${got}.`,
      );
    }
    const ws = workspace === null ? [] : [idOf(workspace, op)];
    return fill(d.path, [...ws, known, ...(name as string[])]);
  };
  return { method: d.method, url, accept: d.accept, schema: d.output };
}
