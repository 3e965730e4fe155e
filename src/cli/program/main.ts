// `wdp`: parses the command line with commander, runs one command, and turns its outcome into an exit code.
import { Command, CommanderError } from 'commander';
import { version } from '../../version.js';
import { safeLine, safeText } from '../output/safe-text.js';
import { type Io, processIo } from '../output/terminal.js';
import type { Launch, Run } from './command.js';
import { CliError, exitCodes } from './exit.js';
import type { Retold } from './failure-hints.js';
import { type GlobalFlags, withGlobalOptions } from './global-flags.js';
import { defineGroups } from './groups.js';
import type { Invocation } from './invocation.js';

/**
 * Runs `wdp` with these arguments (without `node` and the script) and resolves to its exit code. Ctrl-C (SIGINT)
 * aborts the call under way and ends with 130; SIGTERM does the same (a temporary file is removed) and ends with 143.
 */
export async function main(argv: readonly string[], io: Io = processIo()): Promise<number> {
  const interrupt = new AbortController();
  const onInterrupt = () => interrupt.abort(new CliError('Interrupted', exitCodes.interrupted));
  const onTerminate = () => interrupt.abort(new CliError('Terminated', exitCodes.terminated));
  io.signals.once('SIGINT', onInterrupt);
  io.signals.once('SIGTERM', onTerminate);
  let exitCode: number = exitCodes.ok;
  let invocation: Invocation | undefined;
  const launch: Launch = async <F>(command: Command, run: Run<F>) => {
    // The one place commander's untyped values meet the types: the command's options parse to `F` (its `Flags`),
    // its arguments to the parameters of its implementation (strings; arrays for variadic ones).
    const flags = command.optsWithGlobals<GlobalFlags & F>();
    // --query is compiled (its library loaded) before the command runs: a bad expression sends no request.
    const query = flags.query === undefined ? undefined : (await import('../output/query.js')).jsonQuery(flags.query);
    // Loaded only when a command runs: the settings, the contexts file and the prompts are no part of --help.
    const { Invocation } = await import('./invocation.js');
    const started = query
      ? new Invocation({ ...io, query }, { ...flags, json: true }, interrupt.signal)
      : new Invocation(io, flags, interrupt.signal);
    invocation = started;
    exitCode = (await run(started, ...(command.processedArgs as never[]))) ?? exitCodes.ok;
    if (query && !query.used) io.stderr.write(`${query.unusedNote}\n`);
  };
  const refused: string[] = [];
  const program = buildProgram(io, launch, refused);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return exitCode;
  } catch (error) {
    if (refused.length) await explainRefusal(program, argv, refused, io);
    const retold = await retell(error, invocation);
    return report(error, io, argv.includes('--verbose'), interrupt.signal, retold);
  } finally {
    io.signals.off('SIGINT', onInterrupt);
    io.signals.off('SIGTERM', onTerminate);
  }
}

/** `refused` collects commander's error messages, which `explainRefusal` writes with a better suggestion. */
function buildProgram(io: Io, launch: Launch, refused: string[]): Command {
  const program = withGlobalOptions(new Command('wdp'), 'listed')
    .description('The Workspace Data-Platform Service from the command line.')
    .version(version, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help for a command')
    .showSuggestionAfterError()
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(safeText(text)),
      outputError: (text) => refused.push(text),
    });
  defineGroups(program, launch);
  return program.addHelpText('after', programHelp);
}

/** The end of `wdp --help`: first steps, and where to read more. */
const programHelp = [
  '',
  'Examples:',
  '  $ wdp auth login --base-url https://app.example.com',
  '  $ wdp use workspace analytics',
  '  $ wdp datasets list',
  '  $ wdp pipelines run orders-etl --follow',
  '  $ wdp publish ./datasets --dry-run',
  '',
  'Each command has its own help: `wdp COMMAND --help`. Every setting flag is also a WDP_* environment variable,',
  'and `wdp context show` tells where each setting in force comes from.',
].join('\n');

