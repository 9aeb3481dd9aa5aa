import { describe, expect, it } from 'vitest';
import { pageFileUrls, parseReleaseManifest, type RemoteRelease } from './release-manifest';

const release: RemoteRelease = {
  package: 'mf-host',
  federationName: 'host',
  version: '1.0.0-3fa2c1d9',
  manifestUrl: '/releases/mf-host/1.0.0-3fa2c1d9/mf-manifest.json',
  routes: [{ path: '/app/event/:eventId/guests', page: './GuestsPage' }],
  pageFiles: {
    './GuestsPage': ['remoteEntry.js', '__federation_expose_GuestsPage.84e05ea7.js', 'g.css'],
  },
  publishedAt: '2026-11-27T00:00:00.000Z',
};

const manifest = (entry: unknown) => ({ schemaVersion: 1, updatedAt: '', remotes: { x: entry } });

describe('pageFileUrls', () => {
  it("resolves a page's files beside the remote's manifest", () => {
    expect(pageFileUrls(release, './GuestsPage', 'https://site.test')).toEqual([
      'https://site.test/releases/mf-host/1.0.0-3fa2c1d9/remoteEntry.js',
      'https://site.test/releases/mf-host/1.0.0-3fa2c1d9/__federation_expose_GuestsPage.84e05ea7.js',
      'https://site.test/releases/mf-host/1.0.0-3fa2c1d9/g.css',
    ]);
  });

  it('lists nothing for a page without files, or an entry written before pageFiles', () => {
    expect(pageFileUrls(release, './ScanPage', 'https://site.test')).toEqual([]);
    const { pageFiles: _, ...older } = release;
    expect(pageFileUrls(older, './GuestsPage', 'https://site.test')).toEqual([]);
  });

  it('never leads to another origin', () => {
    const elsewhere = { ...release, pageFiles: { './GuestsPage': ['https://evil.test/x.js'] } };
    expect(pageFileUrls(elsewhere, './GuestsPage', 'https://site.test')).toEqual([]);
  });
});

describe('parseReleaseManifest', () => {
  it('accepts an entry with or without pageFiles', () => {
    expect(parseReleaseManifest(manifest(release)).remotes.x?.pageFiles).toEqual(release.pageFiles);
    const { pageFiles: _, ...older } = release;
    expect(parseReleaseManifest(manifest(older)).remotes.x?.pageFiles).toBeUndefined();
  });

  it('refuses malformed pageFiles', () => {
    for (const pageFiles of [['a.js'], { './P': 'a.js' }, { './P': [1] }]) {
      expect(() => parseReleaseManifest(manifest({ ...release, pageFiles }))).toThrow(
        'release manifest entry "x" has malformed pageFiles',
      );
    }
  });
});
