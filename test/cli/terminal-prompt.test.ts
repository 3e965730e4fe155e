import { describe, expect, it } from 'vitest';
import { promptLine } from '../../src/cli/settings/terminal-prompt.js';
import { RecordedStream } from './memory-io.js';
import { FakeTerminal } from './terminal-input.js';

/** Asks at a fake terminal, types `keys` in one chunk, and resolves to the answer, what was shown and the modes. */
async function typed(keys: string, hidden: boolean) {
  const terminal = new FakeTerminal();
  const shown = new RecordedStream(true);
  const answer = promptLine(terminal, shown, '? ', { hidden });
  terminal.type(keys);
  return { answer: await answer, shown: shown.text(), modes: terminal.modes, terminal };
}

describe('promptLine', () => {
  it('reads a hidden answer in raw mode, echoing nothing, and restores the mode', async () => {
    expect(await typed('s3cret\r', true)).toMatchObject({ answer: 's3cret', shown: '? \n', modes: [true, false] });
  });

  it('echoes a visible answer, and erases a character on Backspace', async () => {
    expect(await typed('prodd\u007f\r', false)).toMatchObject({ answer: 'prod', shown: '? prodd\b \b\n' });
  });

  it('erases the line on Ctrl-U, drops escape sequences (arrows, bracketed paste), trims the ends', async () => {
    expect((await typed('wrong\u0015 ab\u001b[D\u001b[200~cd\u001b[201~ \r', true)).answer).toBe('abcd');
  });

  it('erases whole characters, not bytes', async () => {
    expect((await typed('é€x\u007f\u007f\r', true)).answer).toBe('é');
  });

  it('leaves what was typed past Enter for the next question', async () => {
    const first = await typed('one\rtwo\r', false);
    const next = promptLine(first.terminal, new RecordedStream(true), '? ', { hidden: false });
    expect([first.answer, await next]).toEqual(['one', 'two']);
  });

  it('rejects on Ctrl-C (exit 130) and on Ctrl-D at an empty line (exit 2); Ctrl-D after text is ignored', async () => {
    await expect(typed('abc\u0003', true)).rejects.toMatchObject({ message: 'Cancelled.', exitCode: 130 });
    await expect(typed('\u0004', true)).rejects.toMatchObject({ message: 'Nothing was typed.', exitCode: 2 });
    expect((await typed('ab\u0004c\r', true)).answer).toBe('abc');
  });

  it('rejects with the signal reason when the run is aborted, and restores the mode', async () => {
    const terminal = new FakeTerminal();
    const abort = new AbortController();
    const answer = promptLine(terminal, new RecordedStream(true), '? ', { hidden: true, signal: abort.signal });
    abort.abort(new Error('Terminated'));
    await expect(answer).rejects.toThrow('Terminated');
    expect(terminal.modes).toEqual([true, false]);
  });
});