/**
 * Writes commander's refusal of the command line, its suggestion replaced by a better one where suggest.ts (loaded
 * only then) knows one: a long flag typed with one dash, a command of another group.
 */
async function explainRefusal(program: Command, argv: readonly string[], refused: string[], io: Io): Promise<void> {
  const better = (await import('./suggest.js')).suggestion(program, argv);
  const text = refused.join('');
  const told = better === undefined ? text : `${text.replace(/\n\(Did you mean [^\n]*\)\n?$|\n$/, '')}\n(${better})\n`;
  io.stderr.write(safeText(told));
}

/**
 * A 401 or an unreachable service retold with the settings that led to it (failure-hints.ts, loaded only then);
 * undefined for other failures, or when the settings were never read.
 */
async function retell(error: unknown, invocation: Invocation | undefined): Promise<Retold | undefined> {
  const read = invocation?.resolvedSoFar;
  if (!(error instanceof Error) || !read || !['AuthenticationError', 'ConnectionError'].includes(error.name)) return;
  const [resolved, hints] = await Promise.all([read, import('./failure-hints.js')]);
  return hints.retell(error, resolved);
}

/** Prints a failure's one-line message and a hint (and the stack with --verbose) and gives its exit code. */
function report(error: unknown, io: Io, verbose: boolean, signal: AbortSignal, retold?: Retold): number {
  if (error instanceof CommanderError)
    return error.exitCode === 0 || error.code === 'commander.help' ? exitCodes.ok : exitCodes.usage;
  if (signal.aborted) {
    const reason =
      signal.reason instanceof CliError ? signal.reason : new CliError('Interrupted', exitCodes.interrupted);
    // A command may say more about what the interruption left (a job that goes on): its error, with the same code.
    const told = error instanceof CliError && error.exitCode === reason.exitCode ? error : reason;
    io.stderr.write(`${safeText(told.message)}\n`);
    return told.exitCode;
  }
  const known = error instanceof CliError;
  // Messages may carry a server's text: our own may span lines, another's (the SDK's) is one line; both escaped.
  const message = withoutSdkAdvice(retold?.message ?? (error instanceof Error ? error.message : String(error)), error);
  // The SDK's message ends with its request id; a message retold without it is given it again.
  const id = requestIdOf(error);
  const line = known ? safeText(message) : safeLine(message.endsWith(id) ? message : message + id);
  io.stderr.write(`${known ? '' : errorPrefix(error)}${line}\n`);
  if (retold) io.stderr.write(`${safeLine(retold.hint)}\n`);
  if (verbose && !known && error instanceof Error && error.stack) io.stderr.write(`${safeText(error.stack)}\n`);
  if (known) return error.exitCode;
  return error instanceof Error && error.name === 'InvalidArgumentError' ? exitCodes.usage : exitCodes.failure;
}

/**
 * An SDK message without the advice that only a program can follow: a failed two-step create's `error.draft` and
 * `put` (see two-step.ts) become what a `wdp` user can do with the draft.
 */
function withoutSdkAdvice(message: string, error: unknown): string {
  const id = (error as { draft?: { id?: unknown } } | null)?.draft?.id;
  const at = message.indexOf('; the draft ');
  if (typeof id !== 'string' || at < 0) return message;
  return `${message.slice(0, at)}; its first step left the draft ${id}, which running it again does not reuse`;
}

/** The request id of a failed call (an SDK error's `requestId`) as its message ends with it: ` (request id …)`. */
function requestIdOf(error: unknown): string {
  const id = (error as { requestId?: unknown } | null)?.requestId;
  return typeof id === 'string' ? ` (request id ${id})` : '';
}

function errorPrefix(error: unknown): string {
  return error instanceof Error && error.name !== 'Error' ? `${error.name}: ` : 'Error: ';
}
