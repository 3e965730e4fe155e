// The types of tarball.mjs, for the TypeScript that imports it (bench/).

/** The lock every build of dist/ in this repository is taken under. */
export declare const buildLock: string;

/**
 * Packs the package into `into` under the build lock and returns the tarball's path; copies the tarball
 * `WDP_SDK_PACKED_TARBALL` names instead, when set (.ci/run packs once for all its steps).
 */
export declare function packTarball(into: string): string;

/** Installs `tarball` into the project folder `dir`, its dependencies (and `link`) linked, and its bin. */
export declare function installTarball(
  dir: string,
  tarball: string,
  options?: { link?: readonly string[] },
): { packageDir: string; manifest: { name: string; version: string; dependencies?: Record<string, string> } };
