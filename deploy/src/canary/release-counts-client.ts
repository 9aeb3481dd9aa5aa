/**
 * Reads each version's counts from the API (GET /v2/error/releases/counts) with the deploy
 * credential: the watcher runs where the releases are, not where the database is.
 */
import type { VersionCounts } from './judge';

export interface VersionCountsRow extends VersionCounts {
  version: string;
}

export type ReadReleaseCounts = (pkg: string, since: Date) => Promise<VersionCountsRow[]>;

export function releaseCountsOverHttp(options: {
  /** The API's origin or its `/v2` base, e.g. `http://127.0.0.1:3001`. */
  apiUrl: string;
  /** DEPLOY_TOKEN, as the API is configured. */
  token: string;
  fetch?: typeof fetch;
}): ReadReleaseCounts {
  const base = options.apiUrl.replace(/\/+$/, '').replace(/\/v2$/, '');
  const get = options.fetch ?? fetch;
  return async (pkg, since) => {
    const query = new URLSearchParams({ package: pkg, since: since.toISOString() });
    const res = await get(`${base}/v2/error/releases/counts?${query}`, {
      headers: { authorization: `Bearer ${options.token}` },
    });
    if (!res.ok) {
      throw new Error(
        `reading ${pkg}'s counts failed: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`,
      );
    }
    const body = (await res.json()) as { data: { releases: VersionCountsRow[] } };
    return body.data.releases;
  };
}
