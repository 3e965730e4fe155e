// What an editor's hover shows over a user's results, asked of the TypeScript language service (the repository's
// typescript, as tsserver asks it) in check.mjs's consumer projects, on the PACKED declarations: every name
// hovers.ts declares must show its model by name. Run with the consumer project's folder:
// `node quick-info.mjs DIR`; prints a line per project, and each hover that is not the expected one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Each name hovers.ts declares, with the type its hover must name. */
export const expected = {
  job: 'Job',
  page: 'Page<Pipeline>',
  channel: 'Channel',
  dataset: 'Dataset',
  upserted: 'Upserted<Channel>',
};

/** The projects whose hovers are read: the tsconfig, hovers.ts's folder, the declaration file it must come from. */
const projects = [
  { name: 'nodenext ESM', config: 'tsconfig.nodenext.json', folder: 'esm', entry: 'wdp-sdk/dist/index.d.ts' },
  { name: 'nodenext CJS', config: 'tsconfig.nodenext.json', folder: 'cjs', entry: 'wdp-sdk/dist/index.d.cts' },
  { name: 'bundler', config: 'tsconfig.bundler.json', folder: 'esm', entry: 'wdp-sdk/dist/index.d.ts' },
];

/**
 * The hovers of hovers.ts in one project that are not the expected ones, as lines to print (none: all good).
 * @param {string} dir The consumer project.
 * @param {(typeof projects)[number]} project
 * @param {ts.DocumentRegistry} registry Shared by the projects, so each parses the libraries once.
 */
function hoverProblems(dir, project, registry) {
  const file = join(dir, project.folder, 'hovers.ts');
  const { options } = ts.parseJsonConfigFileContent(
    ts.readConfigFile(join(dir, project.config), ts.sys.readFile).config,
    ts.sys,
    dir,
  );
  /** @type {ts.LanguageServiceHost} */
  const host = {
    getScriptFileNames: () => [file],
    getScriptVersion: () => '1',
    getScriptSnapshot: (path) =>
      ts.sys.fileExists(path) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(path) ?? '') : undefined,
    getCurrentDirectory: () => dir,
    getCompilationSettings: () => options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
  };
  const service = ts.createLanguageService(host, registry);
  const entry = service
    .getProgram()
    ?.getSourceFiles()
    .find((source) => source.fileName.endsWith(`/node_modules/${project.entry}`));
  if (!entry) return [`hovers.ts does not load node_modules/${project.entry}; is the tarball installed?`];
  const text = readFileSync(file, 'utf8');
  const problems = [];
  for (const [name, type] of Object.entries(expected)) {
    const at = text.search(new RegExp(`\\bconst ${name} (=|of)`));
    if (at < 0) throw new Error(`hovers.ts declares no \`const ${name} =\` (or \`of\`); quick-info.mjs expects one`);
    const info = service.getQuickInfoAtPosition(file, at + 'const '.length);
    const shown = ts.displayPartsToString(info?.displayParts).replace(/\s+/g, ' ');
    if (shown !== `const ${name}: ${type}`) problems.push(`${name} hovers as \`${shown}\`, not as ${type}`);
  }
  return problems;
}

const dir = process.argv[2] ?? '';
const registry = ts.createDocumentRegistry();
for (const project of projects) {
  const problems = hoverProblems(dir, project, registry);
  const label = `consumer types: hovers (${project.name}, TypeScript ${ts.version})`;
  if (!problems.length) console.log(`${label}: ${Object.values(expected).join(', ')}`);
  else {
    console.log(`${label}: FAIL:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  }
}
