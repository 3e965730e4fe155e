// The frames of the docs test's `wdp` relay, which both of its ends use (wdp-relay.ts serves the CLI, the client
// wdp-relay-client.cjs stands for the bin): a type character, the payload's length (4 bytes, big-endian), the payload.
'use strict';

/** A frame of `type` holding `payload`. */
function frame(type, payload) {
  const body = Buffer.from(payload);
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeUInt32BE(body.length, 1);
  return Buffer.concat([head, body]);
}

/** A reader of a socket's data that hands each whole frame to `onFrame(type, body)`, however the data is cut. */
function frameReader(onFrame) {
  let pending = Buffer.alloc(0);
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= 5 && pending.length >= 5 + pending.readUInt32BE(1)) {
      const body = pending.subarray(5, 5 + pending.readUInt32BE(1));
      const type = String.fromCharCode(pending[0]);
      pending = pending.subarray(5 + body.length);
      onFrame(type, body);
    }
  };
}

module.exports = { frame, frameReader };
