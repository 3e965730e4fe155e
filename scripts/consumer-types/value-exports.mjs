// Every value a packed declaration file exports must be exported by the JavaScript the same conditions of the
// package's `exports` load: otherwise a user's `import { X }` compiles and then fails to load. (A type exported
// with `export type` from the source can come out of the declaration bundler as a value, when a const of the same
// name sits in the same bundle.) quick-info.mjs runs this on its language service's program.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * The `{ types, default }` pairs of a package.json `exports` value: each declaration file with the script it types.
 * @param {unknown} target
 * @returns {{ types: string, script: string }[]}
 */
export function typedScripts(target) {
  if (typeof target !== 'object' || target === null) return [];
  const { types, default: script } = /** @type {Record<string, unknown>} */ (target);
  if (typeof types === 'string' && typeof script === 'string') return [{ types, script }];
  return Object.values(target).flatMap(typedScripts);
}

/**
 * The names `file` exports as values (not types, not `export type`).
 * @param {ts.TypeChecker} checker
 * @param {ts.SourceFile} file
 */
function declaredValues(checker, file) {
  const module = checker.getSymbolAtLocation(file);
  if (!module) return [];
  return checker
    .getExportsOfModule(module)
    .filter((symbol) => {
      const typeOnly = symbol.declarations?.some(
        (declaration) =>
          ts.isExportSpecifier(declaration) && (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly),
      );
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return !typeOnly && (target.flags & ts.SymbolFlags.Value) !== 0;
    })
    .map((symbol) => symbol.name);
}

/**
 * The names the packed package's declaration files export as values that their scripts do not, as lines to print.
 * @param {ts.Program} program A program that holds every declaration file `exports` names.
 * @param {string} packageDir The installed package.
 * @param {{ exports: Record<string, unknown> }} manifest Its package.json.
 */
export async function phantomValues(program, packageDir, manifest) {
  const checker = program.getTypeChecker();
  /** The scripts that lack each declaration file's missing values, by the file and the names. */
  const lacking = new Map();
  const require = createRequire(join(packageDir, 'package.json'));
  for (const { types, script } of typedScripts(manifest.exports)) {
    const file = program.getSourceFile(join(packageDir, types));
    if (!file) throw new Error(`the program does not hold ${types}`);
    const path = join(packageDir, script);
    const loaded = script.endsWith('.cjs') ? require(path) : await import(pathToFileURL(path).href);
    const missing = declaredValues(checker, file).filter((name) => !(name in loaded));
    const key = `${types} exports ${missing.join(', ')} as values`;
    if (missing.length) lacking.set(key, [...(lacking.get(key) ?? []), script]);
  }
  return [...lacking].map(([key, scripts]) => `${key}, which ${scripts.join(' and ')} do not`);
}
