import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { unpackPackagedChromium } from './packaged-chromium.js';

/** A Chromium for the browser test: the binary, where it was found, and the environment it needs. */
export interface FoundChromium {
  /** The binary to give playwright-core as `executablePath`. */
  readonly executablePath: string;
  /** Where it came from, for messages: `CHROMIUM_PATH`, `PATH` or `@sparticuz/chromium <version>`. */
  readonly source: string;
  /** The environment to launch it with (the packaged one needs its own libraries on `LD_LIBRARY_PATH`). */
  readonly env: NodeJS.ProcessEnv;
}

/** The machine to look on: by default this process's environment, platform and architecture. */
export interface ChromiumHost {
  readonly env: NodeJS.ProcessEnv;
  readonly platform: NodeJS.Platform;
  readonly arch: string;
}

/** Names a system Chromium or Chrome goes by on PATH, in order of preference. */
const systemNames = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

/** Where macOS keeps them (not on PATH there). */
const macApps = [
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** Flags for a headless run on a closed network: no sandbox (root in CI), no GPU, and no calls home of any kind. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const installHint =
  'Set CHROMIUM_PATH to a Chromium or Chrome binary, or install one ' +
  '(Debian: sudo apt-get install -y chromium; Fedora: sudo dnf install -y chromium).';

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Finds Chromium in order: `CHROMIUM_PATH`; a system Chromium or Chrome on PATH (or in /Applications on macOS);
 * else, on Linux x64, the one shipped inside the `@sparticuz/chromium` devDependency (unpacked on first use).
 * Throws with instructions when there is none: the browser test fails rather than skips.
 */
export async function findChromium(
  host: ChromiumHost = { env: process.env, platform: process.platform, arch: process.arch },
): Promise<FoundChromium> {
  const { env, platform, arch } = host;
  const override = env.CHROMIUM_PATH;
  if (override !== undefined && override !== '') {
    if (!isExecutableFile(override))
      throw new Error(
        `CHROMIUM_PATH is ${JSON.stringify(override)}, which is not an executable file. ` +
          'Point it at a Chromium or Chrome binary, or unset it to use a system Chromium or the packaged one.',
      );
    return { executablePath: override, source: 'CHROMIUM_PATH', env };
  }

  const pathDirs = (env.PATH ?? '').split(delimiter).filter((dir) => dir !== '');
  const candidates = [
    ...systemNames.flatMap((name) => pathDirs.map((dir) => join(dir, name))),
    ...(platform === 'darwin' ? macApps : []),
  ];
  const system = candidates.find(isExecutableFile);
  if (system !== undefined) return { executablePath: system, source: 'PATH', env };

  // The npm package ships only a Linux x64 binary; its arm64 build is a separate download, which we do not make.
  if (platform !== 'linux' || arch !== 'x64') {
    throw new Error(
      'No Chromium for the browser test: CHROMIUM_PATH is not set, ' +
        `no system Chromium or Chrome was found (${systemNames.join(', ')} on PATH), ` +
        'and the Chromium packaged in @sparticuz/chromium runs only on Linux x64 ' +
        `(this is ${platform} ${arch}). ${installHint}`,
    );
  }
  const packaged = await unpackPackagedChromium().catch((error: unknown) => {
    throw new Error(
      'Could not unpack the Chromium packaged in @sparticuz/chromium (run npm ci first): ' +
        `${error instanceof Error ? error.message : String(error)}\n${installHint}`,
      { cause: error },
    );
  });
  const libraryPath = [packaged.libraryPath, env.LD_LIBRARY_PATH]
    .filter((part) => part !== undefined && part !== '')
    .join(':');
  return {
    executablePath: packaged.executablePath,
    source: `@sparticuz/chromium ${packaged.version}`,
    env: { ...env, LD_LIBRARY_PATH: libraryPath },
  };
}

/**
 * Launches a found Chromium headless with playwright-core, waiting up to `timeout` ms for it to start (a second or
 * two here, far longer on a loaded machine); a failure names the binary, its source and what to do.
 */
export async function launchChromium(found: FoundChromium, timeout = 60_000): Promise<Browser> {
  try {
    // launch() gives Chromium a new, empty, temporary user data dir and removes it on close.
    return await chromium.launch({
      executablePath: found.executablePath,
      env: found.env,
      headless: true,
      args: chromiumArgs,
      timeout,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Chromium from ${found.source} (${found.executablePath}) did not start: ${reason}\n${installHint}`,
      { cause: error },
    );
  }
}
