import * as z from 'zod/mini';
import { loose } from '../core/validation/loose.js';
import { record } from '../core/validation/record.js';

// The Meltano Hub's own shapes, which the service passes through as JSON text: snake_case fields, lower-case
// setting kinds (`string`, `password`...), as hub.meltano.com serves them.

/** A variant in the index: where its full definition is (`ref`, a Hub API URL). */
export const HubVariantRef = loose({ ref: z.optional(z.string()) });
export type HubVariantRef = z.infer<typeof HubVariantRef>;

/** A plugin in the Hub index: its default variant, logo, and variants by name. */
export const HubIndexEntry = loose({
  default_variant: z.optional(z.string()),
  logo_url: z.optional(z.string()),
  variants: z.optional(record(HubVariantRef)),
});
export type HubIndexEntry = z.infer<typeof HubIndexEntry>;

/** The Hub index of one plugin type: plugin name (`tap-github`) to its entry. */
export const HubTypeIndex = record(HubIndexEntry);
export type HubTypeIndex = z.infer<typeof HubTypeIndex>;

/** The whole Hub index: plugin type directory (`extractors`, `loaders`...) to that type's index. */
export const HubIndex = record(HubTypeIndex);
export type HubIndex = z.infer<typeof HubIndex>;

/** A setting of a Hub plugin (`kind` in the Hub's lower case; `value` any JSON). */
export const HubSetting = loose({
  name: z.string(),
  kind: z.optional(z.string()),
  label: z.optional(z.string()),
  description: z.optional(z.string()),
  value: z.optional(z.unknown()),
  sensitive: z.optional(z.boolean()),
  placeholder: z.optional(z.string()),
});
export type HubSetting = z.infer<typeof HubSetting>;

/** One plugin variant's Hub definition: what `dataPlugins.hubPlugin` returns. */
export const HubPlugin = loose({
  name: z.string(),
  variant: z.optional(z.string()),
  namespace: z.optional(z.string()),
  label: z.optional(z.string()),
  description: z.optional(z.string()),
  logo_url: z.optional(z.string()),
  pip_url: z.optional(z.string()),
  repo: z.optional(z.string()),
  docs: z.optional(z.string()),
  capabilities: z.optional(z.array(z.string())),
  keywords: z.optional(z.array(z.string())),
  maintenance_status: z.optional(z.string()),
  settings: z.optional(z.array(HubSetting)),
  settings_group_validation: z.optional(z.array(z.array(z.string()))),
});
export type HubPlugin = z.infer<typeof HubPlugin>;
