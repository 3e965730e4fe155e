// The plugin types of the service: the wire's upper-case names (EXTRACTOR), Meltano's directories (extractors) and
// the 20 spellings its Hub paths accept (tap, target, extractor, extractors...).

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

/** The Meltano capabilities a plugin of the catalogue declares, by its type. */
export function capabilitiesOf(type: string): string[] {
  if (type === 'EXTRACTOR') return ['catalog', 'discover', 'state', 'about', 'stream-maps'];
  if (type === 'LOADER') return ['about', 'stream-maps', 'schema-flattening'];
  return [];
}
