import { note, printJson, printLine } from '../../output/print.js';
import type { Invocation } from '../../program/invocation.js';
import { problemLine } from '../../specs/problems.js';
import { readPath } from '../../specs/read-path.js';

/**
 * `wdp validate PATH`: reads the files as `wdp publish` would, without settings or requests, and prints each
 * problem as `file:line: message`; exit 1 when any is an error (warnings alone keep exit 0).
 */
export async function validate(invocation: Invocation, path: string): Promise<number> {
  const { io } = invocation;
  const read = await readPath(path, io.cwd, invocation.signal);
  const errors = read.problems.filter((problem) => problem.severity === 'error').length;
  const warnings = read.problems.length - errors;
  for (const skipped of read.skipped) note(io, skipped);
  if (invocation.json) {
    const { channels, datasets, problems } = read;
    printJson(io, {
      valid: errors === 0,
      files: read.files,
      channels: channels.length,
      datasets: datasets.length,
      pipelines: read.pipelines.length,
      problems,
    });
  } else {
    const counts = [count(errors, 'error'), count(warnings, 'warning')].filter((text) => !text.startsWith('0 '));
    const summary = errors
      ? `${counts.join(' and ')} in ${count(read.files, 'file')}.`
      : `${count(read.files, 'file')} valid: ${count(read.channels.length, 'channel')}, ` +
        `${count(read.datasets.length, 'dataset')}` +
        `${read.pipelines.length ? `, ${count(read.pipelines.length, 'pipeline')}` : ''}` +
        `${warnings ? ` (${count(warnings, 'warning')})` : ''}.`;
    printLine(io, ...read.problems.map(problemLine), summary);
  }
  return errors ? 1 : 0;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
