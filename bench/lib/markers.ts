// What a namespace's bundle may carry, derived from the source: every top-level declaration of src/ (a model, a
// path builder, a namespace class, a helper) is a unit with the strings written in it (paths, operation names, enum
// values, relation names, messages) and the declarations it uses. A namespace built on a `ClientCore` reaches some
// of them; the strings of every other unit (another namespace's paths, operations and models) must not be in its
// bundle. The check reads them in the bundle esbuild writes, so it holds for the package as a bundler builds it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { root } from './child.js';

/** One top-level declaration of src/, as `src/models/job.ts#JobType`, with its strings and what it uses. */
interface Unit {
  readonly name: string;
  readonly strings: Set<string>;
  readonly uses: Set<string>;
}

/** The units of src/ (the CLI and the mock left out: the root entry never loads them) and their links. */
export interface SourceGraph {
  readonly units: ReadonlyMap<string, Unit>;
}

/** Strings a bundle carries that belong to units its namespace does not reach, with the units they come from. */
export interface Leak {
  readonly text: string;
  readonly from: string[];
}

/** Whether a string is worth looking for: three characters or more, with a letter (not `, ` or `${}` pieces). */
const telling = (text: string): boolean => text.length >= 3 && /[A-Za-z]/.test(text);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return path === 'src/cli' || path === 'src/mock' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The string literals and template pieces under `node`, types and comments aside. */
function stringsIn(node: ts.Node, into: Set<string>): void {
  if (ts.isTypeNode(node) || ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    if (telling(node.text)) into.add(node.text);
  } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
    if (telling(node.text)) into.add(node.text);
  }
  ts.forEachChild(node, (child) => stringsIn(child, into));
}

/** The names a top-level statement declares (a destructuring `const { a, b } = ...` declares both). */
function declaredNames(statement: ts.Statement): string[] {
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
    return [statement.name.text];
  if (!ts.isVariableStatement(statement)) return [];
  const names: string[] = [];
  const bind = (name: ts.BindingName): void => {
    if (ts.isIdentifier(name)) names.push(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bind(element.name);
  };
  for (const declaration of statement.declarationList.declarations) bind(declaration.name);
  return names;
}

/** Reads src/ into units: each top-level declaration, and a file's other top-level code as `<file>#`. */
export function readSource(): SourceGraph {
  const files = sourceFiles('src');
  const program = ts.createProgram(
    files.map((file) => join(root, file)),
    { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler },
  );
  const checker = program.getTypeChecker();
  // The unit of each top-level declaration node, found by node.
  const unitOf = new Map<ts.Node, string>();
  const units = new Map<string, Unit>();
  const statements: [ts.Statement, Unit][] = [];
  for (const file of files) {
    const source = program.getSourceFile(join(root, file));
    if (!source) continue;
    const rest: Unit = { name: `${file}#`, strings: new Set(), uses: new Set() };
    units.set(rest.name, rest);
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) continue;
      if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) continue;
      const names = declaredNames(statement);
      const unit: Unit =
        names.length === 0 ? rest : { name: `${file}#${names.join(',')}`, strings: new Set(), uses: new Set() };
      units.set(unit.name, unit);
      if (unit !== rest) unit.uses.add(rest.name); // a module's top-level code runs whenever it is loaded
      unitOf.set(statement, unit.name);
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations) unitOf.set(declaration, unit.name);
      statements.push([statement, unit]);
    }
  }
  /** The unit a symbol is declared in, through imports, or undefined (a local, a member, zod). */
  const declaringUnit = (symbol: ts.Symbol | undefined): string | undefined => {
    let target = symbol;
    if (target && target.flags & ts.SymbolFlags.Alias) target = checker.getAliasedSymbol(target);
    for (const declaration of target?.declarations ?? []) {
      for (let node: ts.Node | undefined = declaration; node; node = node.parent) {
        const unit = unitOf.get(node);
        if (unit) return unit;
      }
    }
    return undefined;
  };
  for (const [statement, unit] of statements) {
    stringsIn(statement, unit.strings);
    const visit = (node: ts.Node): void => {
      if (ts.isTypeNode(node)) return;
      if (ts.isShorthandPropertyAssignment(node)) {
        const used = declaringUnit(checker.getShorthandAssignmentValueSymbol(node));
        if (used && used !== unit.name) unit.uses.add(used);
      } else if (ts.isIdentifier(node)) {
        const used = declaringUnit(checker.getSymbolAtLocation(node));
        if (used && used !== unit.name) unit.uses.add(used);
      }
      ts.forEachChild(node, visit);
    };
    visit(statement);
  }
  return { units };
}

/** The units reached from `roots` (unit names, or `<file>#<name>` of a declaration's first name). */
export function reachedFrom(graph: SourceGraph, roots: readonly string[]): Set<string> {
  const byDeclaration = new Map<string, string>();
  for (const name of graph.units.keys()) {
    const [file, names] = name.split('#') as [string, string];
    for (const declared of names.split(',')) byDeclaration.set(`${file}#${declared}`, name);
  }
  const reached = new Set<string>();
  const pending = roots.map((rootName) => {
    const unit = byDeclaration.get(rootName) ?? (graph.units.has(rootName) ? rootName : undefined);
    if (unit === undefined) throw new Error(`markers: no top-level declaration ${rootName} in src/`);
    return unit;
  });
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (reached.has(name)) continue;
    reached.add(name);
    for (const used of graph.units.get(name)?.uses ?? []) pending.push(used);
  }
  return reached;
}

/** The string literals and template pieces of a JavaScript text (a bundle, or a dependency it includes). */
export function stringsOf(code: string): Set<string> {
  const strings = new Set<string>();
  stringsIn(ts.createSourceFile('bundle.js', code, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JS), strings);
  return strings;
}

/**
 * The strings of `output` that only units outside `reached` are written with: what the bundle carries of code its
 * namespace does not use. `allowed` are strings the bundle may hold whoever else writes them (its dependencies').
 * `orphans` are units no namespace uses (a model only users import, such as `SubscribeOptions`): one in a file
 * the namespace loads is its own, not another namespace's.
 */
export function leaks(
  graph: SourceGraph,
  reached: ReadonlySet<string>,
  output: string,
  allowed: ReadonlySet<string>,
  orphans: ReadonlySet<string>,
): Leak[] {
  const own = new Set(allowed);
  const files = new Set([...reached].map((name) => name.split('#')[0]));
  for (const name of reached) for (const text of graph.units.get(name)?.strings ?? []) own.add(text);
  for (const name of orphans)
    if (files.has(name.split('#')[0])) for (const text of graph.units.get(name)?.strings ?? []) own.add(text);
  const found = new Map<string, string[]>();
  const carried = stringsOf(output);
  for (const [name, unit] of graph.units) {
    if (reached.has(name)) continue;
    for (const text of unit.strings) {
      if (own.has(text) || !carried.has(text)) continue;
      found.set(text, [...(found.get(text) ?? []), name]);
    }
  }
  return [...found].map(([text, from]) => ({ text, from }));
}

/** The file of src/ that declares `name` at its top level, under `dir` (such as `src/resources/`). */
export function declaringFile(graph: SourceGraph, name: string, dir: string): string {
  for (const unit of graph.units.keys()) {
    const [file = '', names = ''] = unit.split('#');
    if (file.startsWith(dir) && names.split(',').includes(name)) return file;
  }
  throw new Error(`markers: no top-level declaration of ${name} under ${dir}`);
}
