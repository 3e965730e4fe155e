// Hand-kept data of the fixture of valid calls, for the methods whose arguments a description does not tell:
// those past its path, body and query (a signing secret, a search string), given here with their kinds
// (test/fixtures/namespace-calls.ts says what each kind means) and valid values; or, without kinds, other values
// than the samples' where the mock's demo data needs them.
import { DATASET, JOB, PROFILE, WS } from '../../../test/fixtures/bodies.js';
import { file } from './samples.js';

/** A method's own kinds and arguments, by operation name. */
export const calls: Record<string, { kinds?: string; args: unknown[] }> = {
  'dataPlugins.createFromDiscovery': { kinds: 'S-', args: [WS, 'extractors: []'] },
  // A plugin type and name are checked by the Hub's own rules, not as ids.
  'dataPlugins.hubIndexOfType': { kinds: '-', args: ['extractors'] },
  'dataPlugins.hubPlugin': { kinds: '--', args: ['extractors', 'tap-github'] },
  'dataPlugins.hubIndexOfTypeForWorkspace': { kinds: 'S-', args: [WS, 'loaders'] },
  'dataPlugins.hubPluginForWorkspace': { kinds: 'S--', args: [WS, 'loaders', 'target-postgres'] },
  // The workspace goes in the body, checked as a subject.
  'profiles.setDefaultWorkspace': { kinds: 'SS', args: [PROFILE, WS] },
  'datasets.data': { kinds: 'SO', args: [DATASET, {}] },
  'invitations.listReceived': { kinds: 'SO', args: ['grace@example.com', {}] },
  'jobs.logs': { kinds: 'SO', args: [JOB, {}] },
  'jobs.follow': { kinds: 'SO', args: [JOB, {}] },
  'jobs.wait': { kinds: 'SO', args: [JOB, {}] },
  'files.upload': { kinds: 'S-', args: [WS, { [file]: 'select 1' }] },
  'files.download': { kinds: 'PSO', args: [WS, file, {}] },
  'search.datasets': { kinds: 'S-O', args: [WS, 'revenue', {}] },
  'search.msearch': { kinds: 'S-O', args: [WS, { text: 'revenue', fields: ['title'] }, {}] },
  'deployments.webhook': { kinds: 'S-O', args: [WS, {}, { secret: 's3cret' }] },
  // The demo's OAuth 1.0a provider.
  'sourceTokens.requestToken': { kinds: 'S-', args: ['twitter', {}] }, // its body may be left out
  'sourceTokens.accessToken': { args: ['twitter', { verifier: 'v' }] },
};
