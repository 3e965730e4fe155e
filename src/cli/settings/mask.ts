import { type Settings, secretSettings } from './contexts.js';

/** A secret as it may be shown: its last 4 characters at most, the rest starred (`****abcd`); short ones fully. */
export function mask(secret: string): string {
  return secret.length <= 12 ? '****' : `****${secret.slice(-4)}`;
}

/** A URL as it may be shown: a user and password in it starred (`https://****@host/`); other text as it is. */
export function maskUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, '$1****@');
}

/** The settings as they may be shown: the token and the client secret masked, and any password in a URL. */
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
