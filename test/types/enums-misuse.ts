// Compile-only: each line writes a value the service does not know where the SDK takes only known values; the compiler
// must refuse it, listing the values it takes.
import { type Client, isKnown, type Job, JobStatus, type KnownJobStatus, streamSelection } from 'wdp-sdk';

declare const client: Client;
declare const job: Job;

// @ts-expect-error FINISHED is no job status (COMPLETE is)
void client.jobs.wait(job, { until: ['FINISHED'] });
// @ts-expect-error a plugin type is written in wire casing: EXTRACTOR
void client.dataPlugins.create('ws', { pluginType: 'extractor', name: 'tap-acme', variant: 'acme' });
// @ts-expect-error a misspelled plugin type
void client.dataPlugins.put('ws', 'id', { pluginType: 'EXTRACTR', name: 'tap-acme', variant: 'acme' });
// @ts-expect-error capabilities are written in wire casing: STREAM_MAPS
void client.dataPlugins.create('ws', { pluginType: 'MAPPER', name: 'm', variant: 'v', capabilities: ['stream-maps'] });
// @ts-expect-error a channel's type is SOURCE or LIST
void client.channels.create('ws', { name: 'n', type: 'SORCE' });
// @ts-expect-error a subscription's type is ALL, ALERTS or NONE
void client.subscriptions.update('id', { type: 'SOME' });
// @ts-expect-error a subscribe's type is ALL, ALERTS or NONE too
void client.subscriptions.toChannel('id', { type: 'ALERT' });
// @ts-expect-error a channel's scope is WORKSPACE or PROFILE
void client.channels.list('ws', { scope: 'TEAM' });
// @ts-expect-error a stream's field is SELECTED, AUTOMATIC or EXCLUDED
void client.datastores.create('ws', { name: 'n', dataPlugin: 'p', streams: [{ name: 's', selected: 'YES' }] });
// @ts-expect-error a replication method is FULL_TABLE, INCREMENTAL or LOG_BASED
streamSelection('tap-x', { metadata: { orders: { 'replication-method': 'INCREMENTL' } } });
// @ts-expect-error a value read from the service may be any status: narrow it (isKnown) before writing it back
void client.jobs.wait(job, { until: [job.status] });

// The comparison pitfall: `job.status === 'DONE'` compiles (an open enum is a string); these forms do not.
if (isKnown(JobStatus, job.status)) {
  // @ts-expect-error once narrowed to the known statuses, a comparison with an unknown one is refused
  void (job.status === 'DONE');
}
// @ts-expect-error `satisfies` checks the literal itself
void (job.status === ('DONE' satisfies KnownJobStatus));
void (job.status === ('COMPLETE' satisfies KnownJobStatus));
