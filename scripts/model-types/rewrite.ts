// Run after tsup (`npm run build`): rewrites the root entry's bundled declarations (dist/index.d.ts, .d.cts) so
// that they import nothing from zod. A user's compiler then checks none of zod's declarations, and hovers show
// names: measured with bench measure j (PERFORMANCE.md), most of a consumer's type work was the models' zod types.
// - Each model type declared from its schema (`interface Job extends z.infer<typeof Job> {}`) becomes the plain
//   declaration that scripts/model-types/declarations.ts writes from the source.
// - Each exported schema is declared as a `ModelSchema<Job>`: Standard Schema v1 with `parse` and `safeParse`, what the
//   guides call on it. It is the same zod object at run time; `wdp-sdk/schemas` declares it with its zod type.
// - The few other declarations that take a schema (`client.follow()`'s `schema`) take a Standard Schema zod made.
// Usage: tsx scripts/model-types/rewrite.ts FILE...
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { type ModelDeclarations, modelDeclarations } from './declarations.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Declared at the top of each rewritten file: the schema types of our own (not exported by name). */
const schemaTypes = `
/** The Standard Schema v1 interface (standardschema.dev): what the SDK's schemas, zod's and others' implement. */
interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': StandardSchemaV1.Props<Input, Output>;
}
declare namespace StandardSchemaV1 {
  interface Props<Input = unknown, Output = Input> {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => Result<Output> | Promise<Result<Output>>;
    readonly types?: Types<Input, Output> | undefined;
  }
  type Result<Output> = SuccessResult<Output> | FailureResult;
  interface SuccessResult<Output> {
    readonly value: Output;
    readonly issues?: undefined;
  }
  interface FailureResult {
    readonly issues: ReadonlyArray<Issue>;
  }
  interface Issue {
    readonly message: string;
    readonly path?: ReadonlyArray<PropertyKey | PathSegment> | undefined;
  }
  interface PathSegment {
    readonly key: PropertyKey;
  }
  interface Types<Input = unknown, Output = Input> {
    readonly input: Input;
    readonly output: Output;
  }
  type InferInput<S extends StandardSchemaV1> = NonNullable<S['~standard']['types']>['input'];
  type InferOutput<S extends StandardSchemaV1> = NonNullable<S['~standard']['types']>['output'];
}
/**
 * A zod 4 schema (classic or mini), what \`follow()\`'s \`schema\` takes: a Standard Schema that zod made, which it
 * tells by \`_zod\` (another library's schema would compile and then fail to run).
 */
interface ZodMadeSchema<Output = unknown, Input = Output> extends StandardSchemaV1<Input, Output> {
  readonly _zod: unknown;
}
/**
 * A schema of the SDK: a zod schema at run time, declared here by what it does (import it from \`wdp-sdk/schemas\`
 * for its zod type, to compose it: \`z.extend(Job, { ... })\`).
 */
interface ModelSchema<Output = unknown, Input = Output> extends ZodMadeSchema<Output, Input> {
  /** The value, typed, if it is valid; throws zod's error, whose \`issues\` say what is not, if it is not. */
  parse(data: unknown): Output;
  /** The value, typed, or the issues, without throwing. */
  safeParse(data: unknown):
    | { readonly success: true; readonly data: Output; readonly error?: undefined }
    | {
        readonly success: false;
        readonly data?: undefined;
        readonly error: Error & { readonly issues: StandardSchemaV1.Issue[] };
      };
}
`;

/** The local names of a bundle's exports, by their public names (`export { Link$1 as Link }`). */
function exportsOf(file: ts.SourceFile): Map<string, string> {
  const locals = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement) || statement.moduleSpecifier || !statement.exportClause) continue;
    if (!ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements)
      locals.set(element.name.text, (element.propertyName ?? element.name).getText());
  }
  return locals;
}

/** `text` with each type reference renamed by `rename`, and its `export` keyword dropped (the bundle's way). */
function renamed(text: string, rename: (name: string) => string): string {
  const file = ts.createSourceFile('model.ts', text, ts.ScriptTarget.Latest, true);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
      const name = node.typeName.text;
      if (rename(name) !== name)
        edits.push({ start: node.typeName.getStart(), end: node.typeName.end, text: rename(name) });
    }
    if (
      (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) &&
      rename(node.name.text) !== node.name.text
    )
      edits.push({ start: node.name.getStart(), end: node.name.end, text: rename(node.name.text) });
    ts.forEachChild(node, visit);
  };
  visit(file);
  let result = text;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result.replace(/^export (interface|type) /m, '$1 ');
}

/** A type (as text) with each type reference renamed by `rename`. */
function typeRenamed(type: string, rename: (name: string) => string): string {
  const keep = (name: string) => (name === 'T$' ? name : rename(name));
  return renamed(`type T$ = ${type};`, keep).slice('type T$ = '.length, -1);
}

