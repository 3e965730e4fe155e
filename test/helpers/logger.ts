import { vi } from 'vitest';
import type { Logger } from '../../src/index.js';

/** A logger of spies whose next line matching a pattern can be awaited (an event, not a poll). */
export function awaitableLogger() {
  const waiting: Array<{ pattern: RegExp; resolve: (line: string) => void }> = [];
  const line = (message: string): void => {
    for (const waiter of waiting.filter((w) => w.pattern.test(message))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  };
  return {
    debug: vi.fn(line),
    info: vi.fn(line),
    warn: vi.fn(line),
    error: vi.fn(line),
    /** Resolves with the next line, at any level, that matches `pattern`. */
    next(pattern: RegExp): Promise<string> {
      return new Promise((resolve) => waiting.push({ pattern, resolve }));
    },
  };
}

/** A logger that keeps every line, at every level, as `level: message`. */
export function capturingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (level: string) => (message: string) => void lines.push(`${level}: ${message}`);
  return { lines, debug: keep('debug'), info: keep('info'), warn: keep('warn'), error: keep('error') };
}
