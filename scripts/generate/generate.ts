// Everything `npm run generate` writes, as text: the SDK column and counts of spec/operations.md, the README's
// coverage sentence, the method tables of docs/namespaces.md, the fixture of valid calls, the mock's body
// contracts and the parts of `wdp --help`. The check test (test/docs/generated.test.ts) compares it with the
// committed files.
import { callsOf, fixtureText } from './calls.js';
import { contractsFile, contractsText } from './contracts.js';
import { namespaces } from './descriptions.js';
import { fill, readRepoFile, wrap } from './files.js';
import { namespaceTable } from './namespaces-doc.js';
import { operationsOfDocument, operationsOfSpec, reasonsOf, requestsOf, specParts } from './spec.js';
import { topHelpFile, topHelpText } from './top-help.js';

export interface GenerateOptions {
  /** The service's OpenAPI document, to refresh the list of its operations from (else spec/operations.md's). */
  openapi?: string | undefined;
}

export const files = {
  spec: 'spec/operations.md',
  readme: 'README.md',
  namespaces: 'docs/namespaces.md',
  fixture: 'test/fixtures/namespace-calls.ts',
  contracts: contractsFile,
} as const;

/** The text of each generated file, by its path in the repository. */
export async function generate(options: GenerateOptions = {}): Promise<Map<string, string>> {
  const described = await namespaces();
  const calls = callsOf(described);
  const { sent, nothing } = await requestsOf(calls);
  let spec = readRepoFile(files.spec);
  const operations = options.openapi ? operationsOfDocument(options.openapi) : operationsOfSpec(spec);
  const parts = specParts(operations, sent, reasonsOf(spec));
  spec = fill(spec, 'operations:coverage', wrap(parts.coverage), files.spec);
  spec = fill(spec, 'operations:table', parts.table, files.spec);
  spec = fill(spec, 'operations:undocumented', parts.undocumented, files.spec);
  const readme = fill(readRepoFile(files.readme), 'readme:coverage', wrap(parts.readme), files.readme);
  let guide = readRepoFile(files.namespaces);
  for (const namespace of described)
    guide = fill(guide, `namespaces:${namespace.name}`, namespaceTable(namespace, nothing), files.namespaces);
  return new Map([
    [files.spec, spec],
    [files.readme, readme],
    [files.namespaces, guide],
    [files.fixture, fixtureText(calls)],
    [files.contracts, await contractsText(described)],
    [topHelpFile, await topHelpText()],
  ]);
}
