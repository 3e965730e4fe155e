import type { DataPluginSetting } from '../../../models/data-plugin.js';
import { MockHttpError } from '../../http/responses.js';
import { wireCapability, wireType } from './plugin-types.js';
import type { CustomFields } from './workspace-plugins.js';

// The fields of a custom data plugin from a JSON body (camelCase, as DataPluginResource) or a discovery.yml entry
// (Meltano's snake_case): `pluginType`, `name` and `variant` are required, as the service's validation says.

type Raw = Record<string, unknown>;

function invalid(field: string, message: string): never {
  throw new MockHttpError(400, `Validation failed: ${field} ${message}`, [{ field, defaultMessage: message }]);
}

function text(raw: Raw, field: string, snake = field): string | undefined {
  const value = raw[field] ?? raw[snake];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  return invalid(field, 'must be a string');
}

function required(raw: Raw, field: string): string {
  const value = text(raw, field);
  return value === undefined || value === '' ? invalid(field, 'must not be blank') : value;
}

function strings(raw: Raw, field: string): string[] | undefined {
  const value = raw[field];
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value;
  return invalid(field, 'must be a list of strings');
}

function settingOf(value: unknown, index: number): DataPluginSetting {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return invalid(`settings[${index}]`, 'must be an object');
  const s = value as Raw;
  const name = required(s, 'name');
  const kind = (text(s, 'kind') ?? 'string').toUpperCase();
  const sensitive = s['sensitive'] === true || s['protected'] === true || kind === 'PASSWORD';
  const setting: DataPluginSetting = { name, kind, protected: sensitive };
  for (const field of ['label', 'description', 'placeholder', 'documentation'] as const) {
    const v = text(s, field);
    if (v !== undefined) setting[field] = v;
  }
  if (s['value'] !== undefined) setting.value = s['value'];
  const envAliases = strings(s, 'envAliases') ?? strings(s, 'env_aliases');
  if (envAliases) setting.envAliases = envAliases;
  return setting;
}

/** A capability in wire casing (`stream-maps` is read as STREAM_MAPS); 400 for one the service does not know. */
function capabilityOf(spelling: string): string {
  return (
    wireCapability(spelling) ??
    invalid('capabilities', `must each be a capability such as CATALOG or STREAM_MAPS; got ${spelling}`)
  );
}

/** The fields of a custom plugin; `type` when the entry's type comes from elsewhere (a discovery.yml section). */
export function customFields(raw: Raw, type?: string): CustomFields {
  const spelled = type ?? required(raw, 'pluginType');
  const wire = wireType(spelled) ?? invalid('pluginType', `must be a plugin type such as EXTRACTOR; got ${spelled}`);
  const fields: CustomFields = { type: wire, name: required(raw, 'name'), variant: required(raw, 'variant') };
  const optional = { namespace: 'namespace', description: 'description', docs: 'docs', executable: 'executable' };
  for (const [field, snake] of Object.entries(optional)) {
    const v = text(raw, field, snake);
    if (v !== undefined) (fields as Record<string, unknown>)[field] = v;
  }
  const label = text(raw, 'label');
  if (label !== undefined) fields.label = label;
  const pipUrl = text(raw, 'pipUrl', 'pip_url');
  if (pipUrl !== undefined) fields.pipUrl = pipUrl;
  const repo = text(raw, 'repo');
  if (repo !== undefined) fields.repositoryUrl = repo;
  const capabilities = strings(raw, 'capabilities');
  if (capabilities) fields.capabilities = capabilities.map(capabilityOf);
  const select = strings(raw, 'select');
  if (select) fields.select = select;
  const settings = raw['settings'];
  if (settings !== undefined && settings !== null) {
    if (!Array.isArray(settings)) invalid('settings', 'must be a list');
    fields.settings = settings.map(settingOf);
  }
  return fields;
}
