// The data plugins the mock supports: a fixed catalogue with fixed ids, so that it never draws on the seeded
// random numbers (the ids of the demo data stay the same with or without it).

/** A setting of a data plugin: what a data component's or datastore's `properties` may hold. */
export interface PluginSetting {
  name: string;
  kind: 'STRING' | 'INTEGER' | 'PASSWORD' | 'BOOLEAN' | 'DATE_ISO8601' | 'ARRAY' | 'OPTIONS' | 'OBJECT';
  description: string;
  placeholder?: string;
  /** The default value: any JSON, as Meltano's defaults are. */
  value?: unknown;
  /** The choices of an OPTIONS setting. */
  options?: Array<{ label: string; value: string }>;
  envAliases: string[];
  protected: boolean;
}

/** A data plugin of the catalogue. */
export interface CataloguePlugin {
  id: string;
  type: 'EXTRACTOR' | 'LOADER' | 'TRANSFORMER';
  name: string;
  variant: string;
  namespace: string;
  /** Null for a plugin the catalogue has no display name for, as the service sends some. */
  label: string | null;
  description: string;
  repositoryUrl: string;
  /** Groups of settings of which one group must be set in full. */
  settingsGroupValidation: string[][];
  settings: PluginSetting[];
}

const kinds = { EXTRACTOR: 'extractors', LOADER: 'loaders', TRANSFORMER: 'transformers' } as const;

type SettingInit = Omit<PluginSetting, 'envAliases'>;

function setting(name: string, kind: PluginSetting['kind'], description: string, placeholder?: string): SettingInit {
  return {
    name,
    kind,
    description,
    ...(placeholder === undefined ? {} : { placeholder }),
    protected: kind === 'PASSWORD',
  };
}

/** A setting with a default value (and the choices of an OPTIONS one). */
function defaulted(init: SettingInit, value: unknown, options?: string[]): SettingInit {
  return { ...init, value, ...(options ? { options: options.map((o) => ({ label: o, value: o })) } : {}) };
}

const database = (dbname = 'dbname') => [
  setting('host', 'STRING', 'The database server host name', 'db.example.com'),
  setting('port', 'INTEGER', 'The database server port', '5432'),
  setting('user', 'STRING', 'The user to connect as'),
  setting('password', 'PASSWORD', 'The password of the user'),
  setting(dbname, 'STRING', 'The database to use'),
];
const connection = (dbname = 'dbname') => [['host', 'port', 'user', 'password', dbname]];

function plugin(
  id: string,
  type: CataloguePlugin['type'],
  name: string,
  variant: string,
  label: string | null,
  description: string,
  settings: SettingInit[],
  settingsGroupValidation: string[][] = [],
): CataloguePlugin {
  const namespace = name.replace(/-/g, '_');
  return {
    id,
    type,
    name,
    variant,
    namespace,
    label,
    description,
    repositoryUrl: `https://github.com/${variant}/${name}`,
    settingsGroupValidation,
    // The environment variable Meltano reads a setting from: TAP_POSTGRES_HOST.
    settings: settings.map((s) => ({ ...s, envAliases: [`${namespace}_${s.name}`.toUpperCase()] })),
  };
}

const schema = setting('default_target_schema', 'STRING', 'The schema data is loaded into', 'public');

