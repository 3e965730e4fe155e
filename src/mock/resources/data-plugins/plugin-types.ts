// The plugin types of the service: the wire's upper-case names (EXTRACTOR), Meltano's directories (extractors) and
// the 20 spellings its Hub paths accept (tap, target, extractor, extractors...); capabilities likewise.
import { DataPluginCapability } from '../../../models/data-plugin.js';

const directories: Record<string, string> = {
  EXTRACTOR: 'extractors',
  LOADER: 'loaders',
  TRANSFORMER: 'transformers',
  TRANSFORM: 'transforms',
  MODEL: 'models',
  MAPPER: 'mappers',
  FILE: 'files',
  ORCHESTRATOR: 'orchestrators',
  UTILITY: 'utilities',
};

/** The wire type of any accepted spelling (`tap`, `extractors`, `extractor`, `EXTRACTOR`), or undefined. */
export function wireType(spelling: string): string | undefined {
  const lower = spelling.toLowerCase();
  if (lower === 'tap') return 'EXTRACTOR';
  if (lower === 'target') return 'LOADER';
  return Object.entries(directories).find(
    ([type, directory]) => lower === directory || lower === type.toLowerCase(),
  )?.[0];
}

/** The directory of a wire type: `extractors` for EXTRACTOR. */
export function directoryOf(type: string): string {
  return directories[type] ?? `${type.toLowerCase()}s`;
}

/** The Meltano capabilities a plugin of the catalogue declares, by its type, in wire casing (`CATALOG`). */
export function capabilitiesOf(type: string): string[] {
  if (type === 'EXTRACTOR') return ['CATALOG', 'DISCOVER', 'STATE', 'ABOUT', 'STREAM_MAPS'];
  if (type === 'LOADER') return ['ABOUT', 'STREAM_MAPS', 'SCHEMA_FLATTENING'];
  return [];
}

/**
 * The wire name of a capability in any spelling the service reads (`stream-maps`, Meltano's; `stream_maps`, its
 * document's; `STREAM_MAPS`, the wire's), or undefined for one outside the service's enum.
 */
export function wireCapability(spelling: string): string | undefined {
  const wire = spelling.toUpperCase().replaceAll('-', '_');
  return DataPluginCapability.safeParse(wire).success ? wire : undefined;
}

/** A capability as Meltano's Hub spells it: `stream-maps` for STREAM_MAPS. */
export function hubCapability(wire: string): string {
  return wire.toLowerCase().replaceAll('_', '-');
}
