import * as z from 'zod/mini';

/**
 * A fast test run before zod: `true` only when `schema.safeParse(value)` would succeed; `false` means
 * "maybe not": zod then parses as before and gives the issues. It copies nothing, and it is compiled once
 * per schema from zod's definitions. Any schema kind, check or option it does not know exactly is left to
 * zod (that node is tested with `safeParse`, or the whole schema when it is the root).
 */
export type Precheck = (value: unknown) => boolean;

type Schema = z.core.$ZodType;
type Def = Schema['_zod']['def'] & Record<string, unknown>;

const compiled = new WeakMap<Schema, Precheck | null>();
const openEnums = new WeakMap<Schema, ReadonlySet<string>>();

/**
 * Declares `schema`, a `z.string()` with one custom check, as an open enum of `known`: the precheck
 * accepts exactly the strings in `known` and leaves any other value to zod (whose check reports it).
 */
export function markOpenEnum(schema: Schema, known: ReadonlySet<string>): void {
  openEnums.set(schema, known);
}

/** The precheck of `schema`, or `undefined` when its root is of a kind only zod can judge. */
export function precheckOf(schema: Schema): Precheck | undefined {
  const hit = compiled.get(schema);
  if (hit !== undefined) return hit ?? undefined;
  let built: Precheck | undefined;
  // A schema that contains itself (a getter in a shape) finds this stand-in while it is being built.
  compiled.set(schema, (value) => (built ?? zodTest(schema))(value));
  built = build(schema);
  compiled.set(schema, built ?? null);
  return built;
}

/** A node the precheck cannot judge itself: zod's own verdict (an async or throwing schema counts as "maybe not"). */
function zodTest(schema: Schema): Precheck {
  return (value) => {
    try {
      return z.safeParse(schema, value).success;
    } catch {
      return false;
    }
  };
}

function child(schema: Schema): Precheck {
  return precheckOf(schema) ?? zodTest(schema);
}

// The test of every string schema without checks: an object's generated test writes it in place of a call.
const isString: Precheck = (value) => typeof value === 'string';

// The definition keys each known kind may have besides `type`, `checks` and `error` (`checks` must be empty except
// on strings and numbers): any other key (coerce, a discriminator, an exclusive union...) leaves the node to zod, as
// does any other kind. `z.record` is one: the SDK's models write their maps as objects with a catchall (`record()`),
// which the precheck compiles, and only a schema given to `follow()` may hold one.
const allowed: Record<string, string> = {
  string: '',
  number: '',
  boolean: '',
  unknown: '',
  any: '',
  optional: 'innerType',
  nullable: 'innerType',
  object: 'shape catchall',
  array: 'element',
  union: 'options',
};

function build(schema: Schema): Precheck | undefined {
  const def = schema._zod.def as Def;
  const keys = allowed[def.type]?.split(' ');
  if (keys === undefined || Object.keys(def).some((key) => !/^(?:type|checks|error)$/.test(key) && !keys.includes(key)))
    return undefined;
  const checks = (def.checks ?? []) as readonly z.core.$ZodCheck[];
  if (checks.length > 0 && def.type !== 'string' && def.type !== 'number') return undefined;
  switch (def.type) {
    case 'string':
      return stringTest(schema, checks);
    case 'number':
      return numberTest(checks);
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'unknown':
    case 'any':
      return () => true;
    case 'optional': {
      const inner = def['innerType'] as Schema;
      if (inner._zod.optin === 'defaulted') return undefined;
      const test = precheckOf(inner);
      return test && ((value) => value === undefined || test(value));
    }
    case 'nullable': {
      const test = precheckOf(def['innerType'] as Schema);
      return test && ((value) => value === null || test(value));
    }
    case 'object':
      return objectTest(def);
    case 'array': {
      const test = child(def['element'] as Schema);
      return (value) => Array.isArray(value) && everyItem(value as unknown[], test);
    }
    case 'union': {
      const tests = (def['options'] as readonly Schema[]).map(child);
      const [a, b] = tests as [Precheck, Precheck];
      // Two options (a link or a list of links) without a loop: a tenth of the precheck's instructions on a jobs page.
      return tests.length === 2 ? (value) => a(value) || b(value) : (value) => tests.some((test) => test(value));
    }
    default:
      return undefined;
  }
}

function stringTest(schema: Schema, checks: readonly z.core.$ZodCheck[]): Precheck | undefined {
  if (checks.length === 0) return isString;
  const known = openEnums.get(schema);
  if (known === undefined || checks.length !== 1 || checks[0]?._zod.def.check !== 'custom') return undefined;
  return (value) => known.has(value as string);
}

