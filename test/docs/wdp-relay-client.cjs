#!/usr/bin/env node
// `wdp` on the PATH of the documentation's shell blocks (test/docs/wdp-relay.ts copies it there): runs the CLI in the
// test's process over the socket beside this file, as the bin would run here. It sends its arguments, environment
// and folder, then its stdin and the SIGINT and SIGTERM it gets; it writes the stdout and stderr it is sent, and exits
// with the exit code. A frame is a type byte, the length of its payload (4 bytes, big-endian) and the payload.
'use strict';
const { connect } = require('node:net');
const { join } = require('node:path');

const socket = connect(join(__dirname, 'wdp.sock'));
const send = (type, payload) => {
  const body = Buffer.from(payload);
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeUInt32BE(body.length, 1);
  socket.write(Buffer.concat([head, body]));
};
send('h', JSON.stringify({ args: process.argv.slice(2), env: process.env, cwd: process.cwd() }));
process.stdin.on('data', (chunk) => send('i', chunk));
process.stdin.on('end', () => send('e', ''));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => send('s', signal));
// A reader that goes away (`wdp ... | head -1`) ends the output, as the bin does.
process.stdout.on('error', () => process.exit(process.exitCode ?? 0));

let pending = Buffer.alloc(0);
socket.on('data', (chunk) => {
  pending = Buffer.concat([pending, chunk]);
  while (pending.length >= 5 && pending.length >= 5 + pending.readUInt32BE(1)) {
    const type = String.fromCharCode(pending[0]);
    const body = pending.subarray(5, 5 + pending.readUInt32BE(1));
    pending = pending.subarray(5 + body.length);
    if (type === 'o') process.stdout.write(body);
    else if (type === 'r') process.stderr.write(body);
    else if (type === 'x') process.exit(Number(body.toString()));
  }
});
socket.on('error', (error) => {
  process.stderr.write(`wdp (the docs test's relay): ${error.message}\n`);
  process.exit(70);
});
socket.on('close', () => process.exit(70)); // closed without an exit code
