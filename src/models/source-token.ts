import * as z from 'zod/mini';
import { loose, strict } from '../core/validation/objects.js';
import { closedEnum, openEnum, refinement, relations } from '../core/validation/schema.js';
import { optionalBoolean, optionalCount, optionalInt, optionalString } from './fields.js';

/** The OAuth 2 grants the service exchanges for a data source (the document's pattern on `grant_type`). */
export const sourceGrantTypes = ['authorization_code', 'refresh_token'] as const;

// The fields a token exchange both sends and answers (`TokenResource`), all text.
const tokenFields = {
  /** The authorization code the provider sent back to the redirect URI (a secret). */
  code: optionalString,
  /** The PKCE verifier that goes with the code (a secret). */
  code_verifier: optionalString,
  /** The identity provider's authorization URL. */
  authorization_url: optionalString,
  /** The redirect URI the code was sent to; must match the authorization request's. */
  redirect_uri: optionalString,
  /** The token that gets a fresh access token (a secret). */
  refresh_token: optionalString,
  /** The token the extractor reaches the source with (a secret). */
  access_token: optionalString,
  /** The scopes granted, space-separated. */
  scope: optionalString,
  /** Such as `Bearer`. */
  token_type: optionalString,
};

/**
 * The tokens of a data source's identity provider, as the service answers an OAuth 2 exchange (`TokenResource`;
 * the same shape as the request). `access_token`, `refresh_token`, `code` and `code_verifier` are secrets: the SDK
 * never shows them in an error or a log line, but hands them to the caller as they are here.
 * Typed by its known fields; others stay on the object: `(token as Record<string, unknown>)['field']`.
 */
export const SourceToken = loose(() => ({
  /** The exchange: `authorization_code` or `refresh_token`. */
  grant_type: openEnum(sourceGrantTypes),
  ...tokenFields,
  /** Seconds the access token lives. */
  expires_in: optionalInt,
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'self'>(),
}));
/** `SourceToken` as the service sends it: the type of its schema, under its own name. */
export interface SourceToken extends z.infer<typeof SourceToken> {}

/**
 * The body of an OAuth 2 exchange for a data source (`sourceTokens.exchange`): `grant_type` is required, and
 * is `authorization_code` (with the `code`, and the `code_verifier` of PKCE) or `refresh_token` (with the
 * `refresh_token`). Any other key is refused, not dropped. The secrets it carries are redacted from every error
 * and log line of the client.
 */
export const SourceTokenInput = strict(() => ({
  /** The exchange: `authorization_code` (with `code`) or `refresh_token` (with `refresh_token`). */
  grant_type: closedEnum(sourceGrantTypes, 'must be "authorization_code" or "refresh_token"'),
  ...tokenFields,
  /** Seconds the access token lives. */
  expires_in: optionalCount,
}));
/** `SourceTokenInput` as a caller writes it: the input type of its schema, under its own name. */
export interface SourceTokenInput extends z.input<typeof SourceTokenInput> {}

/**
 * An OAuth 1.0a token of a data source's provider (`OAuthCredentialsResource`): the request token of step one, or
 * the access token of step three. `oauthToken` and `oauthTokenSecret` are secrets, as in `SourceToken`.
 */
export const OAuth1Credentials = loose(() => ({
  /** The OAuth 1.0a token (`oauth_token`). */
  oauthToken: optionalString,
  /** The OAuth 1.0a token secret (`oauth_token_secret`; a secret). */
  oauthTokenSecret: optionalString,
  /** Whether the provider accepted the callback URL (OAuth 1.0a `oauth_callback_confirmed`). */
  oauthCallbackConfirmed: optionalBoolean,
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'self'>(),
}));
/** `OAuth1Credentials` as the service sends it: the type of its schema, under its own name. */
export interface OAuth1Credentials extends z.infer<typeof OAuth1Credentials> {}

/** The body of OAuth 1.0a step one (`sourceTokens.requestToken`): where the provider sends the user back. */
export const OAuth1RequestTokenInput = strict(() => ({
  /** Where the provider sends the user back after they authorize. */
  callbackUrl: optionalString,
}));
/** `OAuth1RequestTokenInput` as a caller writes it: the input type of its schema, under its own name. */
export interface OAuth1RequestTokenInput extends z.input<typeof OAuth1RequestTokenInput> {}

/** The body of OAuth 1.0a step three (`sourceTokens.accessToken`): the verifier the user got (a secret). */
export const OAuth1AccessTokenInput = strict(() => ({
  /** The verifier the provider gave the user (`oauth_verifier`; a secret). */
  verifier: z.string().check(refinement((text: string) => text.trim() !== '', 'a verifier that is not blank')),
}));
/** `OAuth1AccessTokenInput` as a caller writes it: the input type of its schema, under its own name. */
export interface OAuth1AccessTokenInput extends z.input<typeof OAuth1AccessTokenInput> {}
