// scripts/model-types: the models' types written out without zod, from the schemas. Each declaration must be
// mutually assignable with the type the root entry declares from its schema today (`z.infer<typeof Job>`, or
// `z.input` for an input), keep the JSDoc of its fields, and name the nested models it holds.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ModelDeclarations, modelDeclarations } from '../../scripts/model-types/declarations.js';
import { rewrite } from '../../scripts/model-types/rewrite.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const entry = `${root}src/index.ts`;
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

/** A compile of the source takes 5 to 40 s on a loaded two-core machine. */
const compileMs = 180_000;

beforeAll(() => {
  program = ts.createProgram({ rootNames: [entry], options });
  declarations = modelDeclarations(program, entry);
}, compileMs);

/** The generated module: the declarations, importing what they refer to from the entry. */
const moduleOf = (text: string, references: readonly string[]) =>
  `import type { ${references.join(', ')} } from './index.js';\n\n${text}`;

/** A module that fails to compile for each model type of `generated` not mutually assignable with its schema's. */
function checksOf(generated: string, names: readonly string[]): string {
  const fields = names.map((name) => `  ${name}: Same<generated.${name}, schemas.${name}>;`).join('\n');
  const values = names.map((name) => `  ${name}: true,`).join('\n');
  return [
    `import type * as generated from './${generated}.js';`,
    "import type * as schemas from './index.js';",
    'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
    `export const same: {\n${fields}\n} = {\n${values}\n};`,
  ].join('\n');
}

/**
 * The compiler's errors for each variant of the generated declarations, compiled in one program beside the source
 * (each in a module of its own, named `model-types.<variant>.ts` under src/, with its check): one line each, naming
 * the model whose check failed.
 */
function errorsOf(variants: Record<string, string>): Record<string, string[]> {
  const files = new Map<string, string>();
  for (const [name, text] of Object.entries(variants)) {
    files.set(`${root}src/model-types.${name}.ts`, moduleOf(text, declarations.references));
    files.set(`${root}src/model-types.${name}.check.ts`, checksOf(`model-types.${name}`, declarations.names));
  }
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
  const errors = (name: string): string[] => {
    const file = checked.getSourceFile(name);
    const diagnostics = file ? [...checked.getSyntacticDiagnostics(file), ...checked.getSemanticDiagnostics(file)] : [];
    return diagnostics.map((diagnostic) => {
      const at = file && diagnostic.start !== undefined ? file.getLineAndCharacterOfPosition(diagnostic.start) : null;
      const line = at ? file?.text.split('\n')[at.line]?.trim() : '';
      return `${name.slice(root.length)}: ${line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
    });
  };
  return Object.fromEntries(
    Object.keys(variants).map((name) => [
      name,
      [`${root}src/model-types.${name}.ts`, `${root}src/model-types.${name}.check.ts`].flatMap(errors),
    ]),
  );
}

/** The declarations as generated, and with `Job.status` dropped (a drift the check must catch). */
let errors: Record<'generated' | 'drifted', string[]>;
let drifted: string;

beforeAll(() => {
  drifted = declarations.text.replace(/(export type Job = \{[^}]*?)\n {2}status: JobStatus;/, '$1');
  errors = errorsOf({ generated: declarations.text, drifted }) as typeof errors;
}, compileMs);

describe('the models written without zod', () => {
  it('are every model type of the root entry, and name no zod type', () => {
    expect(declarations.names.length).toBeGreaterThanOrEqual(120);
    for (const name of ['Job', 'JobStatus', 'KnownJobStatus', 'Pipeline', 'ChannelInput', 'Links', 'PageMeta'])
      expect(declarations.names).toContain(name);
    expect(declarations.text).not.toMatch(/\bz\.|zod|\$Zod|import\(/);
    expect(declarations.references).toEqual(['KnownLinks']);
  });

  it('are each mutually assignable with the type of its schema', () => {
    expect(errors.generated).toEqual([]);
  });

  it('fail that check when a field drifts from its schema', () => {
    expect(drifted).not.toBe(declarations.text);
    expect(errors.drifted).toEqual([
      "src/model-types.drifted.check.ts: Job: true,: Type 'true' is not assignable to type 'false'.",
    ]);
  });

  it('keep the JSDoc of each field, name nested models and put the open part of an enum last', () => {
    const job = /export type Job = \{[\s\S]*?\n\}/.exec(declarations.text)?.[0] ?? '';
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

describe('the rewrite of the root bundle', () => {
  const bundle = [
    "import * as z from 'zod/mini';",
    'declare const Job: z.ZodMiniObject<{ id: z.ZodMiniString<string> }, z.core.$strip>;',
    'interface Job extends z.infer<typeof Job> {}',
    'declare const halLinks: z.ZodMiniOptional<z.ZodMiniString<string>>;',
    'interface Body { _links?: z.infer<typeof halLinks>; }',
    'interface FollowInit<S extends z.ZodMiniType> { schema?: S; one?: z.ZodMiniType<Job>; }',
    'declare function follow<S extends z.ZodMiniType = z.ZodMiniUnknown>(init: FollowInit<S>): z.output<S>;',
    'export { Job, type Body, type FollowInit, follow, type Links };',
  ].join('\n');
  const models = {
    byName: new Map([['Job', 'export type Job = {\n  id: string;\n};\n']]),
    values: new Map<string, string>(),
    names: ['Job'],
    references: [],
    text: '',
  };

  it('declares the models without zod, the schemas as ModelSchema, and schema parameters as zod-made schemas', () => {
    const text = rewrite(bundle, models);
    expect(text).not.toMatch(/'zod|\bz\.(Zod|core|infer|output|input)/);
    expect(text).toContain('declare const Job: ModelSchema<Job>;');
    expect(text).toContain('type Job = {\n  id: string;\n};');
    expect(text).not.toContain('halLinks');
    expect(text).toContain('interface Body { _links?: Links | undefined; }');
    expect(text).toContain('FollowInit<S extends ZodMadeSchema> { schema?: S; one?: ModelSchema<Job>; }');
    expect(text).toContain('follow<S extends ZodMadeSchema = ZodMadeSchema>(init: FollowInit<S>)');
    expect(text).toContain(': StandardSchemaV1.InferOutput<S>;');
    expect(text).toContain('interface StandardSchemaV1<Input = unknown, Output = Input> {');
    expect(text).toContain(
      'interface ModelSchema<Output = unknown, Input = Output> extends ZodMadeSchema<Output, Input>',
    );
  });

  it('refuses a declaration it cannot write without zod, naming it', () => {
    const other = bundle.replace('export {', 'declare const Other: z.ZodMiniString<string>;\nexport { Other,');
    expect(() => rewrite(other, models)).toThrow(
      'model types: cannot write without zod:\n  declare const Other: z.ZodMiniString<string>;',
    );
  });
});
