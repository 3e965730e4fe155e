// The type-check cost of a consumer file, as a user's compiler pays it: a fixed file of bench/consumers/ copied into
// a scratch project where the package is installed, and compiled there by the repository's TypeScript with
// `tsc --extendedDiagnostics` under a strict NodeNext config that checks every declaration file (skipLibCheck off).
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import type ts from 'typescript';
import { benchFile } from './child.js';

const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/lib/tsc.js');

/** TypeScript's compiler API, loaded when first used: it costs a second or two of CPU, which quick mode never uses. */
const typescript = (): typeof ts => require('typescript') as typeof ts;

/** What `tsc --extendedDiagnostics` reports for one compile. */
export interface TypeCheck {
  types: number;
  instantiations: number;
  /** The checker's time, ms ("Check time"). */
  checkMs: number;
  /** The whole compile, ms ("Total time": reading, parsing, binding and checking). */
  totalMs: number;
}

/** The compiler options every consumer is compiled with: a strict NodeNext project that checks its libraries. */
export const consumerOptions = {
  target: 'ES2022',
  module: 'NodeNext',
  moduleResolution: 'NodeNext',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  types: [],
  strict: true,
  skipLibCheck: false,
  noEmit: true,
} as const;

/**
 * Copies `fixture` (a file of bench/consumers/, or none for an empty module) into the ES module project `dir` and
 * writes its tsconfig; returns the tsconfig's path. `skipLibCheck` overrides the option, for the note that compares.
 */
export function consumer(dir: string, name: string, fixture?: string, skipLibCheck = false): string {
  const file = `${name}.ts`;
  if (fixture) copyFileSync(benchFile(`consumers/${fixture}`), join(dir, file));
  else writeFileSync(join(dir, file), 'export {};\n');
  writeFileSync(join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  const config = join(dir, `tsconfig.${name}${skipLibCheck ? '.skip' : ''}.json`);
  const compilerOptions = { ...consumerOptions, skipLibCheck };
  writeFileSync(config, `${JSON.stringify({ compilerOptions, files: [file] }, null, 2)}\n`);
  return config;
}

/** Reads one line of `--extendedDiagnostics`, such as `Instantiations:  254106` or `Check time:  1.23s`. */
function figure(output: string, label: string): number {
  const match = new RegExp(`^${label}:\\s+([\\d.]+)(s?)$`, 'm').exec(output);
  if (!match) throw new Error(`tsc --extendedDiagnostics printed no "${label}":\n${output}`);
  return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
}

/** Compiles the project of `config` once; throws with tsc's output when the file does not compile. */
export function typeCheck(config: string): TypeCheck {
  let output: string;
  try {
    output = execFileSync(process.execPath, [tsc, '-p', config, '--extendedDiagnostics'], { encoding: 'utf8' });
  } catch (error) {
    const { stdout = '' } = error as { stdout?: string };
    throw new Error(`${basename(config)} does not compile:\n${stdout.split('\nFiles:')[0]}`);
  }
  return {
    types: figure(output, 'Types'),
    instantiations: figure(output, 'Instantiations'),
    checkMs: figure(output, 'Check time'),
    totalMs: figure(output, 'Total time'),
  };
}

/** Where a declaration file comes from, for `instantiationsByOrigin`: its package, or TypeScript's libs. */
function originOf(path: string, fileName: string): string {
  if (path.endsWith(`/${fileName}`)) return 'the consumer file';
  if (/\/typescript\/lib\/lib\.[\w.]+\.d\.ts$/.test(path)) return "TypeScript's libs";
  const modules = path.lastIndexOf('node_modules/');
  if (modules < 0) return path;
  const parts = path.slice(modules + 'node_modules/'.length).split('/');
  return `${parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}'s declarations`;
}

/**
 * The instantiations of the project of `config`, by where the checker made them: each file checked in the program's
 * order (libs, then the packages' declarations, then the consumer), the count read after each. A type that a later
 * file would also have made is counted where it was made first, so the consumer's own share is what is left to it.
 */
export function instantiationsByOrigin(config: string, fileName: string): Record<string, number> {
  const ts = typescript();
  const parsed = ts.getParsedCommandLineOfConfigFile(
    config,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${config}`);
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
  // Not in the public declarations, but what tsc's own --extendedDiagnostics reads: the running total.
  const checker = program.getTypeChecker() as ts.TypeChecker & { getInstantiationCount?: () => number };
  const total = () => {
    if (!checker.getInstantiationCount) throw new Error(`TypeScript ${ts.version} has no getInstantiationCount()`);
    return checker.getInstantiationCount();
  };
  const byOrigin: Record<string, number> = {};
  let before = total();
  for (const file of program.getSourceFiles()) {
    program.getSemanticDiagnostics(file);
    const after = total();
    const origin = originOf(file.fileName, fileName);
    byOrigin[origin] = (byOrigin[origin] ?? 0) + after - before;
    before = after;
  }
  return Object.fromEntries(Object.entries(byOrigin).sort(([, a], [, b]) => b - a));
}

/** The version of the TypeScript that compiles the consumers. */
export const typescriptVersion = (
  JSON.parse(readFileSync(require.resolve('typescript/package.json'), 'utf8')) as { version: string }
).version;
