import type { OAuth1Credentials, SourceToken } from '../../models/source-token.js';
import type { RequestContext } from '../http/context.js';
import { hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import type { Store } from '../store.js';
import type { PipelineRecord } from './pipelines/pipelines.js';
import { storedPipeline } from './pipelines/status.js';

// A fake identity provider per `idp` (any name), behind the service's token exchange for data sources: it takes any
// authorization code once (and checks a PKCE code_verifier's form), issues refresh tokens that rotate, and runs
// OAuth 1.0a's request-token / access-token steps. Tokens of one idp mean nothing to another.

/** A refresh token a fake identity provider issued; using it revokes it and issues a new one. */
export interface SourceRefreshRecord {
  idp: string;
  profileId: string;
  refreshToken: string;
  scope?: string | undefined;
}

/** An authorization code an identity provider has redeemed (each is taken once). */
export interface SourceCodeRecord {
  idp: string;
  code: string;
  profileId: string;
  redeemed: string;
}

/** An OAuth 1.0a request token waiting for its verifier: one per profile and identity provider. */
export interface OAuth1RequestRecord {
  idp: string;
  profileId: string;
  oauthToken: string;
  oauthTokenSecret: string;
  callbackUrl?: string | undefined;
}

/** The fake identity providers' state: refresh tokens by token, redeemed codes and pending requests by key. */
export const tables = () => ({
  sourceRefreshTokens: new Map<string, SourceRefreshRecord>(),
  sourceCodes: new Map<string, SourceCodeRecord>(),
  oauth1Requests: new Map<string, OAuth1RequestRecord>(),
});

/** How long a data source's access token lives, in seconds. */
const accessTokenLifetimeS = 3600;
// RFC 7636 §4.1: 43 to 128 unreserved characters.
const pkceVerifier = /^[A-Za-z0-9._~-]{43,128}$/;
const grantTypes = new Set(['authorization_code', 'refresh_token']);

/** A refresh token issued by `idp` to the profile (generated unless given), as a seeder or test sets one up. */
export function addSourceRefreshToken(
  store: Store,
  init: { idp: string; profileId: string; refreshToken?: string; scope?: string | undefined },
): SourceRefreshRecord {
  const record = { refreshToken: `mock_srt_${store.random.hex(32)}`, ...init };
  store.sourceRefreshTokens.set(record.refreshToken, record);
  return record;
}

/** The key of what an identity provider keeps per profile or code: the idp and the other part. */
const keyOf = (idp: string, part: string): string => `${idp}\n${part}`;

/** A 400 with the service's error body; `field` names the bad field in `errors`. */
function refused(message: string, field: string): MockHttpError {
  return new MockHttpError(400, message, [{ field, defaultMessage: message }]);
}

/** An optional string field of the body; 400 when it has another type. */
function text(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || typeof value === 'string') return value ?? undefined;
  throw refused(`${field} must be a string`, field);
}

/**
 * The exchange of a `TokenResource` body at the fake identity provider `idp`: an authorization code (once) or a
 * refresh token (rotated) for a new access and refresh token.
 */
function exchange(c: RequestContext, idp: string, body: Record<string, unknown>): SourceToken {
  const profileId = c.caller().id;
  const grantType = text(body, 'grant_type');
  if (grantType === undefined || !grantTypes.has(grantType))
    throw refused('grant_type must match "(authorization_code|refresh_token)"', 'grant_type');
  let scope = text(body, 'scope');
  if (grantType === 'authorization_code') {
    const code = text(body, 'code');
    if (!code) throw refused(`The identity provider ${idp} needs the authorization code`, 'code');
    const verifier = text(body, 'code_verifier');
    if (verifier !== undefined && !pkceVerifier.test(verifier))
      throw refused('code_verifier must be 43 to 128 letters, digits or "-._~" (RFC 7636)', 'code_verifier');
    // Echoes the code, as identity providers' errors may: the SDK must redact it.
    if (c.store.sourceCodes.has(keyOf(idp, code)))
      throw refused(`invalid_grant: the authorization code ${code} was already used at ${idp}`, 'code');
    c.store.sourceCodes.set(keyOf(idp, code), { idp, code, profileId, redeemed: c.store.timestamp() });
  } else {
    const old = text(body, 'refresh_token');
    if (!old) throw refused(`The identity provider ${idp} needs the refresh_token`, 'refresh_token');
    const record = c.store.sourceRefreshTokens.get(old);
    if (!record || record.idp !== idp || record.profileId !== profileId)
      throw refused(`invalid_grant: the refresh token is unknown to ${idp}, or was revoked`, 'refresh_token');
    c.store.sourceRefreshTokens.delete(old);
    scope ??= record.scope;
  }
  const { refreshToken } = addSourceRefreshToken(c.store, { idp, profileId, scope });
  const redirectUri = text(body, 'redirect_uri');
  return {
    grant_type: grantType,
    access_token: `mock_sat_${c.store.random.hex(32)}`,
    refresh_token: refreshToken,
    expires_in: accessTokenLifetimeS,
    token_type: 'Bearer',
    ...(scope !== undefined && { scope }),
    ...(redirectUri !== undefined && { redirect_uri: redirectUri }),
  };
}

