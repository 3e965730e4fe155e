// The steps README.md gives a user for their own project, read from its sections "Install", "Quickstart" and
// "Testing against the mock service": the commands of their shell blocks and the files their code blocks are saved
// as. check.mjs runs them in each kind of project; a README that no longer says one of them fails here, by name.

/** The sections a user follows in their project, in order. */
export const sections = ['Install', 'Quickstart', 'Testing against the mock service'];

/** The languages of the code blocks a user saves as files; `sh` blocks hold commands. */
const saved = new Set(['ts', 'typescript', 'js', 'javascript']);
/** The file the prose before a code block saves it as: "Save this as `hello.mts`". */
const fileName = /\b[Ss]ave (?:this|it) as `([\w.-]+\.[cm]?[jt]s)`/g;
/** The mock's own URL, as the README's commands give it to the SDK. */
const mockUrl = /http:\/\/127\.0\.0\.1:\d+/g;

/**
 * @typedef {object} SavedFile
 * @property {string} name The name the README saves it as, such as `hello.mts`.
 * @property {string} code
 * @property {string} lang The block's language: `ts` or `js`.
 * @property {string} section The section it is in.
 * @property {number} line Its fence's line in README.md.
 *
 * @typedef {object} Run
 * @property {string} command The shell line, as the README gives it.
 * @property {string} file The saved file it runs.
 *
 * @typedef {object} Steps
 * @property {string[]} install The Install section's commands for the user's project, one per line.
 * @property {string} tarball The tarball path those commands install, as the README writes it.
 * @property {string} mock The command that starts the mock service (it serves until stopped).
 * @property {string} url The URL of the mock the commands give the SDK, such as `http://127.0.0.1:4010`.
 * @property {SavedFile[]} files The files the user saves, in order.
 * @property {Run[]} runs The commands that run them, in order.
 */

/**
 * Reads the user's steps out of README.md's text; throws, naming the line, when a section no longer says one.
 * @param {string} text
 * @returns {Steps}
 */
export function readmeSteps(text) {
  const lines = text.split('\n');
  const install = installCommands(blocksOf(lines, 'Install'));
  const tarballs = install.flatMap((command) => command.match(/\S+\.tgz\b/g) ?? []);
  if (tarballs.length !== 1)
    fail(`README.md: the Install section's commands for your project install ${tarballs.length} tarballs; one, please`);

  const files = [];
  const commands = [];
  for (const section of sections.slice(1)) {
    for (const block of blocksOf(lines, section)) {
      if (block.lang === 'sh') commands.push(...commandLines(block));
      else if (saved.has(block.lang)) files.push(savedFile(block, section));
    }
  }
  const mocks = commands.filter((command) => /\bwdp mock\b/.test(command));
  if (mocks.length !== 1)
    fail(`README.md: the Quickstart has ${mocks.length} commands that start \`wdp mock\`; one, please (npx wdp mock)`);
  const runs = commands.filter((command) => command !== mocks[0]).map((command) => run(command, files));
  for (const file of files)
    if (!runs.some((r) => r.file === file.name))
      fail(`README.md:${file.line}: no command of the ${file.section} section runs ${file.name}, the file it saves`);
  const urls = new Set(runs.flatMap((r) => r.command.match(mockUrl) ?? []));
  if (urls.size !== 1)
    fail(`README.md: the commands that run the files give ${urls.size} mock URLs (${[...urls]}); one, please`);
  return { install, tarball: tarballs[0], mock: mocks[0], url: [...urls][0], files, runs };
}

/**
 * @typedef {object} Block
 * @property {string} lang
 * @property {string} code
 * @property {number} line Its fence's line (1-based).
 * @property {string} before The prose between the previous block (or the heading) and this one.
 * @property {boolean} fragment Marked `<!-- fragment -->`: the docs test does not run it in the checkout.
 */

/**
 * The fenced blocks of one `## ` section.
 * @param {string[]} lines
 * @param {string} title
 * @returns {Block[]}
 */
function blocksOf(lines, title) {
  const start = lines.indexOf(`## ${title}`);
  if (start === -1) fail(`README.md: no section "## ${title}"`);
  const next = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  const end = next === -1 ? lines.length : next;
  const blocks = [];
  let prose = [];
  for (let i = start + 1; i < end; i++) {
    const open = /^(`{3,})\s*([\w+-]*)\s*$/.exec(lines[i] ?? '');
    if (!open) {
      prose.push(lines[i]);
      continue;
    }
    const close = lines.findIndex((line, k) => k > i && line.trim() === open[1]);
    if (close === -1 || close >= end) fail(`README.md:${i + 1}: a code block that is never closed`);
    const above = prose.filter((line) => line.trim() !== '').at(-1);
    const lang = (open[2] ?? '').toLowerCase();
    blocks.push({
      lang: ['bash', 'shell'].includes(lang) ? 'sh' : lang,
      code: lines.slice(i + 1, close).join('\n'),
      line: i + 1,
      before: prose.join('\n'),
      fragment: above?.trim() === '<!-- fragment -->',
    });
    prose = [];
    i = close;
  }
  return blocks;
}

/**
 * The Install section's commands for the user's project: the lines of its shell blocks after the one that packs the
 * tarball (`npm pack`, in the checkout: check.mjs has packed it once already).
 * @param {Block[]} blocks
 * @returns {string[]}
 */
function installCommands(blocks) {
  const shell = blocks.filter((block) => block.lang === 'sh');
  const pack = shell.findIndex((block) => /\bnpm pack\b/.test(block.code));
  if (pack === -1) fail('README.md: the Install section no longer packs the tarball with `npm pack`');
  const project = shell.slice(pack + 1);
  if (project.length === 0) fail('README.md: the Install section has no shell block for your project after `npm pack`');
  return project.flatMap(commandLines);
}

/**
 * A shell block's commands, one per line (comments and blank lines left out). A block the docs test would run in
 * the checkout is an error: the user's steps are marked `<!-- fragment -->`.
 * @param {Block} block
 * @returns {string[]}
 */
function commandLines(block) {
  if (!block.fragment)
    fail(`README.md:${block.line}: a command for your project must be marked <!-- fragment --> above its fence`);
  const lines = block.code.split('\n').filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
  const continued = lines.find((line) => line.trimEnd().endsWith('\\'));
  if (continued) fail(`README.md:${block.line}: one command per line, please: "${continued}" goes on to the next`);
  return lines.map((line) => line.trim());
}

/**
 * A code block the user saves, under the last file name the prose before it names.
 * @param {Block} block
 * @param {string} section
 * @returns {SavedFile}
 */
function savedFile(block, section) {
  const name = [...block.before.matchAll(fileName)].at(-1)?.[1];
  if (!name) fail(`README.md:${block.line}: say above this block which file to save it as (Save this as \`name.mts\`)`);
  return { name, code: block.code, lang: block.lang.startsWith('t') ? 'ts' : 'js', section, line: block.line };
}

/**
 * A command that runs one of the saved files: its last word is the file's name.
 * @param {string} command
 * @param {SavedFile[]} files
 * @returns {Run}
 */
function run(command, files) {
  const last = command.split(/\s+/).at(-1);
  const file = files.find((f) => f.name === last);
  if (!file)
    fail(`README.md: "${command}" runs none of the files the README saves (${files.map((f) => f.name).join(', ')})`);
  return { command, file: file.name };
}

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  throw new Error(`${message} (scripts/consumers/readme.mjs reads the user's steps from README.md)`);
}