/** Every plugin the mock supports: extractors, the loaders datastores resolve to, and a transformer. */
export const catalogue: readonly CataloguePlugin[] = [
  plugin(
    'f746009b-3d73-4bee-8be9-eac5671c44e1',
    'EXTRACTOR',
    'tap-postgres',
    'meltanolabs',
    'PostgreSQL',
    'PostgreSQL database extractor',
    [
      ...database('database'),
      setting('filter_schemas', 'ARRAY', 'The schemas to extract; all when empty'),
      defaulted(setting('ssl_mode', 'OPTIONS', 'How the connection uses TLS'), 'prefer', [
        'disable',
        'prefer',
        'require',
      ]),
    ],
    connection('database'),
  ),
  plugin('59f23aba-a676-4eb6-a74e-8b85942de849', 'EXTRACTOR', 'tap-github', 'meltanolabs', 'GitHub', 'Code hosting', [
    setting('auth_token', 'PASSWORD', 'A GitHub personal access token'),
    setting('repositories', 'ARRAY', 'The repositories to extract, as owner/name', '["acme/analytics"]'),
    setting('start_date', 'DATE_ISO8601', 'The earliest record date to extract'),
    defaulted(setting('stream_maps', 'OBJECT', 'Inline stream maps: renamed or filtered streams'), {}),
  ]),
  plugin(
    '3d8795c4-d201-44ee-9f4b-60af088a07f0',
    'EXTRACTOR',
    'tap-salesforce',
    'meltanolabs',
    'Salesforce',
    'Customer-relationship management',
    [
      setting('client_id', 'STRING', 'The OAuth client id of the connected app'),
      setting('client_secret', 'PASSWORD', 'The OAuth client secret of the connected app'),
      setting('refresh_token', 'PASSWORD', 'An OAuth refresh token'),
      setting('username', 'STRING', 'The user name, instead of OAuth'),
      setting('password', 'PASSWORD', 'The password, instead of OAuth'),
      setting('start_date', 'DATE_ISO8601', 'The earliest record date to extract'),
    ],
    [
      ['client_id', 'client_secret', 'refresh_token'],
      ['username', 'password'],
    ],
  ),
  plugin('0bd93efb-158d-44ac-9dfb-2edcfbacaf16', 'EXTRACTOR', 'tap-csv', 'meltanolabs', null, 'CSV files', [
    setting('files', 'ARRAY', 'The files to read, each with its entity, path and keys'),
    setting('csv_files_definition', 'STRING', 'A JSON file that lists the files instead'),
  ]),
  plugin(
    '5b196d17-cbb4-468d-a1f3-95bcfad6a99e',
    'LOADER',
    'target-postgres',
    'transferwise',
    'PostgreSQL',
    'PostgreSQL database loader',
    [...database(), schema, defaulted(setting('add_record_metadata', 'BOOLEAN', 'Adds _sdc_ columns'), true)],
    connection(),
  ),
  plugin(
    '840ea8d3-1fe9-45bf-ac6a-2e01e4841e58',
    'LOADER',
    'target-redshift',
    'transferwise',
    'Amazon Redshift',
    'Amazon Redshift loader',
    [...database(), schema, setting('s3_bucket', 'STRING', 'The S3 bucket data is staged in')],
    connection(),
  ),
  plugin(
    '7bd4a418-56be-4430-9470-7da970e1a9a8',
    'LOADER',
    'target-snowflake',
    'meltanolabs',
    'Snowflake',
    'Snowflake loader',
    [
      setting('account', 'STRING', 'The Snowflake account identifier'),
      setting('user', 'STRING', 'The user to connect as'),
      setting('password', 'PASSWORD', 'The password of the user'),
      setting('database', 'STRING', 'The database to load into'),
      setting('warehouse', 'STRING', 'The warehouse to use'),
    ],
  ),
  plugin(
    '7d86f9a7-893c-4dd0-93d5-758d5250e7c6',
    'LOADER',
    'target-bigquery',
    'z3z1ma',
    'BigQuery',
    'Google BigQuery loader',
    [
      setting('project', 'STRING', 'The Google Cloud project id'),
      setting('dataset', 'STRING', 'The dataset to load into'),
      setting('credentials_json', 'PASSWORD', 'The service account key, as JSON'),
    ],
  ),
  plugin(
    '38b36139-c30e-402b-ae6e-034e191fb12a',
    'LOADER',
    'target-mysql',
    'thkoch2001',
    'MySQL',
    'MySQL and MariaDB loader',
    [...database('database')],
    connection('database'),
  ),
  plugin(
    '1e7c761f-dcd5-4a35-ae07-9b7eda948aba',
    'LOADER',
    'target-jsonl',
    'andyh1203',
    'JSON Lines (JSONL)',
    'JSON Lines files',
    [setting('destination_path', 'STRING', 'The folder files are written to', 'output')],
  ),
  plugin(
    'c4b49f13-14dc-427b-81a4-88ea34a5fa1a',
    'LOADER',
    'target-csv',
    'hotgluexyz',
    'Comma Separated Values (CSV)',
    'CSV files',
    [
      setting('destination_path', 'STRING', 'The folder files are written to', 'output'),
      setting('delimiter', 'STRING', 'The field delimiter', ','),
    ],
  ),
  plugin(
    'ce8d9e11-f4db-4dbb-adec-8fd0adbcc378',
    'TRANSFORMER',
    'dbt-postgres',
    'dbt-labs',
    'dbt PostgreSQL',
    'SQL transformations in PostgreSQL',
    [...database(), setting('schema', 'STRING', 'The schema models are built in', 'analytics')],
    connection(),
  ),
  plugin(
    'a3f0c1d2-6b7e-4f80-9a1b-2c3d4e5f6071',
    'TRANSFORMER',
    'dbt-snowflake',
    'dbt-labs',
    'dbt Snowflake',
    'SQL transformations in Snowflake',
    [
      setting('account', 'STRING', 'The Snowflake account identifier'),
      setting('user', 'STRING', 'The user to connect as'),
      setting('password', 'PASSWORD', 'The password of the user'),
      setting('database', 'STRING', 'The database models are built in'),
      defaulted(setting('threads', 'INTEGER', 'How many models dbt builds at once'), 4),
    ],
  ),
  // Other variants of plugins above: the first of a name is its default variant.
  plugin('b6c7d8e9-0a1b-4c2d-8e3f-405162738495', 'EXTRACTOR', 'tap-github', 'singer-io', 'GitHub', 'Code hosting', [
    setting('access_token', 'PASSWORD', 'A GitHub personal access token'),
    setting('repository', 'STRING', 'The repositories to extract, space separated'),
    setting('start_date', 'DATE_ISO8601', 'The earliest record date to extract'),
  ]),
  plugin(
    'c8d9e0f1-2a3b-4c4d-9e5f-60718293a4b5',
    'LOADER',
    'target-postgres',
    'meltanolabs',
    'PostgreSQL',
    'PostgreSQL database loader (Meltano SDK)',
    [...database('database'), schema, defaulted(setting('batch_size_rows', 'INTEGER', 'Rows per batch'), 100000)],
    connection('database'),
  ),
];

/** The directory of a plugin type in a fullyQualifiedName: `extractors`, `loaders`, `transformers`. */
export function kindOf(plugin: CataloguePlugin): string {
  return kinds[plugin.type];
}

/** A catalogue plugin by its id. */
export function pluginById(id: string): CataloguePlugin | undefined {
  return catalogue.find((p) => p.id === id);
}

/**
 * The catalogue plugin a name refers to: `tap-x`, `tap-x--variant`, `extractors/tap-x` or
 * `extractors/tap-x--variant` (a kind or variant given must match).
 */
export function findPlugin(reference: string): CataloguePlugin | undefined {
  const [, kind, name, variant] = /^(?:([a-z]+)\/)?(.+?)(?:--(.+))?$/.exec(reference) ?? [];
  return catalogue.find(
    (p) =>
      p.name === name && (kind === undefined || kindOf(p) === kind) && (variant === undefined || p.variant === variant),
  );
}

/** A plugin's fullyQualifiedName: `extractors/tap-x--variant`. */
export function qualifiedName(plugin: CataloguePlugin): string {
  return `${kindOf(plugin)}/${plugin.name}--${plugin.variant}`;
}
