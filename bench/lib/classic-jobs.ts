// JobCollection.schema (src/models/job.ts, written with zod/mini) written again with classic zod, member
// for member, for measure b's side-by-side of classic zod's and zod/mini's safeParse over the same page.
import * as z from 'zod';

function openEnum(values: readonly string[]) {
  const known = new Set<string>(values);
  return z.string().check((ctx) => {
    if (!known.has(ctx.value)) {
      ctx.issues.push({
        code: 'custom',
        message: `unknown value "${ctx.value}"; known values are ${values.join(', ')}`,
        input: ctx.value,
        continue: true,
      });
    }
  });
}

const Link = z.looseObject({
  href: z.string(),
  type: z.string().optional(),
  templated: z.boolean().optional(),
  title: z.string().optional(),
  name: z.string().optional(),
});
const halLinks = z.record(z.string(), z.union([Link, z.array(Link)])).optional();

const Member = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  handle: z.string().optional(),
  _links: halLinks,
});

const Pipeline = z.looseObject({
  id: z.string(),
  status: openEnum(['READY', 'FAILED']).optional(),
  label: z.string().optional(),
  name: z.string().optional(),
  timeout: z.number().int().optional(),
  maxRetries: z.number().int().optional(),
  created: z.string().optional(),
  lastModified: z.string().optional(),
  properties: z.record(z.string(), z.string()).optional(),
  dataComponents: z.array(z.string()).optional(),
  actions: z.array(z.unknown()).optional(),
  triggeredBy: z.array(z.unknown()).optional(),
  _links: halLinks,
});

const Job = z.looseObject({
  id: z.string(),
  created: z.string().optional(),
  type: openEnum([
    'WORKSPACE_INIT',
    'WORKSPACE_CONFIG',
    'WORKSPACE_DEPLOY',
    'PIPELINE_CONFIG',
    'PIPELINE_VERIFY',
    'PIPELINE_RUN',
    'PROFILE_COLLABORATE',
    'PROFILE_IMPORT',
  ]),
  maxAttempts: z.number().int().optional(),
  attempt: z.number().int().optional(),
  commitId: z.string().optional(),
  exitCode: z.number().int().optional(),
  status: openEnum(['QUEUED', 'RUNNING', 'COMPLETE', 'ERROR', 'STOPPED']),
  startTime: z.string().optional(),
  endTime: z.string().optional(),
  _embedded: z
    .looseObject({ pipeline: Pipeline.optional(), profile: Member.extend({ email: z.string().optional() }).optional() })
    .optional(),
  _links: halLinks,
});

const PageMeta = z.looseObject({
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  number: z.number().int(),
});

/** The jobs page envelope, as `collection('jobs', Job)` builds it. */
export const ClassicJobCollection = z.looseObject({
  _embedded: z.looseObject({ jobs: z.array(Job).optional() }).optional(),
  _links: halLinks,
  page: PageMeta.optional(),
});
