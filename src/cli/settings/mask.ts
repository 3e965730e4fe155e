import { maskSecretText, maskUserinfo } from '../../internal.js';
import { type Settings, secretSettings } from './contexts.js';

/** A secret as it may be shown: its last 4 characters at most, the rest starred (`****abcd`); short ones fully. */
export function mask(secret: string): string {
  return secret.length <= 12 ? '****' : `****${secret.slice(-4)}`;
}

/**
 * The settings as they may be shown: the token and the client secret masked, and in a URL its user info and any
 * secret in its query (`?token=…`).
 */
export function maskSettings(settings: Settings): Settings {
  const shown: Settings = { ...settings };
  for (const key of secretSettings) {
    const value = settings[key];
    if (value !== undefined) shown[key] = mask(value);
  }
  if (settings.baseUrl !== undefined) shown.baseUrl = maskUrl(settings.baseUrl);
  if (settings.tokenUrl !== undefined) shown.tokenUrl = maskUrl(settings.tokenUrl);
  return shown;
}

/** A URL as it may be shown: its user info masked (`https://****@app.example.com`), and any secret in its query. */
export const maskUrl = (url: string): string => maskSecretText(maskUserinfo(url), '****');
