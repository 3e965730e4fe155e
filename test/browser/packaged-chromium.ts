import { execFileSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, createBrotliDecompress } from 'node:zlib';

/** The Chromium that `@sparticuz/chromium` ships inside its npm package, unpacked and ready to launch. */
export interface PackagedChromium {
  /** The unpacked `chromium` binary (a chrome-headless-shell build for Linux x64). */
  readonly executablePath: string;
  /** The package's own NSS/NSPR/expat libraries, to put first on `LD_LIBRARY_PATH`. */
  readonly libraryPath: string;
  /** The package version, e.g. `143.0.4`. */
  readonly version: string;
}

const cacheRoot = fileURLToPath(new URL('../../node_modules/.cache/wdp-sdk-chromium/', import.meta.url));

/**
 * Unpacks the brotli-compressed Chromium and libraries of `@sparticuz/chromium` into
 * `node_modules/.cache/wdp-sdk-chromium/<version>/` once, and returns where they are.
 */
export async function unpackPackagedChromium(): Promise<PackagedChromium> {
  // The package's main file is build/cjs/index.cjs; its compressed files are in bin/ beside build/.
  const packageDir = join(dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')), '..', '..');
  const { version } = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const target = join(cacheRoot, version);
  const unpacked = { executablePath: join(target, 'chromium'), libraryPath: join(target, 'lib'), version };
  if (existsSync(target)) return unpacked;

  // Its own executablePath() inflates to a fixed /tmp/chromium that another user, another version or a killed
  // run may own or have left half-written; unpacking to a private directory and renaming it makes this atomic.
  await mkdir(cacheRoot, { recursive: true });
  const staging = await mkdtemp(join(cacheRoot, `${version}.partial-`));
  try {
    await pipeline(
      createReadStream(join(packageDir, 'bin', 'chromium.br')),
      createBrotliDecompress(),
      createWriteStream(join(staging, 'chromium'), { mode: 0o755 }),
    );
    // The Amazon Linux libraries (lib/libnss3.so and its kin): the binary needs them and a fresh machine may lack them.
    execFileSync('tar', ['-x', '-C', staging], {
      input: brotliDecompressSync(readFileSync(join(packageDir, 'bin', 'al2023.tar.br'))),
    });
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    // A concurrent run that renamed its copy first is as good as ours.
    if (!existsSync(target)) throw error;
  }
  return unpacked;
}
