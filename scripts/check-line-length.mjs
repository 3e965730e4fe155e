// Fails (exit 1) when a source file git tracks, or will once added (not ignored), has a line over 120 characters:
// Biome wraps code at 120 columns but leaves long strings and comments as they are, so this check covers them.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const limit = 120;
const listed = ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.mts', '*.mjs', '*.js'];
const files = execFileSync('git', listed, { encoding: 'utf8' }).split('\n');
const long = [];
for (const file of files.filter((name) => name && existsSync(name))) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (line.length > limit) long.push(`${file}:${i + 1}: ${line.length} characters`);
    });
}
if (long.length) {
  console.error(`line length: ${long.length} lines over ${limit} characters; wrap them:\n${long.join('\n')}`);
  process.exitCode = 1;
}
