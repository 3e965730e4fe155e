// The kinds of project a user installs wdp-sdk into, each as `npm init -y` makes it and then as its kind changes it:
// its package.json's "type", and for TypeScript a tsconfig.json and the compiler (the repo's own version).

/**
 * Options a strict TypeScript project sets whatever its module system, as `tsc --init` writes them (with Node's
 * types; skipLibCheck as well: the package's .d.ts files are checked without it by scripts/consumer-types).
 */
const strict = {
  target: 'es2022',
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  verbatimModuleSyntax: true,
  types: ['node'],
  skipLibCheck: true,
};

/**
 * @typedef {object} Project
 * @property {string} name
 * @property {string} what What kind of project it is, as its line of output says.
 * @property {'commonjs' | 'module' | undefined} type Its package.json's "type"; undefined: none (npm 10 and older).
 * @property {Record<string, unknown>} [tsconfig] A TypeScript project's compiler options (then `tsc --noEmit` runs).
 */

/** @type {Project[]} */
export const projects = [
  { name: 'commonjs', what: 'npm init -y ("type": "commonjs")', type: 'commonjs' },
  { name: 'module', what: '"type": "module"', type: 'module' },
  {
    name: 'nodenext',
    what: 'TypeScript, module nodenext ("type": "commonjs")',
    type: 'commonjs',
    tsconfig: { ...strict, module: 'nodenext' },
  },
  {
    name: 'bundler',
    what: 'TypeScript, moduleResolution bundler, module esnext ("type": "module")',
    type: 'module',
    tsconfig: { ...strict, module: 'esnext', moduleResolution: 'bundler' },
  },
  { name: 'require', what: 'CommonJS require, no "type" (as npm 10 wrote package.json)', type: undefined },
];
