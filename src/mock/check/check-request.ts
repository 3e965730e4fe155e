// Checked mode's step before a route's handler: the request's query against the route's parameters
// (query-contracts.ts) and its body against the route's model (contracts.ts), their violations recorded, and the 400
// the service would answer when the request breaks the contract.
import type { RequestContext } from '../http/context.js';
import { MockHttpError } from '../http/responses.js';
import { checkBody, type MockViolation } from './check-body.js';
import { checkQuery } from './check-query.js';
import { bodyContracts } from './contracts.js';
import { queryContracts } from './query-contracts.js';

/**
 * Checks the query and the body of a request to `route` (`METHOD /path/:param`), adding what it finds to `found`;
 * throws the service's 400 naming each refused parameter and field, or the body's own 400/415 when it is no JSON
 * object.
 */
export async function checkRequest(context: RequestContext, route: string, found: MockViolation[]): Promise<void> {
  const violations = checkQuery(queryContracts[route] ?? {}, context.query);
  found.push(...violations);
  const model = bodyContracts[route];
  if (model !== undefined) {
    let body: Record<string, unknown>;
    try {
      body = await context.body();
    } catch (error) {
      if (error instanceof MockHttpError) found.push({ kind: 'refused', field: '(body)', reason: error.message });
      throw error;
    }
    const inBody = checkBody(model, body);
    found.push(...inBody);
    violations.push(...inBody);
  }
  const refused = violations.filter((v) => v.kind === 'refused');
  if (refused.length === 0) return;
  const fields = refused.map((v) => `${v.field} ${v.reason}`).join('; ');
  throw new MockHttpError(
    400,
    `Validation failed: ${fields}`,
    refused.map((v) => ({ field: v.field, defaultMessage: v.reason })),
  );
}
