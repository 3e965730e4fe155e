// The types of browsers.mjs, for test/runtimes/browsers.test.ts.

/** A browser of the runtime matrix, and where it was found (undefined: not found, `hint` says what gives it). */
export interface FoundBrowser {
  readonly name: 'firefox' | 'webkit';
  readonly label: string;
  readonly hint: string;
  readonly path: string | undefined;
}

export declare function findBrowsers(env?: Record<string, string | undefined>): FoundBrowser[];
