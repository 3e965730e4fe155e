// Firefox and WebKit for the runtime matrix: taken from the machine when it has them (they are not on the npm
// registry in a form that runs without a download of their own); each missing one is named with its package.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The browsers looked for: their executables on PATH, and the Debian package that gives them. */
const wanted = [
  { name: 'firefox', label: 'Firefox', executables: ['firefox-esr', 'firefox'], hint: 'Debian: firefox-esr' },
  { name: 'webkit', label: 'WebKit', executables: ['WebKitWebDriver'], hint: 'Debian: webkit2gtk-driver' },
];

function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Finds each browser on `env.PATH`: `{ name, label, hint, path }`, `path` undefined when the machine has none (or,
 * for WebKit, no display), `hint` then saying what gives it.
 */
export function findBrowsers(env = process.env) {
  const dirs = (env.PATH ?? '').split(delimiter).filter((dir) => dir !== '');
  return wanted.map(({ executables, ...browser }) => {
    const path = executables.flatMap((file) => dirs.map((dir) => join(dir, file))).find(isExecutableFile);
    // WebKitGTK draws its window on a display even for automation: without one it is not run.
    if (path && browser.name === 'webkit' && !env.DISPLAY && !env.WAYLAND_DISPLAY) {
      return { ...browser, path: undefined, hint: `${path} found, but no display: run under xvfb-run (Debian: xvfb)` };
    }
    return { ...browser, path };
  });
}
