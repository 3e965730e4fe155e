import { InvalidArgumentError } from './errors.js';
import { noop } from './noop.js';
import { safeLine } from './safe-line.js';

/** Where the SDK writes what it does: retries, token refreshes, validation issues. Messages never carry secrets. */
export interface Logger {
  /** Writes a detail, such as each retry and its wait. */
  debug(message: string): void;
  /** Writes a notable event, such as a token refresh. */
  info(message: string): void;
  /** Writes something that went wrong but did not fail the call, such as a validation issue in `warn` mode. */
  warn(message: string): void;
  /** Writes a failure. */
  error(message: string): void;
}

/** The lowest level that is written; `off` writes nothing. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'off';

/** A logger as the SDK holds it: debug lines are built only when `debugOn` is true (the client's, at level debug). */
export interface LevelledLogger extends Logger {
  readonly debugOn?: boolean | undefined;
}

/** Every log level, lowest first. */
export const logLevels: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'off'];

/**
 * Wraps a logger so that messages below `level` are dropped, and the others written as `redact` makes them (the
 * client's: without its credentials), on one line with every control character escaped (`safeLine`), since a
 * message may quote a server and a console may be a terminal; checks both first.
 */
export function levelled(logger: Logger, level: LogLevel, redact = (message: string) => message): LevelledLogger {
  const min = logLevels.indexOf(level);
  if (min < 0)
    throw new InvalidArgumentError(`\`logLevel\` must be one of ${logLevels.join(', ')}; got ${String(level)}.`);
  if (typeof logger !== 'object' || logger === null)
    throw new InvalidArgumentError('`logger` must be an object with debug, info, warn and error methods.');
  const pick = (name: Exclude<LogLevel, 'off'>) => {
    if (logLevels.indexOf(name) < min) return noop;
    if (typeof logger[name] !== 'function')
      throw new InvalidArgumentError(`\`logger\` has no ${name}() method, which \`logLevel\` ${level} needs.`);
    return (message: string) => logger[name](safeLine(redact(message)));
  };
  return { debug: pick('debug'), info: pick('info'), warn: pick('warn'), error: pick('error'), debugOn: min === 0 };
}
