import {
  type ApiPromise,
  ApiResource,
  call,
  describe,
  type Operations,
  type RequestOptions,
  type Subject,
} from '../core/namespace-kit.js';
import {
  OAuth1AccessTokenInput,
  OAuth1Credentials,
  OAuth1RequestTokenInput,
  SourceToken,
  SourceTokenInput,
} from '../models/source-token.js';

/** The operations of `SourceTokens`, each described once (the order of the class's methods). */
const ops = /* @__PURE__ */ describe('sourceTokens', {
  exchange: {
    method: 'POST',
    path: '/api/tokens/{idp}/token',
    input: SourceTokenInput,
    output: SourceToken,
  },
  exchangeForPipeline: {
    method: 'POST',
    path: '/api/tokens/{idp}/token/pipelines/{pipeline}/{dataComponentName}',
    input: SourceTokenInput,
    output: SourceToken,
  },
  requestToken: {
    method: 'POST',
    path: '/api/tokens/{idp}/oauth/request_token',
    input: OAuth1RequestTokenInput,
    output: OAuth1Credentials,
  },
  accessToken: {
    method: 'POST',
    path: '/api/tokens/{idp}/oauth/access_token',
    input: OAuth1AccessTokenInput,
    output: OAuth1Credentials,
  },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const sourceTokenOperations: Operations = ops;

/**
 * OAuth tokens for data sources: the exchanges the service does with a data source's identity provider (`idp`,
 * such as `google`), which holds the client secret, so that a pipeline's extractor can reach an OAuth source
 * (Google Analytics...). Not the SDK's own authentication (that is `auth` and `clientCredentials()`). The codes,
 * verifiers and tokens sent and received are secrets: redacted from every error and log line.
 * @example
 * const token = await client.sourceTokens.exchange('google', {
 *   grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: 'https://app.example.com/cb',
 * });
 * // Or have the service store them in a pipeline's properties for its extractor:
 * const body = { grant_type: 'refresh_token', refresh_token } as const;
 * await client.sourceTokens.exchangeForPipeline('google', pipeline, 'tap-google-analytics', body);
 */
export class SourceTokens extends ApiResource {
  /** Exchanges an authorization code (or a refresh token) for a data source's tokens, through the service. */
  exchange(idp: string, body: SourceTokenInput, options?: RequestOptions): ApiPromise<SourceToken> {
    return call(this, ops.exchange, idp, body, options);
  }

  /**
   * Exchanges as `exchange` does, and has the service store the tokens in the pipeline's (id or model) properties
   * for one data component, named as its properties are keyed (`tap-google-analytics`, not `extractors/...`).
   */
  exchangeForPipeline(
    idp: string,
    pipeline: Subject,
    dataComponentName: string,
    body: SourceTokenInput,
    options?: RequestOptions,
  ): ApiPromise<SourceToken> {
    return call(this, ops.exchangeForPipeline, idp, pipeline, dataComponentName, body, options);
  }

  /** OAuth 1.0a step one: a request token from the data source's provider, to send the user to authorize. */
  requestToken(
    idp: string,
    body: OAuth1RequestTokenInput = {},
    options?: RequestOptions,
  ): ApiPromise<OAuth1Credentials> {
    return call(this, ops.requestToken, idp, body, options);
  }

  /** OAuth 1.0a step three: the access token for the verifier the user got from the provider. */
  accessToken(idp: string, body: OAuth1AccessTokenInput, options?: RequestOptions): ApiPromise<OAuth1Credentials> {
    return call(this, ops.accessToken, idp, body, options);
  }
}