function numberTest(checks: readonly z.core.$ZodCheck[]): Precheck | undefined {
  // The tightest bound of each side (of two equal bounds, the exclusive one); an absent side passes any finite number.
  let int = false;
  let lo = -Infinity;
  let hi = Infinity;
  let loOpen = false;
  let hiOpen = false;
  for (const check of checks) {
    const def = check._zod.def as unknown as Record<string, unknown>;
    const { check: kind, value } = def;
    const open = def['inclusive'] !== true;
    if (def['when'] !== undefined) return undefined;
    if (kind === 'number_format' && def['format'] === 'safeint') int = true;
    else if (typeof value !== 'number') return undefined;
    else if (kind === 'greater_than' && (value > lo || (value === lo && open))) [lo, loOpen] = [value, open];
    else if (kind === 'less_than' && (value < hi || (value === hi && open))) [hi, hiOpen] = [value, open];
    else if (kind !== 'greater_than' && kind !== 'less_than') return undefined;
  }
  if (int && lo === -Infinity && hi === Infinity) return Number.isSafeInteger;
  return (value) =>
    typeof value === 'number' &&
    (int ? Number.isSafeInteger(value) : Number.isFinite(value)) &&
    (loOpen ? value > lo : value >= lo) &&
    (hiOpen ? value < hi : value <= hi);
}

function objectTest(def: Def): Precheck | undefined {
  const catchall = def['catchall'] as Schema | undefined;
  const type = catchall?._zod.def.type;
  // No catchall, unknown or any (a loose object) passes every other key; zod's strict `never` is left to zod.
  const loose = type === undefined || type === 'unknown' || type === 'any';
  if (type === 'never' || (loose && (catchall?._zod.def.checks?.length ?? 0) > 0)) return undefined;
  const shape = def['shape'] as Record<string, Schema>;
  const fields = Object.keys(shape).map((key): Field => {
    const schema = shape[key] as Schema;
    // An undefined value passes only an `.optional()` field (zod reports a required key that is absent); any other
    // value of such a field is tested by the inner schema's test (the optional's own would test for undefined again).
    const optional = schema._zod.def.type === 'optional' && precheckOf(schema) !== undefined;
    return { key, test: child(optional ? ((schema._zod.def as Def)['innerType'] as Schema) : schema), optional };
  });
  // Any other catchall (a record written as an object) judges each other key zod's `for...in` visits.
  const rest = loose ? undefined : child(catchall as Schema);
  const test = generated(fields);
  if (test === undefined) return interpreted(fields, rest);
  if (rest === undefined) return test;
  // A record (no shape) skips `Object.hasOwn`, a call V8 does not inline: a third of the precheck's instructions on a
  // jobs page (PERFORMANCE.md, measure b round 5).
  const shaped = fields.length > 0;
  return (value) => {
    if (!test(value)) return false;
    for (const key in value as object)
      if (
        key !== '__proto__' &&
        !(shaped && Object.hasOwn(shape, key)) &&
        !rest((value as Record<string, unknown>)[key])
      )
        return false;
    return true;
  };
}

type Field = { key: string; test: Precheck; optional: boolean };
/**
 * The object test as one generated function (a named load, a call site per field: far fewer instructions than
 * `interpreted`, PERFORMANCE.md "Measure b, round 8"); `undefined` where eval is forbidden (CSP).
 */
function generated(fields: readonly Field[]): Precheck | undefined {
  // As terse as a minifier would write it: this text is in every bundle.
  const body = fields.map(({ key, test, optional }, i) => {
    const fails = test === isString ? 'typeof x!="string"' : `!t${i}(x)`;
    return `x=v[${JSON.stringify(key)}];if(x${optional ? '!==void 0&&' : '===void 0||'}${fails})return!1;`;
  });
  const notObject = "typeof v!='object'||v===null||Array.isArray(v)";
  const code = `return function(v){if(${notObject})return!1;let x;${body.join('')}return!0}`;
  try {
    return (new Function(...fields.map((_, i) => `t${i}`), code) as (...tests: Precheck[]) => Precheck)(
      ...fields.map((field) => field.test),
    );
  } catch {
    return undefined;
  }
}

/**
 * The object test where eval is forbidden (CSP, workerd), in one pass over the object's keys in `for...in` order
 * (which V8 reads from the object's layout rather than by name, where a load by each field's name is a lookup):
 * each key is one of the fields, or else judged by the catchall's test `rest` when there is one. The required
 * fields are counted, so a missing one fails.
 */
function interpreted(fields: readonly Field[], rest: Precheck | undefined): Precheck {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const required = fields.filter((field) => !field.optional).length;
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    let seen = 0;
    for (const key in value) {
      const item = (value as Record<string, unknown>)[key];
      const field = byKey.get(key);
      if (field === undefined) {
        if (rest !== undefined && key !== '__proto__' && !rest(item)) return false;
      } else if (
        item === undefined ? !field.optional : field.test === isString ? typeof item !== 'string' : !field.test(item)
      )
        return false;
      else if (!field.optional) seen++;
    }
    return seen === required;
  };
}

function everyItem(items: readonly unknown[], test: Precheck): boolean {
  for (let i = 0; i < items.length; i++) if (!test(items[i])) return false;
  return true;
}
