// Compile-only: each line is a misuse the types must refuse (checked by `npm run typecheck`).
import { Client, clientCredentials } from '../../src/index.js';

declare const client: Client;

// @ts-expect-error baseUrl and auth are required
new Client({});
// @ts-expect-error validation is one of strict | warn | off
new Client({ baseUrl: 'https://x.test', auth: 't', validation: 'loud' });
// @ts-expect-error clientCredentials needs a clientSecret
clientCredentials({ tokenUrl: 'https://id.test/oauth/token', clientId: 'id' });
// @ts-expect-error a channel needs a name
void client.channels.create('ws', { description: 'd' });
// @ts-expect-error subscription types are ALL, ALERTS or NONE
void client.subscriptions.update('id', { type: 'SOME' });
// @ts-expect-error page options are numbers
void client.jobs.list('ws', { page: '2' });
// @ts-expect-error request options come last and have no `body`
void client.jobs.get('id', { body: {} });
// @ts-expect-error a resource path is a string
void client.resources.get('ws', ['dir', 'file.sql']);
