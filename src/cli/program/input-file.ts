// Reading the file a write takes (`-f FILE`): its warnings on stderr, every error at its line ending the command
// before anything is sent.
import { note } from '../output/print.js';
import { problemLine } from '../specs/problems.js';
import { YamlFile } from '../specs/yaml-file.js';
import { readYamlText } from '../specs/yaml-text.js';
import { CliError, exitCodes, UsageError } from './exit.js';
import type { Invocation } from './invocation.js';

/**
 * The body `read` finds in the file (a pipeline, a datastore: `noun`), its warnings noted on stderr; a usage error
 * (exit 2) listing every error in the order of the file when it has any, or when it cannot be read.
 * @example const body = await loadInputFile(invocation, 'store.yml', 'datastore', readDatastoreFile);
 */
export async function loadInputFile<T>(
  invocation: Invocation,
  file: string,
  noun: string,
  read: (yaml: YamlFile) => T | undefined,
): Promise<T> {
  const content = await readYamlText(file, invocation.path(file)).catch((error: NodeJS.ErrnoException) => {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`Cannot read the ${noun} file ${file}: ${error.code ?? error}.`);
  });
  if (!('text' in content))
    throw new UsageError(`${problemLine({ file, ...content, severity: 'error' })}\nNothing was sent; fix the file.`);
  const yaml = new YamlFile(file, content.text);
  const body = read(yaml);
  const { list } = yaml.problems;
  for (const problem of list.filter((p) => p.severity === 'warning')) note(invocation.io, problemLine(problem));
  if (body !== undefined) return body;
  const errors = list
    .filter((p) => p.severity === 'error')
    .sort((a, b) => a.line - b.line)
    .map(problemLine);
  throw new CliError(`${errors.join('\n')}\nNothing was sent; fix the file and run again.`, exitCodes.usage);
}
