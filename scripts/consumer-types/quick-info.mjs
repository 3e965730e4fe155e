// What an editor's hover shows over a user's results, asked of the TypeScript language service (the repository's
// typescript, as tsserver asks it) in check.mjs's consumer projects, on the PACKED declarations: every name
// hovers.ts declares must show its model by name, and each typo of enums-misuse.ts (a type test whose lines carry
// `@ts-expect-error`), read here without its directives, must fail with a message that lists the values the SDK
// takes. On the same program, value-exports.mjs checks that every value
// the declaration files export, their scripts export. Run with the consumer project's folder:
// `node quick-info.mjs DIR`; prints a line per project, and each hover or export that is not as expected.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { phantomValues, typedScripts } from './value-exports.mjs';

/** Each name hovers.ts declares, with the type its hover must name. */
export const expected = {
  job: 'Job',
  page: 'Page<Pipeline>',
  channel: 'Channel',
  dataset: 'Dataset',
  upserted: 'Upserted<Channel>',
};

/**
 * The projects whose hovers are read: the tsconfig, hovers.ts's folder, the declaration file it must come from.
 * (A bundler's project reads the same .d.ts as nodenext's ESM, so its hovers are these.)
 */
const projects = [
  { name: 'nodenext ESM', config: 'tsconfig.nodenext.json', folder: 'esm', entry: 'wdp-sdk/dist/index.d.ts' },
  { name: 'nodenext CJS', config: 'tsconfig.nodenext.json', folder: 'cjs', entry: 'wdp-sdk/dist/index.d.cts' },
];

/**
 * The hovers of hovers.ts in one project that are not the expected ones, as lines to print (none: all good).
 * @param {string} dir The consumer project.
 * @param {(typeof projects)[number]} project
 * @param {ts.DocumentRegistry} registry Shared by the projects, so each parses the libraries once.
 * @param {string[]} roots More files for the program to hold.
 */
function hovers(dir, project, registry, roots) {
  const file = join(dir, project.folder, 'hovers.ts');
  const typos = join(dir, project.folder, 'typos.ts');
  const typosText = readFileSync(join(dir, project.folder, 'enums-misuse.ts'), 'utf8').replace(
    /\/\/ @ts-expect-error .*/g,
    '//',
  );
  const { options } = ts.parseJsonConfigFileContent(
    ts.readConfigFile(join(dir, project.config), ts.sys.readFile).config,
    ts.sys,
    dir,
  );
  /** @type {ts.LanguageServiceHost} */
  const host = {
    getScriptFileNames: () => [file, typos, ...roots],
    getScriptVersion: () => '1',
    getScriptSnapshot: (path) => {
      if (path === typos) return ts.ScriptSnapshot.fromString(typosText);
      return ts.sys.fileExists(path) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(path) ?? '') : undefined;
    },
    fileExists: (path) => path === typos || ts.sys.fileExists(path),
    getCurrentDirectory: () => dir,
    getCompilationSettings: () => options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
  };
  const service = ts.createLanguageService(host, registry);
  const program = service.getProgram();
  const entry = program?.getSourceFiles().find((source) => source.fileName.endsWith(`/node_modules/${project.entry}`));
  if (!program || !entry) throw new Error(`hovers.ts does not load node_modules/${project.entry}; is it installed?`);
  const text = readFileSync(file, 'utf8');
  const problems = [];
  for (const [name, type] of Object.entries(expected)) {
    const at = text.search(new RegExp(`\\bconst ${name} (=|of)`));
    if (at < 0) throw new Error(`hovers.ts declares no \`const ${name} =\` (or \`of\`); quick-info.mjs expects one`);
    const info = service.getQuickInfoAtPosition(file, at + 'const '.length);
    const shown = ts.displayPartsToString(info?.displayParts).replace(/\s+/g, ' ');
    if (shown !== `const ${name}: ${type}`) problems.push(`${name} hovers as \`${shown}\`, not as ${type}`);
  }
  problems.push(...unlisted(service.getSemanticDiagnostics(typos), typosText));
  return { problems, program };
}

/** A list of the known values in a message, as TypeScript writes a union of literals: `"QUEUED" | "RUNNING"`. */
const listed = /"[\w-]+"(?: \| "[\w-]+")+/;

/**
 * The typos (the lines after an `@ts-expect-error`, now an empty `//`) whose error does not list the known values,
 * or that compile, as lines to print.
 * @param {readonly ts.Diagnostic[]} diagnostics
 * @param {string} text
 */
function unlisted(diagnostics, text) {
  const lines = text.split('\n');
  const problems = [];
  lines.forEach((line, i) => {
    if (line.trim() !== '//') return;
    const messages = diagnostics
      .filter((d) => d.start !== undefined && text.slice(0, d.start).split('\n').length - 1 === i + 1)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
    if (!messages.some((message) => listed.test(message)))
      problems.push(`enums-misuse.ts line ${i + 2} (${lines[i + 1]?.trim()}): ${messages[0] ?? 'compiles'}`);
  });
  return problems;
}

const dir = resolve(process.argv[2] ?? '.');
const packageDir = join(dir, 'node_modules', 'wdp-sdk');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const declarations = typedScripts(manifest.exports).map(({ types }) => join(packageDir, types));
const registry = ts.createDocumentRegistry();
for (const [i, project] of projects.entries()) {
  const { problems, program } = hovers(dir, project, registry, i === 0 ? declarations : []);
  const label = `consumer types: hovers (${project.name}, TypeScript ${ts.version})`;
  report(label, problems, `${Object.values(expected).join(', ')}; each typo of enums-misuse.ts lists the known values`);
  if (i === 0) {
    const entries = `${new Set(declarations).size} declaration files of package.json's exports`;
    report(
      'consumer types: exports',
      await phantomValues(program, packageDir, manifest),
      `${entries} and their scripts`,
    );
  }
}

/**
 * Prints what a check found: its label and what passed, or FAIL and each problem (the process then fails).
 * @param {string} label
 * @param {string[]} problems
 * @param {string} passed
 */
function report(label, problems, passed) {
  if (!problems.length) return console.log(`${label}: ${passed}`);
  console.log(`${label}: FAIL:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
}
