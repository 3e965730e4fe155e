// scripts/model-types: the models' types written out without zod, from the schemas. Each declaration must be
// mutually assignable with the type the root entry declares from its schema today (`z.infer<typeof Job>`, or
// `z.input` for an input), keep the JSDoc of its fields, and name the nested models it holds.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ModelDeclarations, modelDeclarations } from '../../scripts/model-types/declarations.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const entry = `${root}src/index.ts`;
const generatedFile = `${root}src/model-types.generated.ts`;
const checkFile = `${root}src/model-types.check.ts`;

const parsed = ts.getParsedCommandLineOfConfigFile(
  `${root}tsconfig.json`,
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  },
);
if (!parsed) throw new Error('tsconfig.json does not parse');
const options = parsed.options;

let program: ts.Program;
let declarations: ModelDeclarations;

beforeAll(() => {
  program = ts.createProgram({ rootNames: [entry], options });
  declarations = modelDeclarations(program, entry);
});

/** The generated module: the declarations, importing what they refer to from the entry. */
const moduleOf = (text: string, references: readonly string[]) =>
  `import type { ${references.join(', ')} } from './index.js';\n\n${text}`;

/** A module that fails to compile for each model type not mutually assignable with its schema's type. */
function checksOf(names: readonly string[]): string {
  const fields = names.map((name) => `  ${name}: Same<generated.${name}, schemas.${name}>;`).join('\n');
  const values = names.map((name) => `  ${name}: true,`).join('\n');
  return [
    "import type * as generated from './model-types.generated.js';",
    "import type * as schemas from './index.js';",
    'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
    `export const same: {\n${fields}\n} = {\n${values}\n};`,
  ].join('\n');
}

/**
 * The compiler's errors in the generated module and its check, with `text` as the generated module: one line
 * each, naming the model whose check failed where it is a check's.
 */
function errorsWith(text: string): string[] {
  const files = new Map([
    [generatedFile, moduleOf(text, declarations.references)],
    [checkFile, checksOf(declarations.names)],
  ]);
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  host.fileExists = (name) => files.has(name) || ts.sys.fileExists(name);
  host.getSourceFile = (name, version) => {
    const content = files.get(name);
    return content === undefined ? getSourceFile(name, version) : ts.createSourceFile(name, content, version, true);
  };
  const checked = ts.createProgram({ rootNames: [entry, ...files.keys()], options, host, oldProgram: program });
  return [...files.keys()].flatMap((name) => {
    const file = checked.getSourceFile(name);
    const diagnostics = file ? [...checked.getSyntacticDiagnostics(file), ...checked.getSemanticDiagnostics(file)] : [];
    return diagnostics.map((diagnostic) => {
      const at = file && diagnostic.start !== undefined ? file.getLineAndCharacterOfPosition(diagnostic.start) : null;
      const line = at ? file?.text.split('\n')[at.line]?.trim() : '';
      return `${name.slice(root.length)}: ${line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
    });
  });
}

describe('the models written without zod', () => {
  it('are every model type of the root entry, and name no zod type', () => {
    expect(declarations.names.length).toBeGreaterThanOrEqual(120);
    for (const name of ['Job', 'JobStatus', 'KnownJobStatus', 'Pipeline', 'ChannelInput', 'Links', 'PageMeta'])
      expect(declarations.names).toContain(name);
    expect(declarations.text).not.toMatch(/\bz\.|zod|\$Zod|import\(/);
    expect(declarations.references).toEqual(['KnownLinks']);
  });

  it('are each mutually assignable with the type of its schema', () => {
    expect(errorsWith(declarations.text)).toEqual([]);
  });

  it('fail that check when a field drifts from its schema', () => {
    const drifted = declarations.text.replace(/(export interface Job \{[^}]*?)\n {2}status: JobStatus;/, '$1');
    expect(drifted).not.toBe(declarations.text);
    expect(errorsWith(drifted)).toEqual([
      "src/model-types.check.ts: Job: true,: Type 'true' is not assignable to type 'false'.",
    ]);
  });

  it('keep the JSDoc of each field, name nested models and put the open part of an enum last', () => {
    const job = /export interface Job \{[\s\S]*?\n\}/.exec(declarations.text)?.[0] ?? '';
    expect(job).toContain(
      '  /** QUEUED, RUNNING, then COMPLETE, ERROR or STOPPED (`isFinished()` tells). */\n  status: JobStatus;',
    );
    expect(job).toContain('    pipeline?: Pipeline | undefined;');
    expect(job).toContain("  _links?: KnownLinks<'self' | 'delete job' | 'logs' | 'withdraw job'> | undefined;");
    expect(declarations.text).toContain(
      "export type JobStatus = 'QUEUED' | 'RUNNING' | 'COMPLETE' | 'ERROR' | 'STOPPED' | (string & {});",
    );
    expect(declarations.text).toContain(
      "export type KnownJobStatus = 'QUEUED' | 'RUNNING' | 'COMPLETE' | 'ERROR' | 'STOPPED';",
    );
    expect(declarations.text).toContain('  [key: string]: Link | Link[];');
  });
});
