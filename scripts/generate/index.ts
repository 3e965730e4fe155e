// `npm run generate`: writes what generate.ts derives from the operation descriptions (spec/operations.md,
// docs/namespaces.md's tables, the README's coverage, test/fixtures/namespace-calls.ts), and the parts of
// `wdp --help` that bin.ts prints from (src/cli/top-help-parts.ts, read from the program). `--openapi FILE`
// refreshes the list of the service's operations from its OpenAPI document. Exits 1, saying what to fix, when a
// method has no description or the data of scripts/generate/data/ does not fit the descriptions.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { GenerateError, root } from './files.js';
import { generate } from './generate.js';

const { values } = parseArgs({ options: { openapi: { type: 'string' } } });
try {
  const generated = await generate(values);
  for (const [file, text] of generated) {
    const path = resolve(root, file);
    const changed = readFileSync(path, 'utf8') !== text;
    if (changed) writeFileSync(path, text);
    console.log(`${changed ? 'wrote     ' : 'up to date'} ${file}`);
  }
} catch (error) {
  if (!(error instanceof GenerateError)) throw error;
  console.error(`npm run generate: ${error.message}`);
  process.exitCode = 1;
}
