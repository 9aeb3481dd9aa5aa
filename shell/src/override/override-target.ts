/**
 * What `?override=mf-events@http://localhost:3012` asks for: one remote (by package) and the
 * address of the build to load in place of its release, a dev server or a folder holding another
 * build's `mf-manifest.json` (`https://preview.example/mf-events/pr-12/`).
 */
export interface OverrideTarget {
  /** The remote's package, `mf-events`. */
  package: string;
  /** The build's folder, ending in `/`: its manifest is `${base}mf-manifest.json`. */
  base: string;
}

/** The query parameter the shell reads, and the `/debug` form writes. */
export const OVERRIDE_PARAM = 'override';

const MANIFEST_FILE = 'mf-manifest.json';

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
  // The manifest's own URL names its folder too.
  const path = url.pathname.endsWith(`/${MANIFEST_FILE}`)
    ? url.pathname.slice(0, -MANIFEST_FILE.length)
    : url.pathname.replace(/\/?$/, '/');
  return { target: { package: name, base: `${url.origin}${path}` } };
}

/** Where the remote's Module Federation manifest is. */
export const manifestUrlOf = (target: OverrideTarget): string => `${target.base}${MANIFEST_FILE}`;

/** `http://localhost:3012/` → `http://localhost:3012`, for people to read. */
export const displayBase = (base: string): string => base.replace(/(\/\/[^/]+)\/$/, '$1');

/** The parameter's value for a target: `mf-events@http://localhost:3012`. */
export const overrideParamOf = (target: OverrideTarget): string =>
  `${target.package}@${displayBase(target.base)}`;
