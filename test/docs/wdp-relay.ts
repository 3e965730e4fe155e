// `wdp` for the documentation's shell blocks, run in the test's process: a Unix socket server that runs the CLI's
// main() for each `wdp` the blocks start (wdp-relay-client.cjs, a small Node script, stands for the bin on their
// PATH). Each run gets the client's arguments, environment, folder, stdin and signals, as the bin's process would; its
// stdout, stderr and exit code go back to the client. A bin of its own per command cost about 130 ms of CPU (most of
// it Node's fetch loading undici), the client about 20 ms; the bin's own process (its shebang, its fast paths, its
// signals and exit) is run by test/cli/process.test.ts, top-help.test.ts and the package check's wdp-bin.
import { EventEmitter } from 'node:events';
import { chmodSync, copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import type { Io } from '../../src/cli/output/terminal.js';
import { main } from '../../src/cli/program/main.js';

/** The frames both ends speak (wdp-relay-frames.cjs: the client, plain Node, requires the same file). */
const { frame, frameReader } = createRequire(import.meta.url)('./wdp-relay-frames.cjs') as {
  frame(type: string, payload: Uint8Array | string): Buffer;
  frameReader(onFrame: (type: string, body: Buffer) => void): (chunk: Buffer) => void;
};

/** What a client sends first: the command line, environment and folder of its process. */
interface Start {
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
}

/**
 * Puts `wdp` (the client) in `binDir` and serves it on a socket there; resolves to a function that stops serving
 * (once every run has ended).
 */
export async function startRelay(binDir: string): Promise<() => Promise<void>> {
  const bin = join(binDir, 'wdp');
  copyFileSync(new URL('./wdp-relay-client.cjs', import.meta.url), bin);
  copyFileSync(new URL('./wdp-relay-frames.cjs', import.meta.url), join(binDir, 'wdp-relay-frames.cjs'));
  chmodSync(bin, 0o755);
  const server = createServer(serve);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(join(binDir, 'wdp.sock'), resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Serves one client: reads its frames, runs main() once its start has come, sends the output and the exit code. */
function serve(socket: Socket): void {
  const send = (type: string, payload: Uint8Array | string) => {
    if (!socket.destroyed) socket.write(frame(type, payload));
  };
  const stdin = new PassThrough();
  const signals = new EventEmitter();
  let ended = false;
  socket.on(
    'data',
    frameReader((type, body) => {
      if (type === 'h') void run(JSON.parse(body.toString()) as Start);
      else if (type === 'i') stdin.write(body);
      else if (type === 'e') stdin.end();
      else if (type === 's') signals.emit(body.toString());
    }),
  );
  // A client that goes away before the exit code (killed with its block's process group) ends its run as a SIGTERM
  // would have ended the bin.
  socket.on('close', () => {
    stdin.end();
    if (!ended) signals.emit('SIGTERM');
  });
  socket.on('error', () => {}); // the client is gone: 'close' follows

  async function run({ args, env, cwd }: Start): Promise<void> {
    const stream = (type: string) =>
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          send(type, chunk);
          done();
        },
      });
    const io: Io = { stdout: stream('o'), stderr: stream('r'), stdin, env, cwd, signals };
    const code = await main(args, io).catch((error: unknown) => {
      send('r', `${error instanceof Error ? error.stack : String(error)}\n`);
      return 70;
    });
    ended = true;
    send('x', String(code));
    socket.end();
  }
}