/** The declarations of `text` (a bundled .d.ts) without zod; throws naming each declaration it cannot rewrite. */
export function rewrite(text: string, { byName: models, values }: ModelDeclarations): string {
  const file = ts.createSourceFile('index.d.ts', text, ts.ScriptTarget.Latest, true);
  for (const name of ['StandardSchemaV1', 'ZodMadeSchema', 'ModelSchema'])
    if (new RegExp(`^(declare |interface |type )\\S* ?${name}\\b`, 'm').test(text))
      throw new Error(`model types: the bundle declares ${name} already; rename ours`);
  const locals = exportsOf(file);
  const publicOf = new Map([...locals].map(([name, local]) => [local, name]));
  const local = (name: string): string => {
    const found = locals.get(name);
    if (!found) throw new Error(`model types: the bundle does not export ${name}, which a model refers to`);
    return found;
  };
  // A schema the bundle does not export (the `Link` of validation/links.ts, as `Link$1`): its type's public name.
  const schemaType = (name: string): string => {
    const plain = name.replace(/\$\d+$/, '');
    if (name === 'halLinks') return `${local('Links')} | undefined`;
    if (!publicOf.has(name) && models.has(plain)) return local(plain);
    throw new Error(`model types: no public type for the schema ${name}`);
  };
  const failures: string[] = [];
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const replace = (node: ts.Node, text: string) => edits.push({ start: node.getStart(), end: node.end, text });
  // A whole statement with its JSDoc (the generated declaration brings its own).
  const replaceAll = (node: ts.Node, text: string) => edits.push({ start: node.pos, end: node.end, text: `\n${text}` });
  /** The enum schemas the bundle declares as `OpenEnum<…>` or with `options`, by local name. */
  const enums = new Set(
    file.statements.flatMap((statement) =>
      ts.isVariableStatement(statement)
        ? statement.declarationList.declarations
            .filter((declaration) => /^OpenEnum<|\boptions\b/.test(declaration.type?.getText() ?? ''))
            .map((declaration) => declaration.name.getText())
        : [],
    ),
  );
  for (const statement of file.statements) {
    const source = statement.getText();
    if (!/\bz\.|'zod/.test(source)) continue;
    if (ts.isImportDeclaration(statement)) {
      replace(statement, schemaTypes.trim());
      continue;
    }
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
      const name = publicOf.get(statement.name.text);
      const model = name && models.get(name);
      // The known values of an enum, as its schema's `options`: a compiler's error then lists the values
      // (`Type '"FINISHED"' is not assignable to type '"QUEUED" | …'`), where a union of its own would be named.
      const known = /^type (\S+) = z\.input<typeof ([\w$]+)>;$/.exec(source);
      if (known?.[2] && enums.has(known[2])) {
        const doc = model ? (/^\/\*\*[\s\S]*?\*\/\n/.exec(model)?.[0] ?? '') : '';
        replaceAll(statement, `${doc}type ${known[1]} = (typeof ${known[2]})['options'][number];`);
        continue;
      }
      if (model) {
        replaceAll(statement, renamed(model, local).trimEnd());
        continue;
      }
    }
    if (ts.isVariableStatement(statement)) {
      const [declaration] = statement.declarationList.declarations;
      const name = declaration && ts.isIdentifier(declaration.name) ? declaration.name.text : '';
      const exported = publicOf.get(name);
      const value = exported && values.get(exported);
      if (declaration?.type && exported && models.has(exported)) replace(declaration.type, `ModelSchema<${name}>`);
      else if (declaration?.type && value) replace(declaration.type, `ModelSchema<${typeRenamed(value, local)}>`);
      else if (!exported) replace(statement, '');
      else failures.push(source.split('\n')[0] ?? '');
      continue;
    }
    // Anything else that names zod: a schema parameter (Standard Schema now) or the type of a schema.
    const substituted = source
      .replace(/\bz\.ZodMiniType</g, 'ModelSchema<')
      .replace(/\bz\.(ZodMiniType|ZodMiniUnknown)\b/g, 'ZodMadeSchema')
      .replace(/\bz\.output<(\w+)>/g, 'StandardSchemaV1.InferOutput<$1>')
      .replace(/\bz\.infer<typeof ([\w$]+)>/g, (_, schema: string) => schemaType(schema));
    if (/\bz\./.test(substituted)) failures.push(source.split('\n')[0] ?? '');
    else replace(statement, substituted);
  }
  if (failures.length > 0) throw new Error(`model types: cannot write without zod:\n  ${failures.join('\n  ')}`);
  let result = text;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result.replace(/\n{3,}/g, '\n\n');
}

/**
 * Another bundle of the package (a chunk of `wdp-sdk/schemas` and the mock) with the root's `KnownLinks`, rather
 * than a copy of its own: a copy's marker is another `unique symbol`, so its models' `_links` would not be the root's.
 */
export function shareKnownLinks(text: string, root: string): string {
  return text.replace(
    /^type KnownLinks<R extends string> = \{[\s\S]*?\n\};$/m,
    `type KnownLinks<R extends string> = import('${root}').KnownLinks<R>;`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const entry = `${root}src/index.ts`;
  const config = ts.getParsedCommandLineOfConfigFile(
    `${root}tsconfig.json`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  if (!config) throw new Error('model types: tsconfig.json does not parse');
  const program = ts.createProgram({ rootNames: [entry], options: config.options });
  const declarations = modelDeclarations(program, entry);
  for (const path of process.argv.slice(2)) {
    writeFileSync(path, rewrite(readFileSync(path, 'utf8'), declarations));
    const cjs = path.endsWith('.d.cts');
    for (const sibling of readdirSync(dirname(path))) {
      if (sibling === basename(path) || !sibling.endsWith(cjs ? '.d.cts' : '.d.ts')) continue;
      const other = join(dirname(path), sibling);
      const text = readFileSync(other, 'utf8');
      const shared = shareKnownLinks(text, cjs ? './index.cjs' : './index.js');
      if (shared !== text) writeFileSync(other, shared);
    }
  }
}
