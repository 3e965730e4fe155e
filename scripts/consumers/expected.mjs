// What each file the README saves must print when the README's command runs it against `wdp mock --seed 1`, by
// the section it is in and its language (a renamed file keeps its check; a new kind of file needs one here).

/** @type {Record<string, { what: string, lines: Array<[string, RegExp]> }>} */
const expected = {
  'Quickstart ts': {
    what: 'the Quickstart',
    lines: [
      ['who you are and your workspace', /^\S.*, in the workspace \S.*$/m],
      ['the channel it created', /^Created the channel Ops$/m],
      ['a job (its type and status)', /^[A-Z_]+ [A-Z_]+$/m],
    ],
  },
  'Quickstart js': {
    what: "the Quickstart's CommonJS form",
    lines: [['a workspace', /^Workspace: \S.*$/m]],
  },
  // It asserts what it reads itself: ending with 0 is its check.
  'Testing against the mock service ts': { what: 'the wdp-sdk/mock example', lines: [] },
};

/**
 * What a saved file's output lacks of what it must print ([] when nothing); throws for a file no entry describes.
 * @param {{ name: string, section: string, lang: string }} file
 * @param {string} output
 * @returns {string[]}
 */
export function missingOutput(file, output) {
  const entry = expected[`${file.section} ${file.lang}`];
  if (!entry)
    throw new Error(
      `README.md saves ${file.name} (a ${file.lang} block of ${file.section}), and scripts/consumers/expected.mjs ` +
        'does not say what it must print: add it there',
    );
  return entry.lines
    .filter(([, line]) => !line.test(output))
    .map(([what]) => `${entry.what} printed no line of ${what}`);
}
