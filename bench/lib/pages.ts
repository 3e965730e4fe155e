// Constants and page bodies shared by the measures and the server child (no mock imported here).

export const token = 'bench-token';
export const workspaceId = 'ws-bench';

/** The jobs list path of the bench workspace. */
export const jobsPath = `/api/workspaces/${workspaceId}/jobs`;

/** A HAL jobs page as the service sends it. */
export interface JobsBody {
  _embedded: { jobs: Record<string, unknown>[] };
  _links: Record<string, { href: string }>;
  page: { size: number; totalElements: number; totalPages: number; number: number };
}

/**
 * Page `n` of `total` pages served from `base` (the jobs list URL of a workspace): the 20 jobs of
 * `template` with self/first/last/next links and page meta rewritten, as the service numbers them.
 */
export function pagedBody(template: string, base: string, n: number, total: number): string {
  const body = JSON.parse(template) as JobsBody;
  const href = (k: number) => ({ href: `${base}?page=${k}&size=20` });
  body._links = {
    first: href(0),
    self: href(n),
    ...(n + 1 < total ? { next: href(n + 1) } : {}),
    last: href(total - 1),
  };
  body.page = { size: 20, totalElements: total * 20, totalPages: total, number: n };
  return JSON.stringify(body);
}
