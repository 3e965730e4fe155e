// Run by check-package.sh with the packed tarball: installs it into a scratch project under the OS temp dir, and
// follows every relative link of every Markdown file in the installed package (README.md, CHANGELOG.md, docs/...):
// each must lead to a file or folder the package holds, since a user reading them in node_modules or on the
// registry's page has nothing else. A dead link fails the check, named by file and line.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { deadLinks } from './lib/doc-links.mjs';
import { installTarball } from './lib/tarball.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'wdp-sdk-doc-links-'));
try {
  const { packageDir } = installTarball(scratch, resolve(process.argv[2] ?? ''));
  // Names, not Dirents: a Dirent's parentPath needs Node 20.12.
  const files = readdirSync(packageDir, { recursive: true })
    .filter((name) => statSync(join(packageDir, name)).isFile())
    .map((name) => name.split(sep).join('/'));
  const markdown = files.filter((file) => file.toLowerCase().endsWith('.md'));
  const dead = deadLinks(files, (file) => readFileSync(join(packageDir, file), 'utf8'));
  if (dead.length > 0) {
    console.error(
      `doc links: FAIL: ${dead.length} relative links of the installed package lead to no file of it; ship the ` +
        'file (package.json files) if users need it, else name it as text (a code span, no link):',
    );
    for (const line of dead) console.error(`  ${line}`);
    process.exitCode = 1;
  } else {
    console.log(
      `doc links: every relative link of the ${markdown.length} Markdown files installed leads into the package`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
