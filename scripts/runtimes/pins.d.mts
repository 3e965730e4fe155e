// The types of pins.mjs, for test/runtimes/readme.test.ts.

/** A runtime fetched by npx: its package spec (`name@version`) and version. */
interface Fetched {
  readonly spec: string;
  readonly version: string;
}

export declare const fetched: {
  readonly deno: Fetched;
  readonly bun: Fetched;
  readonly miniflare: Fetched & { readonly node: string };
  readonly puppeteer: Fetched;
};

export declare const workerdVersion: string;

export declare const devDependencies: { readonly edgeRuntime: string; readonly chromium: string };
