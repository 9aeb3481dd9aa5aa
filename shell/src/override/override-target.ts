import { REMOTE_ENTRY_FILE } from 'platform';

/**
 * What `?override=mf-events@http://localhost:3012` asks for: one remote (by package) and the
 * address of the build to load in place of its release, a dev server or a folder holding another
 * build (`https://preview.example/mf-events/pr-12/`).
 */
export interface OverrideTarget {
  /** The remote's package, `mf-events`. */
  package: string;
  /**
   * The build's folder, ending in `/`: its container entry is `${base}remoteEntry.js`, beside its
   * `mf-manifest.json` and `shared-needs.json`.
   */
  base: string;
}

/** The query parameter the shell reads, and the `/debug` form writes. */
export const OVERRIDE_PARAM = 'override';

const MANIFEST_FILE = 'mf-manifest.json';
/** A file of the build named in the address stands for its folder. */
const BUILD_FILES = [MANIFEST_FILE, REMOTE_ENTRY_FILE];

export type ParsedOverride = { target: OverrideTarget } | { problem: string };

/** `mf-events@http://localhost:3012` → the target, or why it is not one. */
export function parseOverrideParam(value: string): ParsedOverride {
  const at = value.indexOf('@');
  const name = value.slice(0, at).trim();
  const address = value.slice(at + 1).trim();
  if (at < 1 || !/^mf-[a-z0-9-]+$/.test(name)) {
    return {
      problem: `"${value}" is not <remote>@<address>, e.g. mf-events@http://localhost:3012`,
    };
  }
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { problem: `"${address}" is not an address (http://host:port)` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { problem: `"${address}" is not an http or https address` };
  }
  if (url.username || url.password || url.search || url.hash) {
    return { problem: `"${address}" must be a plain address, with no sign-in, query or fragment` };
  }
  // The manifest's or the entry's own URL names its folder too.
  const file = BUILD_FILES.find((name) => url.pathname.endsWith(`/${name}`));
  const path = file ? url.pathname.slice(0, -file.length) : url.pathname.replace(/\/?$/, '/');
  return { target: { package: name, base: `${url.origin}${path}` } };
}

/** Where the build's Module Federation manifest is. */
export const manifestUrlOf = (target: OverrideTarget): string => `${target.base}${MANIFEST_FILE}`;

/** Where the build's container entry is: what the shell registers in place of the release's. */
export const entryUrlOf = (target: OverrideTarget): string => `${target.base}${REMOTE_ENTRY_FILE}`;

/** `http://localhost:3012/` → `http://localhost:3012`, for people to read. */
export const displayBase = (base: string): string => base.replace(/(\/\/[^/]+)\/$/, '$1');

/** The parameter's value for a target: `mf-events@http://localhost:3012`. */
export const overrideParamOf = (target: OverrideTarget): string =>
  `${target.package}@${displayBase(target.base)}`;
