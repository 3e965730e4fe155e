// The types of doc-links.mjs, for the TypeScript that imports it (test/docs/package-links.test.ts).

/** The relative links of a Markdown text, each with its line (1-based); URLs and pure `#anchors` left out. */
export declare function relativeLinks(text: string): Array<{ line: number; target: string }>;

/** The path inside the package a link of `file` leads to, or undefined when it leads out of the package. */
export declare function linkedPath(file: string, target: string): string | undefined;

/** The relative links of the package's Markdown files that lead to no file or folder of it, as `file:line: ...`. */
export declare function deadLinks(files: readonly string[], read: (file: string) => string): string[];
