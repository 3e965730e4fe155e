// The models' types without zod: every exported model type of the root entry that is declared from its schema
// (`interface Job extends z.infer<typeof Job> {}`, `type JobStatus = z.infer<typeof JobStatus>`, `z.input` for
// inputs) written out as a plain object type or union, from the schema's own type as the TypeScript checker sees it.
// Each property keeps its JSDoc, and a nested model that has a public name is referred to by that name
// (`pipeline?: Pipeline`), so hovers stay short. Nothing here is written by hand: a change to a schema changes
// these declarations, and test/scripts/model-types.test.ts holds each one mutually assignable with its schema's type.
import ts from 'typescript';

/** How a model type reads its schema: what the service sends (`z.infer`/`z.output`) or what a caller writes. */
type Mode = 'output' | 'input';

/** One exported model type: its name, its schema (a value of the entry), and which side of the schema it is. */
interface ModelType {
  readonly name: string;
  readonly schema: ts.Symbol;
  readonly mode: Mode;
  /** Its declaration in the source: an empty interface or a type alias. */
  readonly declaration: ts.Declaration;
}

/** The declarations, and the names of the types they use that are not models (to import from the entry). */
export interface ModelDeclarations {
  /** One declaration per model type, each with its JSDoc, in the entry's export order. */
  readonly text: string;
  /** The model types declared, by name. */
  readonly names: readonly string[];
  /** Each model type's declaration, by name. */
  readonly byName: ReadonlyMap<string, string>;
  /** The output type of each exported schema that has no model type of its name (`CommentHistory`), by name. */
  readonly values: ReadonlyMap<string, string>;
  /** The other types the declarations refer to (such as `KnownLinks`), which the entry exports. */
  readonly references: readonly string[];
}

const printFlags =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/**
 * The zod-free declarations of the model types `entry` exports, read through `program`'s checker.
 * Throws when a type cannot be written without zod or without names the entry exports (say which, and where).
 */
export function modelDeclarations(program: ts.Program, entry: string): ModelDeclarations {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const module = source && checker.getSymbolAtLocation(source);
  if (!source || !module) throw new Error(`model types: ${entry} is not a module of the program`);
  const models = checker.getExportsOfModule(module).flatMap((symbol) => modelTypeOf(checker, symbol) ?? []);
  const named = namesBySchema(checker, models);
  const writer = new Writer(checker, source, named);
  const byName = new Map(models.map((model) => [model.name, writer.declaration(model)]));
  const text = [...byName.values()].join('\n');
  const names = [...byName.keys()];
  const values = new Map<string, string>();
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & ts.SymbolFlags.Variable) || byName.has(exported.name)) continue;
    const type = checker.getTypeOfSymbol(symbol);
    if (type.getProperty('_zod')) values.set(exported.name, writer.outputOf(type, exported.name));
  }
  return { text, names, byName, values, references: referencesOf(text).filter((name) => !names.includes(name)) };
}

/** The names of the types `text` refers to, other than TypeScript's own (`Record`). */
function referencesOf(text: string): string[] {
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) found.add(node.typeName.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('models.ts', text, ts.ScriptTarget.Latest));
  found.delete('Record');
  return [...found].sort();
}

/** The model type an export declares from a schema, if it does (`z.infer<typeof X>` and the like). */
function modelTypeOf(checker: ts.TypeChecker, exported: ts.Symbol): ModelType | undefined {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  for (const declaration of symbol.declarations ?? []) {
    let node: ts.TypeNode | ts.ExpressionWithTypeArguments | undefined;
    if (ts.isInterfaceDeclaration(declaration) && declaration.members.length === 0)
      node = declaration.heritageClauses?.[0]?.types[0];
    else if (ts.isTypeAliasDeclaration(declaration)) node = declaration.type;
    const found = node && schemaReference(checker, node);
    if (found) return { name: exported.name, declaration, ...found };
  }
  return undefined;
}

/** The schema and mode of `z.infer<typeof X>`, `z.output<typeof X>` or `z.input<typeof X>`. */
function schemaReference(
  checker: ts.TypeChecker,
  node: ts.TypeNode | ts.ExpressionWithTypeArguments,
): { schema: ts.Symbol; mode: Mode } | undefined {
  const name = ts.isTypeReferenceNode(node) ? node.typeName : ts.isExpressionWithTypeArguments(node) && node.expression;
  if (!name) return undefined;
  const text = name.getText();
  const mode = /^z\.(infer|output)$/.test(text) ? 'output' : text === 'z.input' ? 'input' : undefined;
  const argument = (node as ts.NodeWithTypeArguments).typeArguments?.[0];
  if (!mode || !argument || !ts.isTypeQueryNode(argument)) return undefined;
  const schema = checker.getSymbolAtLocation(argument.exprName);
  if (!schema) return undefined;
  return { schema: schema.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(schema) : schema, mode };
}

