// The body of `wdp datastores create`: from `--name`, `--plugin` and `--property` flags, or from a YAML or JSON
// file checked first (every problem at its line, nothing sent while any is an error).
import { readFile } from 'node:fs/promises';
import type { DatastoreInput } from '../../../index.js';
import { note } from '../../output/print.js';
import { CliError, exitCodes, UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { problemLine } from '../../specs/problems.js';
import { YamlFile } from '../../specs/yaml-file.js';
import { pluginReference } from '../components/plugin.js';
import { readDatastoreFile } from './file.js';
import type { DatastoresCreateFlags } from './flags.js';

/** The body the flags or the file give, its `dataPlugin` resolved (a plugin id becomes `name--variant`). */
export async function datastoreBody(invocation: Invocation<DatastoresCreateFlags>): Promise<DatastoreInput> {
  const { name, plugin, property, file } = invocation.flags;
  if (file !== undefined) {
    const body = await fileBody(invocation, file);
    return { ...body, dataPlugin: await pluginReference(invocation, body.dataPlugin) };
  }
  if (name === undefined || plugin === undefined)
    throw new UsageError(
      'Give the datastore --name and --plugin (with --property key=value for each setting), or -f FILE; ' +
        'see `wdp datastores create --help`.',
    );
  const body: DatastoreInput = { name, dataPlugin: await pluginReference(invocation, plugin) };
  if (property !== undefined) body.properties = property;
  return body;
}

/** The checked body of a datastore file; warnings go to stderr, errors end the command (exit 2). */
async function fileBody(invocation: Invocation, file: string): Promise<DatastoreInput> {
  let text: string;
  try {
    text = await readFile(invocation.path(file), 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read the datastore file ${file}: ${(error as NodeJS.ErrnoException).code ?? error}.`);
  }
  const yaml = new YamlFile(file, text);
  const body = readDatastoreFile(yaml);
  const { list } = yaml.problems;
  for (const problem of list.filter((p) => p.severity === 'warning')) note(invocation.io, problemLine(problem));
  if (body) return body;
  const errors = list
    .filter((p) => p.severity === 'error')
    .sort((a, b) => a.line - b.line)
    .map(problemLine);
  throw new CliError(`${errors.join('\n')}\nNothing was sent; fix the file and run again.`, exitCodes.usage);
}