/**
 * The pipeline and the name its properties key the data component by (its plugin name, the last part of
 * `extractors/tap-x`), when the caller administers its workspace and the pipeline has that component.
 */
function componentOf(c: RequestContext): { pipeline: PipelineRecord; name: string } {
  const pipeline = storedPipeline(c, c.param('pipeline'));
  c.adminOf(pipeline.workspaceId);
  const wanted = c.param('component');
  const found = pipeline.dataComponents.find((name) => name === wanted || name.split('/').pop() === wanted);
  if (found === undefined)
    throw new MockHttpError(404, `Pipeline ${pipeline.id} has no data component ${JSON.stringify(wanted)}`);
  return { pipeline, name: found.split('/').pop() ?? found };
}

/** The service's token operations for data sources, `/api/tokens/{idp}/…`, answered by the fake identity providers. */
export function routes(router: Router): void {
  router
    .on('POST', '/api/tokens/:idp/token', async (c) => hal(exchange(c, c.param('idp'), await c.body())))
    .on('POST', '/api/tokens/:idp/token/pipelines/:pipeline/:component', async (c) => {
      const { pipeline, name } = componentOf(c);
      const token = exchange(c, c.param('idp'), await c.body());
      // Where a Singer extractor reads OAuth tokens: `<plugin>.oauth_credentials.<field>`.
      pipeline.properties[`${name}.oauth_credentials.access_token`] = token.access_token ?? '';
      pipeline.properties[`${name}.oauth_credentials.refresh_token`] = token.refresh_token ?? '';
      pipeline.lastModified = c.store.timestamp();
      return hal(token);
    })
    .on('POST', '/api/tokens/:idp/oauth/request_token', async (c) => {
      const idp = c.param('idp');
      const profileId = c.caller().id;
      const callbackUrl = text(await c.body(), 'callbackUrl');
      const request: OAuth1RequestRecord = {
        idp,
        profileId,
        oauthToken: `mock_o1r_${c.store.random.hex(24)}`,
        oauthTokenSecret: c.store.random.hex(40),
        callbackUrl,
      };
      c.store.oauth1Requests.set(keyOf(idp, profileId), request);
      const view: OAuth1Credentials = {
        oauthToken: request.oauthToken,
        oauthTokenSecret: request.oauthTokenSecret,
        oauthCallbackConfirmed: true,
      };
      return hal(view);
    })
    .on('POST', '/api/tokens/:idp/oauth/access_token', async (c) => {
      const idp = c.param('idp');
      const key = keyOf(idp, c.caller().id);
      const verifier = text(await c.body(), 'verifier');
      if (!verifier?.trim()) throw refused('verifier must not be blank', 'verifier');
      if (!c.store.oauth1Requests.delete(key))
        throw refused(`No request token of ${idp} is waiting for a verifier: ask for one first`, 'verifier');
      const view: OAuth1Credentials = {
        oauthToken: `mock_o1a_${c.store.random.hex(24)}`,
        oauthTokenSecret: c.store.random.hex(40),
      };
      return hal(view);
    });
}

// Its tables join the store's (store.ts `MockTables`).
declare module '../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