/**
 * The public name of each schema's type, by mode, for nested references. A schema whose type is shared by other
 * values (every `z.string()` has the same type) gets no name: only objects, arrays, unions and enums are named.
 */
function namesBySchema(checker: ts.TypeChecker, models: readonly ModelType[]): Map<ts.Type, Map<Mode, string>> {
  const named = new Map<ts.Type, Map<Mode, string>>();
  for (const model of models) {
    const type = checker.getTypeOfSymbol(model.schema);
    const output = typeOfSide(checker, type, 'output');
    if (!output || output.flags & (ts.TypeFlags.String | ts.TypeFlags.Number | ts.TypeFlags.Boolean)) continue;
    const byMode = named.get(type) ?? new Map<Mode, string>();
    if (!byMode.has(model.mode)) byMode.set(model.mode, model.name);
    named.set(type, byMode);
  }
  return named;
}

/** The output or input type of a zod schema type (`_zod.output`, `_zod.input`). */
function typeOfSide(checker: ts.TypeChecker, schema: ts.Type, mode: Mode): ts.Type | undefined {
  const internals = schema.getProperty('_zod');
  const side = internals && checker.getTypeOfSymbol(internals).getProperty(mode);
  return side && checker.getTypeOfSymbol(side);
}

/** The name of a zod schema type's interface (`ZodMiniObject`), if it is one of zod's. */
function zodKind(type: ts.Type): string | undefined {
  const symbol = (type as ts.TypeReference).target?.symbol ?? type.symbol ?? type.aliasSymbol;
  return symbol?.name.startsWith('ZodMini') ? symbol.name : undefined;
}

/** Writes model types as TypeScript, one schema at a time. */
class Writer {
  readonly #checker: ts.TypeChecker;
  readonly #scope: ts.SourceFile;
  readonly #named: Map<ts.Type, Map<Mode, string>>;
  /** The public name of each named schema's output type. */
  readonly #outputs = new Map<ts.Type, string>();

