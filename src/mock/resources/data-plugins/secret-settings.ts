// Which settings of a data plugin hold secrets, as the service tells: the one rule of the pipeline environment's
// `sensitive` flag and of what a recording masks.

/** The kinds of setting whose values are secrets (upper-cased: Meltano writes them in lower case). */
const secretKinds = new Set(['PASSWORD', 'OAUTH', 'HIDDEN']);

/** What the service says of a setting that tells whether it is secret; any JSON object may be asked. */
export interface SettingFlags {
  kind?: unknown;
  hidden?: unknown;
  protected?: unknown;
  sensitive?: unknown;
}

/**
 * Whether a plugin setting holds a secret: its kind is PASSWORD, OAUTH or HIDDEN, or it is flagged hidden, protected
 * or sensitive.
 */
export function isSecretSetting(setting: SettingFlags): boolean {
  const { kind, hidden, sensitive } = setting;
  const secretKind = typeof kind === 'string' && secretKinds.has(kind.toUpperCase());
  return secretKind || hidden === true || setting.protected === true || sensitive === true;
}
