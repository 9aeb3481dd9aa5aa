import {
  SHARED_NEEDS_FILE,
  SHARED_PROVIDES_FILE,
  parseSharedSurface,
  sharedSurfaceProblems,
} from 'platform';

/**
 * Whether the override can run on this shell: the build's `shared-needs.json` (what its code
 * imports from shared-api and shared-ui, and the federation runtime) against the live shell's
 * `shared-provides.json`, the same comparison `publish` refuses a remote on. An override is not
 * refused for it (a developer may be about to release the shell too), but the banner says so.
 */
export type SharedExportsCheck =
  | { status: 'ok' }
  | { status: 'problems'; problems: string[] }
  | { status: 'unchecked'; reason: string };

type FetchJson = (url: string) => Promise<unknown>;

const fetchJson: FetchJson = async (url) => {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${url} answered HTTP ${res.status}`);
  return res.json();
};

export async function checkSharedExports(
  base: string,
  read: FetchJson = fetchJson,
): Promise<SharedExportsCheck> {
  const needsUrl = `${base}${SHARED_NEEDS_FILE}`;
  const providesUrl = `/${SHARED_PROVIDES_FILE}`;
  try {
    const [needs, provides] = await Promise.all([read(needsUrl), read(providesUrl)]);
    const problems = sharedSurfaceProblems(
      parseSharedSurface(needs, needsUrl),
      parseSharedSurface(provides, providesUrl),
    );
    return problems.length ? { status: 'problems', problems } : { status: 'ok' };
  } catch (error) {
    return { status: 'unchecked', reason: error instanceof Error ? error.message : String(error) };
  }
}