  constructor(checker: ts.TypeChecker, scope: ts.SourceFile, named: Map<ts.Type, Map<Mode, string>>) {
    this.#checker = checker;
    this.#scope = scope;
    this.#named = named;
    for (const [schema, byMode] of named) {
      const output = typeOfSide(checker, schema, 'output');
      const name = byMode.get('output');
      if (output && name && !this.#outputs.has(output)) this.#outputs.set(output, name);
    }
  }

  /** The declaration of one model type, with the JSDoc of its schema. */
  declaration(model: ModelType): string {
    const schema = this.#checker.getTypeOfSymbol(model.schema);
    // An alias keeps its own JSDoc (`KnownJobStatus`: the known values); an interface takes its schema's, which says
    // what the model is where the interface's said how it was declared.
    const own = ts.isTypeAliasDeclaration(model.declaration) ? jsDocOf(model.declaration, '') : '';
    const doc = own || jsDocOf(model.schema.valueDeclaration, '');
    // A type alias, not an interface: hovers and errors name it all the same, and like the schema's own type it is
    // assignable to `Record<string, unknown>` (the documented way to a field the SDK does not know).
    return `${doc}export type ${model.name} = ${this.#schema(schema, model.mode, '', model.name)};\n`;
  }

  /** The output type of a schema that is not a model's: a name when it has one, else written out. */
  outputOf(schema: ts.Type, where: string): string {
    return this.#schema(schema, 'output', '', where, false);
  }

  /** A schema's type in `mode`: a name when it has one, else written out (objects field by field). */
  #schema(schema: ts.Type, mode: Mode, indent: string, where: string, top = true): string {
    const name = top ? undefined : this.#named.get(schema)?.get(mode);
    if (name) return name;
    const kind = zodKind(schema);
    const args = kind ? this.#checker.getTypeArguments(schema as ts.TypeReference) : [];
    const [first, second] = args;
    if (kind === 'ZodMiniObject' && first) return this.#object(schema, first, mode, indent, where);
    if (kind === 'ZodMiniArray' && first) return `${grouped(this.#schema(first, mode, indent, where, false))}[]`;
    if (kind === 'ZodMiniNullable' && first) return `${this.#schema(first, mode, indent, where, false)} | null`;
    if (kind === 'ZodMiniOptional' && first) return `${this.#schema(first, mode, indent, where, false)} | undefined`;
    if (kind === 'ZodMiniUnion' && first && this.#checker.isTupleType(first)) {
      const options = this.#checker.getTypeArguments(first as ts.TypeReference);
      return options.map((option) => grouped(this.#schema(option, mode, indent, where, false))).join(' | ');
    }
    if (kind === 'ZodMiniRecord' && first && second) {
      const [key, value] = [first, second].map((part) => this.#schema(part, mode, indent, where, false));
      return `Record<${key}, ${value}>`;
    }
    return this.#leaf(schema, mode, where);
  }

  /** An object schema's type: each field with its JSDoc, optional where the schema's type has it optional. */
  #object(schema: ts.Type, shape: ts.Type, mode: Mode, indent: string, where: string): string {
    const side = typeOfSide(this.#checker, schema, mode);
    if (!side) throw new Error(`model types: ${where} has no ${mode} type`);
    const inner = `${indent}  `;
    const lines: string[] = [];
    for (const field of this.#checker.getPropertiesOfType(shape)) {
      const fieldSchema = this.#checker.getTypeOfSymbol(field);
      const typed = side.getProperty(field.name);
      const optional = typed ? (typed.flags & ts.SymbolFlags.Optional) !== 0 : false;
      const unwrapped = optional && zodKind(fieldSchema) === 'ZodMiniOptional';
      const [inside] = unwrapped ? this.#checker.getTypeArguments(fieldSchema as ts.TypeReference) : [];
      const path = `${where}.${field.name}`;
      // zod's optional output is `T | undefined` (it accepts an explicit undefined), as written here.
      const type = inside
        ? `${this.#schema(inside, mode, inner, path, false)} | undefined`
        : this.#schema(fieldSchema, mode, inner, path, false);
      const key = /^[A-Za-z_$][\w$]*$/.test(field.name) ? field.name : JSON.stringify(field.name);
      lines.push(`${jsDocOf(field.declarations?.[0], inner)}${inner}${key}${optional ? '?' : ''}: ${type};`);
    }
    const index = this.#checker.getIndexInfoOfType(side, ts.IndexKind.String);
    if (index)
      lines.push(
        `${inner}[key: string]: ${this.#catchall(schema, mode, inner, where) ?? this.#print(index.type, where)};`,
      );
    return `{\n${lines.join('\n')}\n${indent}}`;
  }

  /** The type of an object schema's other keys, from its `$catchall<T>` config (a record's values), if it has one. */
  #catchall(schema: ts.Type, mode: Mode, indent: string, where: string): string | undefined {
    const [, config] = this.#checker.getTypeArguments(schema as ts.TypeReference);
    if (config?.aliasSymbol?.name !== '$catchall') return undefined;
    const [values] = config.aliasTypeArguments ?? [];
    return values && this.#schema(values, mode, indent, `${where}[key]`, false);
  }

  /** A schema with no structure to follow (a string, an enum, a custom type): its type as the checker prints it. */
  #leaf(schema: ts.Type, mode: Mode, where: string): string {
    const side = typeOfSide(this.#checker, schema, mode);
    if (!side) throw new Error(`model types: ${where} is not a zod schema`);
    if (!side.isUnion() || !side.types.some((type) => this.#outputs.has(type))) return this.#print(side, where);
    // A union of models (a custom schema's output): each by its name where it has one.
    return side.types.map((type) => this.#outputs.get(type) ?? grouped(this.#print(type, where))).join(' | ');
  }

  /** A type as the checker writes it, the open part of an open enum last (`'A' | 'B' | (string & {})`). */
  #print(type: ts.Type, where: string): string {
    let text = this.#checker.typeToString(type, this.#scope, printFlags);
    if (text.startsWith('(string & {}) | ')) text = `${text.slice('(string & {}) | '.length)} | (string & {})`;
    if (/\bimport\(|\bz\.|\$Zod/.test(text)) {
      throw new Error(`model types: ${where} prints as ${text}, which names what the entry does not export`);
    }
    return text;
  }
}

/** A union or function type in parentheses, so that `[]` applies to all of it. */
function grouped(type: string): string {
  return /[|&]/.test(type) && !/^[{(]/.test(type) ? `(${type})` : type;
}

/** The JSDoc comment just before a declaration, re-indented to `indent`, or nothing. */
function jsDocOf(node: ts.Node | undefined, indent: string): string {
  if (!node) return '';
  const target = ts.isVariableDeclaration(node) ? node.parent.parent : node;
  const text = target.getSourceFile().text;
  const comments = ts.getLeadingCommentRanges(text, target.pos) ?? [];
  const last = comments.filter((range) => text.startsWith('/**', range.pos)).at(-1);
  if (!last) return '';
  const lines = text.slice(last.pos, last.end).split('\n');
  return `${lines
    .map((line, i) => (i === 0 ? line : ` ${line.trimStart()}`))
    .map((l) => indent + l)
    .join('\n')}\n`;
}
