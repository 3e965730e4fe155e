import type { Store } from '../../store.js';
import { recordTable } from '../../table.js';
import { addJob } from '../jobs/jobs.js';

/** A pipeline: data components run together, on demand or on a schedule. */
export interface PipelineRecord {
  /** The pipeline's id. */
  id: string;
  /** The workspace the pipeline is in. */
  workspaceId: string;
  /** The pipeline's name, such as `orders-etl`; '' while blank. */
  name: string;
  /** The name shown to people. */
  label: string;
  /** The status shown when no PIPELINE_CONFIG job is left to follow (views derive it from the latest one). */
  status: 'READY' | 'PROVISIONING' | 'FAILED';
  /** A 6-field Quartz cron, when scheduled. */
  schedule?: string | undefined;
  /** The body's `script`, as last written. */
  script?: string | undefined;
  /** The body's `actions`, as last written. */
  actions?: string[] | undefined;
  /** The body's `triggeredBy`, as last written. */
  triggeredBy?: string[] | undefined;
  /** Never provisioned: initialised (blank, `name` '') or saved only as a draft; the first PUT provisions it. */
  draft: boolean;
  /** The profile that initialised it (`POST`): only that profile gives the blank pipeline its first fields. */
  initialiserId?: string | undefined;
  /** How long a run may take, as the body set it. */
  timeout: number;
  /** How often a failed run is retried, as the body set it. */
  maxRetries: number;
  /** The pipeline's properties by name, such as its stream selection. */
  properties: Record<string, string>;
  /** The data components it runs, such as `extractors/tap-postgres`. */
  dataComponents: string[];
  /** Its runs and verifications end in ERROR (its configuration fails only on unresolved data components). */
  failing: boolean;
  /** When it was created, in the service's zone-less timestamp form. */
  created: string;
  /** When it was last changed, in the service's zone-less timestamp form. */
  lastModified: string;
}

/** The pipelines, by id. */
const pipelineTable = recordTable(
  'pipelines',
  (store, init: Partial<PipelineRecord> & { workspaceId: string; name: string; profileId: string }): PipelineRecord => {
    const now = store.timestamp();
    const { profileId, ...fields } = init;
    return {
      id: store.id(),
      label: init.name,
      status: 'READY',
      timeout: 3600,
      maxRetries: 1,
      properties: {},
      dataComponents: [],
      failing: false,
      draft: false,
      created: now,
      lastModified: now,
      ...fields,
    };
  },
);
export const { tables } = pipelineTable;

/** A pipeline; unless it is a draft, its PIPELINE_CONFIG job (raised by `profileId`) is raised too. */
export function addPipeline(store: Store, init: Parameters<typeof pipelineTable.add>[1]): PipelineRecord {
  const record = pipelineTable.add(store, init);
  // A draft (initialised, or saved as a draft) is not provisioned: it gets its PIPELINE_CONFIG job when PUT.
  if (!record.draft)
    addJob(store, {
      workspaceId: record.workspaceId,
      pipelineId: record.id,
      type: 'PIPELINE_CONFIG',
      profileId: init.profileId,
    });
  return record;
}

// Its tables join the store's (store.ts `MockTables`).
declare module '../../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
