#!/usr/bin/env node
// `wdp` on the PATH of the documentation's shell blocks (test/docs/wdp-relay.ts copies it there): runs the CLI in the
// test's process over the socket beside this file, as the bin would run here. It sends its arguments, environment
// and folder, then its stdin and the SIGINT and SIGTERM it gets; it writes the stdout and stderr it is sent, and exits
// with the exit code, in the frames of wdp-relay-frames.cjs.
'use strict';
const { connect } = require('node:net');
const { join } = require('node:path');
const { frame, frameReader } = require('./wdp-relay-frames.cjs');

const socket = connect(join(__dirname, 'wdp.sock'));
const send = (type, payload) => socket.write(frame(type, payload));
send('h', JSON.stringify({ args: process.argv.slice(2), env: process.env, cwd: process.cwd() }));
process.stdin.on('data', (chunk) => send('i', chunk));
process.stdin.on('end', () => send('e', ''));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => send('s', signal));
// A reader that goes away (`wdp ... | head -1`) ends the output, as the bin does.
process.stdout.on('error', () => process.exit(process.exitCode ?? 0));

socket.on(
  'data',
  frameReader((type, body) => {
    if (type === 'o') process.stdout.write(body);
    else if (type === 'r') process.stderr.write(body);
    else if (type === 'x') process.exit(Number(body.toString()));
  }),
);
socket.on('error', (error) => {
  process.stderr.write(`wdp (the docs test's relay): ${error.message}\n`);
  process.exit(70);
});
socket.on('close', () => process.exit(70)); // closed without an exit code
