// A question asked at the terminal, answered on one line: in raw mode, so that a secret is never echoed (no `*`
// either, as gh and ssh do), Enter ends it, Backspace and Ctrl-U edit it, and Ctrl-C or Ctrl-D cancels it.
import { StringDecoder } from 'node:string_decoder';
import { CliError, exitCodes, UsageError } from '../program/exit.js';

/** A terminal's stdin: a TTY that can be put in raw mode. */
export interface TerminalInput extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode(raw: boolean): unknown;
  unshift(chunk: Buffer): void;
}

/** Whether stdin is a terminal a person types at, so a question can be asked there. */
export function isTerminalInput(stdin: NodeJS.ReadableStream): stdin is TerminalInput {
  const input = stdin as Partial<TerminalInput>;
  return input.isTTY === true && typeof input.setRawMode === 'function';
}

/** How a question is asked: `hidden` for a secret (nothing echoed), `signal` to give up when the run is aborted. */
export interface PromptOptions {
  hidden: boolean;
  signal?: AbortSignal | undefined;
}

/**
 * Writes `question` to `prompts` (stderr) and resolves to the line typed at the terminal, without its ends' blanks.
 * Ctrl-C rejects with exit 130; Ctrl-D on an empty line rejects as nothing given (exit 2). Escape sequences (arrows,
 * bracketed paste) are dropped. What a chunk holds past Enter is left on stdin for the next question.
 */
export function promptLine(
  stdin: TerminalInput,
  prompts: NodeJS.WritableStream,
  question: string,
  options: PromptOptions,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const decoder = new StringDecoder('utf8');
    let answer = '';
    let inEscape = false;
    const finish = (outcome: () => void, rest?: Buffer) => {
      stdin.off('data', onData);
      options.signal?.removeEventListener('abort', onAbort);
      stdin.setRawMode(false);
      stdin.pause();
      if (rest?.length) stdin.unshift(rest);
      prompts.write('\n');
      outcome();
    };
    const onAbort = () => finish(() => reject(options.signal?.reason));
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      let offset = 0;
      for (const char of decoder.write(bytes)) {
        offset += Buffer.byteLength(char);
        if (inEscape) {
          // An escape sequence (ESC [ params final, or ESC and one character) ends on a letter or `~`.
          if (char !== '[' && char !== 'O' && !/[0-9;]/.test(char)) inEscape = false;
          continue;
        }
        if (char === '\r' || char === '\n') return finish(() => resolve(answer.trim()), bytes.subarray(offset));
        if (char === '\u0003') return finish(() => reject(new CliError('Cancelled.', exitCodes.interrupted)));
        if (char === '\u0004' && answer === '') return finish(() => reject(new UsageError('Nothing was typed.')));
        if (char === '\u001b') inEscape = true;
        else if (char === '\u007f' || char === '\b') answer = erase(answer, prompts, options.hidden);
        else if (char === '\u0015') answer = eraseAll(answer, prompts, options.hidden);
        else if (char >= ' ') {
          answer += char;
          if (!options.hidden) prompts.write(char);
        }
      }
    };
    if (options.signal?.aborted) return reject(options.signal.reason);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    // Echo goes off before the question shows: keys typed (or pasted) as soon as it shows are never echoed.
    stdin.setRawMode(true);
    prompts.write(question);
    stdin.on('data', onData);
    stdin.resume();
  });
}

function erase(answer: string, prompts: NodeJS.WritableStream, hidden: boolean): string {
  if (answer === '') return answer;
  if (!hidden) prompts.write('\b \b');
  return Array.from(answer).slice(0, -1).join('');
}

function eraseAll(answer: string, prompts: NodeJS.WritableStream, hidden: boolean): string {
  if (!hidden) prompts.write('\b \b'.repeat(Array.from(answer).length));
  return '';
}
