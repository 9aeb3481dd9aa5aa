import { describe, expect, it, vi } from 'vitest';
import type { RemoteRelease } from 'platform';
import { preloadPageFiles, type FetchFile } from './preload-page-files';

const release: RemoteRelease = {
  package: 'mf-host',
  federationName: 'host',
  version: '1.0.0-abc',
  manifestUrl: '/releases/mf-host/1.0.0-abc/mf-manifest.json',
  routes: [{ path: '/app/event/:eventId/guests', page: './GuestsPage' }],
  pageFiles: { './GuestsPage': ['remoteEntry.js', 'guests.1a2b.js', 'guests.3c4d.css'] },
  publishedAt: new Date(0).toISOString(),
};

const ORIGIN = 'https://site.test';

describe('preloadPageFiles', () => {
  it("asks for the page's entry, scripts and styles beside the remote's manifest", () => {
    const fetchFile = vi.fn<FetchFile>(async () => undefined);
    const base = `${ORIGIN}/releases/mf-host/1.0.0-abc`;
    const asked = [`${base}/remoteEntry.js`, `${base}/guests.1a2b.js`, `${base}/guests.3c4d.css`];
    expect(preloadPageFiles(release, './GuestsPage', fetchFile, ORIGIN)).toEqual(asked);
    expect(fetchFile.mock.calls.map(([url]) => url)).toEqual(asked);
  });

  it('leaves a failed file to the runtime: nothing is thrown or left unhandled', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const fetchFile = vi.fn<FetchFile>(async () => {
        throw new TypeError('Failed to fetch');
      });
      expect(() => preloadPageFiles(release, './GuestsPage', fetchFile, ORIGIN)).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('asks for nothing when the release names no files for the page', () => {
    const fetchFile = vi.fn<FetchFile>(async () => undefined);
    expect(preloadPageFiles(release, './ScanPage', fetchFile, ORIGIN)).toEqual([]);
    expect(fetchFile).not.toHaveBeenCalled();
  });
});
