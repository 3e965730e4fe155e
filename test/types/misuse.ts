// Compile-only: each line is a misuse the types must refuse (checked by `npm run typecheck`).
import {
  type ApiKey,
  type Channel,
  Client,
  clientCredentials,
  type Dataset,
  type Job,
  link,
  type Upserted,
} from 'wdp-sdk';

declare const client: Client;
declare const job: Job;
declare const channel: Channel;
declare const dataset: Dataset;

/** A Standard Schema another library made: `follow()` runs zod's parser, so its types refuse one. */
declare const otherSchema: {
  readonly '~standard': { version: 1; vendor: 'other'; validate(value: unknown): { value: Job } };
};

// @ts-expect-error follow() takes a schema zod made; another library's would compile and then fail to run
void client.follow({}, 'self', { schema: otherSchema });
// @ts-expect-error baseUrl is a string (left out, it is WDP_BASE_URL)
new Client({ baseUrl: new URL('https://x.test') });
// @ts-expect-error logLevel is one of debug | info | warn | error | off
new Client({ logLevel: 'verbose' });
// @ts-expect-error validation is one of strict | warn | off
new Client({ baseUrl: 'https://x.test', auth: 't', validation: 'loud' });
// @ts-expect-error clientCredentials needs a clientSecret
clientCredentials({ tokenUrl: 'https://id.test/oauth/token', clientId: 'id' });
// @ts-expect-error a channel needs a name
void client.channels.create('ws', { description: 'd' });
// @ts-expect-error subscription types are ALL, ALERTS or NONE
void client.subscriptions.update('id', { type: 'SOME' });
// @ts-expect-error channels.get takes one channel; getInWorkspace takes the workspace too
void client.channels.get('ws', 'id');
// @ts-expect-error comments.update needs the dataset id with a comment id (the service writes comments in datasets)
void client.comments.update('comment', { message: 'm' });
// @ts-expect-error subscriptions.toPipeline takes { allMembers }, not request options, second
void client.subscriptions.toPipeline('pipeline', { timeout: 5000 });
// @ts-expect-error a channel model alone is enough; a workspace id alone is not
void client.channels.update('ws', { name: 'n' });
// @ts-expect-error create returns the model, not { created, data }
void client.apiKeys.create({ name: 'ci' }).then((key): Upserted<ApiKey> => key);
// @ts-expect-error page options are numbers
void client.jobs.list('ws', { page: '2' });
// @ts-expect-error request options come last and have no `body`
void client.jobs.get('id', { body: {} });
// @ts-expect-error job logs come as ndjson, text or sse
void client.jobs.logs('id', { format: 'json' });
// @ts-expect-error jobs.list takes a workspace id or model, not a number
void client.jobs.list(42);
// @ts-expect-error a resource path is a string
void client.files.get('ws', ['dir', 'file.sql']);
// @ts-expect-error tags.news is now tags.listNews
void client.tags.news('ws');
// @ts-expect-error a download comes as text, bytes, blob or stream
void client.files.download('ws', 'a.sql', { as: 'json' });
// @ts-expect-error channels are listed by type SOURCE or LIST only (or the deprecated source, list)
void client.channels.list('ws', { type: 'bogus' });
// @ts-expect-error `source` is gone: the service never read it (`scope` is its filter)
void client.channels.list('ws', { source: 'workspace' });
// @ts-expect-error a file model carries its own links: no workspace id before it
void client.files.delete('ws', { path: 'a.sql', _links: {} });
// @ts-expect-error `channel` is one channel name; `channels` takes several
void client.search.datasets('ws', { channel: ['sales', 'ops'] });
// @ts-expect-error models are typed by their known fields: a typo in a field does not compile
void (job.stauts === 'COMPLETE');
// @ts-expect-error a typo in a channel's field
void channel.nmae;
// @ts-expect-error nested objects too: a job's embedded pipeline
void job._embedded?.pipeline?.nmae;
// @ts-expect-error the objects of an array: the profiles that liked a dataset
void dataset.likedByProfiles?.[0]?.nmae;
// @ts-expect-error the link of a `_links` entry
void link(job, 'self')?.hrf;
// @ts-expect-error the items of a page
void client.jobs.list('ws').then((page) => page.items[0]?.stauts);
// @ts-expect-error the page meta of a page
void client.jobs.list('ws').then((page) => page.page?.totalElemnts);
// @ts-expect-error a patch names the known fields of a dataset only
void client.datasets.update('id', { titel: 'Sales' });
// @ts-expect-error a relation a job does not have (typed link relations, issue 13)
void client.follow(job, 'log');
// @ts-expect-error link() checks the relation name too
void link(channel, 'update chanel');
// @ts-expect-error a relation name known on another model only
void client.follow(channel, 'withdraw job');
