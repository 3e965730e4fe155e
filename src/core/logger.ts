/** Where the SDK writes what it does: retries, token refreshes, validation issues. Messages never carry secrets. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** The lowest level that is written; `off` writes nothing. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'off';

const levels: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'off'];
const noop = (): void => undefined;

/** Wraps a logger so that messages below `level` are dropped. */
export function levelled(logger: Logger, level: LogLevel): Logger {
  const min = levels.indexOf(level);
  const pick = (name: Exclude<LogLevel, 'off'>) => (levels.indexOf(name) >= min ? (message: string) => logger[name](message) : noop);
  return { debug: pick('debug'), info: pick('info'), warn: pick('warn'), error: pick('error') };
}
