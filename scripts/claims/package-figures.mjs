// The Node.js line the shipped README.md names, held to the installed package.json:
//   "on Node 20 or later", and "the oldest line `engines` names ... Node 20 reached it": `engines.node` is `>=20`
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export async function probe() {
  const manifest = createRequire(import.meta.url).resolve('wdp-sdk/package.json');
  const { engines } = JSON.parse(readFileSync(manifest, 'utf8'));
  const readme = readFileSync(join(dirname(manifest), 'README.md'), 'utf8').replace(/\s*\n\s*/g, ' ');
  const lines = [/\bon Node (\d+) or later\b/g, /the oldest line `engines` names .*?: Node (\d+) reached it on/g].map(
    (pattern) => {
      const found = [...readme.matchAll(pattern)];
      assert.equal(found.length, 1, `README.md states it once: ${pattern}`);
      return Number(found[0][1]);
    },
  );
  assert.equal(lines[1], lines[0], "README.md's oldest line is the one it says to run on");
  assert.equal(engines?.node, `>=${lines[0]}`, `package.json's engines.node agrees with README.md's Node ${lines[0]}`);
  return `README.md's Node ${lines[0]} or later, its oldest supported line, is engines.node ${engines.node}`;
}
